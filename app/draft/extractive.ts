// The built-in drafter, used when no ANTHROPIC_API_KEY is set: it reads what sites state in
// machine-readable and conventional places (title, meta and Open Graph tags, JSON-LD, headings,
// pricing tables, FAQ blocks, team sections, links) and quotes the line of the page each value
// comes from. It never composes text: every value is a piece of the site.
import type { DraftFounder, DraftMilestone, Evidence, Faq, Socials } from '../../db/schema/drafts.ts';
import { elementText, metaContent, normaliseText, parseHtml } from '../crawl/page-text.ts';
import type { DraftedValue, DraftingEngine, DraftResult, ProfileField, SourcePage } from './fields.ts';

interface ParsedPage {
  url: string;
  path: string;
  document: Document;
  lines: string[];
}

type JsonLd = Record<string, unknown>;

const countries: Record<string, string> = {
  germany: 'DE',
  'united states': 'US',
  usa: 'US',
  'united kingdom': 'GB',
  uk: 'GB',
  france: 'FR',
  netherlands: 'NL',
  canada: 'CA',
  spain: 'ES',
  italy: 'IT',
  sweden: 'SE',
  ireland: 'IE',
  australia: 'AU',
  india: 'IN',
  switzerland: 'CH',
  austria: 'AT',
  portugal: 'PT',
  poland: 'PL',
  denmark: 'DK',
  norway: 'NO',
  finland: 'FI',
  belgium: 'BE',
  estonia: 'EE',
  singapore: 'SG',
  japan: 'JP',
  brazil: 'BR',
  'new zealand': 'NZ',
  israel: 'IL',
  mexico: 'MX',
  'czech republic': 'CZ',
};

const socialHosts: Array<[RegExp, string]> = [
  [/(^|\.)linkedin\.com$/, 'linkedin'],
  [/(^|\.)(x|twitter)\.com$/, 'x'],
  [/(^|\.)facebook\.com$/, 'facebook'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)threads\.(net|com)$/, 'threads'],
  [/(^|\.)pinterest\.com$/, 'pinterest'],
  [/(^|\.)github\.com$/, 'github'],
  [/(^|\.)reddit\.com$/, 'reddit'],
  [/(^|\.)producthunt\.com$/, 'producthunt'],
  [/(^|\.)medium\.com$/, 'medium'],
];
const videoHosts = /youtube\.com\/(watch|embed)|youtu\.be\/|vimeo\.com\/|player\.vimeo\.com\/|loom\.com\/(share|embed)/;
const videoLink = new RegExp(`^(https?:)?\\/\\/(www\\.)?(${videoHosts.source})`, 'i');

const text = (element: Element | null | undefined) => (element ? elementText(element).replace(/\s+/g, ' ').trim() : '');
const clip = (value: string, max: number) =>
  value.length <= max ? value : `${value.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;

function jsonLdNodes(document: Document): JsonLd[] {
  const nodes: JsonLd[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      nodes.push(value as JsonLd);
      if ('@graph' in value) visit((value as JsonLd)['@graph']);
    }
  };
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
    try {
      visit(JSON.parse(script.textContent ?? ''));
    } catch {
      // A broken JSON-LD block is the site's problem; the rest of the page still counts.
    }
  }
  return nodes;
}

function ofType(nodes: JsonLd[], ...types: string[]): JsonLd[] {
  return nodes.filter((node) => [node['@type']].flat().some((type) => types.includes(String(type))));
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

class Site {
  readonly pages: ParsedPage[];
  readonly jsonLd: JsonLd[];

  constructor(sources: SourcePage[]) {
    this.pages = sources.map((page) => ({
      url: page.url,
      path: new URL(page.url).pathname.toLowerCase(),
      document: parseHtml(page.html, page.url),
      lines: page.text.split('\n').filter((line) => line.trim()),
    }));
    this.jsonLd = this.pages.flatMap((page) => jsonLdNodes(page.document));
  }

  get home(): ParsedPage {
    return this.pages[0];
  }

  pagesLike(pattern: RegExp): ParsedPage[] {
    const matching = this.pages.filter((page) => pattern.test(page.path));
    return [...matching, ...this.pages.filter((page) => !matching.includes(page))];
  }

  /** The line of a page that states `needle`, as a quote (a window of it when the line is long). */
  quote(needle: string, pages: ParsedPage[] = this.pages): Evidence | undefined {
    const wanted = normaliseText(needle);
    if (!wanted) return undefined;
    for (const page of pages) {
      for (const line of page.lines) {
        const normalised = normaliseText(line);
        const at = normalised.indexOf(wanted);
        if (at < 0) continue;
        const flat = line.replace(/[\s\u00a0]+/g, ' ').trim();
        if (flat.length <= 300) return { quote: flat, url: page.url };
        const start = Math.max(0, at - 100);
        return { quote: flat.slice(start, Math.min(flat.length, at + wanted.length + 100)).trim(), url: page.url };
      }
    }
    return undefined;
  }

  found(value: DraftedValue['value'], needles: string[], pages?: ParsedPage[]): DraftedValue | undefined {
    const evidence = needles
      .map((needle) => this.quote(needle, pages))
      .filter((quote): quote is Evidence => Boolean(quote));
    return evidence.length ? { value, evidence: dedupe(evidence) } : undefined;
  }
}

function dedupe(evidence: Evidence[]): Evidence[] {
  const seen = new Set<string>();
  return evidence.filter(
    (item) => !seen.has(`${item.url} ${item.quote}`) && Boolean(seen.add(`${item.url} ${item.quote}`)),
  );
}

/** The items of the section under the first heading matching `pattern`: list items, else sub-headings. */
function sectionItems(document: Document, pattern: RegExp): string[] {
  const heading = Array.from(document.querySelectorAll('h1, h2, h3')).find((element) => pattern.test(text(element)));
  if (!heading) return [];
  const level = Number(heading.tagName[1]);
  const items: string[] = [];
  const subHeadings: string[] = [];
  for (let element = heading.nextElementSibling; element; element = element.nextElementSibling) {
    if (/^H[1-6]$/.test(element.tagName) && Number(element.tagName[1]) <= level) break;
    items.push(...Array.from(element.matches('li') ? [element] : element.querySelectorAll('li')).map(text));
    subHeadings.push(
      ...Array.from(element.matches('h3, h4') ? [element] : element.querySelectorAll('h3, h4')).map(text),
    );
  }
  // A section inside a <section> element: its container holds the items.
  if (!items.length && !subHeadings.length && heading.parentElement && heading.parentElement.tagName !== 'BODY') {
    items.push(...Array.from(heading.parentElement.querySelectorAll('li')).map(text));
    subHeadings.push(...Array.from(heading.parentElement.querySelectorAll('h3, h4')).map(text));
  }
  return (items.length ? items : subHeadings)
    .filter(Boolean)
    .map((item) => clip(item, 200))
    .slice(0, 20);
}

function draftName(site: Site): DraftedValue | undefined {
  const home = site.home.document;
  const organisation = ofType(
    site.jsonLd,
    'Organization',
    'Corporation',
    'Product',
    'SoftwareApplication',
    'WebSite',
  )[0];
  const candidates = [
    metaContent(home, 'og:site_name'),
    str(organisation?.name),
    home.title.split(/\s+[|–—:-]\s+/)[0]?.trim(),
  ];
  for (const candidate of candidates) {
    if (!candidate || candidate.length > 120) continue;
    const found = site.found(candidate, [candidate], [site.home]);
    if (found) return found;
  }
  return undefined;
}

function draftTagline(site: Site, name: string | undefined): DraftedValue | undefined {
  const h1 = text(site.home.document.querySelector('h1'));
  if (h1 && h1 !== name && h1.length <= 200) return site.found(h1, [h1], [site.home]);
  const parts = site.home.document.title.split(/\s+[|–—:-]\s+/);
  const rest = parts.slice(1).join(' - ').trim();
  return rest ? site.found(rest, [rest], [site.home]) : undefined;
}

function draftShortDescription(site: Site): DraftedValue | undefined {
  const description =
    metaContent(site.home.document, 'description') ?? metaContent(site.home.document, 'og:description');
  return description ? site.found(clip(description, 500), [description.slice(0, 200)], [site.home]) : undefined;
}

function draftDescription(site: Site): DraftedValue | undefined {
  for (const page of site.pagesLike(/about|company|story/)) {
    const paragraphs = Array.from(page.document.querySelectorAll('main p, article p, section p, body > p, p'))
      .map(text)
      .filter((paragraph) => paragraph.length >= 80 && !/cookie|©|copyright/i.test(paragraph));
    const unique = [...new Set(paragraphs)].slice(0, 3);
    if (unique.length) return site.found(clip(unique.join('\n\n'), 20000), unique, [page]);
  }
  return undefined;
}

function draftStage(site: Site): DraftedValue | undefined {
  const stages: Array<[RegExp, string]> = [
    [/\bpublic beta\b/i, 'Public beta'],
    [/\bprivate beta\b/i, 'Private beta'],
    [/\bearly access\b/i, 'Early access'],
    [/\bin beta\b|\bbeta\b/i, 'Beta'],
    [/\balpha\b/i, 'Alpha'],
  ];
  for (const [pattern, value] of stages) {
    for (const page of site.pages) {
      const line = page.lines.find((candidate) => pattern.test(candidate));
      if (line) return site.found(value, [pattern.exec(line)![0]], [page]);
    }
  }
  return undefined;
}

interface Plan {
  name: string;
  price: string;
  row: string;
}

function pricingPlans(site: Site): { plans: Plan[]; page: ParsedPage } | undefined {
  const price = /([$€£]\s?\d[\d.,]*(\s*\/\s*\w+)?|\b\d[\d.,]*\s?(usd|eur|gbp)\b|\bfree\b)/i;
  for (const page of site.pagesLike(/pricing|plans|price/)) {
    const rows = Array.from(page.document.querySelectorAll('table tr'))
      .map((row) => Array.from(row.querySelectorAll('th, td')).map(text))
      .filter((cells) => cells.length >= 2 && cells.slice(1).some((cell) => price.test(cell)) && !price.test(cells[0]));
    const plans = rows.map((cells) => ({
      name: cells[0],
      price: price.exec(cells.slice(1).find((cell) => price.test(cell))!)![0],
      row: cells.join(' '),
    }));
    if (!plans.length) {
      for (const card of Array.from(
        page.document.querySelectorAll('[class*="plan" i], [class*="tier" i], [class*="pricing-card" i]'),
      )) {
        const name = text(card.querySelector('h2, h3, h4'));
        const cardPrice = price.exec(text(card))?.[0];
        if (name && cardPrice && !card.querySelector('[class*="plan" i], [class*="tier" i]'))
          plans.push({ name, price: cardPrice, row: name });
      }
    }
    if (plans.length) return { plans: plans.slice(0, 8), page };
  }
  return undefined;
}

function draftPricing(site: Site): { model?: DraftedValue; summary?: DraftedValue } {
  const found = pricingPlans(site);
  if (!found) {
    const trial = site.quote('free trial');
    return trial ? { model: { value: 'Free trial', evidence: [trial] } } : {};
  }
  const { plans, page } = found;
  const free = plans.filter((plan) => /free|^[$€£]\s?0([.,]0+)?\b/i.test(plan.price));
  const paid = plans.filter((plan) => !free.includes(plan));
  const model = free.length && paid.length ? 'Freemium' : paid.length ? 'Paid' : 'Free';
  const evidence = plans
    .map((plan) => site.quote(plan.row, [page]))
    .filter((quote): quote is Evidence => Boolean(quote));
  if (!evidence.length) return {};
  return {
    model: { value: model, evidence },
    summary: { value: clip(plans.map((plan) => `${plan.name}: ${plan.price}`).join('; '), 500), evidence },
  };
}

function draftPlace(site: Site): { country?: DraftedValue; city?: DraftedValue } {
  const result: { country?: DraftedValue; city?: DraftedValue } = {};
  const address = site.jsonLd.map((node) => node.address).find((value) => value && typeof value === 'object') as
    JsonLd | undefined;
  const locality = str(address?.addressLocality);
  if (locality) result.city = site.found(locality, [locality]);
  const countryText = str(address?.addressCountry);
  const candidates = [
    countryText,
    ...site.pages.flatMap((page) => Array.from(page.document.querySelectorAll('address')).map(text)),
  ].filter(Boolean) as string[];
  for (const candidate of candidates) {
    const lower = candidate.toLowerCase();
    const name = Object.keys(countries).find((country) => new RegExp(`\\b${country}\\b`).test(lower));
    const code = name ? countries[name] : /^[A-Z]{2}$/.test(candidate) ? candidate : undefined;
    const found = code && site.found(code, [name ?? candidate]);
    if (found) {
      result.country = found;
      break;
    }
  }
  return result;
}

function draftFoundedYear(site: Site): DraftedValue | undefined {
  const pattern = /\b(founded|established|started|since|launched|born)\b[^.\n]{0,40}?\b(1[89]\d{2}|20\d{2})\b/i;
  for (const page of site.pagesLike(/about|company|story/)) {
    for (const line of page.lines) {
      const match = pattern.exec(line);
      if (match) return site.found(Number(match[2]), [match[0]], [page]);
    }
  }
  const founding = str(site.jsonLd.map((node) => node.foundingDate).find(Boolean));
  const year = founding?.slice(0, 4);
  return year && /^\d{4}$/.test(year) ? site.found(Number(year), [year]) : undefined;
}

function draftFeatures(site: Site): DraftedValue | undefined {
  for (const page of site.pagesLike(/features|product/)) {
    let items = sectionItems(page.document, /features|what you get|what it does/i);
    if (!items.length && /features/.test(page.path)) {
      items = Array.from(page.document.querySelectorAll('h2, h3'))
        .map(text)
        .filter((heading) => heading && !/^features$/i.test(heading))
        .slice(0, 20);
    }
    if (items.length) return site.found(items, items.slice(0, 5), [page]);
  }
  return undefined;
}

function draftUsps(site: Site): DraftedValue | undefined {
  for (const page of site.pages) {
    const items = sectionItems(page.document, /^why\b|benefits|what makes|why choose/i);
    if (items.length) return site.found(items, items.slice(0, 5), [page]);
  }
  return undefined;
}

function draftKeywords(site: Site): DraftedValue | undefined {
  const keywords = metaContent(site.home.document, 'keywords');
  if (!keywords) return undefined;
  const list = keywords
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean)
    .slice(0, 20)
    .map((keyword) => clip(keyword, 200));
  return list.length ? site.found(list, [keywords.slice(0, 200)], [site.home]) : undefined;
}

function draftCategories(site: Site): DraftedValue | undefined {
  const category = str(
    ofType(site.jsonLd, 'SoftwareApplication', 'WebApplication', 'Product')
      .map((node) => node.applicationCategory ?? node.category)
      .find(Boolean),
  );
  return category ? site.found([clip(category, 200)], [category]) : undefined;
}

function draftContactEmail(site: Site): DraftedValue | undefined {
  const addresses = site
    .pagesLike(/contact/)
    .flatMap((page) =>
      Array.from(page.document.querySelectorAll('a[href^="mailto:" i]')).map((anchor) =>
        decodeURIComponent(anchor.getAttribute('href')!.slice(7).split('?')[0]).trim(),
      ),
    );
  const inText = site
    .pagesLike(/contact/)
    .flatMap((page) => page.lines.flatMap((line) => line.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []));
  for (const address of [...addresses, ...inText]) {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address)) continue;
    const found = site.found(address, [address]);
    if (found) return found;
  }
  return undefined;
}

function draftDemoVideo(site: Site): DraftedValue | undefined {
  for (const page of site.pages) {
    for (const anchor of Array.from(page.document.querySelectorAll('a[href]'))) {
      const href = anchor.getAttribute('href')!;
      if (videoLink.test(href) && text(anchor)) return site.found(new URL(href, page.url).href, [text(anchor)], [page]);
    }
    for (const frame of Array.from(page.document.querySelectorAll('iframe[src], video[src], video source[src]'))) {
      const src = frame.getAttribute('src')!;
      if (frame.tagName === 'IFRAME' && !videoLink.test(src)) continue;
      const caption = page.lines.find((line) => /\b(demo|video|watch)\b/i.test(line));
      if (caption) return site.found(new URL(src, page.url).href, [caption], [page]);
    }
  }
  return undefined;
}

function draftLogo(site: Site): DraftedValue | undefined {
  const images = Array.from(site.home.document.querySelectorAll('img[src]'));
  const logo = images.find(
    (image) =>
      /logo/i.test(
        `${image.getAttribute('alt')} ${image.getAttribute('class')} ` +
          `${image.getAttribute('id')} ${image.getAttribute('src')}`,
      ) && image.getAttribute('alt')?.trim(),
  );
  if (!logo) return undefined;
  return site.found(
    new URL(logo.getAttribute('src')!, site.home.url).href,
    [logo.getAttribute('alt')!.trim()],
    [site.home],
  );
}

function draftFaqs(site: Site): Faq[] {
  const faqs: Faq[] = [];
  for (const page of ofType(site.jsonLd, 'FAQPage')) {
    for (const entity of [page.mainEntity].flat() as JsonLd[]) {
      const question = str(entity?.name);
      const answer = str((entity?.acceptedAnswer as JsonLd | undefined)?.text);
      if (question && answer)
        faqs.push({ question, answer: parseHtml(`<body>${answer}</body>`, site.home.url).body.textContent.trim() });
    }
  }
  for (const page of site.pagesLike(/faq|questions|help/)) {
    for (const details of Array.from(page.document.querySelectorAll('details'))) {
      const question = text(details.querySelector('summary'));
      const answer = text(details).slice(question.length).trim();
      if (question && answer) faqs.push({ question, answer });
    }
    for (const term of Array.from(page.document.querySelectorAll('dt'))) {
      const answer = term.nextElementSibling?.tagName === 'DD' ? text(term.nextElementSibling) : '';
      if (answer) faqs.push({ question: text(term), answer });
    }
    for (const heading of Array.from(page.document.querySelectorAll('h2, h3, h4'))) {
      const question = text(heading);
      const answer = heading.nextElementSibling?.tagName === 'P' ? text(heading.nextElementSibling) : '';
      if (question.endsWith('?') && answer) faqs.push({ question, answer });
    }
  }
  const seen = new Set<string>();
  return faqs
    .filter((faq) => !seen.has(normaliseText(faq.question)) && Boolean(seen.add(normaliseText(faq.question))))
    .map((faq) => ({ question: clip(faq.question, 300), answer: clip(faq.answer, 1500) }));
}

function draftFounders(site: Site): { founders: DraftFounder[]; socials: Socials } {
  const founders: DraftFounder[] = [];
  const socials: Socials = {};
  for (const organisation of ofType(site.jsonLd, 'Organization', 'Corporation')) {
    for (const person of [organisation.founder ?? []].flat() as JsonLd[]) {
      const name = str(person?.name);
      if (!name) continue;
      founders.push({ name, title: str(person.jobTitle) ?? 'Founder', bio: str(person.description) ?? null });
      for (const link of [person.sameAs ?? []].flat()) if (typeof link === 'string') addSocial(socials, link);
    }
  }
  const role = /\b(co-?founder|founder|ceo|cto|coo|chief \w+ officer|president)\b/i;
  for (const page of site.pagesLike(/team|about|founders|people/)) {
    for (const heading of Array.from(page.document.querySelectorAll('h3, h4, strong'))) {
      const next = heading.nextElementSibling;
      const title = text(next);
      if (!next || !role.test(title) || title.length > 160) continue;
      const bio = next.nextElementSibling?.tagName === 'P' ? text(next.nextElementSibling) : null;
      const name = text(heading);
      if (name && name.length <= 160 && !founders.some((founder) => founder.name === name))
        founders.push({ name, title, bio: bio ? clip(bio, 3000) : null });
    }
  }
  // The primary founder first: whoever calls themselves founder or CEO.
  founders.sort((a, b) => Number(/founder|ceo/i.test(b.title ?? '')) - Number(/founder|ceo/i.test(a.title ?? '')));
  return { founders: founders.slice(0, 6), socials };
}

function addSocial(socials: Socials, href: string): void {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return;
  }
  if (!/^https?:$/.test(url.protocol) || url.href.length > 500) return;
  const host = url.hostname.toLowerCase();
  let key = socialHosts.find(([pattern]) => pattern.test(host))?.[1];
  if (!key && /(^|\.)youtube\.com$/.test(host) && /^\/(@|c\/|channel\/|user\/)/.test(url.pathname)) key = 'youtube';
  if (key && !socials[key]) socials[key] = url.href;
}

function draftCompanySocials(site: Site): Socials {
  const socials: Socials = { website: new URL(site.home.url).origin + '/' };
  for (const page of site.pages) {
    for (const anchor of Array.from(page.document.querySelectorAll('a[href]')))
      addSocial(socials, anchor.getAttribute('href')!);
  }
  for (const organisation of ofType(site.jsonLd, 'Organization', 'Corporation')) {
    for (const link of [organisation.sameAs ?? []].flat()) if (typeof link === 'string') addSocial(socials, link);
  }
  return socials;
}

function draftStory(site: Site): DraftResult['story'] {
  for (const page of site.pagesLike(/about|story|company/)) {
    const heading = Array.from(page.document.querySelectorAll('h1, h2, h3')).find((element) =>
      /\bour story\b|\bstory\b|\bhow (it|we) (started|began)\b|\bwhy we\b/i.test(text(element)),
    );
    if (!heading) continue;
    const paragraphs: string[] = [];
    for (
      let element = heading.nextElementSibling;
      element && !/^H[1-6]$/.test(element.tagName);
      element = element.nextElementSibling
    ) {
      if (element.tagName === 'P') paragraphs.push(text(element));
    }
    if (paragraphs.length) return { title: clip(text(heading), 8000), story: clip(paragraphs.join('\n\n'), 8000) };
  }
  return {};
}

function draftMilestones(site: Site): DraftMilestone[] {
  const milestones: DraftMilestone[] = [];
  for (const page of site.pages) {
    for (const time of Array.from(page.document.querySelectorAll('time[datetime]'))) {
      const date = time.getAttribute('datetime')!.slice(0, 10);
      const holder = time.closest('li, tr, p, article');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !holder || holder.tagName === 'ARTICLE') continue;
      const title = text(holder)
        .replace(text(time), '')
        .replace(/^[\s:–—-]+/, '')
        .trim();
      if (title) milestones.push({ date, title: clip(title, 200), description: null, url: null });
    }
  }
  return milestones.slice(0, 50);
}

export function draftExtractively(pages: SourcePage[]): DraftResult {
  if (!pages.length) throw new Error('nothing was crawled');
  const site = new Site(pages);
  const fields: Partial<Record<ProfileField, DraftedValue>> = {};
  const set = (field: ProfileField, value: DraftedValue | undefined) => {
    if (value) fields[field] = value;
  };
  set('name', draftName(site));
  set('tagline', draftTagline(site, fields.name?.value as string | undefined));
  set('short_description', draftShortDescription(site));
  set('description', draftDescription(site));
  set('stage', draftStage(site));
  set('categories', draftCategories(site));
  const pricing = draftPricing(site);
  set('pricing_model', pricing.model);
  set('pricing_summary', pricing.summary);
  const place = draftPlace(site);
  set('country', place.country);
  set('city', place.city);
  set('founded_year', draftFoundedYear(site));
  set('features', draftFeatures(site));
  set('usps', draftUsps(site));
  set('keywords', draftKeywords(site));
  set('contact_email', draftContactEmail(site));
  set('demo_video_url', draftDemoVideo(site));
  set('logo_url', draftLogo(site));
  const { founders, socials: founderSocials } = draftFounders(site);
  const title = site.home.document.title.trim();
  const meta = metaContent(site.home.document, 'description');
  return {
    fields,
    faqs: draftFaqs(site),
    founders,
    company_socials: draftCompanySocials(site),
    founder_socials: founderSocials,
    story: draftStory(site),
    milestones: draftMilestones(site),
    seo: { title: title ? clip(title, 70) : null, meta: meta ? clip(meta, 170) : null },
  };
}

export const extractiveEngine: DraftingEngine = {
  name: 'extractive',
  draft: async (pages) => draftExtractively(pages),
};
