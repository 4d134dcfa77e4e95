// The built-in drafter, used when no ANTHROPIC_API_KEY is set. It reads what sites state where
// sites state it: titles, meta, Open Graph and Twitter tags, JSON-LD in every common shape,
// microdata, headings and lists, pricing tables and cards, FAQ blocks, team pages and sentences
// about the company. It never composes text: every value is a piece of the site, quoted from the
// line that states it, and the evidence gate (evidence.ts) checks every quote afterwards.
import type { DatePrecision, DraftMilestone, Evidence, SectionEvidence } from '../../db/schema/drafts.ts';
import { aboutPageNames, featurePageNames, pageTitles } from '../crawl/page-names.ts';
import { elementText, metaContent } from '../crawl/page-text.ts';
import { draftFoundedYear, draftPlace } from './extract-company.ts';
import { draftFaqs } from './extract-faqs.ts';
import { draftPeople } from './extract-people.ts';
import { draftPricing } from './extract-pricing.ts';
import { draftTopics, type Topics } from './extract-topics.ts';
import { emptyTaxonomy } from './fields.ts';
import type { DraftedValue, DraftingEngine, DraftResult, ProfileField, SourcePage, Taxonomy } from './fields.ts';
import type { ReadPage } from './reading.ts';
import { blogPages, clip, dedupe, oneLine, Site, str } from './site.ts';
import { categoryTerms, comparable, inLanguages, mentions, negated, tagTerms } from './terms.ts';

const text = (element: Element | null | undefined) => (element ? oneLine(elementText(element)) : '');
const titleSeparators = /\s+[|–—:·•~-]\s+|:\s+/;
const legalSuffix =
  /[,\s]+(gmbh|ltd\.?|limited|inc\.?|llc|b\.v\.|bv|ag|as|ab|oy|oü|sas|sarl|s\.l\.|lda\.?|pty( ltd)?|co\.?|plc)$/i;
const apps = ['SoftwareApplication', 'WebApplication', 'MobileApplication', 'Product', 'Service'];
const quotedContext =
  'blockquote, q, cite, nav, footer, aside, form, [class*="testimonial" i], [class*="quote" i], [class*="review" i]';

const generic = /^(welcome|home|homepage|index|hello|hi|menu|features|pricing|about|blog)\b/i;

function draftName(site: Site): DraftedValue | undefined {
  const home = site.home;
  const scores = new Map<string, { written: string; score: number }>();
  const vote = (candidate: string | undefined, weight: number) => {
    const written = candidate?.replace(legalSuffix, '').trim();
    if (!written || written.length > 60 || generic.test(written)) return;
    const key = comparable(written);
    const known = scores.get(key);
    scores.set(key, { written: known?.written ?? written, score: (known?.score ?? 0) + weight });
  };
  const title = home.document.title.trim();
  const segments = title.split(titleSeparators).map((part) => part.trim());
  vote(segments.length > 1 || title.length <= 40 ? segments[0] : undefined, 2);
  for (const segment of segments.slice(1)) vote(segment.length <= 30 ? segment : undefined, 1);
  // The part every page's title repeats ("Pricing – Brightpost", "About – Brightpost") is the site's name.
  const otherTitles = site.pages.slice(1).map((page) => page.document.title.split(titleSeparators).map(comparable));
  for (const segment of segments) {
    if (otherTitles.length >= 2 && otherTitles.every((parts) => parts.includes(comparable(segment)))) vote(segment, 2);
  }
  vote(metaContent(home.document, 'og:site_name'), 3);
  vote(metaContent(home.document, 'application-name'), 2);
  for (const { node, page } of site.ofType(...apps, 'WebSite', 'Organization', 'Corporation')) {
    if (page === home) vote(str(node.name), apps.some((type) => [node['@type']].flat().includes(type)) ? 3 : 2);
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

/** A short claim: a phrase or one or two short sentences, not a paragraph, a question or a page name. */
function claim(value: string): boolean {
  return (
    value.length >= 8 && value.length <= 120 && !value.endsWith('?') && !pageTitles.test(value) && !/[:;]$/.test(value)
  );
}

function draftTagline(site: Site, name: string | undefined): DraftedValue | undefined {
  const home = site.home;
  const named = (value: string) => !!name && comparable(value).replace(/[.!]$/, '') === comparable(name);
  const document = home.document;
  const candidates: string[] = [];
  const h1Element = document.querySelector('h1');
  const h1 = text(h1Element);
  // The h1 is the product's bare name (a docs or app landing page): the short line right under it is the claim.
  if (h1Element && named(h1)) {
    let anchor: Element | null = h1Element;
    while (anchor && !anchor.nextElementSibling && anchor.parentElement?.tagName !== 'BODY')
      anchor = anchor.parentElement;
    const next = text(anchor?.nextElementSibling);
    if (claim(next)) candidates.push(next);
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
  candidates.push(...segments.filter((segment) => !named(segment)));
  // A slogan the site declares in JSON-LD (schema.org Organization, Brand or Product `slogan`) comes first.
  const declared = site
    .ofType('Organization', 'Corporation', 'Brand', 'LocalBusiness', ...apps)
    .filter(({ page }) => page === home)
    .map(({ node }) => str(node.slogan))
    .find((slogan) => slogan && claim(slogan));
  const slogan = declared ? site.quote(declared, [home]) : undefined;
  if (declared && slogan) return { value: declared, evidence: [slogan] };
  for (const candidate of candidates) {
    if (candidate.length < 8 || candidate.length > 160 || named(candidate) || generic.test(candidate)) continue;
    if (pageTitles.test(candidate)) continue;
    const quote = site.quote(candidate, [home], true);
    if (quote) return { value: candidate, evidence: [quote] };
  }
  return undefined;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function draftShortDescription(site: Site): DraftedValue | undefined {
  const home = site.home.document;
  const apps = site.ofType('SoftwareApplication', 'WebApplication', 'Product', 'Organization');
  const candidates = [
    metaContent(home, 'description'),
    metaContent(home, 'og:description'),
    metaContent(home, 'twitter:description'),
    ...apps.filter(({ page }) => page === site.home).map(({ node }) => str(node.description)),
  ];
  for (const candidate of candidates) {
    if (!candidate || candidate.length < 30) continue;
    const quote = site.quote(candidate, [site.home]);
    if (quote) return { value: clip(candidate, 500), evidence: [quote] };
  }
  return undefined;
}

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
  const chosen = [...new Set(paragraphs)].slice(0, 4);
  const evidence = chosen.map((paragraph) => site.quote(paragraph, site.pages, true));
  const kept = chosen.filter((_, index) => evidence[index]);
  if (!kept.length) return undefined;
  return { value: clip(kept.join('\n\n'), 20000), evidence: dedupe(evidence.filter((item) => !!item)) };
}

// "is", "we're", "est", "ist", "es", "è", "zijn", "jest", "är" (and "still", "fully", "100%" after them).
const copula =
  String.raw`(?<![\p{L}])(?:is|are|['’]re|am|remains?|stays?|est|sommes|sont|ist|sind|es|somos|son|è|siamo|sono` +
  String.raw`|zijn|jest|jeste[śs]my|s[ąa]|är)\s+(?:(?:still|fully|entirely|completely|100\s?%|entièrement|komplett` +
  String.raw`|completamente|totalmente|ainda|toujours|noch|todav[íi]a|ancora|nog|nadal|fortfarande)\s+)?`;

function draftStage(site: Site): DraftedValue | undefined {
  const stages: Array<[RegExp, (match: RegExpExecArray) => string]> = [
    [/\b(public|open|private|closed) beta\b/i, (match) => `${match[1][0].toUpperCase()}${match[1].slice(1)} beta`],
    [/\bearly access\b/i, () => 'Early access'],
    [/\b(?:is|are|now|currently|still)\s+in\s+beta\b/i, () => 'Beta'],
    [/\b(?:is|are|now|currently|still)\s+in\s+alpha\b/i, () => 'Alpha'],
    // Funding, as the company states it: "we raised a Series A", "seed-funded", "bootstrapped".
    [
      /\b(?:raised|closed|announced)\b[^.!?]{0,40}\bseries ([a-e])\b|\bseries ([a-e]) (?:round|funding)\b/i,
      (match) => `Series ${(match[1] ?? match[2]).toUpperCase()}`,
    ],
    // Funding is a stage only when the site says so of itself ("Keelvault is seed-funded", "we're
    // bootstrapped", "est autofinancée"), not in passing ("a small, self-funded company").
    [new RegExp(String.raw`${copula}seed[- ](?:funded|stage)\b|\bseed[- ](?:round|funding)\b`, 'iu'), () => 'Seed'],
    [
      new RegExp(
        String.raw`${copula}(bootstrapped|self-funded|autofinanc[ée]e?s?|eigenfinanziert|autofinanciad[oa]` +
          String.raw`|autofinanziat[oa])(?![\p{L}])`,
        'iu',
      ),
      (match) => `${match[1][0].toUpperCase()}${match[1].slice(1)}`,
    ],
  ];
  const pages = site.pages.filter((page) => page === site.home || !blogPages.test(page.path));
  for (const [pattern, value] of stages) {
    for (const page of pages) {
      const line = page.lines.find((candidate) => pattern.test(candidate));
      if (!line) continue;
      const match = pattern.exec(line)!;
      const quote = site.quote(match[0], [page], true);
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
  const pages = site.pages.filter((page) => page === site.home || !blogPages.test(page.path));
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

/** The items under a heading: list items, else sub-headings, within the heading's section. */
function sectionItems(page: ReadPage, pattern: RegExp): string[] {
  const heading = Array.from(page.document.querySelectorAll('h1, h2, h3')).find((element) =>
    pattern.test(text(element)),
  );
  if (!heading) return [];
  const level = Number(heading.tagName[1]);
  const deeper = ['H2', 'H3', 'H4', 'H5'].filter((tag) => Number(tag[1]) > level).join(', ');
  const items: string[] = [];
  const subHeadings: Element[] = [];
  const siblings: Element[] = [];
  for (let element = heading.nextElementSibling; element; element = element.nextElementSibling) {
    if (/^H[1-6]$/.test(element.tagName) && Number(element.tagName[1]) <= level) break;
    siblings.push(element);
    items.push(...Array.from(element.matches('li') ? [element] : element.querySelectorAll('li')).map(text));
    if (deeper) subHeadings.push(...Array.from(element.matches(deeper) ? [element] : element.querySelectorAll(deeper)));
  }
  // Paragraphs that each open with a bullet ("• Sans engagement") are a list written without <ul>;
  // paragraphs that each open in bold ("<b>No contract.</b> Cancel …") or terms of a <dl> are named items.
  if (!items.length) items.push(...bulleted(siblings));
  if (!items.length && !subHeadings.length) items.push(...leadIns(siblings));
  // The heading sits in its own block: the enclosing section holds the items.
  const section = heading.closest('section, article, main') ?? heading.parentElement;
  if (!items.length && !subHeadings.length && section && section.tagName !== 'BODY') {
    items.push(
      ...Array.from(section.querySelectorAll('li'))
        .filter((item) => !item.closest('nav'))
        .map(text),
    );
    if (!items.length) items.push(...bulleted([section]));
    if (!items.length && !section.querySelector(deeper || 'h6')) items.push(...leadIns([section]));
    if (deeper) subHeadings.push(...Array.from(section.querySelectorAll(deeper)));
  }
  // Site builders write item names in <div class="feature-title"> rather than headings.
  const titled =
    items.length || subHeadings.length || !section
      ? []
      : Array.from(section.querySelectorAll(titleClasses))
          // Another section's heading is not an item of this one.
          .filter((element) => element !== heading && !/^H[1-3]$/.test(element.tagName))
          .filter((element) => !element.querySelector('div, p, li, h2, h3, h4'))
          .map(text)
          .filter((title) => title.length <= 80);
  return (items.length ? items : subHeadings.length ? repeatedLevel(subHeadings).map(text) : titled)
    .filter((item) => item && item.length <= 200 && !item.endsWith('?'))
    .slice(0, 20);
}

const titleClasses = '[class*="title" i], [class*="heading" i], [class*="name" i]';

/** Of a section's sub-headings, those of the level it repeats most: six h3 cards, not the lone h2 that closes it. */
function repeatedLevel(headings: Element[]): Element[] {
  const count = (tag: string) => headings.filter((heading) => heading.tagName === tag).length;
  const tags = [...new Set(headings.map((heading) => heading.tagName))];
  const most = Math.max(...tags.map(count));
  // Between levels repeated as often, the higher one (the first in the list) holds the items.
  const repeated = tags.find((tag) => count(tag) === most && most >= 2);
  return repeated ? headings.filter((heading) => heading.tagName === repeated) : headings;
}

/** The bold lead-ins of paragraphs that each open with one, or a definition list's terms: two or more. */
function leadIns(elements: Element[]): string[] {
  const blocks = elements.flatMap((element) => [element, ...Array.from(element.querySelectorAll('p, dt'))]);
  const terms = blocks.filter((block) => block.tagName === 'DT').map(text);
  if (terms.length >= 2) return terms;
  const leads = blocks
    .filter((block) => block.tagName === 'P' && !block.closest(quotedContext))
    .map((paragraph) => {
      const first = paragraph.firstElementChild;
      const lead = first && /^(STRONG|B)$/.test(first.tagName) ? text(first) : '';
      return lead && text(paragraph).startsWith(lead) && text(paragraph).length > lead.length ? lead : '';
    })
    .filter(Boolean)
    .map((lead) => lead.replace(/[\s:.–—-]+$/u, ''));
  return leads.length >= 2 ? leads : [];
}

/** A bullet, check mark, arrow or dash written at the start of a line that stands for a list item. */
const bullet = /^[•·▪▫‣◦●○■□◆◇➤➜➔→✓✔✅☑★☆»›*–—-]\s*/u;

/** The items of a list written as paragraphs (or leaf blocks) that each open with a bullet: two or more. */
function bulleted(elements: Element[]): string[] {
  const leaves = elements
    .flatMap((element) => [element, ...Array.from(element.querySelectorAll('p, div'))])
    .filter((element) => /^(P|DIV)$/.test(element.tagName) && !element.querySelector('p, div, li, ul, ol'));
  const lines = leaves.map(text).filter((line) => bullet.test(line) && !/^[-–—]\s*\d/.test(line));
  return lines.length >= 2 ? lines.map((line) => line.replace(bullet, '').trim()).filter(Boolean) : [];
}

/** A row of three or more blocks, each a short heading with a sentence under it: a feature grid. */
function headingGrid(page: ReadPage, exclude: Set<string>): string[] {
  const title = (block: Element) =>
    block.querySelector('h2, h3, h4') ?? block.querySelector(titleClasses) ?? block.querySelector('dt');
  for (const container of Array.from(page.document.querySelectorAll('div, section, ul, dl'))) {
    const blocks = Array.from(container.children).filter((child) => title(child));
    if (blocks.length < 3 || blocks.length !== container.children.length) continue;
    const headings = blocks.map((block) => text(title(block)));
    // A row of figures ("43%", "7 in 10") under labels is a stats band, not features.
    const sentences = blocks.every((block, index) => text(block).replace(headings[index], '').split(' ').length >= 4);
    if (!sentences) continue;
    const plain = headings.every(
      (heading) => heading.length > 2 && heading.length <= 80 && !heading.endsWith('?') && !/[$€£]\s?\d/.test(heading),
    );
    if (plain && !headings.some((heading) => exclude.has(heading)) && !/[$€£]\s?\d/.test(text(container)))
      return headings;
  }
  return [];
}

/** The items a page states, each with its quote: from the visible text, or from markup (alt text) when `inMarkup`. */
function itemsWithQuotes(site: Site, items: string[], page: ReadPage, inMarkup = false): DraftedValue | undefined {
  const quoted = items.filter((item) => site.quote(item, [page], !inMarkup));
  const evidence = dedupe(quoted.map((item) => site.quote(item, [page], !inMarkup)!));
  return quoted.length ? { value: quoted.map((item) => clip(item, 200)), evidence: evidence.slice(0, 5) } : undefined;
}

// Headings that introduce a product's advantages or its features, in the languages sites are
// commonly written in (English, German, French, Spanish, Italian, Dutch, Portuguese, Polish, Czech,
// Swedish, Danish, Turkish, Finnish).
const anyOf = (...patterns: string[]) => new RegExp(patterns.join('|'), 'iu');
const choose =
  String.raw`(?:choose|chose|w[äa]hlen|choisi\p{L}*|elig\p{L}*|scegl\p{L}*|scelg\p{L}*|kiez\p{L}*|kiest|escolh\p{L}*` +
  String.raw`|wybra\p{L}*|wybiera\p{L}*|v[äa]lj\p{L}*|v[æe]lge\p{L}*|velge\p{L}*|seç\p{L}*|vyb[íi]r\p{L}*|vybrat` +
  String.raw`|valits\p{L}*|valitse\p{L}*|выбира\p{L}*|выбра\p{L}*)`;
const uspHeading = anyOf(
  String.raw`^why\b|\bbenefits\b|what makes|advantages|reasons to`,
  String.raw`\bwhy (choose|teams|people|customers|shops|couples)\b`,
  String.raw`^(warum|pourquoi|por ?qu[eé]|perch[eé]|waarom|por que|dlaczego|varför|hvorfor|neden|miksi|почему|зачем` +
    String.raw`|למה|מדוע)(?![\p{L}])`,
  String.raw`^pro[cč](?![\p{L}])`,
  // "That's why teams choose X" ("Därför väljer …", "Deshalb wählen …", "Daarom kiezen …").
  String.raw`^(därför|derfor|deshalb|darum|daarom|dlatego|proto|bu y[üu]zden|siksi|поэтому|c'est pourquoi)` +
    String.raw`(?![\p{L}]).*${choose}`,
  String.raw`(?<![\p{L}])(vorteile|avantages|ventajas|vantaggi|voordelen|vantagens|zalety|korzy[sś]ci|v[ýy]hody` +
    String.raw`|f[öo]rdelar|fordele|fordeler|edut|avantajlar|преимущества|יתרונות)(?![\p{L}])`,
  // Reasons to choose, in the same languages: "5 raisons de choisir …", "Gründe für …", "選ばれる理由".
  String.raw`(?<![\p{L}])(gr[üu]nde|raisons|razones|motivi|redenen|raz[õo]es|motivos|powod[óo]w|powody|anledningar` +
    String.raw`|grunde|sebep\p{L}*|d[ůu]vod\p{L}*|syyt[äa]|причин\p{L}*)(?![\p{L}]).*${choose}`,
  String.raw`なぜ|選ばれる|理由|特長|強み|メリット|为什么|為什麼|优势|優勢|选择.*的理由|왜|장점|선택하는 이유`,
);
const featureHeading = anyOf(
  String.raw`\bfeatures?\b|what (it|you|we) (does?|gets?|offers?)|what .{1,40} (does|can do)`,
  String.raw`^everything\b|capabilities`,
  String.raw`\b(funktionen|funktionsumfang|fonctionnalit[eé]s|funciones|funcionalidades)\b`,
  String.raw`\b(funzionalit[aà]|functies|recursos)\b`,
  String.raw`(?<![\p{L}])(funkcje|funkcjonalno[sś]ci|mo[żz]liwo[sś]ci|funkce|funktioner|[öo]zellikler` +
    String.raw`|ominaisuudet)(?![\p{L}])`,
  // "What X does" in French, Spanish, Portuguese, Italian, German and Dutch.
  String.raw`\bce que (\S+ )?fait\b|\blo que hace\b|\bo que (\S+ )?faz\b|\bcosa fa\b`,
  String.raw`\bwas \S+ (kann|macht)\b|\bwat \S+ doet\b`,
  String.raw`(?<![\p{L}])(funksjoner|funktionalitet|возможности|функции|функциональность|תכונות|יכולות)(?![\p{L}])`,
  String.raw`機能|特徴|できること|기능|功能|特性`,
);
/** A section named for features in its markup: id="features", data-framer-name="Features". */
const featureSection = /feature|funktion|fonctionnalit|funcionalidad|funzionalit|funkcj/i;

function draftUsps(site: Site): DraftedValue | undefined {
  for (const page of site.pages.filter((candidate) => !blogPages.test(candidate.path))) {
    const items = sectionItems(page, uspHeading);
    if (items.length) return itemsWithQuotes(site, items, page);
  }
  return undefined;
}

const headingTags = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'];
const level = (element: Element) => (headingTags.includes(element.tagName) ? Number(element.tagName[1]) : 7);
const plainItem = (item: string) =>
  item.length > 2 && item.length <= 80 && !item.endsWith('?') && !/[$€£]\s?\d/.test(item);

/** The elements that make up a heading's section: what follows it, up to the next heading as high. */
function sectionAfter(heading: Element): Element[] {
  let anchor: Element = heading;
  // A heading wrapped in its own block (a builder's rich-text box): its section follows the block.
  while (!anchor.nextElementSibling && anchor.parentElement && anchor.parentElement.tagName !== 'BODY') {
    anchor = anchor.parentElement;
  }
  const top = level(heading);
  const higher = headingTags.filter((tag) => Number(tag[1]) <= top).join(', ');
  const members: Element[] = [];
  for (let element = anchor.nextElementSibling; element; element = element.nextElementSibling) {
    if (level(element) <= top || element.querySelector(higher)) break;
    members.push(element);
  }
  return members;
}

/** Whether a sentence or more follows an item's title inside its card, or right after it. */
function described(title: Element): boolean {
  const words = (value: string) => value.split(/\s+/).filter(Boolean).length;
  const next = title.nextElementSibling;
  if (next && !/^H[1-6]$/.test(next.tagName) && words(text(next)) >= 4) return true;
  const card = title.parentElement;
  const alone = card?.querySelectorAll('h2, h3, h4, h5').length === 1;
  return !!card && alone && words(text(card).replace(text(title), '')) >= 4;
}

/**
 * The items of a section as people read them: the titles of its cards (each a heading one level
 * down with a sentence under it, however deep the builder nests them), else its screenshots' alt texts
 * written "Name: what it does", as quotable names.
 */
function cardTitles(heading: Element): Array<{ item: string; inMarkup: boolean }> {
  const members = sectionAfter(heading);
  // A definition list's terms, each described by its <dd>, are card titles as much as headings are.
  const lower = headingTags.filter((tag) => Number(tag[1]) > level(heading) && Number(tag[1]) <= 5);
  const deeper = [...lower, 'DT'].join(', ');
  const titles = members.flatMap((member) => [
    ...(member.matches(deeper) ? [member] : []),
    ...Array.from(member.querySelectorAll(deeper)),
  ]);
  const items = repeatedLevel(titles.filter((title) => !title.closest(quotedContext) && described(title))).map(text);
  if (items.length >= 3 && items.every(plainItem)) return items.map((item) => ({ item, inMarkup: false }));
  const alts = members
    .flatMap((member) => Array.from(member.querySelectorAll('img[alt]')))
    .map((image) => /^([^:]{3,40}):\s+\S+(?:\s+\S+){2,}/.exec(oneLine(image.getAttribute('alt') ?? ''))?.[1] ?? '');
  if (alts.length >= 3 && alts.every((alt) => alt && plainItem(alt))) {
    return alts.map((item) => ({ item, inMarkup: true }));
  }
  return [];
}

/** A table headed by a row that names features: each later row's last cell ("✔ | Cashbook") is one. */
function tableItems(page: ReadPage): string[] {
  for (const table of Array.from(page.document.querySelectorAll('table'))) {
    const [head, ...rows] = Array.from(table.querySelectorAll('tr'));
    if (!head || !featureHeading.test(text(head)) || rows.length < 3) continue;
    const items = rows.map((row) => text(row.lastElementChild));
    if (items.every(plainItem)) return items;
  }
  return [];
}

/** Features listed in JSON-LD: SoftwareApplication featureList, as an array or a comma/line list. */
function featureList(site: Site): DraftedValue | undefined {
  for (const { node, page } of site.ofType(...apps)) {
    const list = [node.featureList]
      .flat()
      .flatMap((entry) => (typeof entry === 'string' ? entry.split(/\n|,\s*(?=\p{Lu})|;\s*/u) : []))
      .map((entry) => entry.trim())
      .filter(plainItem);
    const evidence = dedupe(list.map((item) => site.quote(item, [page])).filter((quote) => quote !== undefined));
    if (list.length >= 2 && evidence.length) return { value: list.slice(0, 20), evidence: evidence.slice(0, 5) };
  }
  return undefined;
}

/** Sections on a page that announce features, by their heading's words or their markup's name. */
function featureHeadings(page: ReadPage): Element[] {
  return Array.from(page.document.querySelectorAll('h1, h2, h3')).filter((heading) => {
    if (heading.closest(quotedContext)) return false;
    if (featureHeading.test(text(heading))) return true;
    const named = heading.closest('section, [id], [data-framer-name]');
    const label = ['id', 'class', 'data-framer-name'].map((name) => named?.getAttribute(name) ?? '').join(' ');
    return featureSection.test(label) && heading === named?.querySelector('h1, h2, h3');
  });
}

/**
 * The list a page introduces with a sentence ending in a colon ("Here is what it does:", "Ecco cosa
 * fa:"), or that follows the page's h1 directly: three or more short items, outside navigation.
 */
function introducedList(page: ReadPage): string[] {
  for (const list of Array.from(page.document.querySelectorAll('ul, ol'))) {
    if (list.closest(`nav, header, footer, aside, form, ${quotedContext}`)) continue;
    const before = list.previousElementSibling;
    if (!before || !(/:\s*$/.test(text(before)) || before.tagName === 'H1')) continue;
    const items = Array.from(list.children)
      .filter((item) => item.tagName === 'LI')
      .map(text);
    if (items.length >= 3 && items.every(plainItem)) return items.slice(0, 20);
  }
  return [];
}

function draftFeatures(site: Site, usps: string[]): DraftedValue | undefined {
  const exclude = new Set(usps);
  const pages = site.pagesLike(featurePageNames).filter((page) => !blogPages.test(page.path));
  for (const page of pages) {
    for (const heading of featureHeadings(page)) {
      const cards = cardTitles(heading).filter(({ item }) => !exclude.has(item));
      if (cards.length >= 3)
        return itemsWithQuotes(
          site,
          cards.map(({ item }) => item),
          page,
          cards[0].inMarkup,
        );
    }
    const items = sectionItems(page, featureHeading).filter((item) => !exclude.has(item));
    if (items.length) return itemsWithQuotes(site, items, page);
    const ticked = tableItems(page).filter((item) => !exclude.has(item));
    if (ticked.length) return itemsWithQuotes(site, ticked, page);
  }
  const listed = featureList(site);
  if (listed) return listed;
  for (const page of site.pagesOf(featurePageNames)) {
    const headings = Array.from(page.document.querySelectorAll('h2, h3'))
      .filter((heading) => !heading.closest(quotedContext))
      .map(text)
      .filter((heading) => heading && heading.length <= 80 && !featureHeading.test(heading) && !heading.endsWith('?'));
    if (headings.length >= 2) return itemsWithQuotes(site, headings.slice(0, 20), page);
  }
  const grid = headingGrid(site.home, exclude);
  if (grid.length) return itemsWithQuotes(site, grid, site.home);
  // The homepage's first section of described cards (or captioned screenshots) is what the product does.
  for (const heading of Array.from(site.home.document.querySelectorAll('h2'))) {
    if (heading.closest(quotedContext) || uspHeading.test(text(heading))) continue;
    const cards = cardTitles(heading).filter(({ item }) => !exclude.has(item));
    if (cards.length >= 3)
      return itemsWithQuotes(
        site,
        cards.map(({ item }) => item),
        site.home,
        cards[0].inMarkup,
      );
  }
  // Last, a product page's list introduced with a colon ("Here is what it does:").
  for (const page of site.pagesOf(featurePageNames).filter((candidate) => !blogPages.test(candidate.path))) {
    const introduced = introducedList(page).filter((item) => !exclude.has(item));
    if (introduced.length) return itemsWithQuotes(site, introduced, page);
  }
  return undefined;
}

function draftKeywords(site: Site): DraftedValue | undefined {
  const keywords =
    metaContent(site.home.document, 'keywords') ??
    site
      .ofType(...apps, 'WebSite', 'Organization')
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

const roleAddresses = /^(press|media|jobs|careers|privacy|abuse|security|legal|billing|noreply|no-reply|dpo)@/i;

function draftContactEmail(site: Site): DraftedValue | undefined {
  const pages = site.pagesLike(/contact|about|support|help/);
  const found = pages.flatMap((page) => [
    ...Array.from(page.document.querySelectorAll('a[href^="mailto:" i]')).map((anchor) =>
      decodeURIComponent(anchor.getAttribute('href')!.slice(7).split('?')[0]).trim(),
    ),
    ...page.lines.flatMap((line) => line.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []),
  ]);
  const addresses = [...new Set(found)].filter((address) => /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(address));
  // A general address before a press or billing one.
  addresses.sort((a, b) => Number(roleAddresses.test(a)) - Number(roleAddresses.test(b)));
  for (const address of addresses) {
    const quote = site.quote(address, pages);
    if (quote) return { value: address, evidence: [quote] };
  }
  return undefined;
}

const videoLink = new RegExp(
  String.raw`^https?://(www\.|player\.|fast\.)?(youtube(-nocookie)?\.com/(watch|embed)|youtu\.be/|vimeo\.com/` +
    String.raw`|loom\.com/(share|embed)|wistia\.(net|com)/(embed|medias)/)`,
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

function draftDemoVideo(site: Site): DraftedValue | undefined {
  for (const page of site.pages.filter((candidate) => !blogPages.test(candidate.path))) {
    const embed = page.statements.find((line) => /^embed: /.test(line) && videoLink.test(line.slice(7)));
    const link = page.statements.find(
      (line) =>
        /^link: /.test(line) && videoLink.test(line.slice(6)) && /demo|tour|watch|video|how it works/i.test(line),
    );
    const line = link ?? embed;
    if (line) {
      const url = line.replace(/^(link|embed): /, '').split(' ')[0];
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

const appIcon = /icon|ikon|ic[ôo]ne|[íi]cone|icono|icona|pictogram|アイコン|ロゴ|아이콘|图标|圖示|иконка|значок/i;

const socialCard = /social|share|card|og[-_]?image|\/api\/og|banner|cover|hero|1200x630/i;

function draftLogo(site: Site, name: string | undefined): DraftedValue | undefined {
  for (const { node, page } of site.ofType('Organization', 'Corporation', 'Brand', 'LocalBusiness', ...apps)) {
    const logo: unknown = [node.logo].flat()[0];
    const details = typeof logo === 'object' && logo ? (logo as Record<string, unknown>) : {};
    const url = str(logo) ?? str(details.url) ?? str(details.contentUrl);
    const quote = url ? site.quote(url, [page]) : undefined;
    if (url && quote) return { value: url, evidence: [quote] };
  }
  const home = site.home;
  const images = Array.from(home.document.querySelectorAll('img[src]'));
  const markers = (image: Element) => ['alt', 'class', 'id', 'src'].map((name) => image.getAttribute(name)).join(' ');
  // The header's home link or logo holder, else an image that calls itself this product's logo.
  const logo =
    images.find(
      (image) =>
        image.closest('header, nav') &&
        image.closest('a[href="/"], a[href="./"], a[href="index.html"], [class*="logo" i], [class*="brand" i]'),
    ) ??
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
  const ogImage = home.statements.find((line) => line.startsWith('og:image: '));
  const ogAlt = home.statements.find((line) => line.startsWith('og:image:alt: ')) ?? '';
  if (ogImage && /logo/i.test(`${ogImage} ${ogAlt}`) && !socialCard.test(ogImage)) {
    return { value: ogImage.slice('og:image: '.length), evidence: [{ quote: ogImage, url: home.url }] };
  }
  const microdata = site.statement(/ logo: https?:\/\//);
  if (microdata) return { value: microdata.quote.replace(/^.* logo: /, ''), evidence: [microdata] };
  return undefined;
}

/** A heading over the story of how the company began, in the languages the web is written in. */
const storyHeading = new RegExp(
  String.raw`(?<![\p{L}])(?:` +
    [
      'our story|the story|how (?:it|we|this) (?:all )?(?:started|began)|why we|our journey',
      "who makes|who(?:[’']s| is) behind|the (?:people|person|team) behind|about the (?:founder|maker)s?",
      'unsere geschichte|wie alles (?:begann|anfing)|notre histoire|comment tout a commencé|nuestra historia',
      'c[óo]mo empez[óo] todo|la nostra storia|come (?:è|e) nat[oa]|nossa hist[óo]ria|como tudo come[çc]ou',
      'ons verhaal|hoe het begon|nasza historia|jak to si[ęe] zacz[ęe][łl]o|n[áa][šs] p[řr][íi]b[ěe]h',
      'jak to za[čc]alo|v[åa]r historia|hur det b[öo]rjade|vores historie|v[åa]r historie|hikayemiz|tarinamme',
      'наша история|הסיפור שלנו|우리의 이야기',
    ].join('|') +
    String.raw`)(?![\p{L}])|私たちの(?:物語|ストーリー)|誕生秘話|我们的故事|我們的故事`,
  'iu',
);
/** A cookie consent notice, not a paragraph about the company. */
const consentNotice =
  /\b(?:we use cookies|this (?:site|website) uses cookies|accept (?:all )?cookies|cookie (?:settings|policy))\b/i;

/** Paragraphs that may tell a story: long enough, not in quotes, navigation, headers or footers, no ©. */
function storyParagraphs(page: ReadPage, minimum: number): Element[] {
  return Array.from(page.document.querySelectorAll('p, dd')).filter((paragraph) => {
    const written = text(paragraph);
    return (
      !paragraph.closest(`${quotedContext}, nav, footer, header, aside`) &&
      written.length >= minimum &&
      !/©|all rights reserved/i.test(written) &&
      !consentNotice.test(written)
    );
  });
}

function draftStory(site: Site): { story: DraftResult['story']; evidence: SectionEvidence[] } {
  for (const page of site.pagesLike(aboutPageNames).filter((candidate) => !blogPages.test(candidate.path))) {
    const heading = Array.from(page.document.querySelectorAll('h1, h2, h3')).find((element) =>
      storyHeading.test(text(element)),
    );
    if (!heading) continue;
    const paragraphs: string[] = [];
    for (
      let element = heading.nextElementSibling;
      element && !/^H[1-6]$/.test(element.tagName);
      element = element.nextElementSibling
    ) {
      if (element.tagName === 'P' && text(element)) paragraphs.push(text(element));
    }
    // A heading over a list or table of dates, or over names and roles, does not tell a story.
    if (!paragraphs.some((paragraph) => paragraph.length >= 80 && narrative.test(paragraph))) continue;
    const evidence = paragraphs.map((paragraph) => site.quote(paragraph, [page], true));
    if (!paragraphs.length || evidence.some((quote) => !quote)) continue;
    const title = clip(text(heading), 8000);
    const story = clip(paragraphs.join('\n\n'), 8000);
    const titleQuote = site.quote(text(heading), [page], true);
    return {
      story: { title, story },
      evidence: [
        { section: 'story', key: 'title', evidence: titleQuote ? [titleQuote] : [] },
        { section: 'story', key: 'story', evidence: evidence.filter((quote) => !!quote) },
      ],
    };
  }
  // Without a story heading, an about page tells how the company began: its first paragraph that tells a
  // story (a year, a verb in the past), and the paragraph right after it.
  for (const page of site.pagesOf(aboutPageNames).filter((candidate) => !blogPages.test(candidate.path))) {
    const first = storyParagraphs(page, 80)
      .slice(0, 4)
      .find((paragraph) => narrative.test(text(paragraph)));
    if (!first) continue;
    // The story goes on in the paragraph right after it, not in a card or a caption elsewhere on the page.
    const next = first.nextElementSibling;
    const paragraphs = [first, ...(next && next.tagName === first.tagName ? [next] : [])].map(text).filter(Boolean);
    const evidence = paragraphs.map((paragraph) => site.quote(paragraph, [page], true));
    if (evidence.some((quote) => !quote)) continue;
    return {
      story: { story: clip(paragraphs.join('\n\n'), 8000) },
      evidence: [{ section: 'story', key: 'story', evidence: evidence.filter((quote) => !!quote) }],
    };
  }
  return { story: {}, evidence: [] };
}

/** A paragraph that tells how something began: a year or a verb in the past, in the common languages. */
const narrative = new RegExp(
  String.raw`\b(?:1[89]\d\d|20\d\d|started|began|founded|built|wrote|created|met|launched|decided|quit|was|were|had` +
    String.raw`|made|lived|worked|left|tried|lost|moved|taught|grew|ran|wanted|needed` +
    String.raw`|watched|spent|gegründet|begann|baute|schrieb|war|waren|hatte|fondée?|née?|commencé|créé|était|avait` +
    String.raw`|fundad[oa]|empezó|comenzó|creó|era|eran|tenía|começou|criou|fundou|iniziato|fondat[oa]` +
    String.raw`|begon|opgericht|begonnen|was|waren|had|hadden` +
    String.raw`|powsta[łl]\p{L}*|za[łl]o[żz]y\p{L}*|zacz[ęe][łl]\p{L}*|by[łl][aoy]?` +
    String.raw`|vznikl\p{L}*|za[čc]al\p{L}*|zalo[žz]il\p{L}*|byl[aoiy]?` +
    String.raw`|startade|grundade|grundades|b[öo]rjade|var|hade|startede|grundlagde|begyndte|startet|kuruldu` +
    String.raw`|ba[şs]lad\p{L}*|kurdu\p{L}*|aloitti\p{L}*|perusti\p{L}*|oli|olivat)(?![\p{L}])` +
    String.raw`|始め|創業|設立|始まり|きっかけ|创立|成立|开始`,
  'iu',
);

/** Pages that tell a company's history: about pages and pages named for a history or timeline. */
const historyPages = new RegExp(`${aboutPageNames.source}|histor|timeline|milestone|geschichte|chronik`);

/**
 * A heading over a list of dated entries that calls them milestones, a timeline or a history, in the
 * languages the web is written in (en de fr es it pt nl pl sv cs tr ja da no fi ko zh ru he).
 */
const milestoneHeading = new RegExp(
  String.raw`(?<![\p{L}])(?:` +
    [
      'milestones?|timeline|history|(?:our|the) (?:journey|story)|how we got here|so far|key dates',
      'meilensteine?|geschichte|chronik|zeitleiste|werdegang',
      'jalons?|[ée]tapes|historique|histoire|chronologie|quelques dates|dates? cl[ée]s|notre parcours',
      'hitos?|historia|cronolog[íi]a|trayectoria|l[íi]nea de tiempo|fechas',
      'storia|tappe|traguardi|pietre miliari|date importanti',
      'marcos|hist[óo]ria|linha do tempo|trajet[óo]ria',
      'mijlpalen|geschiedenis|tijdlijn|historie|kamienie milowe|o[śs] czasu|milstolpar|historik|tidslinje',
      'miln[íi]ky|časov[áa] osa|kilometre ta[şs]lar[ıi]|tarih[çc]e(?:miz)?|zaman [çc]izelgesi|milep[æa]le?r?',
      String.raw`virstanpylv\p{L}*|aikajana|вехи|история|хронология|אבני דרך|היסטוריה|연혁|마일스톤`,
    ].join('|') +
    String.raw`)(?![\p{L}])|沿革|歩み|あゆみ|年表|マイルストーン|里程碑|发展历程|發展歷程|历程|大事记`,
  'iu',
);
/** Dated entries that are not milestones: release notes, news, events. */
const notMilestoneHeading = anyOf(
  String.raw`changelog|release|what['’]s new|news|blog|press|events?\b|webinar|upcoming`,
  'neuigkeiten|aktuelles|nouveaut|actualit|novedades|notizie|novit|nieuws|aktualno|nyheter|novinky|haberler',
  'お知らせ|ニュース|更新|新闻|动态|소식|новости',
);

/**
 * Month names by number, in en de fr es it pt nl pl sv cs tr da no fi and their genitive or short
 * forms ("października", "května", "Mai", "mars", "sept."); Japanese, Chinese and Korean dates are
 * written with digits (2021年5月).
 */
const monthWords: string[] = [
  'january february march april may june july august september october november december',
  'jan feb mar apr may jun jul aug sep oct nov dec',
  'sept',
  'januar februar märz april mai juni juli august september oktober november dezember',
  'jan feb mär apr mai jun jul aug sep okt nov dez',
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  'janv févr mars avr mai juin juil août sept oct nov déc',
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
  'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre',
  'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
  'januari februari maart april mei juni juli augustus september oktober november december',
  'styczeń luty marzec kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad grudzień',
  'stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia',
  'januari februari mars april maj juni juli augusti september oktober november december',
  'leden únor březen duben květen červen červenec srpen září říjen listopad prosinec',
  'ledna února března dubna května června července srpna září října listopadu prosince',
  'ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık',
  'januar februar marts april maj juni juli august september oktober november december',
  'januar februar mars april mai juni juli august september oktober november desember',
  'tammikuu helmikuu maaliskuu huhtikuu toukokuu kesäkuu heinäkuu elokuu syyskuu lokakuu marraskuu joulukuu',
  'tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta syyskuuta lokakuuta' +
    ' marraskuuta joulukuuta',
  'январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь',
  'января февраля марта апреля мая июня июля августа сентября октября ноября декабря',
];
const monthNumber = new Map(
  monthWords.flatMap((names) =>
    names.split(' ').map((name, index) => [name, names === 'sept' ? 9 : index + 1] as const),
  ),
);
const monthPattern = [...monthNumber.keys()].sort((a, b) => b.length - a.length).join('|');
const pad = (value: number | string) => String(value).padStart(2, '0');
const year = '((?:18|19|20)\\d\\d)';
const month = `(${monthPattern})\\.?`;

/** Ways a dated entry begins, each read into [year, month, day] (month and day may be absent). */
const datePatterns: Array<[RegExp, (match: RegExpExecArray) => [string, number?, number?]]> = [
  // 2021-05-12, 2021-05, 2021/05/12
  [
    new RegExp(`^${year}[-/](\\d{1,2})(?:[-/](\\d{1,2}))?(?![\\d])`),
    (m) => [m[1], Number(m[2]), m[3] ? Number(m[3]) : undefined],
  ],
  // 2021年5月12日, 2021년 5월 12일
  [
    new RegExp(`^${year}\\s*[年년](?:\\s*(\\d{1,2})\\s*[月월](?:\\s*(\\d{1,2})\\s*[日일])?)?`),
    (m) => [m[1], m[2] ? Number(m[2]) : undefined, m[3] ? Number(m[3]) : undefined],
  ],
  // 12.05.2021, 12. 5. 2021
  [new RegExp(`^(\\d{1,2})\\.\\s?(\\d{1,2})\\.\\s?${year}(?![\\d])`), (m) => [m[3], Number(m[2]), Number(m[1])]],
  // 12 maggio 2006, 12. Mai 2021, 1er mars 2022, 12 de maio de 2020
  [
    new RegExp(`^(\\d{1,2})(?:\\.|er|º|ª)?\\s+(?:de\\s+)?${month}\\s+(?:de\\s+)?${year}(?![\\d])`, 'iu'),
    (m) => [m[3], monthNumber.get(m[2].toLowerCase()), Number(m[1])],
  ],
  // June 14, 2021
  [
    new RegExp(`^${month}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+${year}(?![\\d])`, 'iu'),
    (m) => [m[3], monthNumber.get(m[1].toLowerCase()), Number(m[2])],
  ],
  // Mai 2021, marzo de 2019
  [new RegExp(`^${month}\\s+(?:de\\s+)?${year}(?![\\d])`, 'iu'), (m) => [m[2], monthNumber.get(m[1].toLowerCase())]],
  // 2019
  [new RegExp(`^${year}(?![\\d\\p{L}])`, 'u'), (m) => [m[1]]],
];

/**
 * The date an entry begins with, as the contract's full date, and the text after it. A date given
 * only by its month or year is the first day of that month or year. A bare year counts only when a
 * separator or the markup sets it apart ("2019: ...", "<strong>2019</strong> ..."): "2000 shops" is a number.
 */
function leadingDate(
  written: string,
  apart: boolean,
): { date: string; precision: DatePrecision; rest: string } | undefined {
  const start = written.replace(/^[\s•·▸►◆●○*]+/u, '');
  for (const [pattern, read] of datePatterns) {
    const match = pattern.exec(start);
    if (!match) continue;
    const [y, writtenMonth, writtenDay] = read(match);
    const [m, d] = [writtenMonth ?? 1, writtenDay ?? 1];
    if (!m || m > 12 || d > 31) return undefined;
    const after = start.slice(match[0].length);
    const separated = /^\s*(?:[:–—|·•]|-\s|—)/u.exec(after);
    if (match.length === 2 && !separated && !apart) return undefined;
    const rest = after.replace(/^[\s:–—|·•-]+/u, '').trim();
    // The contract's date is a whole day; what the site did not say is its first day, and says so.
    const precision = writtenDay ? 'day' : writtenMonth ? 'month' : 'year';
    return { date: `${y}-${pad(m)}-${pad(d)}`, precision, rest };
  }
  return undefined;
}

/** The heading a dated entry sits under: the nearest heading before it or before one of its holders. */
function headingOver(element: Element): string | undefined {
  for (let holder: Element | null = element; holder && holder.tagName !== 'BODY'; holder = holder.parentElement) {
    for (let before = holder.previousElementSibling; before; before = before.previousElementSibling) {
      if (/^H[1-6]$/.test(before.tagName)) return text(before);
      const inner = before.querySelectorAll('h1, h2, h3, h4, h5, h6');
      if (inner.length) return text(inner[inner.length - 1]);
    }
  }
  return undefined;
}

/** A block that may be one dated entry of a list, a table, a definition list or a run of paragraphs. */
const entrySelector = 'li, tr, p, dt, [role="listitem"], h3, h4, h5, h6';

interface Entry {
  date: string;
  precision: DatePrecision;
  title: string;
  holder: Element;
  quoteText: string;
}

/** Dated entries of `page`, each as written: "2019: Founded", "<b>12 maggio 2006</b><td>...", "<h3>2021</h3><p>...". */
function datedEntries(page: ReadPage): Entry[] {
  const entries: Entry[] = [];
  for (const holder of Array.from(page.document.querySelectorAll(entrySelector))) {
    if (holder.closest('nav, footer, header, aside, blockquote')) continue;
    // An entry holding entries (a list item with a nested list) is read through its parts.
    if (holder.querySelector('li, tr, p, [role="listitem"]')) continue;
    const written = text(holder);
    if (!written || written.length > 400) continue;
    // The markup sets a date apart when the entry's first element holds exactly the date.
    const first = holder.firstElementChild;
    const firstText = first ? text(first) : '';
    const apart = first && written.startsWith(firstText) ? leadingDate(firstText, true) : undefined;
    const found =
      apart && !apart.rest
        ? {
            date: apart.date,
            precision: apart.precision,
            rest: written
              .slice(firstText.length)
              .replace(/^[\s:–—|·•-]+/u, '')
              .trim(),
          }
        : leadingDate(written, false);
    if (!found) continue;
    let title = found.rest;
    let quoteText = written;
    // A heading or a line that is only a date titles the block after it: <h3>2021</h3><p>Seed round</p>.
    if (!title) {
      const next = holder.nextElementSibling;
      const nextText = next ? text(next) : '';
      if (!nextText || leadingDate(nextText, true) || nextText.length > 300) continue;
      if (!/^(H[1-6]|DT)$/.test(holder.tagName) && !next?.matches('p, dd, div')) continue;
      title = nextText;
      quoteText = nextText;
    }
    if (!/\p{L}/u.test(title) || title.length < 3) continue;
    entries.push({ date: found.date, precision: found.precision, title, holder, quoteText });
  }
  return entries;
}

/** Dates that run one way (oldest first or newest first), as a timeline's do. */
const ordered = (dates: string[]) =>
  dates.every((date, index) => index === 0 || date >= dates[index - 1]) ||
  dates.every((date, index) => index === 0 || date <= dates[index - 1]);

/**
 * Dated entries of a milestones, timeline or history list: under a heading that names one, or three or
 * more in a row on an about or history page, their dates in order. Release notes, news, events and
 * blog dates are not milestones.
 */
function draftMilestones(site: Site): { milestones: DraftMilestone[]; evidence: SectionEvidence[] } {
  const milestones: DraftMilestone[] = [];
  const evidence: SectionEvidence[] = [];
  const add = (date: string, precision: DatePrecision, title: string, quoteText: string, page: ReadPage) => {
    if (milestones.length >= 50 || milestones.some((known) => known.date === date && known.title === title)) return;
    const quote = site.quote(quoteText, [page], true);
    if (!quote || !quote.quote.includes(date.slice(0, 4))) return;
    milestones.push({ date, date_precision: precision, title: clip(title, 200), description: null, url: null });
    evidence.push({ section: 'milestones', key: clip(title, 200), evidence: [quote] });
  };
  for (const page of site.pages.filter((candidate) => !blogPages.test(candidate.path))) {
    for (const time of Array.from(page.document.querySelectorAll('time[datetime]'))) {
      const date = time.getAttribute('datetime')!.slice(0, 10);
      const holder = time.closest('li, tr, p, article');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !holder || holder.tagName === 'ARTICLE') continue;
      const heading = headingOver(holder) ?? '';
      if (!milestoneHeading.test(heading) && !/milestone|timeline|history/.test(page.path)) continue;
      if (notMilestoneHeading.test(heading)) continue;
      const title = text(holder)
        .replace(text(time), '')
        .replace(/^[\s:–—-]+/, '')
        .trim();
      if (title) add(date, 'day', title, text(holder), page);
    }
    // Entries grouped by the element that holds them (a list, a table, a run of paragraphs).
    const groups = new Map<Element | null, Entry[]>();
    for (const entry of datedEntries(page)) {
      const group = entry.holder.closest('ul, ol, table, dl') ?? entry.holder.parentElement;
      groups.set(group, [...(groups.get(group) ?? []), entry]);
    }
    for (const entries of groups.values()) {
      const heading = headingOver(entries[0].holder) ?? '';
      if (notMilestoneHeading.test(heading)) continue;
      const named = milestoneHeading.test(heading);
      const timeline =
        entries.length >= 3 && historyPages.test(page.path) && ordered(entries.map((entry) => entry.date));
      if (!(named && entries.length >= 2) && !timeline) continue;
      for (const entry of entries) add(entry.date, entry.precision, entry.title, entry.quoteText, page);
    }
  }
  return { milestones, evidence };
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
  set('short_description', draftShortDescription(site));
  set('description', draftDescription(site, fields.short_description?.value as string | undefined));
  set('stage', draftStage(site));
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
  const place = draftPlace(site);
  set('country', place.country);
  set('city', place.city);
  set('founded_year', draftFoundedYear(site, name));
  set('usps', draftUsps(site));
  set('features', draftFeatures(site, (fields.usps?.value as string[] | undefined) ?? []));
  set('keywords', draftKeywords(site) ?? topics.keywords);
  set('contact_email', draftContactEmail(site));
  set('demo_video_url', draftDemoVideo(site));
  set('logo_url', draftLogo(site, name));
  const people = draftPeople(site, name);
  const story = draftStory(site);
  const milestones = draftMilestones(site);
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
