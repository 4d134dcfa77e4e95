// The built-in drafter, used when no ANTHROPIC_API_KEY is set. It reads what sites state where
// sites state it: titles, meta, Open Graph and Twitter tags, JSON-LD in every common shape,
// microdata, headings and lists, pricing tables and cards, FAQ blocks, team pages and sentences
// about the company. It never composes text: every value is a piece of the site, quoted from the
// line that states it, and the evidence gate (evidence.ts) checks every quote afterwards.
import type { Evidence } from '../../db/schema/drafts.ts';
import { aboutPageNames, pageTitles, teamPageNames } from '../crawl/page-names.ts';
import { elementText, metaContent } from '../crawl/page-text.ts';
import { draftFoundedYear, draftPlace } from './extract-company.ts';
import { draftFaqs } from './extract-faqs.ts';
import { draftFeatures, draftUsps } from './extract-features.ts';
import { draftMilestones, draftStory } from './extract-history.ts';
import { builderName, draftPeople } from './extract-people.ts';
import { draftPricing } from './extract-pricing.ts';
import { draftTopics, type Topics } from './extract-topics.ts';
import { emptyTaxonomy } from './fields.ts';
import type { DraftedValue, DraftingEngine, DraftResult, ProfileField, SourcePage, Taxonomy } from './fields.ts';
import { leftTrialPhase, obfuscatedAddress, unobfuscated } from './evidence.ts';
import type { ReadPage } from './reading.ts';
import { titleSeparators, typeNames, wrappedMedia } from './reading.ts';
import {
  clip,
  dedupe,
  escapeRegExp,
  lineOf,
  mailtoAddresses,
  oneLine,
  productTypes,
  quotedContext,
  sentences,
  Site,
  str,
} from './site.ts';
import { categoryTerms, comparable, inLanguages, mentions, negated, storeSection, tagTerms } from './terms.ts';

const text = lineOf;
const legalSuffix =
  /[,\s]+(gmbh|ltd\.?|limited|inc\.?|llc|b\.v\.|bv|ag|as|ab|oy|oü|sas|sarl|s\.l\.|lda\.?|pty( ltd)?|co\.?|plc)$/i;

const generic = /^(welcome|home|homepage|index|hello|hi|menu|features|pricing|about|blog)\b/i;
/** The wiki, forge or tracker a site is served by, whose name its titles repeat: "Overview - Akrondo - Confluence". */
const platformName = new RegExp(
  String.raw`^(?:confluence|redmine|gitea|forgejo|gogs|gitlab|foswiki|twiki|xwiki|mediawiki|dokuwiki|bookstack` +
    String.raw`|wiki\.js|jira|trac|fossil|pmwiki|moinmoin)$`,
  'i',
);

/** The part of a site a name may carry after it: "Tallyvan Help Centre" is Tallyvan's help centre. */
const siteSection =
  /\s+(?:help ?cent(?:re|er)|help|support(?: cent(?:re|er))?|knowledge ?base|docs|documentation|community|forum)$/i;

function draftName(site: Site): DraftedValue | undefined {
  const home = site.home;
  const title = home.document.title.trim();
  const segments = title.split(titleSeparators).map((part) => part.trim());
  const scores = new Map<string, { written: string; score: number }>();
  const vote = (candidate: string | undefined, weight: number) => {
    // A creator page's title ("Buy Knitwise a Coffee. ko-fi.com/knitwise") names the creator in the platform's words;
    // an og:site_name or logo that repeats the whole title ("ことよみ手帳 公式ストア｜出雲屋") names it as the title does.
    const written = (segments.length > 1 && candidate?.trim() === title ? segments[0] : candidate)
      ?.replace(/^buy (.+?) an? coffee\b.*$/i, '$1')
      .replace(legalSuffix, '')
      .replace(siteSection, '')
      .replace(storeSection, '')
      .trim();
    // A platform's own name ("Ko-fi" as a creator page's og:site_name) is not the product's.
    if (
      !written ||
      written.length > 60 ||
      generic.test(written) ||
      platformName.test(written) ||
      builderName(written)
    ) {
      return;
    }
    const key = comparable(written);
    const known = scores.get(key);
    scores.set(key, { written: known?.written ?? written, score: (known?.score ?? 0) + weight });
  };
  vote(segments.length > 1 || title.length <= 40 ? segments[0] : undefined, 2);
  for (const segment of segments.slice(1)) vote(segment.length <= 30 ? segment : undefined, 1);
  // The part every page's title repeats ("Pricing – Brightpost", "About – Brightpost") is the site's name.
  const otherTitles = site.pages.slice(1).map((page) => page.document.title.split(titleSeparators).map(comparable));
  for (const segment of segments) {
    if (otherTitles.length >= 2 && otherTitles.every((parts) => parts.includes(comparable(segment)))) vote(segment, 2);
  }
  vote(metaContent(home.document, 'og:site_name'), 3);
  vote(metaContent(home.document, 'application-name'), 2);
  for (const { node, page } of site.ofType(...productTypes, 'WebSite', 'Organization', 'Corporation')) {
    if (page === home) vote(str(node.name), productTypes.some((type) => [node['@type']].flat().includes(type)) ? 3 : 2);
  }
  const brand = home.document.querySelector(
    'header img[alt], nav img[alt], [class*="logo" i] img[alt], a[href="/"] img',
  );
  vote(
    brand
      ?.getAttribute('alt')
      ?.replace(/\blogo\b/i, '')
      .trim(),
    2,
  );
  vote(text(home.document.querySelector('[class*="brand" i], [class*="logo" i]')), 1);
  const h1 = text(home.document.querySelector('h1'));
  if (h1.split(/\s+/).length <= 3) vote(h1, 1);
  // Written in the title counts most: it is how the site names itself to everyone.
  for (const [key, entry] of scores) if (mentions(comparable(title), key)) entry.score += 2;
  const ranked = [...scores.values()].sort((a, b) => b.score - a.score);
  for (const { written } of ranked) {
    const quote = site.quote(written, [home]);
    if (quote) return { value: written, evidence: [quote] };
  }
  return undefined;
}

/** The first paragraph outside the header that is all one bold line, when it reads as a claim. */
function boldLead(document: Document): string[] {
  const lead = Array.from(document.querySelectorAll('p')).find(
    (paragraph) => !paragraph.closest(`header, ${quotedContext}`) && text(paragraph).length > 0,
  );
  const bold = lead?.querySelector(':scope > strong, :scope > b');
  return lead && bold && text(bold) === text(lead) && claim(text(lead)) ? [text(lead)] : [];
}

/** A short claim: a phrase or one or two short sentences, not a paragraph, a question or a page name. */
function claim(value: string): boolean {
  return (
    value.length >= 8 && value.length <= 120 && !value.endsWith('?') && !pageTitles.test(value) && !/[:;]$/.test(value)
  );
}

/**
 * A line of the page's frame, not a claim: a note's date and reading time ("Sep 14, 2025 3 min read", Quartz's), or
 * a menu's words run together ("HomeFeaturesPricingFAQ").
 */
const pageFrame = (line: string) =>
  /(?<![\p{L}])min(?:ute)?s? read(?![\p{L}])/iu.test(line) ||
  (/^[\p{Script=Latin}\p{N}]+$/u.test(line) && (line.match(/\p{Lu}/gu) ?? []).length >= 4);

/** The name written in two scripts: "شطلي Shattly" is Shattly's name, no claim. */
function twoScripts(value: string, name: string): boolean {
  const words = comparable(value).split(' ');
  const rest = words.filter((word) => !comparable(name).split(' ').includes(word));
  const latin = (word: string) => /\p{Script=Latin}/u.test(word);
  return (
    words.length <= 4 &&
    rest.length > 0 &&
    rest.length < words.length &&
    mentions(comparable(value), comparable(name)) &&
    rest.every((word) => latin(word) !== latin(name))
  );
}

function draftTagline(site: Site, name: string | undefined): DraftedValue | undefined {
  const home = site.home;
  // The name, alone or as a shop's title writes it: "ことよみ手帳 公式ストア｜出雲屋" names ことよみ手帳's store.
  const bare = (written: string) =>
    comparable(written.trim().replace(siteSection, '').replace(storeSection, '')).replace(/[.!]$/, '');
  const named = (value: string) => {
    if (!name) return false;
    const store = value.split(titleSeparators)[0];
    return (
      bare(value) === comparable(name) ||
      (storeSection.test(store) && bare(store) === comparable(name)) ||
      twoScripts(value, name)
    );
  };
  const document = home.document;
  const candidates: string[] = [];
  // Not a menu's own title (Weblocks' navigation widget writes "<h1>Navigation</h1>" before the page's). (Docusaurus
  // classes its body "navigation-with-keyboard".)
  const menuTitle = (heading: Element) =>
    pageTitles.test(text(heading)) &&
    !!heading.closest('nav, [role="navigation"], [class*="navigation" i]:not(body, html, main)');
  const h1Element = Array.from(document.querySelectorAll('h1')).find((heading) => !menuTitle(heading)) ?? null;
  const h1 = text(h1Element);
  // The h1 is the product's bare name (a docs or app landing page): the short line right under it is the claim.
  if (h1Element && named(h1)) {
    // Controls beside the name (GitBook's "Copy" menu button) are not the line under it.
    const control = (element: Element) =>
      element.matches('button, [role="button"], svg') ||
      (!!element.querySelector('button') && text(element).length < 20);
    const after = (element: Element) => {
      let sibling = element.nextElementSibling;
      while (sibling && control(sibling)) sibling = sibling.nextElementSibling;
      return sibling;
    };
    let anchor: Element | null = h1Element;
    while (anchor && !after(anchor) && anchor.parentElement?.tagName !== 'BODY') anchor = anchor.parentElement;
    const block = anchor && after(anchor);
    // A hero block under the name (Docsy's cover, Bootstrap's lead): its first line is the claim, its
    // buttons and small print are not.
    const next = claim(text(block)) ? text(block) : text(block?.firstElementChild);
    if (claim(next)) candidates.push(next);
    // The name in a header over the page's title ("Kilnpost" over "Home", Fossil's): the content's bold lead line
    // is the claim ("<p><strong>Know when your kiln is done.</strong></p>").
    else if (h1Element.closest('header')) candidates.push(...boldLead(document));
  }
  // A line the markup calls the site's tagline or slogan (WordPress and Ghost write the tagline as
  // the site description), when it is short enough to be one.
  const marked = Array.from(
    document.querySelectorAll('[class*="tagline" i], [class*="slogan" i], [class*="site-description" i]'),
  )
    .filter((element) => !element.closest(quotedContext) && !element.closest('article'))
    .map(text)
    .filter(claim);
  // An h1 written like a title ("Brand: what it does") is the page's title; a marked slogan is the claim.
  const titled = !!name && new RegExp(String.raw`^${escapeRegExp(comparable(name))}\s*[:–—|-]`).test(comparable(h1));
  if (titled) candidates.push(...marked);
  // Without an h1 (a Ghost header card, a builder's hero), the first heading outside a post card is the headline.
  const headline =
    h1Element ??
    Array.from(document.querySelectorAll('main h2, h2')).find(
      (heading) => !heading.closest(`article, ${quotedContext}`),
    );
  const headlineText = text(headline);
  if (h1Element || claim(headlineText)) candidates.push(headlineText);
  if (!titled) candidates.push(...marked);
  candidates.push(
    ...Array.from(document.querySelectorAll('[class*="subtitle" i], [class*="hero" i] [class*="sub" i]')).map(text),
  );
  // A docs site's bare-name h1 is often followed by the tagline in bold: <p><strong>...</strong></p>.
  const firstParagraph = document.querySelector('h1 ~ p');
  if (firstParagraph && text(firstParagraph) === text(firstParagraph.querySelector('strong, b, em'))) {
    candidates.push(text(firstParagraph));
  }
  const segments = document.title.split(titleSeparators).map((part) => part.trim());
  candidates.push(...segments.filter((segment) => !named(segment) && !platformName.test(segment)));
  // A slogan the site declares in JSON-LD (schema.org Organization, Brand or Product `slogan`) comes first.
  const declared = site
    .ofType('Organization', 'Corporation', 'Brand', 'LocalBusiness', ...productTypes)
    .filter(({ page }) => page === home)
    .map(({ node }) => str(node.slogan))
    .find((slogan) => slogan && claim(slogan));
  const slogan = declared ? site.quote(declared, [home]) : undefined;
  if (declared && slogan) return { value: declared, evidence: [slogan] };
  for (const candidate of candidates) {
    if (candidate.length < 8 || candidate.length > 160 || named(candidate) || generic.test(candidate)) continue;
    if (pageTitles.test(candidate) || pageFrame(candidate)) continue;
    const quote = site.quote(candidate, [home], true);
    if (quote) return { value: candidate, evidence: [quote] };
  }
  return undefined;
}

/** The site's summary of itself: its meta or JSON-LD description, unless that only repeats the tagline;
 * then the opening sentence of the homepage's first describing paragraph. */
function draftShortDescription(
  site: Site,
  tagline: string | undefined,
  name: string | undefined,
): DraftedValue | undefined {
  const home = site.home.document;
  const repeatsTagline = (candidate: string) => !!tagline && comparable(candidate) === comparable(tagline);
  const products = site.ofType('SoftwareApplication', 'WebApplication', 'Product', 'Organization');
  const candidates = [
    metaContent(home, 'description'),
    metaContent(home, 'og:description'),
    metaContent(home, 'twitter:description'),
    ...products.filter(({ page }) => page === site.home).map(({ node }) => str(node.description)),
  ];
  const stated = candidates.filter((candidate) => candidate && candidate.length >= 30);
  for (const candidate of stated) {
    if (!candidate || repeatsTagline(candidate)) continue;
    const quote = site.quote(candidate, [site.home]);
    if (quote) return { value: clip(candidate, 500), evidence: [quote] };
  }
  const [opening] = describingParagraphs(site.home, 60).map((paragraph) => sentences(paragraph)[0]);
  // Without a description in its markup, only a sentence that says what the product is describes it: "Kilnpost is a
  // small Wi-Fi kiln monitor for pottery studios" (Fossil writes no meta description).
  if (!stated.length && !(opening && name && saysWhatItIs(opening, name))) return undefined;
  const quote = opening && opening.length >= 60 ? site.quote(opening, [site.home], true) : undefined;
  return opening && quote ? { value: clip(opening, 500), evidence: [quote] } : undefined;
}

const saysWhatItIs = (sentence: string, name: string) =>
  new RegExp(String.raw`^${escapeRegExp(name)}\s+(?:is|are)\s+(?:an?|the)\s`, 'iu').test(sentence);

/** A cookie or consent banner: a dialog or a block its markup names for cookies or consent. */
const consentBanner =
  '[role="dialog" i], [role="alertdialog" i], [class*="cookie" i], [id*="cookie" i], [class*="consent" i], ' +
  '[id*="consent" i]';

/**
 * Paragraphs that describe: long enough, not in quotes, navigation, footers or a cookie banner, no
 * prices or ©. A product that sets "no cookies" says something about itself; only the banner is noise.
 */
function describingParagraphs(page: ReadPage, minimum: number): string[] {
  return Array.from(page.document.querySelectorAll('p, dd'))
    .filter((paragraph) => !paragraph.closest(quotedContext) && !paragraph.closest(consentBanner))
    .map(text)
    .filter(
      (paragraph) =>
        paragraph.length >= minimum &&
        !/©|all rights reserved|[$€£]\s?\d/i.test(paragraph) &&
        !cookieNotice.test(paragraph),
    );
}

/** A banner's sentence about the site's own cookies ("This site uses cookies", "Wir verwenden Cookies"). */
const cookieNotice = new RegExp(
  String.raw`\b(?:uses?|using|accept|utilise|utilisons|verwendet|verwenden|nutzt|utiliza|utilizamos|utilizza` +
    String.raw`|utilizziamo|gebruikt|gebruiken|u[żz]ywa|anv[äa]nder)\s+` +
    String.raw`(?:(?!no\b|zero\b|keine|aucun|ningun|nessun|geen|inga|ingen)\S+\s+)?cook(?:ie|y)`,
  'i',
);

function draftDescription(site: Site, summary: string | undefined): DraftedValue | undefined {
  const paragraphs = [
    // The site's own summary of itself opens the description: it says what the product is.
    ...(summary && summary.length >= 60 && !summary.endsWith('…') ? [summary] : []),
    ...describingParagraphs(site.home, 60).slice(0, 1),
    ...site.pagesOf(/about|company|story|who/).flatMap((page) => describingParagraphs(page, 80).slice(0, 3)),
  ];
  // A summary that opens a paragraph already chosen is said there in full.
  const unique = [...new Set(paragraphs)];
  const chosen = unique.filter(
    (paragraph) => !unique.some((other) => other !== paragraph && other.includes(paragraph)),
  );
  chosen.splice(4);
  const evidence = chosen.map((paragraph) => site.quote(paragraph, site.pages, true));
  const kept = chosen.filter((_, index) => evidence[index]);
  if (!kept.length) return undefined;
  return { value: clip(kept.join('\n\n'), 20000), evidence: dedupe(evidence.filter((item) => !!item)) };
}

// "is", "we're", "est", "ist", "es", "está", "è", "zijn", "jest", "är" (and "still", "fully", "100%" after them).
const copula =
  String.raw`(?<![\p{L}])(?:is|are|['’]re|am|remains?|stays?|est|sommes|sont|ist|sind|es|est[áa]n?|estamos|est[áa]o` +
  String.raw`|somos|son|è|siamo|sono|zijn|jest|jeste[śs]my|s[ąa]|är)\s+` +
  String.raw`(?:(?:still|fully|entirely|completely|100\s?%|entièrement|komplett|completamente|totalmente|ainda` +
  String.raw`|toujours|noch|todav[íi]a|ancora|nog|nadal|fortfarande)\s+)?`;

// What may stand before a product's own beta: "Now in", "We're in", "The app is in".
const ownSubject = new RegExp(
  String.raw`^[\s\p{P}]*(?:(?:we|we['’]re|it['’]s|it|now|currently|still|and|is|are|in|an?|the|our|app|product` +
    String.raw`|platform|service|(?:version|release|v)\s*\d+(?:\.\d+)*)[\s\p{P}]*)*$`,
  'iu',
);

/**
 * Whether a beta or early access a line speaks of is the product's own: a badge ("Now in public beta"),
 * or a sentence whose subject is the product or the company ("Quaymark is in public beta", "we're in
 * early access"), not a part of it ("The MYOB integration is in public beta", "Get early access to the
 * mobile app").
 */
function productsOwnStage(line: string, match: RegExpExecArray, name: string | undefined, badge: boolean): boolean {
  // A button's call ("Get early access", "Join the beta") asks the visitor in; a badge says where the product is.
  if (badge && line.length <= 40 && !callToAction.test(line)) return true;
  const sentence = sentences(line).find((candidate) => candidate.includes(match[0])) ?? line;
  const before = sentence.slice(0, Math.max(0, sentence.indexOf(match[0])));
  if (name && comparable(before).includes(comparable(name))) return true;
  return ownSubject.test(before);
}

const callToAction = /^(?:get|join|request|apply|sign up|claim|grab|reserve|try|want)(?![\p{L}])/iu;

/**
 * A beta the product has left: "opened a public beta in October 2023 and released 1.0 in 2025", "ran a
 * closed beta" (a verb in the past before it, or a date after it; "in beta since 2024" is today's).
 */
function pastStage(line: string, match: RegExpExecArray): boolean {
  const before = line.slice(Math.max(0, match.index - 40), match.index);
  const after = line.slice(match.index + match[0].length);
  return leftBefore.test(before) || datedAfter.test(after);
}
/** A stage the sentence denies: "not yet out of beta", "noch nicht allgemein verfügbar", "pas encore sorti". */
function deniedStage(line: string, match: RegExpExecArray): boolean {
  const before = line
    .slice(Math.max(0, match.index - 30), match.index)
    .split(/[.!?;]/)
    .pop()!;
  return notYet.test(before);
}
const notYet =
  /(?<![\p{L}])(?:not|never|yet to|nicht|pas|jamais|no|não|nie|inte|niet|non|nog niet|todavía|ainda)(?![\p{L}])/iu;

const leftBefore = new RegExp(
  String.raw`(?<![\p{L}])(?:opened|launched|started|began|ran|entered|announced|left|ended|closed|exited|finished` +
    String.raw`|was|were)\s+(?:\p{L}+\s+){0,2}$`,
  'iu',
);
const datedAfter = /^\s*(?:in|on|from|until|till|through)\s+(?:\p{L}+\s+){0,2}(?:19|20)\d\d(?!\d)/iu;

/** The spec's stage for what a site says: "generally available", "out of beta" and "live" are launched. */
function lifeStage(words: string): string {
  const stage = words.toLowerCase();
  if (stage === 'mvp') return 'MVP';
  if (/^(?:idea|growing)$/.test(stage)) return `${stage[0].toUpperCase()}${stage.slice(1)}`;
  return stage === 'beta' ? 'Beta' : 'Launched';
}

/** A beta in the languages of the web, and what kind: "bêta ouverte", "beta pública", "offene Beta". */
const betaKinds: Array<[RegExp, string]> = [
  [/^(?:open|ouverte|abierta|aberta|aperta|offen\p{L}*)$/iu, 'Open beta'],
  [/^(?:public|publique|p[úu]blica|pubblica|[öo]ffentlich\p{L}*|publieke)$/iu, 'Public beta'],
  [
    /^(?:private|priv[ée]e|privada|privata|closed|ferm[ée]e|cerrada|fechada|chiusa|geschlossen\p{L}*|gesloten)$/iu,
    'Private beta',
  ],
];
const betaKind = (word: string | undefined) =>
  betaKinds.find(([kind]) => word !== undefined && kind.test(word))?.[1] ?? 'Beta';

/**
 * Where the product is in its life (the spec's idea, mvp, launched, growing, or a beta). Funding is not a
 * stage: "we are bootstrapped", "seed-funded" or "we raised a Series A" say how it is paid for.
 */
function draftStage(site: Site, name: string | undefined): DraftedValue | undefined {
  // The last member: whether the stage must be the product's own (productsOwnStage): true lets a short
  // badge pass, 'named' wants the product or the company as the subject.
  const stages: Array<[RegExp, (match: RegExpExecArray) => string, own?: boolean | 'named']> = [
    [
      /\b(public|open|private|closed) beta\b/i,
      (match) => `${match[1][0].toUpperCase()}${match[1].slice(1)} beta`,
      true,
    ],
    [/\bearly access\b/i, () => 'Early access', true],
    [/\b(?:is|are|now|currently|still)\s+in\s+beta\b/i, () => 'Beta', true],
    // "Stockmoth est en bêta ouverte", "está en beta pública", "ist in der offenen Beta".
    [
      new RegExp(
        String.raw`${copula}(?:en|in|em|w)\s+(?:(?:der|la|de)\s+)?(?:(\p{L}+)\s+)?b[eêèé]ta(?:\s+(\p{L}+))?(?![\p{L}])`,
        'iu',
      ),
      (match) => betaKind(match[2] ?? match[1]),
      'named',
    ],
    [/\b(?:is|are|now|currently|still)\s+in\s+alpha\b/i, () => 'Alpha', true],
    // A fact sheet's "Stage: launched" or "Status: Live on the App Store".
    [
      /(?<![\p{L}])(?:stage|status|phase): (idea|mvp|beta|launched|live|growing)(?![\p{L}])/iu,
      (match) => lifeStage(match[1]),
    ],
    // "Pitchrota is still an MVP", "Kopiqueue is a launched product", "is out of beta", "came out of beta":
    // said of the product or the company, not of a part ("SSO is now generally available").
    [
      new RegExp(
        String.raw`(?:${copula}(?:now\s+)?(?:an?\s+)?|(?<![\p{L}])(?:came|has come|comes) )` +
          String.raw`(mvp|launched|generally available|out of beta)(?![\p{L}])`,
        'iu',
      ),
      (match) => lifeStage(match[1]),
      'named',
    ],
    // "Kettleops est sorti de bêta en mars 2023", "Feltwork is out of its pilot phase": said of the product or
    // the company, and not denied ("not yet out of beta").
    [leftTrialPhase, () => 'Launched', 'named'],
    // A badge: "Generally available", "Out of beta".
    [/^(?:now )?(generally available|out of beta)$/i, (match) => lifeStage(match[1]), true],
  ];
  const pages = site.pages.filter((page) => page === site.home || !page.post);
  for (const [pattern, value, own] of stages) {
    for (const page of pages) {
      // A fact sheet's terms and descriptions ("Stage: Launched and self-funded") are among its statements.
      const line = [...page.lines, ...page.statements].find((candidate) => {
        const match = pattern.exec(candidate);
        const left = !!match && /beta|alpha|early access/i.test(value(match)) && pastStage(candidate, match);
        return (
          match &&
          !left &&
          !deniedStage(candidate, match) &&
          (!own || productsOwnStage(candidate, match, name, own === true))
        );
      });
      if (!line) continue;
      const match = pattern.exec(line)!;
      const quote = page.statements.includes(line)
        ? { quote: line, url: page.url }
        : site.quote(match[0], [page], true);
      if (quote) return { value: value(match), evidence: [quote] };
    }
  }
  return undefined;
}

/** What the site says about itself on its homepage: title, descriptions, h1, the first paragraphs, keywords. */
function selfDescription(site: Site): Array<{ line: string; page: ReadPage }> {
  const home = site.home;
  const lead = [text(home.document.querySelector('h1')), ...describingParagraphs(home, 30).slice(0, 2)];
  const statements = home.statements.filter((line) =>
    /^(og|twitter):description: |(applicationCategory|applicationSubCategory|description|keywords): /.test(line),
  );
  const wanted = new Set([...lead, ...statements].filter(Boolean));
  return [...home.lines.slice(0, 3), ...home.lines.filter((line) => wanted.has(line)), ...statements].map((line) => ({
    line: line.replace(/([a-z])([A-Z])/g, '$1 $2'),
    page: home,
  }));
}

/** The one category of the taxonomy the homepage's own words place the product in. */
function draftCategories(site: Site, taxonomy: Taxonomy): DraftedValue | undefined {
  const described = selfDescription(site);
  let best: { name: string; score: number; evidence: Evidence[]; child: boolean } | undefined;
  for (const category of taxonomy.categories) {
    const parts = category.name
      .toLowerCase()
      .split(/\s*(?:&|,|\/|\band\b)\s*/)
      .flatMap(inLanguages);
    const evidence: Evidence[] = [];
    let score = 0;
    for (const term of categoryTerms(category.name, taxonomy)) {
      const hit = described.find(({ line }) => mentions(comparable(line), term) && !negated(comparable(line), term));
      if (!hit) continue;
      score += parts.includes(term) ? 2 : 1;
      const quote = site.quote(term, [hit.page]);
      if (quote) evidence.push(quote);
    }
    if (!score || !evidence.length) continue;
    // A subcategory qualified by its parent's abbreviation ("AI Writing" under Artificial Intelligence, keyword
    // "ai") needs the parent's words too: a "grant-writing workspace" writes, but is no AI. (A full word that opens
    // a subcategory's name, "Code Quality", is its topic, not a qualifier.)
    const parent = taxonomy.categories.find((other) => other.name === category.parent);
    const qualifier = category.name.toLowerCase().split(' ')[0];
    if (qualifier.length <= 2 && parent?.keywords.includes(qualifier)) {
      const written = categoryTerms(parent.name, taxonomy).filter((term) => !parts.includes(term));
      if (!described.some(({ line }) => written.some((term) => mentions(comparable(line), term)))) continue;
    }
    const child = category.parent !== null;
    // A subcategory is more precise than its parent; between equals, the stronger evidence wins.
    if (!best || score > best.score || (score === best.score && child && !best.child)) {
      best = { name: category.name, score, evidence: dedupe(evidence).slice(0, 3), child };
    }
  }
  return best ? { value: [best.name], evidence: best.evidence } : undefined;
}

/**
 * Tags of the taxonomy whose label (or multi-word name) the site writes about itself, not denied.
 * An FAQ line counts only when it names the product ("Is Brightpost GDPR compliant?"), not when it
 * speaks of others ("a discount for open-source projects").
 */
function draftTags(
  site: Site,
  taxonomy: Taxonomy,
  faqLines: Set<string>,
  name: string | undefined,
  topical: Topics['tags'],
): DraftedValue | undefined {
  const tags: string[] = [];
  const evidence: Evidence[] = [];
  const pages = site.pages.filter((page) => page === site.home || !page.post);
  const product = name ? comparable(name) : undefined;
  const aboutProduct = (line: string) =>
    !faqLines.has(comparable(line)) || (product !== undefined && mentions(comparable(line), product));
  const selfDescribed = new Set(selfDescription(site).map(({ line }) => line));
  for (const { tag } of taxonomy.tags) {
    const terms = tagTerms(tag, taxonomy);
    // A one-word label ("Certificates") is an everyday word: it counts only where the homepage says what
    // the product is, not in any sentence ("your own CA-signed certificates").
    const oneWord = terms.every((term) => !/\s|-/.test(term));
    for (const term of terms) {
      const states = (line: string) =>
        mentions(comparable(line), term) &&
        !negated(comparable(line), term) &&
        aboutProduct(line) &&
        (!oneWord || selfDescribed.has(line.replace(/([a-z])([A-Z])/g, '$1 $2')));
      const page = (oneWord ? [site.home] : pages).find((candidate) => candidate.lines.some(states));
      const line = page?.lines.find(states);
      const quote = page && line ? site.quote(line, [page], true) : undefined;
      if (quote) {
        tags.push(tag);
        evidence.push(quote);
        break;
      }
    }
  }
  for (const { tag, quote } of topical) {
    if (tags.includes(tag) || tags.some((known) => tagTerms(known, taxonomy).includes(tag))) continue;
    tags.push(tag);
    evidence.push(quote);
  }
  return tags.length ? { value: tags.slice(0, 20), evidence: dedupe(evidence) } : undefined;
}

function draftKeywords(site: Site): DraftedValue | undefined {
  const keywords =
    metaContent(site.home.document, 'keywords') ??
    site
      .ofType(...productTypes, 'WebSite', 'Organization')
      .map(({ node }) => [node.keywords].flat().join(', '))
      .find(Boolean);
  if (!keywords) return undefined;
  const list = [
    ...new Set(
      keywords
        .split(',')
        .map((keyword) => keyword.trim())
        .filter(Boolean),
    ),
  ].slice(0, 20);
  const quote =
    site.quote(keywords.slice(0, 200).replace(/,\s*[^,]*$/, ''), [site.home]) ?? site.quote(list[0], [site.home]);
  return list.length && quote ? { value: list.map((keyword) => clip(keyword, 200)), evidence: [quote] } : undefined;
}

// What an address is for when it is not for reaching the company (press, jobs, privacy, billing...), in the
// languages sites are written in: by the address's name ("jobs@") or by the sentence that gives it ("Send
// your CV to mahi@…"). A general address comes first.
const roleWords =
  String.raw`press|presse|prensa|imprensa|media|journalist\p{L}*|jobs?|careers?|karriere|cariere|empleo|hiring|cv` +
  String.raw`|résumé|resume|apply|applications?|vacanc\p{L}*|bewerb\p{L}*|lebenslauf|stellen\p{L}*|candidat\p{L}*` +
  String.raw`|postul\p{L}*|curr[íi]culum|rekrut\p{L}*|hr|privacy|datenschutz|gdpr|dpo|abuse|security` +
  String.raw`|vulnerabilit\p{L}*|legal|billing|invoices?|accounts|accounting|facturare|facturacion|facturas?` +
  String.raw`|factures?|fakturering|faktura|rechnungs?|buchhaltung|contabilidad|contabilitate|noreply|no-reply` +
  String.raw`|investors?`;
const roleAddresses = new RegExp(String.raw`^(?:${roleWords})@`, 'iu');
const roleSentence = new RegExp(String.raw`(?<![\p{L}])(?:${roleWords})(?![\p{L}])`, 'iu');

/** Whether an address is for something other than reaching the company: by its name or its sentence. */
function roleAddress(site: Site, address: string): boolean {
  if (roleAddresses.test(address)) return true;
  const lower = address.toLowerCase();
  const giving = site.pages.flatMap((page) => page.lines.filter((line) => line.toLowerCase().includes(lower)));
  const said = giving
    .flatMap(sentences)
    .map((sentence) => sentence.toLowerCase())
    .filter((sentence) => sentence.includes(lower));
  // The words around the address, not the address's own ("hello@media-box.test").
  return said.length > 0 && said.every((sentence) => roleSentence.test(sentence.replaceAll(lower, ' ')));
}

/** How many pages give an address, written or linked. */
const pagesGiving = (site: Site, address: string) =>
  site.pages.filter(
    (page) =>
      page.text.toLowerCase().includes(address.toLowerCase()) ||
      mailtoAddresses(page).some((linked) => linked.toLowerCase() === address.toLowerCase()),
  ).length;

/**
 * The addresses a page shows: mailto links, addresses in its text, and obfuscated ones as their address.
 * Text that runs a word into a linked address ("Ukrainehello@…" from two spans a stylesheet sets apart)
 * gives the linked address.
 */
function addressesOn(page: ReadPage, linkedOnSite: string[]): Array<{ address: string; written: string }> {
  const linked = mailtoAddresses(page);
  const plain = page.lines
    .flatMap((line) => line.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? [])
    .map((address) => linkedOnSite.find((known) => address.toLowerCase().endsWith(known.toLowerCase())) ?? address);
  const hidden = page.lines.flatMap((line) => line.match(obfuscatedAddress) ?? []);
  return [
    ...[...linked, ...plain].map((address) => ({ address, written: address })),
    ...hidden.map((written) => ({ address: unobfuscated(written), written })),
  ];
}

const organisationTypes = ['Organization', 'Corporation', 'LocalBusiness', 'Brand'];

/** The email of the organisation in JSON-LD (an Organization, or the publisher or author of a page). */
function jsonLdAddresses(site: Site): Array<{ address: string; written: string }> {
  return site.jsonLd.flatMap(({ node }) =>
    [node, node.publisher, node.author, node.provider]
      .flat()
      .filter((part): part is Record<string, unknown> => !!part && typeof part === 'object')
      .filter((part) => typeNames(part).some((type) => organisationTypes.includes(type)))
      .flatMap((part) => (typeof part.email === 'string' ? [part.email.replace(/^mailto:/i, '').trim()] : []))
      .map((address) => ({ address, written: address })),
  );
}

function draftContactEmail(site: Site): DraftedValue | undefined {
  const pages = site.pagesLike(/contact|about|support|help/);
  const linkedOnSite = site.pages.flatMap(mailtoAddresses);
  const found = [...pages.flatMap((page) => addressesOn(page, linkedOnSite)), ...jsonLdAddresses(site)];
  const unique = [...new Map(found.map((entry) => [entry.address.toLowerCase(), entry])).values()];
  const addresses = unique.filter(({ address }) => /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(address));
  // A general address before a press, billing or jobs one ("Send your CV to mahi@…"), then the address
  // most pages give (a footer's) before one a single page mentions.
  const role = new Map(addresses.map(({ address }) => [address, roleAddress(site, address)]));
  const spread = new Map(addresses.map(({ address }) => [address, pagesGiving(site, address)]));
  addresses.sort(
    (a, b) =>
      Number(role.get(a.address)) - Number(role.get(b.address)) || spread.get(b.address)! - spread.get(a.address)!,
  );
  for (const { address, written } of addresses) {
    const quote = site.quote(written, pages);
    if (quote) return { value: address, evidence: [quote] };
  }
  return undefined;
}

const videoLink = new RegExp(
  String.raw`^https?://(www\.|player\.|fast\.)?(youtube(-nocookie)?\.com/(watch|embed)|youtu\.be/|vimeo\.com/` +
    String.raw`|loom\.com/(share|embed)|wistia\.(net|com)/(embed|medias)/|dailymotion\.com/(embed/)?video/` +
    // Players of the video sites of China, Russia and Iran ("aparat.com/v/Brz7kQ2" and its embed frame).
    String.raw`|bilibili\.com/(player\.html\?|video/)|rutube\.ru/(play/embed|video)/` +
    String.raw`|aparat\.com/(v/|video/video/embed/))` +
    // A video file the site serves itself (a shop builder's video block).
    String.raw`|^https?://\S+\.(?:mp4|webm|m4v|mov)(?=[?#\s]|$)`,
  'i',
);

/** A YouTube, Loom or Wistia player's URL without its display options (?autoplay=0): the video itself.
 * Vimeo's player parameters can carry the key of a private video, so its URLs stay as written. */
function withoutPlayerOptions(url: string): string {
  const parsed = new URL(url);
  const player = /(youtube(-nocookie)?\.com|loom\.com|wistia\.(net|com))$/.test(parsed.hostname);
  if (!player || !/^\/(embed|medias)\//.test(parsed.pathname)) {
    return url;
  }
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}

// A video of something other than the product at work: a talk, an interview, a podcast, press coverage,
// a customer's story or event.
const otherVideo = new RegExp(
  String.raw`\b(talks?|keynote|interview|podcast|webinar|conference|meetup|episode|press|news|tv|testimonials?` +
    String.raw`|customer stor(y|ies)|case stud(y|ies)|events?|highlights|recap|carnival|vortrag|entrevista` +
    String.raw`|conférence|reportage|aftermovie|trade ?show|festival|messe|beurs|ceremony|awards?` +
    // A forum or a summit is an event too: "Forum du numérique du Pacifique", "sommet", "cumbre", "قمة".
    String.raw`|forum|sommet|cumbre|cimeira|vertice)\b|(?<![\p{L}])(?:ال)?(?:قمة|مؤتمر)` +
    // A congress in a compound or another language: "Kinecongres 2025", "Ärztekongress", "congrès".
    String.raw`|congr[eè]s|kongres` +
    // A talk at a conference named in one word ("DevTalks", "JSConf"), or a talk in other languages.
    String.raw`|\p{L}*(?:talks|conf|summit|meetup)(?![\p{L}])|prezentare\p{L}*(?: \p{L}+){0,2} la` +
    // On a stage: "Ne-ai văzut pe scenă?", "auf der Bühne", "sur scène".
    String.raw`|on stage|pe scen\p{L}*|auf der bühne|sur sc[èe]ne|en el escenario|sul palco|op het podium|na scenie` +
    // ... and in the Scandinavian languages: "Fra scenen: Reiselivsdagene 2024", "Foredraget ble holdt i Bodø".
    String.raw`|fr[aå] scenen|p[aå] scenen|f[oö]redrag\p{L}*` +
    String.raw`|conferin\p{L}*|charla|ponencia|palestra` +
    String.raw`|lezing|prelekcj\p{L}*|wystąpieni\p{L}*|p[řr]ednášk\p{L}*|előadás\p{L}*|доклад\p{L}*|выступлени\p{L}*` +
    // A conference in the languages that spell it with a k ("na konferencji", "Konferenz", "конференция"), and a
    // developers' day ("Aviation Valley Dev Day").
    String.raw`|konferen\p{L}*|konferans\p{L}*|конферен\p{L}*|συνέδρι\p{L}*|dev ?days?` +
    // A competition or a sponsored event: "Кубок Калуги по боулдерингу — финалы", "championship", "Turnier".
    String.raw`|(?<![\p{L}])(?:championships?|tournaments?|competitions?|finals|sponsor\p{L}*|campeonato|torneo|copa` +
    String.raw`|championnat|tournoi|meisterschaft|turnier|wettbewerb|mistrzostw\p{L}*|turniej|zawody|кубок\p{L}*` +
    String.raw`|чемпионат\p{L}*|турнир\p{L}*|соревнован\p{L}*|финал\p{L}*|спонсор\p{L}*|şampiyona|turnuva)(?![\p{L}])` +
    String.raw`|大会|大會|比赛|比賽|대회` +
    String.raw`|講演|発表|강연|발표|演讲|演講` +
    // A customer's story in other languages: "Historia de cliente", "caso de éxito", "témoignage", "Kundenstimme".
    String.raw`|hist[oó]ri(?:a|as|e) (?:de |d'un |du |do |da )?(?:(?:un|una|um|uma) )?` +
    String.raw`(?:cliente?s?|client|éxito|sucesso)` +
    String.raw`|cas(?:o|os)? (?:de |di |do )?(?:[ée]xito|sucesso|successo|clientes?)|estud(?:i)?o de caso` +
    String.raw`|cas client|testimoni\p{L}*|t[ée]moignage\p{L}*|depoiment\p{L}*|kunden(?:geschicht|stimm)\p{L}*` +
    String.raw`|erfahrungsbericht\p{L}*|klantverha\p{L}*|historia klienta|příběh zákazník\p{L}*|asiakastarin\p{L}*` +
    String.raw`|kundcase|kundehistori\p{L}*|kunde(?:n)?video\p{L}*|kundvideo\p{L}*|kundefilm\p{L}*` +
    // A customer's video: "kundevideo", "customer video", "vidéo client".
    String.raw`|(?:customer|client)(?:['’]s)? (?:video|film)|vid[ée]os? (?:de |d['’]un |du )?client\p{L}*` +
    String.raw`|история клиента|отзыв\p{L}*|導入事例|お客様の声|고객 사례|客户案例|客戶案例` +
    // ... in Turkish, Azerbaijani, Uzbek, Indonesian and Malay, Filipino, Vietnamese, Greek, Romanian, Ukrainian,
    // Arabic, Hebrew, Hindi.
    String.raw`|müşt[eə]ri h[iəe]ka?y[eə]s\p{L}*|başarı hikayesi|mijoz hikoyasi|kisah (?:sukses|pelanggan)` +
    String.raw`|cerita pelanggan|kwento ng customer|câu chuyện khách hàng|ιστορία πελάτη|povestea clientului` +
    String.raw`|історія клієнта|قصة (?:عميل|نجاح)|סיפור לקוח|ग्राहक की कहानी` +
    // ... in Slovenian, Croatian, Serbian and Bosnian, Slovak, Bulgarian, Lithuanian, Latvian and Estonian.
    String.raw`|zgodba strank\p{L}*|pri[čc]a (?:klijenta|korisnika|kupca)|pr[íi]beh z[áa]kazn[íi]k\p{L}*` +
    String.raw`|история на клиент\p{L}*|kliento istorija|klienta stāsts|kliendi lugu` +
    // A person speaking at an event ("Hodan speaking at Hargeisa Tech Week 2024"), a speech or lecture.
    String.raw`|speak(?:s|ing)? at|(?:tech|startup|design|innovation|dev|product) ?week|khudbad\p{L}*` +
    String.raw`|muxaadar\p{L}*|hotuba|محاضر\p{L}*|سخنرانی|ሰሚናር|ንግግር` +
    // An interview, an episode or a news report in other languages: "لقاء برنامج أرض وخير" (an interview on a TV
    // programme), "интервью", "röportaj", "wawancara", "인터뷰", "インタビュー", "采访".
    String.raw`|(?<![\p{L}])(?:ال)?(?:لقاء|مقابلة|حلقة|بودكاست|تقرير)(?![\p{L}])|интервью|інтерв['’]ю|röportaj` +
    String.raw`|wawancara|entrevue|intervista|interviu|wywiad|rozhovor|인터뷰|インタビュー|采访|採訪|专访|專訪|访谈|訪談`,
  'iu',
);
// Words that name a video the product's demo. A running time ("2-minute", "31 min") hints at one too, but a talk
// has a running time as well, so a video named only by its length is still judged by its block.
// "Demo" in Cyrillic, Japanese, Chinese and Korean too ("腌翠使用演示", "デモ動画", "데모 영상", "демонстрация").
const demoNamed = /d[ée]mo|tour|walk-?through|in action|how it works|демо|デモ|演示|示範|데모|시연/i;
const demoWords = new RegExp(`${demoNamed.source}|\\d+[- ](seconds?|minutes?|min)\\b`, 'i');
/**
 * Words that say a video is not the product's demo or introduction: "not a product demo", "не обзор набора",
 * "這不是App的介紹影片", "製品の紹介動画ではありません", "제품 소개 영상이 아닙니다", "pas une démo", "keine Demo", "no es una demo".
 */
const notADemo = new RegExp(
  String.raw`(?<![\p{L}])not (?:a |an |the |our )?(?:product |app )?` +
    String.raw`(?:demo|intro(?:duction)?|walk-?through|tour|tutorial)` +
    String.raw`|(?<![\p{L}])isn['’]t (?:a |an |the |our )?(?:product |app )?(?:demo|intro)` +
    String.raw`|pas (?:une |la |de )?d[ée]mo` +
    String.raw`|keine? (?:produkt)?demo|no es (?:una |la )?demo|não é (?:uma |a )?demo|non è (?:una |la )?demo` +
    String.raw`|geen demo|не (?:демо|презентац|обзор|огляд)|不是.{0,12}(?:介紹|介绍|演示|示範|示范|教學|教学)` +
    String.raw`|(?:紹介|デモ|説明).{0,6}(?:ではありません|ではない|じゃありません)|(?:소개|데모|시연).{0,8}아닙니다`,
  'iu',
);
// Pages about the company, its people, press and customers, where a video is rarely the product's demo.
const companyStoryPages = new RegExp(`${aboutPageNames.source}|${teamPageNames.source}|press|customer|case-stud|event`);

/**
 * The words around a video on its page (its block up to the nearest heading, at most a few hundred
 * characters), and whether that block is a quote: a customer's video beside their testimonial.
 */
function videoContext(page: ReadPage, url: string): { text: string; quoted: boolean } {
  const player = Array.from(page.document.querySelectorAll('iframe[src], video[src], video source[src], a[href]')).find(
    (element) => {
      try {
        const target = new URL(element.getAttribute('src') ?? element.getAttribute('href')!, page.url).href;
        // A wrapper's player (Embedly) is found by the video it names as well.
        return target === url || (element.hasAttribute('src') && wrappedMedia(target) === url);
      } catch {
        return false;
      }
    },
  );
  let block = player?.closest('video') ?? player;
  let text = block ? elementText(block) : '';
  for (let level = 0; block?.parentElement && level < 4; level++) {
    const written = elementText(block.parentElement);
    if (written.length > 600) {
      // A player set loose in a long section: the words before it, back to the heading over it.
      text = [...headedRun(block), text].join(' ');
      break;
    }
    block = block.parentElement;
    text = written;
    if (block.querySelector('h1, h2, h3, h4, figcaption')) break;
  }
  const quoted = !!block && (!!block.closest('[class*="testimon" i]') || !!block.querySelector('blockquote'));
  return { text, quoted };
}

/** The texts of the siblings before an element, back to the nearest heading among them (a few at most). */
function headedRun(element: Element): string[] {
  const run: string[] = [];
  for (let before = element.previousElementSibling; before && run.length < 4; before = before.previousElementSibling) {
    run.unshift(elementText(before));
    if (/^H[1-6]$/.test(before.tagName)) return run;
  }
  return [];
}

function draftDemoVideo(site: Site): DraftedValue | undefined {
  const pages = site.pages.filter((candidate) => !candidate.post);
  const videosOn = (page: ReadPage) =>
    page.statements.filter(
      (line) =>
        (/^embed: /.test(line) && videoLink.test(line.slice(7))) ||
        (/^link: /.test(line) && videoLink.test(line.slice(6)) && /demo|tour|watch|video|how it works/i.test(line)),
    );
  // A video titled a demo on any page ("Kairobox Pro : démonstration en 3 minutes") before an untitled one on the
  // homepage (its Ramadan advert).
  for (const page of pages) {
    const line = videosOn(page).find((candidate) => demoNamed.test(candidate) && !otherVideo.test(candidate));
    const url = line?.replace(/^(link|embed): /, '').split(' ')[0];
    if (line && url) return { value: withoutPlayerOptions(url), evidence: [{ quote: line, url: page.url }] };
  }
  for (const page of pages) {
    const videos = videosOn(page);
    // A link that calls itself a demo comes before an embedded player.
    videos.sort((a, b) => Number(b.startsWith('link: ')) - Number(a.startsWith('link: ')));
    for (const line of videos) {
      const url = line.replace(/^(link|embed): /, '').split(' ')[0];
      // What the video is called decides first ("Watch the two-minute demo", "Tâm's talk"), then its block.
      if (otherVideo.test(line)) continue;
      if (!demoNamed.test(line)) {
        const context = videoContext(page, url);
        if (context.quoted || otherVideo.test(context.text) || notADemo.test(context.text)) continue;
        if (companyStoryPages.test(page.kind) && !demoWords.test(context.text)) continue;
      }
      return { value: withoutPlayerOptions(url), evidence: [{ quote: line, url: page.url }] };
    }
  }
  // A video the site describes in JSON-LD (VideoObject embedUrl, contentUrl or url).
  for (const { node, page } of site.ofType('VideoObject')) {
    const url = [node.embedUrl, node.contentUrl, node.url].map(str).find((found) => found && videoLink.test(found));
    const quote = url ? site.quote(url, [page]) : undefined;
    if (url && quote) return { value: url, evidence: [quote] };
  }
  return undefined;
}

const logoWord = /logo|ロゴ|로고|标志|標誌|标识|логотип|לוגו|شعار/i;
const appIcon = /icon|ikon|ic[ôo]ne|[íi]cone|icono|icona|pictogram|アイコン|ロゴ|아이콘|图标|圖示|иконка|значок/i;

const socialCard = /social|share|card|og[-_]?image|\/api\/og|banner|cover|hero|1200x630/i;

function draftLogo(site: Site, name: string | undefined): DraftedValue | undefined {
  for (const { node, page } of site.ofType('Organization', 'Corporation', 'Brand', 'LocalBusiness', ...productTypes)) {
    // A blog platform names itself its posts' publisher, with its own logo (Tistory's "TISTORY").
    if (builderName(str(node.name) ?? '')) continue;
    const logo: unknown = [node.logo].flat()[0];
    const details = typeof logo === 'object' && logo ? (logo as Record<string, unknown>) : {};
    const url = str(logo) ?? str(details.url) ?? str(details.contentUrl);
    const quote = url ? site.quote(url, [page]) : undefined;
    // A path ("/images/logo.png") is the page's own: the logo's address is it resolved against the page.
    if (url && quote) return { value: new URL(url, page.url).href, evidence: [quote] };
  }
  const home = site.home;
  // A platform's own logo in the frame it puts around a creator's page ("Ko-fi Logo") is not the product's.
  const platformLogo = (image: Element) => builderName((image.getAttribute('alt') ?? '').replace(logoWord, '').trim());
  const images = Array.from(home.document.querySelectorAll('img[src]')).filter((image) => !platformLogo(image));
  const markers = (image: Element) => ['alt', 'class', 'id', 'src'].map((name) => image.getAttribute(name)).join(' ');
  // The header's home link or logo holder, else an image that calls itself this product's logo.
  const logo =
    images.find(
      (image) =>
        image.closest('header, nav') &&
        image.closest('a[href="/"], a[href="./"], a[href="index.html"], [class*="logo" i], [class*="brand" i]'),
    ) ??
    // An image that calls itself a logo in the link home, where a builder writes no header
    // (`<a class="custom-store__link" href="/"><img class="custom-store__logo">`).
    images.find((image) => logoWord.test(markers(image)) && image.closest('a[href="/"], a[href="./"]')) ??
    images.find(
      (image) => /logo/i.test(markers(image)) && !!name && comparable(markers(image)).includes(comparable(name)),
    ) ??
    // An app's icon, named for the product in its alt text ("Brand app icon", "Icône de Brand", "Brandのアイコン").
    images.find(
      (image) =>
        appIcon.test(image.getAttribute('alt') ?? '') &&
        !!name &&
        comparable(image.getAttribute('alt') ?? '').includes(comparable(name)),
    );
  if (logo) {
    const url = new URL(logo.getAttribute('src')!, home.url).href;
    const quote = site.quote(`image: ${url}`, [home]);
    if (quote) return { value: url, evidence: [quote] };
  }
  // A brand kit's download link: an image file the site calls this product's logo ("Sporvej logo (SVG)").
  const logoDownload = (line: string) => {
    const words = line.replace(/^link: \S+ /, '');
    return (
      /^link: \S+\.(?:svg|png|webp|jpe?g) /i.test(line) &&
      logoWord.test(words) &&
      !!name &&
      mentions(comparable(words), comparable(name))
    );
  };
  for (const page of site.pages) {
    const download = page.statements.find(logoDownload);
    if (download) return { value: download.split(' ')[1], evidence: [{ quote: download, url: page.url }] };
  }
  const ogImage = home.statements.find((line) => line.startsWith('og:image: '));
  const ogAlt = home.statements.find((line) => line.startsWith('og:image:alt: ')) ?? '';
  if (ogImage && /logo/i.test(`${ogImage} ${ogAlt}`) && !socialCard.test(ogImage)) {
    return { value: ogImage.slice('og:image: '.length), evidence: [{ quote: ogImage, url: home.url }] };
  }
  const microdata = site.statement(/ logo: https?:\/\//);
  if (microdata) return { value: microdata.quote.replace(/^.* logo: /, ''), evidence: [microdata] };
  return undefined;
}

export function draftExtractively(pages: SourcePage[], taxonomy: Taxonomy = emptyTaxonomy): DraftResult {
  if (!pages.length) throw new Error('nothing was crawled');
  const site = new Site(pages, taxonomy);
  const fields: Partial<Record<ProfileField, DraftedValue>> = {};
  const set = (field: ProfileField, value: DraftedValue | undefined) => {
    if (value) fields[field] = value;
  };
  set('name', draftName(site));
  const name = fields.name?.value as string | undefined;
  set('tagline', draftTagline(site, name));
  set('short_description', draftShortDescription(site, fields.tagline?.value as string | undefined, name));
  set('description', draftDescription(site, fields.short_description?.value as string | undefined));
  set('stage', draftStage(site, name));
  set('categories', draftCategories(site, taxonomy));
  const faqs = draftFaqs(site);
  const faqLines = new Set(
    faqs.faqs.flatMap((faq) => [faq.question, ...faq.answer.split('\n')]).map((line) => comparable(oneLine(line))),
  );
  const topics = draftTopics(site, name);
  set('tags', draftTags(site, taxonomy, faqLines, name, topics.tags));
  const pricing = draftPricing(site);
  set('pricing_model', pricing.model);
  set('pricing_summary', pricing.summary);
  const place = draftPlace(site, name);
  set('country', place.country);
  set('city', place.city);
  const milestones = draftMilestones(site);
  set('founded_year', draftFoundedYear(site, name, milestones));
  set('usps', draftUsps(site));
  set('features', draftFeatures(site, (fields.usps?.value as string[] | undefined) ?? []));
  set('keywords', draftKeywords(site) ?? topics.keywords);
  set('contact_email', draftContactEmail(site));
  set('demo_video_url', draftDemoVideo(site));
  set('logo_url', draftLogo(site, name));
  const people = draftPeople(site, name);
  const story = draftStory(
    site,
    people.founders.map((founder) => founder.name),
  );
  const title = site.home.document.title.trim();
  const meta = metaContent(site.home.document, 'description');
  return {
    fields,
    faqs: faqs.faqs,
    founders: people.founders,
    company_socials: people.companySocials,
    founder_socials: people.founderSocials,
    story: story.story,
    milestones: milestones.milestones,
    seo: { title: title ? clip(title, 70) : null, meta: meta ? clip(meta, 170) : null },
    section_evidence: [...faqs.evidence, ...people.evidence, ...story.evidence, ...milestones.evidence],
    warnings: [],
  };
}

export const extractiveEngine: DraftingEngine = {
  name: 'extractive',
  model: null,
  draft: async (pages, _only, taxonomy) => draftExtractively(pages, taxonomy),
};
