// Reads a website the way our published robot promises: robots.txt first (Disallow, Allow,
// Crawl-delay for our user agent), then the homepage and the few same-site pages worth most to a
// profile. Each page is handed over as soon as it is read, so a crawl can resume after a restart.
import robotsParserModule from 'robots-parser';
import type { Config, CrawlerConfig } from '../config.ts';
import { createFetcher, CrawlFailure, checkUrlTarget } from './fetch.ts';
import type { FetchedResponse, Fetcher } from './fetch.ts';
import { readPageGuarded } from './isolated.ts';
import type { GuardedPage } from './isolated.ts';
import {
  aboutPageNames,
  contactPageNames,
  featurePageNames,
  legalPageNames,
  namingWords,
  pricingPageNames,
  questionPageNames,
  shopPageNames,
  teamPageNames,
} from './page-names.ts';

export const botName = 'LaunchDirectoryBot';

export function userAgent(config: Pick<Config, 'publicUrl'>): string {
  return `${botName}/1.0 (+${config.publicUrl}/bot)`;
}

export interface CrawledPage {
  url: string;
  html: string;
  text: string;
}

// Pages chosen by what they add to a profile; the path (or the link's words) decides the kind
// (page-names.ts). Docs' first pages often hold the FAQ; legal notices the address.
const blogIndex = /^\/?(blog|news|updates|changelog)\/?$/;
const pageKinds: Array<[RegExp, number]> = [
  [pricingPageNames, 10],
  [aboutPageNames, 10],
  [featurePageNames, 9],
  [questionPageNames, 9],
  [teamPageNames, 8],
  [contactPageNames, 7],
  [legalPageNames, 6],
  [shopPageNames, 6],
  [blogIndex, 5],
  [/^\/?(docs|getting-started|guides?|documentation)\/?$/, 4],
];
const notPages = /\.(pdf|png|jpe?g|gif|svg|webp|zip|gz|mp4|mp3|css|js|xml|json|txt|ico)$/i;
// Any other page of the site's own menus may fill a slot the kinds above leave free (a docs site's
// "Getting started" with the demo video, a product page), but not pages about the visitor's session,
// privacy or terms, nor one post of a blog, a tag or a feed, nor a jobs page (its perks are not features).
const otherPageScore = 1;
const notProfilePages = new RegExp(
  String.raw`(?:^|\/)(?:log-?in|sign-?(?:in|up)|register|cart|checkout|account|my-account|search|feed|rss|tags?` +
    String.raw`|categor(?:y|ies)|authors?|wp-admin|cdn-cgi|status|careers?|jobs?|karriere|stellen\p{L}*|emplois?` +
    String.raw`|empleos?|lavora-con-noi|vacatures|werken-bij|praca|kariera|jobb|ty[oö]paikat|recrutement)(?:\/|$)` +
    // Privacy, cookies, terms and legal notices in the languages sites are written in, anywhere in a segment.
    String.raw`|privacy|priva[cç]|datenschutz|prywatno|confidentialit|integritet|personvern|gizlilik|cookie|terms` +
    // (Legal notices with the address are a page kind of their own, legalPageNames.)
    String.raw`|agb|cgu|cgv|conditions|condiciones|condizioni|termini|voorwaarden|regulamin|villkor|legal`,
  'iu',
);
const postOfABlog = /^\/?(?:blog|news|posts?|articles?|updates|changelog|journal|stories|press)\/.+/i;

function siteKey(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, '');
}

/** The path as people read it: "/회사소개", not "/%ED%9A%8C...". */
function decodedPath(url: URL): string {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

function pathWords(url: URL): string {
  return namingWords(decodedPath(url));
}

/**
 * Same-site links of the homepage, best first, each saying whether its path or its words ("店铺信息 · 联系我们")
 * name a kind of page a profile is drafted from.
 */
export function rankLinks(document: Document, homeUrl: string, limit: number): Array<{ url: string; ofKind: boolean }> {
  const home = new URL(homeUrl);
  const scored = new Map<string, number>();
  for (const anchor of Array.from(document.querySelectorAll('a[href]'))) {
    let target: URL;
    try {
      target = new URL(anchor.getAttribute('href')!, homeUrl);
    } catch {
      continue;
    }
    // Same scheme and port as the page: a link to another port would send HTTP to another protocol's server.
    if (
      target.protocol !== home.protocol ||
      target.port !== home.port ||
      siteKey(target.hostname) !== siteKey(home.hostname)
    )
      continue;
    if (notPages.test(target.pathname)) continue;
    target.hash = '';
    target.search = '';
    // The homepage under its file's name ("/index.html" on a static site) is read already.
    const directory = target.pathname.replace(/\/index\.(html?|php)$/i, '/');
    if (target.href === home.href || target.pathname === home.pathname || directory === home.pathname) continue;
    const path = pathWords(target);
    const kindScore = pageKindScore(path, (anchor.textContent ?? '').toLowerCase());
    const inMenu = !anchor.closest('footer, [class*="footer" i], [id*="footer" i]');
    const other = inMenu && !notProfilePages.test(path) && !postOfABlog.test(path) ? otherPageScore : 0;
    const score = Math.max(kindScore, other);
    if (score > 0 && (scored.get(target.href) ?? 0) < score) scored.set(target.href, score);
  }
  return [...scored.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([url, score]) => ({ url, ofKind: score >= profileKindScore }));
}

interface Robots {
  isAllowed(url: string): boolean;
  delayMs: number;
}

async function readRobots(fetcher: Fetcher, origin: string): Promise<Robots> {
  const robotsUrl = `${origin}/robots.txt`;
  const response = await fetcher.get(robotsUrl, { accept: 'text/plain,*/*;q=0.5', acceptAnyType: true });
  // RFC 9309: no robots.txt (4xx) allows everything; a server error means stay out.
  if (response.status >= 500) {
    throw new CrawlFailure(
      'robots',
      `${robotsUrl} answered HTTP ${response.status}; a site whose robots.txt cannot be read is not crawled.`,
    );
  }
  if (response.status >= 400) return { isAllowed: () => true, delayMs: 0 };
  const robots = robotsParser(robotsUrl, response.body);
  const delaySeconds = Number(robots.getCrawlDelay(botName) ?? 0);
  return {
    isAllowed: (url) => robots.isAllowed(url, botName) !== false,
    delayMs: Number.isFinite(delaySeconds) ? Math.max(0, delaySeconds * 1000) : Infinity,
  };
}

/** A Crawl-delay the crawl budget cannot honour for even one page fails the crawl instead of sleeping. */
function checkDelay(robots: Robots, origin: string, crawler: CrawlerConfig): void {
  if (robots.delayMs <= maxCrawlDelayMs(crawler)) return;
  throw new CrawlFailure(
    'robots',
    `${origin}/robots.txt asks for ${Number.isFinite(robots.delayMs) ? robots.delayMs / 1000 : 'endless'} seconds ` +
      `between requests; we wait at most ${maxCrawlDelayMs(crawler) / 1000} seconds, so the site was not read.`,
  );
}

/** The longest wait between two requests a crawl accepts: what leaves time for a second request in the budget. */
export function maxCrawlDelayMs(crawler: CrawlerConfig): number {
  return Math.max(0, Math.min(30_000, crawler.budgetMs - 2 * crawler.timeoutMs));
}

export interface CrawlOptions {
  /** Pages read by an earlier, interrupted run of the same crawl: not fetched again. */
  alreadyRead?: CrawledPage[];
  onPage?: (page: CrawledPage, position: number) => Promise<void>;
  maxPages?: number;
}

// robots-parser is CommonJS whose typings claim an ES default export; at runtime the import is the function.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const forbidden = (url: string) =>
  new CrawlFailure('robots', `The site's robots.txt does not allow ${botName} to read ${url}.`);

/**
 * Reads one file of a person's site (any content type), SSRF-guarded, when robots.txt allows it for
 * the URL asked for and for the URL a redirect lands on. Throws CrawlFailure otherwise.
 */
export async function readSiteFile(url: string, config: Config): Promise<FetchedResponse> {
  const fetcher = createFetcher(config.crawler, userAgent(config));
  checkUrlTarget(new URL(url), config.crawler);
  const allowed = async (target: string) => (await readRobots(fetcher, new URL(target).origin)).isAllowed(target);
  if (!(await allowed(url))) throw forbidden(url);
  const response = await fetcher.get(url, { accept: 'text/plain,*/*;q=0.5', acceptAnyType: true });
  if (response.url !== url && !(await allowed(response.url))) throw forbidden(response.url);
  return response;
}

export async function crawlSite(startUrl: string, config: Config, options: CrawlOptions = {}): Promise<CrawledPage[]> {
  const crawler: CrawlerConfig = config.crawler;
  const started = Date.now();
  const fetcher = createFetcher(crawler, userAgent(config));
  const known = new Map((options.alreadyRead ?? []).map((page) => [page.url, page]));
  checkUrlTarget(new URL(startUrl), crawler);

  const robotsByOrigin = new Map<string, Robots>();
  let lastRequestAt = 0;
  const robotsFor = async (url: string) => {
    const origin = new URL(url).origin;
    if (!robotsByOrigin.has(origin)) {
      const robots = await readRobots(fetcher, origin);
      lastRequestAt = Date.now();
      checkDelay(robots, origin, crawler);
      robotsByOrigin.set(origin, robots);
    }
    return robotsByOrigin.get(origin)!;
  };
  const pages: CrawledPage[] = [];
  const keep = async (page: CrawledPage) => {
    pages.push(page);
    if (!known.has(page.url)) await options.onPage?.(page, pages.length - 1);
  };
  const maxPages = options.maxPages ?? crawler.maxPages;
  // Each page is parsed once, for its text and the links it offers at the same time.
  const linksOn = new Map<string, Omit<GuardedPage, 'text'>>();
  const linksRead = async (page: CrawledPage) => {
    if (!linksOn.has(page.url)) {
      const { links, kindLinks } = await readPageGuarded(page.html, page.url, crawler.isolation, maxPages);
      linksOn.set(page.url, { links, kindLinks });
    }
    return linksOn.get(page.url)!;
  };
  const linksOf = async (page: CrawledPage) => (await linksRead(page)).links;
  const read = async (url: string): Promise<CrawledPage> => {
    const robots = await robotsFor(url);
    const wait = lastRequestAt + robots.delayMs - Date.now();
    if (wait > 0) await sleep(wait);
    lastRequestAt = Date.now();
    const response = await fetcher.get(url);
    if (response.status >= 400) throw new CrawlFailure('http_status', `${url} answered HTTP ${response.status}.`);
    // A redirect may land on another origin, whose robots.txt then decides.
    if (!(await robotsFor(response.url)).isAllowed(response.url)) throw forbidden(response.url);
    const { text, links, kindLinks } = await readPageGuarded(response.body, response.url, crawler.isolation, maxPages);
    linksOn.set(response.url, { links, kindLinks });
    return { url: response.url, html: response.body, text };
  };

  if (!(await robotsFor(startUrl)).isAllowed(startUrl)) throw forbidden(startUrl);
  let home = known.get(startUrl) ?? (await read(startUrl));
  // A homepage that only sends visitors on to the site in their language ("/" to "/ar-OM/") is read there,
  // as a browser would be sent.
  const onward = landingOf(home);
  if (onward && (await robotsFor(onward)).isAllowed(onward)) {
    try {
      home = known.get(onward) ?? (await read(onward));
    } catch (error) {
      if (!(error instanceof CrawlFailure)) throw error;
    }
  }
  await keep(home);

  const homeRobots = await robotsFor(home.url);
  const outOfTime = () => Date.now() - started + homeRobots.delayMs + crawler.timeoutMs > crawler.budgetMs;
  const visit = async (url: string) => {
    const earlier = known.get(url);
    if (earlier) return keep(earlier);
    if (outOfTime()) return;
    try {
      await keep(await read(url));
    } catch (error) {
      // A missing or odd sub-page is skipped; the homepage alone still makes a draft.
      if (!(error instanceof CrawlFailure)) throw error;
    }
  };
  const links = (await linksOf(home)).filter((link) => homeRobots.isAllowed(link));
  const tried = new Set([...pages.map((page) => page.url), ...links]);
  const full = () => pages.length - 1 >= maxPages;
  // Slots the homepage's links to a profile's kinds leave free go first to pages of those kinds that only the
  // pages read link to (a docs site's FAQ, linked from the docs' sidebar; a wiki's "Om oss", linked from the
  // project's wiki), then to the homepage's other links (a project's overview, its news), each followed by the
  // pages of those kinds it links to (a docs page's sidebar naming the FAQ).
  const deeper = async () => {
    for (const page of pages.slice(1)) {
      if (full() || outOfTime()) break;
      // A blog's index links its posts, whatever their titles name ("/yazi/kargo-sorulari").
      if (blogIndex.test(pathWords(new URL(page.url)))) continue;
      for (const url of await linksOf(page)) {
        if (full()) break;
        if (tried.has(url) || !profilePageKind(new URL(url))) continue;
        tried.add(url);
        if ((await robotsFor(url)).isAllowed(url)) await visit(url);
      }
    }
  };
  const ofKind = new Set((await linksRead(home)).kindLinks);
  const [profile, other] = [links.filter((link) => ofKind.has(link)), links.filter((link) => !ofKind.has(link))];
  for (const url of profile) await visit(url);
  await deeper();
  for (const url of other) {
    if (full()) break;
    await visit(url);
    await deeper();
  }
  return pages;
}

/** A language's root: "/en/", "/ar-OM/", "/pt_BR". */
const languageRoot = /^\/[a-z]{2}(?:[-_][A-Za-z]{2,4})?\/?$/;

/**
 * Where a homepage sends visitors on to, on the same site: its meta refresh ("0; url=/en/"), or the one language
 * version it names in hreflang alternates when it is none of them itself, only the "x-default" that picks one
 * (a redirect page: "/" to "/ar-OM/"). A homepage that is a language's version ("en" at "/") stays the home.
 */
function landingOf(home: CrawledPage): string | undefined {
  const refresh = /<meta[^>]+http-equiv=["']?refresh["']?[^>]*>/i.exec(home.html)?.[0];
  let target = refresh ? /url\s*=\s*['"]?([^"'>\s]+)/i.exec(refresh)?.[1] : undefined;
  if (!target) {
    const own = new URL(home.url).pathname;
    const versions = Array.from(home.html.matchAll(/<link\b[^>]*\bhreflang=["']?([\w-]+)[^>]*>/gi)).flatMap(
      ([tag, language]) => {
        const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
        return href && language.toLowerCase() !== 'x-default' ? [pathOf(href, home.url)] : [];
      },
    );
    // Any link of the page counts, not only the ones chosen to be read: a page of quick links may outrank it.
    const anchors = Array.from(home.html.matchAll(/<a\b[^>]*?\bhref=["']?([^"'\s>]+)/gi), ([, href]) =>
      pathOf(href, home.url),
    );
    const linked = [...new Set(anchors.filter((path) => versions.includes(path)))];
    const elsewhere = new Set(versions).size === 1 && !versions.includes(own);
    target = elsewhere && linked.length === 1 && languageRoot.test(linked[0]) ? linked[0] : undefined;
  }
  if (!target) return undefined;
  try {
    const url = new URL(target, home.url);
    return url.origin === new URL(home.url).origin && url.href !== home.url ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A link's path, wherever its host is (hreflang alternates name the site's public host). */
function pathOf(href: string, base: string): string {
  try {
    return new URL(href, base).pathname;
  } catch {
    return '';
  }
}

/**
 * What a page's kind is worth, named by its path's last segment and its link's words, or else by its whole path:
 * BookStack's "/books/o-firme/page/kontakt" is a contact page, not an about page. One post of a blog is of no kind,
 * whatever its slug says ("/blog/quant-costa-un-quadrant-mal-fet" is not a pricing page).
 */
function pageKindScore(path: string, linkWords = ''): number {
  if (postOfABlog.test(path)) return 0;
  const scoreOf = (words: string, segment: string) =>
    Math.max(
      0,
      ...pageKinds.map(([pattern, value]) =>
        pattern.test(pattern.source.startsWith('^') ? segment : words) ? value : 0,
      ),
    );
  const last = path.replace(/\/+$/, '').replace(/^.*\//, '');
  const own = scoreOf(`${last} ${linkWords}`, last);
  // A page only in a folder of a kind is less surely of it than a page named for its own kind: Youzan keeps
  // every custom page under "/wscshop/feature/", its jobs and its notes as much as its features. A page
  // named for what a profile does not use (jobs, privacy) takes nothing from its folder.
  if (own || notProfilePages.test(last)) return own;
  return Math.max(0, scoreOf(`${path} ${linkWords}`, path) - folderOnly);
}
const folderOnly = 3;

/** Whether a path names a page of a kind a profile is drafted from (pricing, about, features, FAQ, team,
 * contact, legal notice). */
function profilePageKind(url: URL): boolean {
  return pageKindScore(pathWords(url)) >= profileKindScore;
}
/** The least score of a profile's kinds of page (a legal notice's). */
const profileKindScore = 6;
