// HTML -> the text a person reads on the page, with scripts and styles removed. Evidence quotes are
// checked against this text, so the drafter takes its quotes from the same function.
import { JSDOM } from 'jsdom';

const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME', 'OBJECT', 'CANVAS', 'HEAD']);
const blocks = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'DD',
  'DETAILS',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'SUMMARY',
  'TABLE',
  'TBODY',
  'THEAD',
  'TFOOT',
  'TR',
  'UL',
]);

export function parseHtml(html: string, url: string): Document {
  // jsdom runs no scripts and loads no resources unless told to.
  return new JSDOM(html, { url }).window.document;
}

/** The visible text of an element: block elements on their own lines, table cells apart, image alt text included. */
export function elementText(root: Node): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    if (skipped.has(tag) || element.hasAttribute('hidden')) return;
    if (tag === 'IMG') {
      const alt = element.getAttribute('alt')?.trim();
      if (alt) parts.push(` ${alt} `);
      return;
    }
    const block = blocks.has(tag);
    if (block) parts.push('\n');
    else if (tag === 'TD' || tag === 'TH') parts.push(' ');
    for (const child of Array.from(element.childNodes)) walk(child);
    if (block) parts.push('\n');
    else if (tag === 'TD' || tag === 'TH') parts.push(' ');
  };
  walk(root);
  return parts
    .join('')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

export function metaContent(document: Document, name: string): string | undefined {
  const element = document.querySelector(`meta[name="${name}" i], meta[property="${name}" i]`);
  const content = element?.getAttribute('content')?.trim();
  return content || undefined;
}

/**
 * The text evidence is checked against: the title, the meta description and keywords (the site's
 * own words about itself, shown in search results) and the visible body text.
 */
export function pageText(document: Document): string {
  return [
    document.title.trim(),
    metaContent(document, 'description'),
    metaContent(document, 'keywords'),
    elementText(document.body ?? document.documentElement),
  ]
    .filter(Boolean)
    .join('\n');
}

/** Whitespace-normalised, for comparing a quote with a page. */
export function normaliseText(text: string): string {
  return text
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
    .toLowerCase();
}
