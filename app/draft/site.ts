// The crawled site as the built-in drafter reads it: pages by kind, JSON-LD nodes with the page
// they are on, and quotes cut the way the evidence gate accepts them (whole lines, or the whole
// sentences of a long line that hold the words).
import type { Evidence } from '../../db/schema/drafts.ts';
import { elementText } from '../crawl/page-text.ts';
import type { DraftedValue, SourcePage, Taxonomy } from './fields.ts';
import { readPage, typeNames } from './reading.ts';
import type { JsonLd, ReadPage } from './reading.ts';
import { comparable, mentions } from './terms.ts';

const shortLine = 300;
const longestQuote = 1500;

// Titles and abbreviations that a name follows end no sentence: "St. Kitts", "Mt. Kenya", "Dr. Amina Yusuf".
const sentenceEnd = /(?<=[.!?…])(?<!(?<![\p{L}.])(?:St|Ste|Sta|Mt|Dr|Mr|Mrs|Ms|Prof)\.)\s+(?=["“(]?[\p{Lu}\p{N}])/u;

export function sentences(line: string): string[] {
  return line.split(sentenceEnd);
}

/** The shortest run of whole sentences of `line` that holds `needle`, or the line when it is short. */
function cut(line: string, needle: string): string {
  if (line.length <= shortLine) return line;
  const parts = sentences(line);
  for (let length = 1; length <= parts.length; length++) {
    for (let start = 0; start + length <= parts.length; start++) {
      const run = parts.slice(start, start + length).join(' ');
      if (mentions(comparable(run), needle)) return run.length <= longestQuote ? run : line;
    }
  }
  return line;
}

export interface Located {
  node: JsonLd;
  page: ReadPage;
}

export class Site {
  readonly pages: ReadPage[];
  readonly taxonomy: Taxonomy;
  /** The site's JSON-LD nodes with their pages, but for the agency that made the site. */
  readonly jsonLd: Located[];

  constructor(sources: SourcePage[], taxonomy: Taxonomy) {
    this.pages = sources.map(readPage);
    this.taxonomy = taxonomy;
    const nodes = this.pages.flatMap((page) => page.jsonLd.map((node) => ({ node, page })));
    const makers = siteMakers(nodes.map(({ node }) => node));
    this.jsonLd = nodes.filter(({ node }) => !makers.has(node));
  }

  get home(): ReadPage {
    return this.pages[0];
  }

  /** Pages of a kind (by their path, title or h1) first, then the rest. */
  pagesLike(pattern: RegExp): ReadPage[] {
    const matching = this.pagesOf(pattern);
    return [...matching, ...this.pages.filter((page) => !matching.includes(page))];
  }

  /** Only the pages of a kind: whose path, or whose title or h1 as a page's name, matches. */
  pagesOf(pattern: RegExp): ReadPage[] {
    return this.pages.filter((page) => pattern.test(page.kind));
  }

  ofType(...types: string[]): Located[] {
    return this.jsonLd.filter(({ node }) => typeNames(node).some((type) => types.includes(type)));
  }

  /**
   * A quote that holds `needle` as whole words: from the visible lines of `pages` first, then from
   * their markup statements (unless `visibleOnly`).
   */
  quote(needle: string, pages: ReadPage[] = this.pages, visibleOnly = false): Evidence | undefined {
    const wanted = comparable(needle.replace(/…$/, ''));
    if (wanted.length < 2) return undefined;
    for (const kind of visibleOnly ? (['lines'] as const) : (['lines', 'statements'] as const)) {
      for (const page of pages) {
        const line = page[kind].find((candidate) => mentions(comparable(candidate), wanted));
        if (line) return { quote: cut(line, wanted), url: page.url };
      }
    }
    return undefined;
  }

  /** A quote holding every one of `needles` (a founder's name with their role), else undefined. */
  quoteAll(needles: string[], pages: ReadPage[] = this.pages): Evidence | undefined {
    const wanted = needles.map((needle) => comparable(needle)).filter(Boolean);
    for (const kind of ['lines', 'statements'] as const) {
      for (const page of pages) {
        const line = page[kind].find((candidate) => wanted.every((needle) => mentions(comparable(candidate), needle)));
        if (line) return { quote: cut(line, wanted[0]), url: page.url };
      }
    }
    return undefined;
  }

  /** The first markup statement of `pages` that matches `pattern`, as a quote. */
  statement(pattern: RegExp, pages: ReadPage[] = this.pages): Evidence | undefined {
    for (const page of pages) {
      const line = page.statements.find((candidate) => pattern.test(candidate));
      if (line) return { quote: line, url: page.url };
    }
    return undefined;
  }

  /** `value` with a quote for each needle found; undefined when none is found. */
  found(value: DraftedValue['value'], needles: string[], pages?: ReadPage[]): DraftedValue | undefined {
    const evidence = dedupe(needles.map((needle) => this.quote(needle, pages)).filter((item) => item !== undefined));
    return evidence.length ? { value, evidence } : undefined;
  }
}

/**
 * The nodes that stand for the agency that made the site, not the company: those other nodes name only
 * as their `creator` (SEOmatic writes the web agency as "#creator", with its own address and logo).
 */
function siteMakers(nodes: JsonLd[]): Set<JsonLd> {
  const idsUnder = (keys: string[]) =>
    new Set(
      nodes.flatMap((node) =>
        keys.flatMap((key) =>
          [node[key]].flat().flatMap((item) => (item && typeof item === 'object' ? [(item as JsonLd)['@id']] : [])),
        ),
      ),
    );
  const creators = idsUnder(['creator']);
  const company = idsUnder(['author', 'copyrightHolder', 'mainEntity', 'about', 'provider', 'manufacturer', 'brand']);
  return new Set(nodes.filter((node) => creators.has(node['@id']) && !company.has(node['@id'])));
}

export function dedupe(evidence: Evidence[]): Evidence[] {
  return [...new Map(evidence.map((item) => [`${item.url}\n${item.quote}`, item])).values()];
}

/** Text of an element as one line (its blocks joined by spaces). */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** An element's visible text as one line ('' for none). */
export const lineOf = (element: Element | null | undefined) => (element ? oneLine(elementText(element)) : '');

/**
 * Blocks classed as others' words: testimonials, quotes, reviews. Not the page itself: a theme's classes on <html>
 * ("av-no-preview", Enfold's) hold such words by chance.
 */
/** Text made bold by its own style, as app builders write every label: Adalo's `<div style="font-weight:700">`. */
export const boldByStyle =
  '[style*="font-weight:700"], [style*="font-weight: 700"], ' +
  '[style*="font-weight:bold" i], [style*="font-weight: bold" i]';

export const classedAs = (...words: string[]) =>
  words.map((word) => `[class*="${word}" i]:not(html):not(body)`).join(', ');
export const classedAsQuoted = classedAs('testimonial', 'quote', 'review');
/** Where a page quotes others or repeats its frame: testimonials, reviews, navigation, footers, forms. */
export const quotedContext = `blockquote, q, cite, nav, footer, aside, form, ${classedAsQuoted}`;

/**
 * A line that is all a quotation ("“We’ve been serving in Asheville since 1989 …”"), perhaps with who said
 * it after a dash ("… ” — Gina Pappas, owner, since 1989"): someone else's words.
 */
const quotation = (line: string) =>
  /^[“"«„「『]/u.test(line) && /[”"»“」』][.!?…]?(?:\s*[—–-]\s*[^“”"«»]{1,160})?$/u.test(line);

const quotedByPage = new WeakMap<ReadPage, Set<string>>();

/**
 * A page's lines in someone else's words: quotes, testimonials, reviews, customer stories, quotations and
 * who said them. Found once per page: places, foundings and people each ask.
 */
export function quotedLines(page: ReadPage): Set<string> {
  let quoted = quotedByPage.get(page);
  if (!quoted) quotedByPage.set(page, (quoted = findQuotedLines(page)));
  return quoted;
}

function findQuotedLines(page: ReadPage): Set<string> {
  const selector = `blockquote, q, cite, ${classedAs('testimonial', 'quote', 'review', 'customer')}`;
  const quotes = Array.from(page.document.querySelectorAll(selector));
  const quotationParagraphs = Array.from(page.document.querySelectorAll('p')).filter((paragraph) =>
    quotation(lineOf(paragraph)),
  );
  const blockQuotes = quotes.filter((quote) => quote.tagName !== 'Q' && quote.tagName !== 'CITE');
  const speakers = [...blockQuotes, ...quotationParagraphs].flatMap((quote) => attribution(quote) ?? []);
  return new Set([
    ...[...quotes, ...speakers].flatMap((element) => elementText(element).split('\n').map(oneLine).filter(Boolean)),
    ...page.lines.filter(quotation),
  ]);
}

/**
 * The line naming who said a quotation, right after it: "Ray Archuleta, owner of Red or Green, serving
 * Albuquerque since 1998" under a blockquote speaks of the customer's business, not ours.
 */
function attribution(quote: Element): Element | undefined {
  const next = quote.nextElementSibling;
  if (!next || !/^(P|DIV|SPAN|FIGCAPTION|FOOTER|CITE|SMALL)$/.test(next.tagName)) return undefined;
  const line = lineOf(next);
  return line && line.length <= 200 && !quotation(line) ? next : undefined;
}

/** Schema.org types that describe the product itself. */
export const productTypes = ['SoftwareApplication', 'WebApplication', 'MobileApplication', 'Product', 'Service'];

/** One case-insensitive, Unicode pattern from alternatives. */
export const anyOf = (...patterns: string[]) => new RegExp(patterns.join('|'), 'iu');

export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const clip = (value: string, max: number) =>
  value.length <= max ? value : `${value.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;

export const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** A heading wrapped in its own block (a builder's rich-text box): its section follows the block. */
export function outerBlock(heading: Element): Element {
  let anchor = heading;
  while (!anchor.nextElementSibling && anchor.parentElement && anchor.parentElement.tagName !== 'BODY') {
    anchor = anchor.parentElement;
  }
  return anchor;
}

/** The heading an element sits under: the nearest heading before it or before one of its holders. */
export function headingOver(element: Element): string | undefined {
  for (let holder: Element | null = element; holder && holder.tagName !== 'BODY'; holder = holder.parentElement) {
    for (let before = holder.previousElementSibling; before; before = before.previousElementSibling) {
      if (/^H[1-6]$/.test(before.tagName)) return lineOf(before);
      const inner = before.querySelectorAll('h1, h2, h3, h4, h5, h6');
      if (inner.length) return lineOf(inner[inner.length - 1]);
    }
  }
  return undefined;
}

/** The addresses a page links with mailto:, as written. */
export const mailtoAddresses = (page: { document: Document }) =>
  Array.from(page.document.querySelectorAll('a[href^="mailto:" i]')).map((anchor) =>
    decodeURIComponent(anchor.getAttribute('href')!.slice(7).split('?')[0]).trim(),
  );

/** Tables in HTML, or in ARIA roles on divs (GitBook, Notion, React table kits). */
export const tableParts = {
  table: 'table, [role="table"], [role="grid"]',
  row: 'tr, [role="row"]',
  cell: 'th, td, [role="cell"], [role="gridcell"], [role="columnheader"], [role="rowheader"]',
};
