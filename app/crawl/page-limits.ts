// Cheap limits checked on the raw HTML before any DOM is built: one linear scan, no recursion, so a
// page of 400,000 nested elements costs a few milliseconds to refuse instead of minutes to parse.
import { CrawlFailure } from './fetch.ts';

export interface PageLimits {
  maxDepth: number;
  maxElements: number;
  maxAttributes: number;
  maxTextLength: number;
  maxLinks: number;
  maxJsonLdBlocks: number;
}

export const pageLimits: PageLimits = {
  maxDepth: 256,
  maxElements: 50_000,
  maxAttributes: 200_000,
  maxTextLength: 500_000,
  maxLinks: 5_000,
  maxJsonLdBlocks: 50,
};

// Elements that never take children, so they add no depth.
const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
  'param',
  'keygen',
]);
// Elements whose end tag may be left out: counting them as open would overstate the depth.
const impliedEnd = new Set(['p', 'li', 'dt', 'dd', 'option', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot']);
const rawText = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript']);

export function tooComplex(url: string, what: string): CrawlFailure {
  return new CrawlFailure('too_complex', `The page ${url} is too complex to read (${what}).`);
}

/** Throws a CrawlFailure naming the limit when `html` exceeds one of `limits`. */
export function checkPageLimits(html: string, url: string, limits: PageLimits = pageLimits): void {
  // [^<>] keeps every attempt from running past the next tag, so the scan stays linear.
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^<>]*)>|<!--/g;
  const attribute = /[^\s=/"']+(\s*=\s*("[^"]*"|'[^']*'|[^\s>]*))?/g;
  let depth = 0;
  let elements = 0;
  let attributes = 0;
  let links = 0;
  let jsonLd = 0;
  let text = 0;
  let textFrom = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    text += match.index - textFrom;
    textFrom = tag.lastIndex;
    if (text > limits.maxTextLength) throw tooComplex(url, `more than ${limits.maxTextLength} characters of text`);
    if (!match[2]) {
      // A comment: skip to its end (searched once, so an unclosed one cannot make the scan quadratic).
      const end = html.indexOf('-->', tag.lastIndex);
      if (end < 0) {
        textFrom = html.length;
        break;
      }
      tag.lastIndex = textFrom = end + 3;
      continue;
    }
    const name = match[2].toLowerCase();
    if (match[1]) {
      if (!voidElements.has(name) && !impliedEnd.has(name)) depth = Math.max(0, depth - 1);
      continue;
    }
    elements++;
    const attrs = match[3];
    attributes += attrs.match(attribute)?.length ?? 0;
    if (name === 'a' && /\bhref\s*=/i.test(attrs)) links++;
    if (name === 'script' && /application\/ld\+json/i.test(attrs)) jsonLd++;
    if (!voidElements.has(name) && !impliedEnd.has(name) && !attrs.trimEnd().endsWith('/')) depth++;
    if (depth > limits.maxDepth) throw tooComplex(url, `elements nested more than ${limits.maxDepth} deep`);
    if (elements > limits.maxElements) throw tooComplex(url, `more than ${limits.maxElements} elements`);
    if (attributes > limits.maxAttributes) throw tooComplex(url, `more than ${limits.maxAttributes} attributes`);
    if (links > limits.maxLinks) throw tooComplex(url, `more than ${limits.maxLinks} links`);
    if (jsonLd > limits.maxJsonLdBlocks) throw tooComplex(url, `more than ${limits.maxJsonLdBlocks} JSON-LD blocks`);
    if (rawText.has(name)) {
      // Markup inside a script or style is text, not elements: skip to its end tag.
      const end = new RegExp(`</${name}`, 'gi');
      end.lastIndex = tag.lastIndex;
      if (!end.exec(html)) {
        textFrom = html.length;
        break;
      }
      tag.lastIndex = textFrom = end.lastIndex - name.length - 2;
    }
  }
  if (text + html.length - textFrom > limits.maxTextLength) {
    throw tooComplex(url, `more than ${limits.maxTextLength} characters of text`);
  }
}
