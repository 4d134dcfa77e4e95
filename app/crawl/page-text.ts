// HTML -> the text a person reads on the page. Text hidden from people (the hidden attribute,
// aria-hidden, visually-hidden classes, inline styles and simple style rules that hide it, comments,
// <noscript>, <template>) is removed first, so it can never be quoted as evidence. Every walk over
// the DOM is iterative: a page's nesting depth must not decide whether we can read it.
import { JSDOM } from 'jsdom';

const wordBreak = '\u0000';
/** Marks an image's alt text while an element's text is put together. */
const altMark = '\u0001';
/** An alt text the words right after it repeat. */
const altRepeated = new RegExp(`${altMark}([^${altMark}]+)${altMark}(\\s*)(?=\\1(?![\\p{L}\\p{N}]))`, 'gu');
const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME', 'OBJECT', 'CANVAS', 'HEAD']);
const blocks = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'CAPTION',
  'CENTER',
  'DD',
  'DETAILS',
  'DIALOG',
  'DIV',
  'DL',
  'DT',
  'FIELDSET',
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
  'HGROUP',
  'HR',
  'LEGEND',
  'LI',
  'MAIN',
  'MENU',
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

const elementNode = 1;
const textNode = 3;
const showComments = 0x80;

export function parseHtml(html: string, url: string): Document {
  // jsdom runs no scripts and loads no resources unless told to.
  return new JSDOM(html, { url }).window.document;
}

/** A CSS declaration block that takes its element out of what people see. */
export function hidesContent(declarations: string): boolean {
  const style = `;${declarations
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/!important/g, '')};`;
  // A box of no height or width (or 1 px) that clips what overflows it shows nothing of its content,
  // unless padding gives it its size (the intrinsic-ratio wrapper of embedded videos: height 0, padding-bottom 56%).
  const tinyBox =
    /;(width|height|max-height):(0|1px)(px)?;/.test(style) &&
    /;overflow:hidden;/.test(style) &&
    !/;padding(-top|-bottom)?:[^;]*[1-9]/.test(style);
  const color = /;color:([^;]+);/.exec(style)?.[1];
  const background = /;background(?:-color)?:([^;]+);/.exec(style)?.[1];
  return (
    /;display:none;/.test(style) ||
    /;visibility:(hidden|collapse);/.test(style) ||
    (/;opacity:0(\.0+)?;/.test(style) && !entranceAnimation(style)) ||
    // Text of two pixels or less is there for machines, not for people.
    /;font-size:(0(px|em|rem|%)?|[0-2](\.\d+)?px|0?\.[0-1]\d*(em|rem));/.test(style) ||
    /;clip:rect\((0|1px)/.test(style) ||
    /;clip-path:inset\(50%\)/.test(style) ||
    /;transform:scale\(0(\.0+)?\)/.test(style) ||
    // Zoomed to a hundredth or less of its size ("zoom:0.01", "zoom:1%").
    /;zoom:(0|0?\.0\d*|[01](\.\d+)?%);/.test(style) ||
    /;color:(transparent|rgba\([^)]*,0(\.0+)?\));/.test(style) ||
    /;(left|right|top|text-indent|margin-left):-\d{3,}(px|em|rem)?;/.test(style) ||
    /;transform:translate(?:x|3d)?\(-\d{4,}px/.test(style) ||
    // Text the colour of its own background.
    (!!color && !!background && sameColor(color, background)) ||
    tinyBox
  );
}

/**
 * The first frame of an entrance animation, as framer-motion and scroll-reveal libraries render it on
 * the server: transparent and a little displaced ("opacity:0;transform:translateY(24px)"), shown as
 * the page loads or scrolls. A shift of 200 px or more, or a scale near 0, hides.
 */
function entranceAnimation(style: string): boolean {
  const transform = /;transform:([^;]+);/.exec(style)?.[1];
  if (!transform) return false;
  const shifts = [...transform.matchAll(/translate[xyz3d]*\(([^)]*)\)/g)].flatMap((match) =>
    match[1].split(',').map((part) => Math.abs(parseFloat(part) || 0)),
  );
  const scales = [...transform.matchAll(/scale[xy]?\(([^)]*)\)/g)].map((match) => parseFloat(match[1]));
  return (
    (shifts.length > 0 || scales.length > 0) &&
    shifts.every((shift) => shift < 200) &&
    scales.every((scale) => scale >= 0.5)
  );
}

const namedColors: Record<string, string> = { white: '#ffffff', black: '#000000' };

/** One colour written two ways: "#fff", "#FFFFFF", "white", "rgb(255,255,255)". */
function sameColor(first: string, second: string): boolean {
  return hexColor(first) !== undefined && hexColor(first) === hexColor(second);
}

function hexColor(value: string): string | undefined {
  const color = namedColors[value] ?? value;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (/^#[0-9a-f]{6}$/.test(color)) return color;
  const rgb = /^rgb\((\d+),(\d+),(\d+)\)$/.exec(color);
  return rgb
    ? `#${rgb
        .slice(1)
        .map((part) => Number(part).toString(16).padStart(2, '0'))
        .join('')}`
    : undefined;
}

/**
 * Old-style white text (`<font color="#ffffff">`, `style="color:#fff"`) on a page and in boxes that set
 * no background of their own: the default white page, so nobody sees it.
 */
function whiteOnWhite(element: Element): boolean {
  const fontColor = element.tagName === 'FONT' ? element.getAttribute('color') : null;
  const styleColor = /(?:^|;)\s*color\s*:\s*([^;!]+)/i.exec(element.getAttribute('style') ?? '')?.[1];
  const written = (fontColor ?? styleColor ?? '').trim().toLowerCase().replace(/\s+/g, '');
  if (hexColor(written) !== '#ffffff') return false;
  for (let box: Element | null = element; box; box = box.parentElement) {
    if (box.hasAttribute('bgcolor') || box.hasAttribute('background')) {
      return hexColor((box.getAttribute('bgcolor') ?? '').trim().toLowerCase()) === '#ffffff';
    }
    // A background set in the markup, or perhaps by a class in a stylesheet we do not read: maybe dark.
    if (/background/i.test(box.getAttribute('style') ?? '') || (box !== element && box.classList.length > 0))
      return false;
  }
  return true;
}

// Utility classes that hide an element in the common CSS frameworks and CMS themes; a responsive
// class that shows it again (md:block, d-lg-flex, md:not-sr-only) means people do see it.
const hidingClasses = new Set([
  'sr-only',
  'visually-hidden',
  'visuallyhidden',
  'screen-reader-text',
  'screen-reader-only',
  'sr-text',
  'a11y-hidden',
  'element-invisible',
  'offscreen',
  'is-hidden',
  'u-hidden',
  'hide',
  'hidden',
  'd-none',
  'invisible',
  'display-none',
  'elementor-screen-only',
  'is-sr-only',
  'show-for-sr',
  'screenreader-only',
  'screenreader-text',
  'hidden-visually',
  'u-visually-hidden',
  'visually-hidden-focusable',
  'w-condition-invisible',
]);
// Site builders hide an element per screen size; hidden at every size, nobody sees it.
const hiddenAtEveryBreakpoint = [
  ['elementor-hidden-desktop', 'elementor-hidden-tablet', 'elementor-hidden-mobile'],
  ['w-hidden-main', 'w-hidden-medium', 'w-hidden-small', 'w-hidden-tiny'],
  ['hidden-xs', 'hidden-sm', 'hidden-md', 'hidden-lg'],
  ['et_pb_hidden_desktop', 'et_pb_hidden_tablet', 'et_pb_hidden_phone'],
];
const showingAgain = new RegExp(
  String.raw`^((sm|md|lg|xl|2xl):(block|flex|grid|inline|inline-block|inline-flex|table|contents|visible|not-sr-only)` +
    String.raw`|d-(sm|md|lg|xl|xxl)-(block|flex|grid|inline|inline-block|table))$`,
);

// At-rules whose rules apply on every screen: "@media screen", "@media all", "@supports (...)".
const alwaysApplies = /^@(?:media\s+(?:only\s+)?(?:screen|all)|supports\b)/i;
const sized = /width|height|orientation|aspect|resolution|hover|pointer|prefers|print/i;

/** The selectors of the rules in `css` (and in its at-rules that always apply) whose declarations hide. */
function hidingRules(css: string, selectors: string[]): void {
  let depth = 0;
  let start = 0;
  let selector = '';
  for (let at = 0; at < css.length; at++) {
    if (css[at] === '{') {
      if (depth === 0) {
        selector = css.slice(start, at).trim();
        start = at + 1;
      }
      depth++;
    } else if (css[at] === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) {
        const block = css.slice(start, at);
        // Rules inside @media for some screens or for print apply only sometimes: people may well see
        // the element. Those for every screen apply as if written outside.
        if (selector.startsWith('@')) {
          if (alwaysApplies.test(selector) && !sized.test(selector)) hidingRules(block, selectors);
        } else if (hidesContent(block)) {
          selectors.push(...selector.split(',').map((part) => part.trim()));
        }
        start = at + 1;
      }
    }
  }
}

/** Selectors of the rules in the page's own <style> elements that hide what they match. */
function hidingSelectors(document: Document): string[] {
  const selectors: string[] = [];
  for (const style of Array.from(document.querySelectorAll('style'))) {
    hidingRules((style.textContent ?? '').replace(/\/\*[\s\S]*?\*\//g, ''), selectors);
  }
  // Pseudo-classes (:hover, :not(:focus)) describe passing states, not what the page shows; so do
  // classes a script puts on the whole page while it loads ("body.is-loading #main{opacity:0}", Carrd).
  return selectors.filter((selector) => selector && !selector.includes(':') && !/^(html|body)[.[]/i.test(selector));
}

function labelledImagePart(element: Element): boolean {
  const image = element.parentElement?.closest('[role="img"][aria-label]');
  return !!image && (image.getAttribute('aria-label') ?? '').trim().length > 0 && !hiddenByAttributes(image);
}

function hiddenByAttributes(element: Element): boolean {
  // A ruby's fallback parentheses (<rp>) show only where ruby is not supported, which is nowhere today.
  if (['NOSCRIPT', 'TEMPLATE', 'RP'].includes(element.tagName)) return true;
  if (element.hasAttribute('hidden')) return true;
  // Hidden from screen readers only where nothing else stands for it: inside an image that has a label
  // (Mercado Libre's price, `<span role="img" aria-label="189900 pesos"><span aria-hidden="true">189.900</span>`)
  // the label is read out and the text is what everyone else sees.
  if (element.getAttribute('aria-hidden')?.trim().toLowerCase() === 'true' && !labelledImagePart(element)) return true;
  const style = element.getAttribute('style');
  if (style && hidesContent(style)) return true;
  if (whiteOnWhite(element)) return true;
  const classes = Array.from(element.classList);
  if (hiddenAtEveryBreakpoint.some((set) => set.every((name) => classes.includes(name)))) return true;
  return classes.some((name) => hidingClasses.has(name)) && !classes.some((name) => showingAgain.test(name));
}

const unseenRemoved = new WeakSet<Document>();

/**
 * Removes from the document everything people do not see, and returns its text (for reporting
 * hidden instructions). Idempotent: a document is cleaned once.
 */
const commentNode = 8;

/**
 * React's streaming server rendering (Next.js App Router, Suspense) sends a boundary's fallback first,
 * `<!--$?--><template id="B:0"></template>…skeleton…<!--/$-->`, and its content later in a
 * `<div hidden id="S:0">` that the inline call `$RC("B:0","S:0")` moves into place as soon as it
 * arrives. People see the content where the skeleton was, not a hidden div: put it there.
 */
function completeStreamedBoundaries(document: Document): void {
  const scripts = Array.from(document.querySelectorAll('script'))
    .map((script) => script.textContent ?? '')
    .join('\n');
  for (const [, boundaryId, segmentId] of scripts.matchAll(/\$RC\(\s*"([^"]+)"\s*,\s*"([^"]+)"/g)) {
    const template = document.getElementById(boundaryId);
    const segment = document.getElementById(segmentId);
    const parent = template?.parentNode;
    if (!template || !segment || !parent || template.tagName !== 'TEMPLATE') continue;
    // The fallback runs from the template to the boundary's closing comment "/$" (boundaries nest).
    let depth = 0;
    for (let node = template.nextSibling; node;) {
      const next = node.nextSibling;
      if (node.nodeType === commentNode) {
        const data = node.textContent ?? '';
        if (data === '/$' && depth-- === 0) break;
        if (['$', '$?', '$!'].includes(data)) depth++;
      }
      parent.removeChild(node);
      node = next;
    }
    while (segment.firstChild) parent.insertBefore(segment.firstChild, template);
    template.remove();
    segment.remove();
  }
}

/**
 * A panel right after the button that opens it, when the button names no panel: an accordion item's
 * `<button aria-expanded="false"><h3>Question</h3></button><div aria-hidden="true">Answer</div>`, or the
 * button inside a heading (`<h3><button aria-expanded="false">Question</button></h3>`).
 */
function followsItsControl(panel: Element): boolean {
  const before = panel.previousElementSibling;
  const control = /^H[1-6]$/.test(before?.tagName ?? '') ? before?.querySelector(':scope > [aria-expanded]') : before;
  const button = !!control && (control.tagName === 'BUTTON' || control.getAttribute('role') === 'button');
  if (button && control.hasAttribute('aria-expanded') && !control.hasAttribute('aria-controls')) return true;
  // The one after an element whose script toggles what follows it (DedeCMS's
  // `<dt onclick="$(this).next('dd').slideToggle()">`).
  if (!before || before.matches('[onclick*="toggle" i]')) return !!before;
  // The body of a web component's accordion item, after its head (Salla's `<salla-accordion-item>`): the component
  // opens it when the head is pressed.
  const host = panel.parentElement?.tagName.toLowerCase() ?? '';
  if (host.includes('-') && /accordion|collaps|disclosure|expan/.test(host)) return true;
  // A script toggle's panel, named as one ("dnnFAQ-answer", "faq-answer", "accordion-panel"), after the
  // block holding its toggle (a link to "#" or "javascript:void(0)", or a button).
  const toggle = 'a[href^="#"], a[href^="javascript:" i], button, [role="button"]';
  // Or the accordion's own title before its content, as a builder's script accordion names them (Flexbe's
  // `<div class="accordion-title">` then `<div class="accordion-content" style="display:none">`, Vant's
  // `van-collapse-item__title` then `van-collapse-item__wrapper`).
  const named = (element: Element, part: RegExp) => {
    const classes = element.getAttribute('class') ?? '';
    return /accordion|collaps|toggle|faq/i.test(classes) && part.test(classes);
  };
  if (named(before, /title|head|question|trigger/i) && named(panel, /content|body|panel|answer|wrap/i)) return true;
  const toggled = before.matches(toggle) || !!before.querySelector(toggle);
  // Or the widget that holds both says it discloses (GWT's "gwt-DisclosurePanel": a header link, then content), or
  // the panel says a script shows it (Alpine's `x-show`, Vue's `v-show`, as Livewire and Nuxt accordions write it).
  const widget = panel.parentElement?.getAttribute('class') ?? '';
  return (
    toggled &&
    (/answer|faq|accordion|collapse|panel|toggle/i.test(panel.getAttribute('class') ?? '') ||
      /disclosure|accordion|collaps|expand/i.test(widget) ||
      panel.hasAttribute('x-show') ||
      panel.hasAttribute('v-show'))
  );
}

export function removeUnseen(document: Document): string[] {
  if (unseenRemoved.has(document)) return [];
  unseenRemoved.add(document);
  completeStreamedBoundaries(document);
  const removed: string[] = [];
  const walker = document.createTreeWalker(document.documentElement, showComments);
  const comments: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) comments.push(node);
  for (const comment of comments) {
    removed.push(comment.textContent ?? '');
    comment.parentNode?.removeChild(comment);
  }
  const body = document.body;
  if (!body) return removed.map((text) => text.trim()).filter(Boolean);
  const hidden = new Set<Element>();
  for (const selector of hidingSelectors(document)) {
    try {
      for (const element of Array.from(body.querySelectorAll(selector))) hidden.add(element);
    } catch {
      // A selector jsdom cannot parse hides nothing we can see.
    }
  }
  // A disclosure panel (an accordion's answer, a tab) is hidden only until people use its control: one that
  // names it by aria-controls, or a toggle that says whether it is open and points at it by its fragment
  // (`<a href="#faq_1" aria-expanded="false">`, Bootstrap's `data-bs-target="#faq_1"`).
  const disclosed = new Set(
    Array.from(body.querySelectorAll('[aria-expanded]')).flatMap((control) => [
      ...(control.getAttribute('aria-controls') ?? '').split(/\s+/).filter(Boolean),
      ...['href', 'data-target', 'data-bs-target']
        .map((name) => /^#([\w-]+)$/.exec(control.getAttribute(name) ?? '')?.[1])
        .filter((id): id is string => !!id),
    ]),
  );
  for (const element of Array.from(body.querySelectorAll('*'))) {
    if (!element.isConnected || !(hidden.has(element) || hiddenByAttributes(element))) continue;
    if (((element.id && disclosed.has(element.id)) || followsItsControl(element)) && element.tagName !== 'TEMPLATE') {
      // Opened, as a person opens it: nothing on the panel itself hides it any more.
      element.removeAttribute('hidden');
      element.removeAttribute('aria-hidden');
      if (hidesContent(element.getAttribute('style') ?? '')) element.removeAttribute('style');
      element.classList.remove(...hidingClasses);
      continue;
    }
    const content = element.tagName === 'TEMPLATE' ? (element as HTMLTemplateElement).content : element;
    removed.push(content.textContent ?? '');
    element.remove();
  }
  return removed.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** The visible text of an element: block elements on their own lines, table cells apart, image alt text included. */
export function elementText(root: Node): string {
  const parts: string[] = [];
  const pending: Array<{ node: Node; pre: boolean } | string> = [{ node: root, pre: false }];
  while (pending.length) {
    const item = pending.pop()!;
    if (typeof item === 'string') {
      parts.push(item);
      continue;
    }
    const { node, pre } = item;
    if (node.nodeType === textNode) {
      const content = node.textContent ?? '';
      parts.push(pre ? content : content.replace(/\s+/g, ' '));
      continue;
    }
    if (node.nodeType !== elementNode && node !== root) continue;
    const element = node as Element;
    const tag = node.nodeType === elementNode ? element.tagName.toUpperCase() : '';
    if (skipped.has(tag) || (node.nodeType === elementNode && hiddenByAttributes(element))) continue;
    if (tag === 'IMG') {
      const alt = element.getAttribute('alt')?.trim();
      if (alt) parts.push(` ${altMark}${alt}${altMark} `);
      continue;
    }
    // A date is never part of a word, though layouts set a <time> against its title ("<time>12 Aug
    // 2019</time><span>First library…</span>" in a flex row): a mark that becomes a space between letters.
    // A custom element (a name with a hyphen: Vaadin's, Lit's, Shoelace's) is a component laid out as a block.
    const block = blocks.has(tag) || tag.includes('-');
    const separator = block ? '\n' : tag === 'TD' || tag === 'TH' ? ' ' : tag === 'TIME' ? wordBreak : '';
    if (separator) parts.push(separator);
    // Children go on the stack in reverse so they come off it in document order, then the separator.
    if (separator) pending.push(separator);
    const children = Array.from(node.childNodes);
    for (let index = children.length - 1; index >= 0; index--) {
      pending.push({ node: children[index], pre: pre || tag === 'PRE' });
    }
  }
  return (
    parts
      .join('')
      // A photo's alt text that its caption repeats ("<img alt="Rachel Ngata"><strong>Rachel Ngata</strong>") is
      // read once.
      .replace(altRepeated, '$2')
      .replaceAll(altMark, '')
      .replace(/(?<=[\p{L}\p{N}])\u0000+(?=[\p{L}\p{N}])/gu, ' ')
      .replaceAll(wordBreak, '')
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/ *\n\s*/g, '\n')
      .trim()
  );
}

export function metaContent(document: Document, name: string): string | undefined {
  // A theme that writes schema.org microdata may give the page's keywords or description only as
  // `<meta itemprop>` in the head; inside the body an itemprop belongs to some item on the page.
  const element =
    document.querySelector(`meta[name="${name}" i], meta[property="${name}" i]`) ??
    document.head?.querySelector(`meta[itemprop="${name}" i]`);
  const content = element?.getAttribute('content')?.trim();
  return content || undefined;
}

/**
 * The text a person reads: the title, the meta description and keywords (the site's own words
 * about itself, shown in search results) and the visible body text. Removes the unseen parts from
 * `document` first.
 */
export function pageText(document: Document): string {
  removeUnseen(document);
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
