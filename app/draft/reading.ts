// What the drafter may read on a crawled page, the same for both engines and for the evidence gate:
// the text people see (unseen parts removed, app/crawl/page-text.ts) and the page's machine-readable
// statements about itself (meta and Open Graph tags, JSON-LD, microdata, image, link and embed
// targets), one per line. Text addressed to AI systems or crawlers is removed from both and reported
// as a warning. Quotes are checked against exactly this text, and the model reads exactly this text.
import type { DraftWarning } from '../../db/schema/drafts.ts';
import {
  aboutPageNames,
  contactPageNames,
  namingWords,
  pricingPageNames,
  questionPageNames,
  teamPageNames,
} from '../crawl/page-names.ts';
import { elementText, metaContent, parseHtml, removeUnseen } from '../crawl/page-text.ts';
import type { SourcePage } from './fields.ts';
import { addressedToMachines } from './untrusted.ts';

export type JsonLd = Record<string, unknown>;

/**
 * Blogs, news and changelogs speak of other things and other times than the product's facts. A dated
 * path ("/2024/11/05/out-of-beta/", as Hexo, Jekyll and WordPress write posts) is a post too.
 */
// A customer's story (/customers/harbor-bakery, /case-studies/…) is a post too: it speaks of the customer.
const blogPages = new RegExp(
  String.raw`blog|news|article|post|stor(y|ies)\/|changelog|release|press|journal|updates|\/(19|20)\d\d\/[01]?\d\/` +
    String.raw`|\/(customers?|clients?|showcase)\/[^/]|case-stud|success-stor|fallstudie|kundengeschichte|cas-client` +
    String.raw`|casos?-de-exito|casi-di-successo` +
    // Articles and news in other languages: "artikkeli", "uutiset", "nyheter", "nieuws", "aktuelles", "noticias",
    // "novinky", "haberler", "новости", "新闻".
    String.raw`|artikel|artikkel|artykul|artigo|articol|uutiset|ajankohtaista|nyheter|nyheder|nieuws|aktuelles` +
    String.raw`|nachrichten|actualites|noticias|notizie|novinky|aktualnosci|aktuality|haberler|новости|новини|新闻|新聞` +
    String.raw`|ニュース|お知らせ|소식|뉴스`,
);

export interface ReadPage {
  url: string;
  /** The path in lower case. */
  path: string;
  /** What to choose the page by kind with (about, pricing, ...): its decoded path, and its title's parts and
   * h1 when they are a page's name of a few words ("Τιμές | Velarium" under /times, "Bảng giá" under a
   * builder's transliterated slug). */
  kind: string;
  /** A blog post, news item or changelog entry: by its path, or because it says it is one (JSON-LD
   * BlogPosting or NewsArticle). It speaks of other things and times than the product's facts. */
  post: boolean;
  /** The page as people see it: unseen elements and text addressed to machines removed. */
  document: Document;
  /** Visible text, one block per line (title, meta description and keywords first). */
  lines: string[];
  /** Machine-readable statements, one per line, e.g. "Organization foundingDate: 2019-04-01". */
  statements: string[];
  /** lines and statements: the text quotes are checked against. */
  text: string;
  jsonLd: JsonLd[];
  warnings: DraftWarning[];
}

const maxStatementLength = 1500;
const maxLinks = 150;
const maxImages = 60;
const warningLength = 300;

const metaStatements = [
  'og:site_name',
  'og:title',
  'og:description',
  'og:image',
  'og:image:alt',
  'og:video',
  'og:video:url',
  'og:video:secure_url',
  'twitter:site',
  'twitter:creator',
  'twitter:title',
  'twitter:description',
  'twitter:image',
  'application-name',
];
const urlMeta = new Set(['og:image', 'og:video', 'og:video:url', 'og:video:secure_url', 'twitter:image']);

/** Struck-through text: <s>, <del>, a line-through style, or a class naming a former price. */
const struckThrough = [
  'body s',
  'body strike',
  'body del',
  'body [style*="line-through" i]',
  ...[
    ...['old', 'was', 'compare-at', 'strike', 'strikethrough', 'crossed', 'line-through', 'original-price'],
    ...['old-price', 'oldprice', 'price-old', 'was-price', 'price-was', 'previous-price', 'compare-price'],
    ...['price-compare', 'non-sale', 'rrp'],
    // The price before a sale as Chinese shop builders name it (Youzan's "cap-goods__origin-price").
    ...['origin-price', 'price-origin', 'origin'],
    // "Struck" in French, Spanish, Portuguese and German: "prix barré", "precio tachado", "preço riscado".
    ...['barre', 'barré', 'tachado', 'riscado', 'durchgestrichen'],
  ].flatMap((name) => [
    `body [class$="-${name}" i]`,
    `body [class$="_${name}" i]`,
    `body [class*="-${name} " i]`,
    `body [class*="_${name} " i]`,
    `body [class~="${name}" i]`,
  ]),
].join(', ');

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const clipped = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

function absolute(href: string | null | undefined, base: string): string | undefined {
  if (!href?.trim()) return undefined;
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return undefined;
  }
}

/** HTML inside a JSON-LD string (FAQ answers often carry <p>) as plain text. */
function plain(value: string): string {
  return flat(
    value
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&quot;/g, '"')
      .replace(/&#0?39;|&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

const isObject = (value: unknown): value is JsonLd =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

export function typeNames(node: JsonLd): string[] {
  return [node['@type']].flat().map((type) => String(type).replace(/^.*[/#]/, ''));
}

/** The parsed contents of the page's `<script type="...">` blocks of this JSON type. */
function scriptJson(document: Document, type: string): unknown[] {
  const parsed: unknown[] = [];
  for (const script of Array.from(document.querySelectorAll(`script[type="${type}" i]`))) {
    try {
      parsed.push(JSON.parse(script.textContent ?? ''));
    } catch {
      // A broken block is the site's problem; the rest of the page still counts.
    }
  }
  return parsed;
}

/** Every JSON-LD object on the page that has a type: top-level nodes, @graph members and nested objects. */
export function jsonLdNodes(document: Document): JsonLd[] {
  const nodes: JsonLd[] = [];
  for (const parsed of scriptJson(document, 'application/ld+json')) {
    const pending: unknown[] = [parsed];
    while (pending.length) {
      const value = pending.pop();
      if (Array.isArray(value)) pending.push(...(value as unknown[]));
      else if (isObject(value)) {
        if ('@type' in value) nodes.push(value);
        for (const [key, member] of Object.entries(value)) if (key !== '@context') pending.push(member);
      }
    }
  }
  return nodes;
}

/** One JSON-LD object whose members are all plain values, written as "key: value; key: value". */
function pairs(node: JsonLd): string | undefined {
  const entries = Object.entries(node).filter(([key]) => !key.startsWith('@'));
  if (!entries.length) return undefined;
  const simple = entries.every(([, value]) => isScalar(value) || (Array.isArray(value) && value.every(isScalar)));
  if (!simple) return undefined;
  return entries.map(([key, value]) => `${key}: ${[value].flat().map(String).map(plain).join(', ')}`).join('; ');
}

/** JSON-LD as lines: "Organization foundingDate: 2017-03-15", "Organization address: addressLocality: Bristol; ...". */
function jsonLdStatements(document: Document): string[] {
  const lines: string[] = [];
  const roots: Array<{ node: JsonLd; label: string }> = [];
  for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json" i]'))) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(script.textContent ?? '');
    } catch {
      continue;
    }
    const tops = [parsed].flat();
    for (const top of tops) {
      if (!isObject(top)) continue;
      for (const member of [top['@graph'] ?? []].flat()) if (isObject(member)) tops.push(member);
      if ('@type' in top) roots.push({ node: top, label: typeNames(top)[0] });
    }
  }
  const pending = roots.reverse();
  while (pending.length && lines.length < 400) {
    const { node, label } = pending.pop()!;
    for (const [key, member] of Object.entries(node)) {
      if (key.startsWith('@')) continue;
      for (const item of [member].flat()) {
        if (isScalar(item)) lines.push(`${label} ${key}: ${plain(String(item))}`);
        else if (isObject(item)) {
          const written = pairs(item);
          if (written) lines.push(`${label} ${key}: ${written}`);
          else if (Object.keys(item).some((name) => name !== '@id'))
            pending.push({ node: item, label: `${label} ${key}` });
        }
      }
    }
  }
  return lines.map((line) => clipped(flat(line), maxStatementLength));
}

/** Microdata as lines: "Organization foundingDate: 2021", "PostalAddress addressLocality: Munich". */
function microdataStatements(document: Document, url: string): string[] {
  const lines: string[] = [];
  for (const element of Array.from(document.querySelectorAll('[itemprop]'))) {
    if (element.hasAttribute('itemscope')) continue;
    const scope = element.parentElement?.closest('[itemscope]');
    const type = (scope?.getAttribute('itemtype') ?? 'Thing').trim().replace(/^.*[/#]/, '');
    const tag = element.tagName;
    const value =
      tag === 'META'
        ? element.getAttribute('content')
        : ['LINK', 'A', 'AREA'].includes(tag)
          ? absolute(element.getAttribute('href'), url)
          : ['IMG', 'AUDIO', 'VIDEO', 'SOURCE', 'IFRAME', 'EMBED'].includes(tag)
            ? absolute(element.getAttribute('src'), url)
            : tag === 'TIME'
              ? (element.getAttribute('datetime') ?? elementText(element))
              : (element.getAttribute('content') ?? elementText(element));
    for (const property of (element.getAttribute('itemprop') ?? '').split(/\s+/).filter(Boolean)) {
      if (value?.trim()) lines.push(`${type} ${property}: ${flat(value)}`);
    }
  }
  return lines;
}

const questionKeys = /^(q|question|title|name|heading|summary|label)$/i;
const answerKeys = /^(a|answer|body|content|text|description|details|html)$/i;

/**
 * Answers that a framework ships as data for questions the page shows (Next.js `__NEXT_DATA__`, Nuxt,
 * Gatsby: the accordion renders them on click), as "question: ...? answer: ..." lines. Only for a
 * question people can read on the page: nothing else in a script is ever a source.
 */
function scriptDataStatements(document: Document, visible: Set<string>): string[] {
  const lines: string[] = [];
  for (const parsed of scriptJson(document, 'application/json')) {
    const pending: unknown[] = [parsed];
    while (pending.length && lines.length < 50) {
      const value = pending.pop();
      if (Array.isArray(value)) pending.push(...(value as unknown[]));
      if (!isObject(value)) continue;
      const entries = Object.entries(value);
      const question = entries.find(([key, member]) => questionKeys.test(key) && typeof member === 'string');
      const answer = entries.find(([key, member]) => answerKeys.test(key) && typeof member === 'string');
      const asked = question ? plain(question[1] as string) : '';
      if (asked.endsWith('?') && answer && visible.has(asked.toLowerCase())) {
        lines.push(`question: ${asked} answer: ${plain(answer[1] as string)}`);
      }
      pending.push(...entries.map(([, member]) => member));
    }
  }
  return lines;
}

/**
 * A fact sheet's terms with their descriptions ("<dt>Founded</dt><dd>2019, in Shrewsbury</dd>", or a table row
 * of two cells: "<tr><th>Status</th><td>Live on the App Store</td></tr>") as "Founded: 2019, in Shrewsbury": the
 * page shows the pair side by side, its text may put them on two lines.
 */
function definitionStatements(body: Element): string[] {
  const terms = Array.from(body.querySelectorAll('dt')).map((term) => [term, term.nextElementSibling] as const);
  const rows = Array.from(body.querySelectorAll('tr'))
    .map((row) => Array.from(row.children).filter((cell) => cell.matches('th, td')))
    .filter((cells) => cells.length === 2)
    .map(([term, description]) => [term, description] as const);
  return [...terms, ...rows].flatMap(([term, description]) => {
    const [name, value] = [term, description].map((element) => flat(element ? elementText(element) : ''));
    const paired = description?.tagName === 'DD' || description?.tagName === 'TD';
    if (!paired || !name || !value || name.length > 40 || value.length > 200) return [];
    return [`${name.replace(/:$/, '')}: ${value}`];
  });
}

/** The page's machine-readable statements about itself, one per line. */
function markupStatements(document: Document, url: string, visible: Set<string>): string[] {
  const lines: string[] = [];
  for (const name of metaStatements) {
    const content = metaContent(document, name);
    if (content) lines.push(`${name}: ${urlMeta.has(name) ? (absolute(content, url) ?? content) : content}`);
  }
  for (const link of Array.from(document.querySelectorAll('link[rel~="icon" i], link[rel="apple-touch-icon" i]'))) {
    const href = absolute(link.getAttribute('href'), url);
    if (href) lines.push(`icon: ${href}`);
  }
  lines.push(...jsonLdStatements(document), ...microdataStatements(document, url));
  lines.push(...scriptDataStatements(document, visible));
  const body = document.body;
  if (body) {
    lines.push(...definitionStatements(body));
    for (const image of Array.from(body.querySelectorAll('img[src]')).slice(0, maxImages)) {
      const src = absolute(image.getAttribute('src'), url);
      const alt = flat(image.getAttribute('alt') ?? '');
      if (src) lines.push(`image: ${src}${alt ? ` alt: ${alt}` : ''}`);
    }
    const host = new URL(url).host;
    let links = 0;
    for (const anchor of Array.from(body.querySelectorAll('a[href]'))) {
      const href = absolute(anchor.getAttribute('href'), url);
      if (!href || links >= maxLinks) continue;
      const target = new URL(href);
      const offSite = /^https?:$/.test(target.protocol) && target.host !== host;
      // Same-site links count when they lead to an image: a brand kit's "Logo (SVG)" download.
      const image = /\.(?:svg|png|webp|jpe?g)$/i.test(target.pathname);
      if (!offSite && !image && target.protocol !== 'mailto:') continue;
      const words =
        flat(elementText(anchor)) || flat(anchor.getAttribute('aria-label') ?? anchor.getAttribute('title') ?? '');
      lines.push(`link: ${target.protocol === 'mailto:' ? decodeURIComponent(href) : href}${words ? ` ${words}` : ''}`);
      links++;
    }
    for (const embed of Array.from(body.querySelectorAll('iframe[src], video[src], video source[src]'))) {
      const src = absolute(embed.getAttribute('src'), url);
      const title = flat(embed.getAttribute('title') ?? '');
      if (src) lines.push(`embed: ${src}${title ? ` title: ${title}` : ''}`);
      // A player wrapper (Embedly, which Webflow and others use) names the video it plays in its `url` parameter.
      const wrapped = src ? wrappedMedia(src) : undefined;
      if (wrapped) lines.push(`embed: ${wrapped}${title ? ` title: ${title}` : ''}`);
    }
  }
  return lines.map((line) => clipped(flat(line), maxStatementLength)).filter(Boolean);
}

/** The media URL a wrapper's player (`…/media.html?src=…&url=https%3A%2F%2Fvimeo.com%2F…`) names in `url`. */
export function wrappedMedia(src: string): string | undefined {
  const parsed = new URL(src);
  const inner = parsed.searchParams.get('url');
  if (!inner || !/^https?:\/\/[^/\s]+\/\S+$/.test(inner)) return undefined;
  return new URL(inner).host !== parsed.host ? inner : undefined;
}

/**
 * Removes the smallest elements whose text speaks to machines (and images whose alt text does),
 * deepest first, so that nothing built from the DOM can take a value from them.
 */
function removeAddressedToMachines(document: Document): string[] {
  const removed: string[] = [];
  // Scripts are never read as text; JSON-LD statements are screened line by line instead.
  const elements = Array.from(document.querySelectorAll('body *:not(script):not(style)'));
  for (let index = elements.length - 1; index >= 0; index--) {
    const element = elements[index];
    if (!element.isConnected) continue;
    // A title or label that speaks to machines (an embedded video's iframe title) takes its element with it.
    const label = element.getAttribute('title') ?? element.getAttribute('aria-label') ?? '';
    if (label && addressedToMachines(label)) {
      removed.push(flat(label));
      element.remove();
      continue;
    }
    // textContent holds everything elementText shows (and scripts): a cheap first filter.
    const words = element.tagName === 'IMG' ? (element.getAttribute('alt') ?? '') : (element.textContent ?? '');
    if (!addressedToMachines(words)) continue;
    if (element.tagName !== 'IMG' && !addressedToMachines(elementText(element))) continue;
    if (element.tagName === 'IMG') {
      removed.push(flat(words));
      element.remove();
      continue;
    }
    const noted = notedContent(element);
    removed.push(flat(noted.map(elementText).join(' ')));
    for (const part of noted) part.remove();
  }
  return removed;
}

const headings = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'];
const inlineTags = new Set(['A', 'ABBR', 'B', 'EM', 'I', 'LABEL', 'MARK', 'SMALL', 'SPAN', 'STRONG', 'U']);
const headingLevel = (element: Element) => {
  const heading = headings.includes(element.tagName) ? element : element.querySelector(headings.join(', '));
  return heading ? Number(heading.tagName[1]) : 7;
};

// What a site marks as still to come, in the languages of the web: "Coming soon", "Coming in 2026: …",
// "Coming Q3 2027", "Binnenkort", "Bientôt", "Próximamente", "Em breve", "Wkrótce", "Již brzy", "Kommer i 2026",
// "Kommer hösten 2025".
const upcomingWords =
  String.raw`coming(?:\s+(?:soon|next|later|in\s+[\p{L}\d]+(?:\s+\d{4})?|(?:(?:q[1-4]|\p{L}+)\s+)?\d{4}))|soon` +
  String.raw`|on (?:the|our) roadmap|roadmap` +
  String.raw`|not (?:yet )?available yet|not yet available|binnenkort|nog niet beschikbaar|demnächst|bald verfügbar` +
  String.raw`|in kürze|bientôt|prochainement|à venir|pr[óo]ximamente|muy pronto|em breve|prossimamente|in arrivo` +
  String.raw`|(?:już )?wkrótce|kommer (?:snart|senere|senare|(?:(?:i|under) )?(?:\p{L}+ )?\d{4})` +
  String.raw`|kommt (?:bald|(?:im |in )?(?:\p{L}+ )?\d{4})` +
  String.raw`|tulossa|yakında|скоро|незабаром|(?:již |už )?brzy|připravujeme|čoskoro` +
  String.raw`|pripravujeme|hamarosan|în curând|uskoro|kmalu|drīzumā|netrukus|varsti|σύντομα|segera hadir|sắp ra mắt` +
  String.raw`|近日公開|準備中|即将推出|敬请期待|출시 예정|בקרוב|قريب(?:ًا|اً|ا)` +
  String.raw`|(?:inakuja )?hivi karibuni|akan datang|malapit na|जल्द ही|เร็ว ?ๆ ?นี้|jau greitai|tulekul|væntanlegt` +
  String.raw`|kemur bráðum|properament|aviat|მალე|наскоро|очаквайте|тун удахгүй` +
  // Traditional Chinese, Korean, Persian, Urdu, Somali, Welsh, Albanian, Belarusian, Kazakh, Uzbek,
  // Azerbaijani, Armenian, Amharic, Khmer and the scripts of India; then Turkmen, Kyrgyz and Tajik.
  String.raw`|即將推出|敬請期待|即將上線|即将上线|もうすぐ|곧 출시|준비 중|به ?زودی|جلد آ رہا|dhowaan|yn fuan` +
  String.raw`|së shpejti|хутка|неўзабаве|жақында|tez orada|tezliklə|շուտով|በቅርቡ` +
  String.raw`|ឆាប់ៗ ?នេះ|ಶೀಘ್ರದಲ್ಲೇ|ഉടൻ|விரைவில்|শীঘ্রই` +
  String.raw`|ýakyn wagtda|ýakynda|жакында|ба наздикӣ|дар наздикӣ`;
const upcomingMark = new RegExp(String.raw`^(?:${upcomingWords})(?=[\s:：!.,;–—-]|$)`, 'iu');
const upcomingLabel = new RegExp(String.raw`^(?:${upcomingWords})\s*(?:[(（][^)）]{0,30}[)）])?\s*[:：]`, 'iu');
// The mark after what it marks: "eHealth-koppeling (binnenkort)", "POS integration – coming soon", "給与計算（近日公開）".
const upcomingTail = new RegExp(
  String.raw`(?:[(（](?:${upcomingWords})[!.]?[)）]|\s[–—-]\s*(?:${upcomingWords})[!.]?)$`,
  'iu',
);

/**
 * Removes what the site marks as not yet there (a "Coming soon" badge and the card it labels, a "Coming
 * next" section, a "Coming in 2026: MYOB" item, a heading whose only paragraph opens "Již brzy.", a list
 * item ending "(binnenkort)"): it is no fact of the product today. A page's own title (h1) is left: a
 * pre-launch page's whole content would go with it.
 */
function removeUpcoming(document: Document): void {
  const candidates = document.body?.querySelectorAll('h2, h3, h4, h5, h6, p, span, div, strong, em, small, b, li, dt');
  for (const element of Array.from(candidates ?? [])) {
    if (!element.isConnected) continue;
    // Cheap tests first, on the element's first or last text (this runs on every element of every page).
    // A heading's text may sit in its permalink ("<h2><a class="header-anchor">Kommer høsten 2025</a></h2>").
    const first = element.firstChild;
    const lead =
      first?.nodeType === 3 ||
      (headings.includes(element.tagName) && first?.nodeType === 1 && inlineTags.has((first as Element).tagName))
        ? flat(first.textContent ?? '')
        : undefined;
    if (lead !== undefined && upcomingMark.test(lead)) removeMarkedLead(element);
    else if (tailMarked.has(element.tagName) && upcomingTail.test(flat(element.textContent ?? ''))) {
      for (const part of headings.includes(element.tagName) ? notedContent(element) : [element]) part.remove();
    }
  }
}

const tailMarked = new Set(['H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'DT']);

/** An element that opens with the mark: itself, what it labels, and a section it is the whole body of. */
function removeMarkedLead(element: Element): void {
  const words = flat(elementText(element));
  // A long paragraph opening "Soon after…" is no mark; one labelled "Proximamente (outono de 2026):" is.
  const mark = words.length <= 120 || upcomingLabel.test(words) ? upcomingMark.exec(words) : null;
  if (!mark) return;
  const rest = words.slice(mark[0].length).replace(/^[\s:!.,;–—-]+/, '');
  const marked = rest && !headings.includes(element.tagName) ? [element] : notedContent(element);
  // "<h2>Raiffeisenbank</h2><p><strong>Již brzy.</strong> …</p>": the heading over it goes too.
  const heading = marked[0].previousElementSibling;
  if (marked.length === 1 && heading && headings.slice(1).includes(heading.tagName)) {
    const section = notedContent(heading);
    if (section.length === 2 && section[1] === marked[0]) marked.unshift(heading);
  }
  for (const part of marked) part.remove();
}

// Elements that hold whole blocks of a page, not words of a sentence.
const blockElements = 'p, div, section, article, ul, ol, dl, table, h1, h2, h3, h4, h5, h6, blockquote, li';

/**
 * A note to machines and what it heads. The smallest element that speaks to machines is often only
 * the label ("<th>Note for AI agents</th>", "<strong>To language models:</strong>", a heading), and the
 * order is the text it labels: the rest of the table row, the term's descriptions, the section under
 * the heading, the block around an inline lead-in. All of it goes.
 */
function notedContent(label: Element): Element[] {
  // A cell labels the rest of its row, in a data table (a few cells), not in a page laid out as a table.
  const row = label.parentElement;
  if (/^T[HD]$/.test(label.tagName) && row?.tagName === 'TR' && row.children.length <= 4) return [row];
  const container = { SUMMARY: 'details', CAPTION: 'table', LEGEND: 'fieldset' }[label.tagName];
  if (container) return [label.closest(container) ?? label];
  if (label.tagName === 'DT') {
    const described = [label];
    for (let next = label.nextElementSibling; next?.tagName === 'DD'; next = next.nextElementSibling) {
      described.push(next);
    }
    return described;
  }
  if (headings.includes(label.tagName)) {
    // The section runs from the heading (or the wrapper it closes) to the next heading of its level or higher.
    let anchor: Element = label;
    while (!anchor.nextElementSibling && anchor.parentElement && anchor.parentElement.tagName !== 'BODY') {
      anchor = anchor.parentElement;
    }
    const section = [anchor];
    const level = Number(label.tagName[1]);
    for (let next = anchor.nextElementSibling; next && headingLevel(next) > level; next = next.nextElementSibling) {
      section.push(next);
    }
    return section;
  }
  if (inlineTags.has(label.tagName)) {
    let run: Element = label;
    while (run.parentElement && inlineTags.has(run.parentElement.tagName)) run = run.parentElement;
    const block = run.parentElement;
    // The note takes the sentence it stands in (its paragraph), but not a container of whole blocks where it
    // stands loose between them ("<p>…</p><span>To AI assistants …</span><h2>Our journey</h2>").
    if (!block || block.tagName === 'BODY' || block.querySelector(blockElements)) return [run];
    return [block];
  }
  // A short label in a block of its own ("<div class=label>Note for AI agents</div>") heads the next block.
  const next = label.nextElementSibling;
  if (elementText(label).length <= 60 && next) return [label, next];
  // The note is all a callout's body holds (a box of a title and a body): the callout's title ("For LLMs and
  // code assistants") goes with it.
  const body = label.parentElement;
  const title = body?.previousElementSibling;
  const callout = body?.parentElement;
  if (body && title && callout && callout.tagName !== 'BODY' && callout.children.length === 2) {
    if (body.children.length === 1 && calloutTitle(title)) return [title, body];
  }
  return [label];
}

/** A few words that are no sentence, with no blocks inside: a callout's title. */
const calloutTitle = (element: Element) => {
  const written = elementText(element).trim();
  return written.length <= 60 && !/[.!?]$/.test(written) && !element.querySelector('p, div, ul, ol, table');
};

function warning(url: string, text: string, seen: DraftWarning['seen']): DraftWarning {
  return { code: 'addressed_to_ai', url, text: clipped(flat(text), warningLength), seen };
}

/**
 * Dojo's declarative widgets name their panes in `data-dojo-props` (`title:'Is there a free plan?'`) or a title
 * attribute, and the browser shows that title over a TitlePane, or over a ContentPane in an accordion or tabs:
 * written into the page as its heading, the pane's words read as people see them (a question over its answer,
 * a feature over its sentence).
 */
function renderWidgetTitles(document: Document): void {
  const panes = document.querySelectorAll(
    '[data-dojo-type$="TitlePane"], [data-dojo-type$="AccordionContainer"] > [data-dojo-type$="ContentPane"], ' +
      '[data-dojo-type$="TabContainer"] > [data-dojo-type$="ContentPane"]',
  );
  for (const pane of Array.from(panes)) {
    const props = pane.getAttribute('data-dojo-props') ?? '';
    const title = /(?:^|[,{\s])title\s*:\s*(['"])(.*?)\1/.exec(props)?.[2] ?? pane.getAttribute('title');
    if (!title?.trim()) continue;
    const heading = document.createElement('h3');
    heading.textContent = title.replace(/\\(['"])/g, '$1');
    pane.prepend(heading);
  }
}

function read(source: SourcePage): ReadPage {
  const document = parseHtml(source.html, source.url);
  renderWidgetTitles(document);
  const warnings: DraftWarning[] = [];
  for (const hidden of removeUnseen(document)) {
    if (addressedToMachines(hidden)) warnings.push(warning(source.url, hidden, 'hidden'));
  }
  // What a site strikes through (a former price, a dropped plan) no longer holds: never a source.
  for (const struck of Array.from(document.querySelectorAll(struckThrough))) struck.remove();
  // A heading's permalink ("Is it free?¶", Sphinx, MkDocs, Docusaurus "#", Retype's <doc-anchor-trigger>) is no
  // part of its words.
  const permalinks = Array.from(
    document.querySelectorAll(
      headings.map((tag) => `${tag.toLowerCase()} a[href^="#"], ${tag.toLowerCase()} doc-anchor-trigger`).join(', '),
    ),
  );
  for (const link of permalinks) if (!/[\p{L}\p{N}]/u.test(link.textContent ?? '')) link.remove();
  // A wiki's edit links beside each heading ("[edit]", MediaWiki's and DokuWiki's) are its tools, not its words; so
  // are TiddlyWiki's controls, a tiddler's subtitle (who changed it, when) and its tags.
  // A book's section numbers before its headings ("2.7 Wkrótce", bookdown's and Sphinx's) number, they do not name.
  const pageTools =
    '.mw-editsection, .editsection, .secedit, .tc-tiddler-controls, .tc-subtitle, .tc-tags-wrapper, ' +
    '.header-section-number, .section-number';
  for (const tool of Array.from(document.querySelectorAll(pageTools))) tool.remove();
  // The page's own keywords and description, as metaContent reads them (named, or microdata in the head).
  const described = ['keywords', 'description'].map((key) => `meta[name="${key}" i], meta[itemprop="${key}" i]`);
  for (const meta of Array.from(document.querySelectorAll(described.join(', ')))) {
    if (toolDefaults.has((meta.getAttribute('content') ?? '').toLowerCase().replace(/\s+/g, ''))) meta.remove();
  }
  for (const removed of removeAddressedToMachines(document)) warnings.push(warning(source.url, removed, 'visible'));
  removeUpcoming(document);
  const visible = [
    document.title.trim(),
    metaContent(document, 'description'),
    metaContent(document, 'keywords'),
    elementText(document.body ?? document.documentElement),
  ]
    .filter(Boolean)
    .join('\n')
    .split('\n')
    .map(flat)
    .filter(Boolean);
  const keep = (seen: DraftWarning['seen']) => (line: string) => {
    if (!addressedToMachines(line)) return true;
    warnings.push(warning(source.url, line, seen));
    return false;
  };
  const lines = visible.filter(keep('visible'));
  const shown = new Set(lines.map((line) => line.toLowerCase()));
  const statements = markupStatements(document, source.url, shown).filter(keep('markup'));
  const unique = new Map(warnings.map((item) => [`${item.seen} ${item.text}`, item]));
  const jsonLd = jsonLdNodes(document);
  const kind = pageKind(source.url, document);
  return {
    url: source.url,
    path: new URL(source.url).pathname.toLowerCase(),
    kind,
    post: isPost(source.url, jsonLd, document, kind),
    document,
    lines,
    statements,
    text: [...lines, ...statements].join('\n'),
    jsonLd,
    warnings: [...unique.values()],
  };
}

// Any dash separates a title's parts: app stores write "Name ‑ What it does" with a non-breaking hyphen; so do a
// slash between spaces ("Kuvela / Faturação simples", Automad's), guillemets ("Kelpnote » Pricing") and a wiki's
// breadcrumbs ("Prezzi < Padovia < Foswiki"). Chinese
// CMSs (DedeCMS, EmpireCMS) join them with "_" or a full-width bar: "鲜汐_海鲜批发订货系统_厦门鲜汐网络科技有限公司".
export const titleSeparators = /\s+[|‐‑‒–—―:·•~/»›«‹<>-]\s+|:\s+|\s*｜\s*|(?<=\p{Script=Han})_(?=\p{Script=Han})/u;

/**
 * The keywords and descriptions a tool writes on every site it serves, not the site's: Redmine's ("issue,bug,tracker",
 * "Redmine"), Gitea's, Gogs's, Forgejo's.
 */
const toolDefaults = new Set([
  'issue,bug,tracker',
  'redmine',
  'go,git,self-hosted,gitea',
  'go,git,self-hosted,gogs',
  'git,forge,forgejo',
]);

// A page named for what it is, whatever the platform calls it: Substack serves its pages as posts ("/p/pricing",
// "/p/faq", with NewsArticle JSON-LD).
const pageSlug =
  /\/(?:pricing|prices|plans|faqs?|help|support|about(?:-us)?|team|features|contact(?:-us)?)(?:\.html?)?$/;

/** The kinds of page a platform may still serve as a post: a Tistory blog's "자주 묻는 질문", "달건 요금 안내". */
// A name's word starts with the kind's word: "Why apricots bruise" names no pricing page.
const pageTitles = new RegExp(
  String.raw`(?<![\p{L}])(?:` +
    [pricingPageNames, questionPageNames, aboutPageNames, teamPageNames, contactPageNames]
      .map((names) => names.source)
      .join('|') +
    ')',
  'u',
);

const helpCentre = /^\/(?:hc|help|helpcenter|help-center|support|kb|knowledge-?base)\/(?:[\w-]+\/)?articles?\//;

function isPost(url: string, jsonLd: JsonLd[], document: Document, kind: string): boolean {
  const path = new URL(url).pathname.toLowerCase();
  if (pageSlug.test(path)) return false;
  // A page named for one of those kinds by its title or h1 (its short names after the path) is that page.
  if (
    kind
      .split('\n')
      .slice(1)
      .some((name) => pageTitles.test(name))
  )
    return false;
  // A help centre's articles are its documentation (Zendesk's "/hc/en-gb/articles/…", a knowledge base's).
  if (blogPages.test(path) && !helpCentre.test(path)) return true;
  // Not og:type "article" nor "Article": themes give them to every page but the homepage.
  const articleTypes = ['BlogPosting', 'NewsArticle', 'SocialMediaPosting'];
  return (
    jsonLd.some((node) => typeNames(node).some((type) => articleTypes.includes(type))) ||
    hasByline(document) ||
    authoredAndDated(document)
  );
}

/**
 * A page with a publication time and its author's byline, as Ghost writes posts at the site's root
 * ("/heat-breaks-2025/": `article:published_time` and an "article-byline" naming the author).
 */
function authoredAndDated(document: Document): boolean {
  return (
    !!metaContent(document, 'article:published_time') &&
    !!document.querySelector('[class*="byline" i] [class*="author" i], [class*="byline" i] a[rel~="author"]')
  );
}

/**
 * A post's byline by its title, whatever its path ("/notes/why-apricots-bruise"): "Posted 14 July 2024 by Saima
 * Achakzai", "Publié le 3 mars 2025", "By Ana Ruiz · May 2024". A dated line under a page's own title.
 */
const byline = new RegExp(
  String.raw`^(?:(?:posted|published|written)(?![\p{L}])|publi[ée]|ver[öo]ffentlicht|publicad[oa]|pubblicat[oa]` +
    String.raw`|gepubliceerd|opublikowan[oy]|publicerad|udgivet|publisert|julkaistu|yay[ıi]nland[ıi]` +
    String.raw`|опубликован\p{L}*` +
    String.raw`|опубліковано|објавен\p{L}*|објављен\p{L}*|objavljen\p{L}*|publicat|diterbitkan|dipublikasikan` +
    String.raw`|by\s+\p{Lu}[^·|•—–]{0,40}[·|•—–])` +
    String.raw`.{0,60}?(?<!\d)(?:19|20)\d\d(?!\d)`,
  'iu',
);
/** A line that is a date alone, or a date and its author: "2025-01-15 · 周沐", "2024年3月2日". */
const datedLine = /^(?:19|20)\d\d(?:[-./]\d{1,2}[-./]\d{1,2}|年\d{1,2}月\d{1,2}日)(?:\s*[·|•—–]\s*[^·|•—–]{1,40})?$/u;
function hasByline(document: Document): boolean {
  // A page may have its title twice (one for print): each is looked at. A page without an h1 (a shop builder's
  // custom page) is titled by its first h2.
  const titles = Array.from(document.querySelectorAll('h1'));
  const firstH2 = document.querySelector('h2');
  return (titles.length ? titles : firstH2 ? [firstH2] : []).some((title) => {
    const near: Element[] = [];
    for (let next = title.nextElementSibling; next && near.length < 3; next = next.nextElementSibling) near.push(next);
    for (let before = title.previousElementSibling; before && near.length < 5; before = before.previousElementSibling) {
      near.push(before);
    }
    return near.some((element) => {
      const written = flat(elementText(element));
      return written.length <= 120 && (byline.test(written) || datedLine.test(written));
    });
  });
}

function pageKind(url: string, document: Document): string {
  const path = new URL(url).pathname;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as written.
  }
  // A home page's title and h1 name the site ("Proposeo | …"), not a kind of page; a brand may look like one.
  if (decoded === '/') return decoded;
  const short = (name: string) => name && name.split(/\s+/).length <= 4;
  const names = [
    ...document.title.split(titleSeparators),
    elementText(document.querySelector('h1') ?? document.createElement('h1')),
  ]
    .map((name) => name.replace(/\s+/g, ' ').trim())
    // A title's head before its colon names it too: "About Tallyvan: who we are" is an about page.
    .flatMap((name) => [name, name.split(/:\s/)[0]])
    .filter(short);
  // Each also in the words page names are written with: a wiki's "ChiSiamo" and "Om_oss", a title's "Chi siamo".
  const named = [decoded, ...names].flatMap((name) => [name, namingWords(name).replace(/\s+/g, '-')]);
  return [...new Set(named.map((name) => name.toLowerCase()))].join('\n');
}

const cache = new WeakMap<SourcePage, ReadPage>();

/** The page as the drafter reads it; each stored page is parsed once per drafting run. */
export function readPage(source: SourcePage): ReadPage {
  let page = cache.get(source);
  if (!page) {
    page = read(source);
    cache.set(source, page);
  }
  return page;
}
