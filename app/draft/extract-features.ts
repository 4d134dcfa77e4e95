// Features and unique selling points: the items a site lists under a heading that introduces them
// ("Features", "Why Brand", "Vorteile"…), as list items, card titles, lead-ins, tables or the items
// of a product's JSON-LD, each quoted from the page it is on.
import { featurePageNames } from '../crawl/page-names.ts';
import { elementText } from '../crawl/page-text.ts';
import { pricesIn } from './evidence.ts';
import { addOnName, markedAsAddOn, productPrice } from './extract-pricing.ts';
import type { DraftedValue } from './fields.ts';
import type { ReadPage } from './reading.ts';
import {
  anyOf,
  boldByStyle,
  clip,
  dedupe,
  headingOver,
  lineOf as text,
  oneLine,
  outerBlock,
  productTypes,
  quotedContext,
  sentences,
  Site,
  tableParts,
} from './site.ts';
import { comparable, mentions, wordCount } from './terms.ts';

/** A list item that is a card, its title in a heading over a sentence ("<li><h3>紙だけでも使える</h3><p>…</p>"), is
 * named by the title; any other by its text. */
function itemName(item: Element): string {
  // (Or in a block its class names the title: "<li><div class="advantages__title">…</div><div>…</div></li>".)
  const title = item.querySelector(
    ':scope > h2, :scope > h3, :scope > h4, :scope > h5, :scope > [class*="title" i]:not(:only-child)',
  );
  return title && text(item).length > text(title).length ? text(title) : text(item);
}

/** Node.DOCUMENT_POSITION_FOLLOWING (jsdom's Node is no global here). */
const documentPositionFollowing = 4;

/** The items under a heading: list items (by their bold names when `named`), else sub-headings, within the heading's
 * section. */
function sectionItems(page: ReadPage, pattern: RegExp, named = false): string[] {
  // A heading that is a link to another page is a teaser's title (a blog index's "Why lunch queues form
  // at 12:15"), not a section of this page.
  const teaser = (element: Element) =>
    Array.from(element.querySelectorAll('a[href]')).some(
      (link) => !link.getAttribute('href')!.startsWith('#') && text(link) === text(element),
    );
  const heading = Array.from(page.document.querySelectorAll('h1, h2, h3')).find(
    (element) => pattern.test(text(element)) && !teaser(element),
  );
  if (!heading) return [];
  const level = Number(heading.tagName[1]);
  const deeper = ['H2', 'H3', 'H4', 'H5'].filter((tag) => Number(tag[1]) > level).join(', ');
  const listItems: Element[] = [];
  const subHeadings: Element[] = [];
  const siblings: Element[] = [];
  for (const element of sectionAfter(heading)) {
    siblings.push(element);
    listItems.push(...Array.from(element.matches('li') ? [element] : element.querySelectorAll('li')));
    if (deeper) subHeadings.push(...Array.from(element.matches(deeper) ? [element] : element.querySelectorAll(deeper)));
  }
  // A list right under the heading is the section's own; the lists under its later sub-headings ("How it works",
  // "Why us") are theirs.
  const ownItems = subHeadings.length
    ? listItems.filter((item) => item.compareDocumentPosition(subHeadings[0]) & documentPositionFollowing)
    : [];
  const listed = ownItems.length >= 2 ? ownItems : listItems;
  // Features go by the names their items are bold in; a reason is the whole item ("<b>Fully in Khmer</b> — …").
  const items = (named ? boldNames(listed) : undefined) ?? listed.map(itemName);
  // Paragraphs that each open with a bullet ("• Sans engagement") are a list written without <ul>;
  // paragraphs that each open in bold ("<b>No contract.</b> Cancel …") or terms of a <dl> are named items.
  if (!items.length) items.push(...bulleted(siblings));
  if (!items.length && !subHeadings.length) items.push(...leadIns(siblings));
  // Cards alike, each a bold title over a sentence ("<strong>2 lata gwarancji</strong><p>Naprawiamy …</p>").
  if (!items.length && !subHeadings.length) items.push(...plainCards(siblings));
  // Or each a line of its own after an icon, in columns after the heading's row.
  if (!items.length && !subHeadings.length) items.push(...oneLineColumns(siblings));
  // A table's rows, each named in its first cell ("No app for parents to install | Reminders are plain texts").
  if (!items.length && !subHeadings.length) items.push(...firstCells(siblings));
  // The heading sits in its own block: the enclosing section holds the items, unless it holds other sections too
  // (a page's <main>, whose other lists are theirs).
  const sameLevel = headingTags.filter((tag) => Number(tag[1]) <= level).join(', ');
  const section = [heading.closest('section, article, main') ?? heading.parentElement].find(
    (block) => block && block.querySelectorAll(sameLevel).length === 1,
  );
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
          // Another section's heading is not an item of this one, nor is the block that wraps this one's.
          .filter((element) => !element.contains(heading) && !/^H[1-3]$/.test(element.tagName))
          .filter((element) => !element.querySelector('div, p, li, h2, h3, h4'))
          .map(text)
          .filter((title) => title.length <= 80);
  return (items.length ? items : subHeadings.length ? repeatedLevel(subHeadings).map(text) : titled)
    .filter((item) => item && item.length <= 200 && !item.endsWith('?') && !unitLabel.test(item))
    .slice(0, 20);
}

// The words that number a course's units: "Module 2", "Week 3", "Aula 4", "Lección 1".
const unitWords =
  String.raw`module|modul|moduł|módulo|modulo|lesson|lektion|lección|lição|aula|leçon|lezione|week|woche|semana` +
  String.raw`|semaine|settimana|unit|unidad|unidade|unité|chapter|kapitel|capítulo|chapitre|capitolo|day|día|dia|jour` +
  String.raw`|giorno`;
/** A course's module or lesson number before its title ("Módulo 2 · Suelo y composta", "Week 3: Colour"). */
const unitNumber = new RegExp(String.raw`^(?:${unitWords})\s*\d{1,2}\s*[·:.|–—-]\s*(?=\S)`, 'iu');
/** A unit's number alone, its title elsewhere ("單元一 | 打招呼與自我介紹", "Module 1"): no item by itself. */
const unitLabel = new RegExp(
  String.raw`^(?:(?:${unitWords})\s*\d{1,2}|(?:單元|单元|第)[一二三四五六七八九十\d]+(?:課|课|章|講|讲|單元|单元)?)$`,
  'iu',
);

/**
 * Items each named by a bold lead-in that a dash or colon sets off from what follows ("<li><strong>BAS
 * lodgement</strong> — quarterly or monthly …"): the names, when every item of two or more has one.
 */
function boldNames(items: Element[]): string[] | undefined {
  const names = items.map((item) => {
    const first = item.firstElementChild;
    if (!first || !/^(STRONG|B)$/.test(first.tagName)) return '';
    const name = text(first);
    const rest = text(item).slice(name.length);
    if (!text(item).startsWith(name)) return '';
    if (/[:：]$/.test(name)) return name.slice(0, -1).trim();
    return /^\s*(?:[—–-]\s|[:：])/.test(rest) ? name : '';
  });
  return names.length >= 2 && names.every(Boolean) ? names : undefined;
}

const titleClasses = '[class*="title" i], [class*="heading" i], [class*="name" i]';
// A site's footer, not the page whose class names its footer ("<body class="fl-theme-builder-footer">").
const footerBlock = 'footer, [class*="footer" i]:not(body, html, main)';

/** The first data cell of each row of the tables among some elements: two or more rows. */
function firstCells(elements: Element[]): string[] {
  const rows = elements.flatMap((element) => [
    ...(element.matches(tableParts.row) ? [element] : []),
    ...Array.from(element.querySelectorAll(tableParts.row)),
  ]);
  const names = rows
    .map((row) =>
      Array.from(row.querySelectorAll(tableParts.cell)).filter((cell) => cell.closest(tableParts.row) === row),
    )
    .filter((cells) => cells.length && !cells.every((cell) => cell.matches('th, [role="columnheader"]')))
    .map((cells) => text(cells[0]));
  return names.length >= 2 ? names : [];
}

/** Of a section's sub-headings, those of the level it repeats most: six h3 cards, not the lone h2 that closes it. */
function repeatedLevel(headings: Element[]): Element[] {
  const count = (tag: string) => headings.filter((heading) => heading.tagName === tag).length;
  const tags = [...new Set(headings.map((heading) => heading.tagName))];
  const most = Math.max(...tags.map(count));
  // Between levels repeated as often, the higher one (the first in the list) holds the items.
  const repeated = tags.find((tag) => count(tag) === most && most >= 2);
  return inLikeCards(repeated ? headings.filter((heading) => heading.tagName === repeated) : headings);
}

/** The block a heading alone titles: the highest around it that holds no other heading. */
function cardOf(heading: Element): Element {
  let card = heading;
  while (card.parentElement && card.parentElement.querySelectorAll(anyHeading).length === 1) {
    card = card.parentElement;
  }
  return card;
}

/**
 * Of headings that title cards, without those after the last card of the shape most of them share when each
 * is alone in its shape: three features in `<article class="feature">`, then the "Where your data lives"
 * band and a talk, are three features.
 */
function inLikeCards(headings: Element[]): Element[] {
  const shape = (heading: Element) => {
    const card = cardOf(heading);
    return card === heading ? '' : `${card.tagName} ${card.className}`;
  };
  const shapes = headings.map(shape);
  const counts = new Map<string, number>();
  for (const found of shapes) counts.set(found, (counts.get(found) ?? 0) + 1);
  const [common, most] = [...counts].filter(([found]) => found).sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (most < 3) return headings;
  const lastCard = shapes.lastIndexOf(common);
  const stray = (index: number) => index > lastCard && (!shapes[index] || counts.get(shapes[index]) === 1);
  return headings.filter((_, index) => !stray(index));
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
  // One list opens each item with one bullet: a "— Sandrine Vial, directrice …" after "✔" lines signs a quote.
  const mark = (line: string) => bullet.exec(line)![0].trim();
  const items = lines.filter((line) => mark(line) === mark(lines[0]));
  return items.length >= 2 ? items.map((line) => line.replace(bullet, '').trim()).filter(Boolean) : [];
}

/** A row of three or more blocks, each a short heading with a sentence under it: a feature grid. */
function headingGrid(page: ReadPage, exclude: Set<string>): string[] {
  const title = (block: Element) =>
    block.querySelector('h2, h3, h4') ?? block.querySelector(titleClasses) ?? block.querySelector('dt');
  for (const container of Array.from(page.document.querySelectorAll('div, section, ul, dl'))) {
    // A footer's columns ("Информация", "Покупателям") are the site's, not the product's.
    if (container.closest(footerBlock)) continue;
    const blocks = Array.from(container.children).filter((child) => title(child));
    if (blocks.length < 3 || blocks.length !== container.children.length) continue;
    // A shop's shelf of products, each priced in its own price block, is no feature grid.
    if (blocks.some((block) => block.querySelector(productPrice))) continue;
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
function itemsWithQuotes(site: Site, listed: string[], page: ReadPage, inMarkup = false): DraftedValue | undefined {
  const items = listed.map((item) => item.replace(unitNumber, ''));
  const quoted = items.filter((item) => site.quote(item, [page], !inMarkup));
  const evidence = dedupe(quoted.map((item) => site.quote(item, [page], !inMarkup)!));
  // A quote for every item: the evidence gate keeps an item only with a quote that states it.
  return quoted.length ? { value: quoted.map((item) => clip(item, 200)), evidence } : undefined;
}

// Headings that introduce a product's advantages or its features, in the languages sites are
// commonly written in (English, German, French, Spanish, Italian, Dutch, Portuguese, Polish, Czech,
// Swedish, Danish, Norwegian, Turkish, Finnish, Greek, Romanian, Hungarian, Vietnamese, Indonesian,
// Thai, Hindi, Russian, Hebrew, Japanese, Chinese, Korean).
const choose =
  String.raw`(?:choose|chose|w[äa]hlen|choisi\p{L}*|elig\p{L}*|scegl\p{L}*|scelg\p{L}*|kiez\p{L}*|kiest|escolh\p{L}*` +
  String.raw`|wybra\p{L}*|wybiera\p{L}*|v[äa]lj\p{L}*|v[æe]lge\p{L}*|velge\p{L}*|seç\p{L}*|vyb[íi]r\p{L}*|vybrat` +
  String.raw`|valits\p{L}*|valitse\p{L}*|выбира\p{L}*|выбра\p{L}*)`;
const uspHeading = anyOf(
  // "Why" opens the heading, or its part in a second language ("ಯಾಕೆ MalligeDesk? · Why MalligeDesk").
  String.raw`(?:^|[·|/]\s*)why\b|\bbenefits\b|what makes|advantages|reasons to`,
  String.raw`\bwhy (choose|teams|people|customers|shops|couples)\b`,
  // Spanish opens a question with "¿": "¿Por qué los operadores eligen Cenotia?".
  String.raw`^[¿¡]?(warum|pourquoi|por ?qu[eé]|perch[eé]|waarom|por que|dlaczego|varför|hvorfor|neden|miksi` +
    String.raw`|почему|зачем|למה|מדוע)(?![\p{L}])`,
  // Czech "Proč", Slovak "Prečo".
  String.raw`^(?:pro[cč]|pre[cč]o)(?![\p{L}])`,
  // Greek, Romanian, Portuguese (Portugal), Vietnamese, Indonesian, Hungarian, Thai, Hindi.
  String.raw`^(γιατί|γιατι|de ce|porquê|vì sao|tại sao|mengapa|kenapa|miért)(?![\p{L}])|^ทำไม|क्यों`,
  // South Slavic, Ukrainian, Baltic, Estonian, Albanian, Icelandic, Catalan, Swahili, Filipino, Arabic (and its
  // Egyptian, Levantine and Maghrebi "why"), Persian.
  String.raw`^(зошто|защо|зашто|zašto|zasto|zakaj|чому|kodėl|kāpēc|miks|pse|af hverju|per què|kwa nini|bakit` +
    String.raw`|لماذا|ليه|ليش|علاش|چرا|کیوں|maxay|maxaa|pam|firwat|nega|għaliex|cén fáth|რატომ|ինչու|яагаад|неге` +
    String.raw`|nima uchun|niyə|чаму)(?![\p{L}])` +
    // Scripts whose words take marks: Kannada, Malayalam, Tamil, Telugu, Bengali, Khmer, Amharic, Burmese.
    String.raw`|^(?:ಯಾಕೆ|ಏಕೆ|എന്തുകൊണ്ട്|ஏன்|ఎందుకు|কেন|ហេតុអ្វី|ለምን|ဘာကြောင့်)` +
    // Nepali and Armenian put "why" after the subject: "एजेन्सीहरूले किन Lekhbato रोज्छन्".
    String.raw`|(?:^|\s)(?:किन|ինչու)(?:\s|$)`,
  String.raw`(?<![\p{L}])(предности|prednosti|предимства|переваги|privalumai|priekšrocības|eelised|avantazhet` +
    String.raw`|kostir|avantatges|مزايا|مميزات|مزایا)(?![\p{L}])`,
  // "That's why teams choose X" ("Därför väljer …", "Deshalb wählen …", "Daarom kiezen …").
  String.raw`^(därför|derfor|deshalb|darum|daarom|dlatego|proto|bu y[üu]zden|siksi|поэтому|c'est pourquoi)` +
    String.raw`(?![\p{L}]).*${choose}` +
    // Or with just the product after it: "Darum die Belegbox", "Daarom Kelpnote".
    String.raw`|^(?:darum|deshalb|daarom|därför|derfor)\s+(?:(?:die|der|das|de|het)\s+)?\S+$`,
  String.raw`(?<![\p{L}])(vorteile|avantages|ventajas|vantaggi|voordelen|vantagens|zalety|korzy[sś]ci|v[ýy]hody` +
    String.raw`|f[öo]rdelar|fordele|fordeler|edut|avantajlar|преимущества|יתרונות)(?![\p{L}])`,
  // Reasons to choose, in the same languages: "5 raisons de choisir …", "Gründe für …", "選ばれる理由".
  String.raw`(?<![\p{L}])(gr[üu]nde|raisons|razones|motivi|redenen|raz[õo]es|motivos|powod[óo]w|powody|anledningar` +
    String.raw`|grunde|sebep\p{L}*|d[ůu]vod\p{L}*|syyt[äa]|причин\p{L}*)(?![\p{L}]).*${choose}`,
  String.raw`なぜ|選ばれる|理由|特長|強み|メリット|为什么|為什麼|点解|點解|优势|優勢|选择.*的理由|왜|장점|이유`,
);
const featureHeading = anyOf(
  String.raw`\bfeatures?\b|what (it|you|we) (do|does|gets?|offers?)\b|what .{1,40} (does|can do)` +
    String.raw`|what['’]?s (?:in (?:the|your|it)\b|included|inside)`,
  // What a kit or a course holds: "Qué incluye", "O que vem na planilha", "Was ist drin", "Ce que contient le coffret".
  String.raw`(?<![\p{L}])(?:qu[eé] incluye|lo que incluye|o que vem|o que (?:voc[eê] )?recebe` +
    String.raw`|was ist (?:drin|enthalten)` +
    String.raw`|ce qui est inclus|ce que contient|cosa (?:include|contiene)|wat zit erin|co zawiera)(?![\p{L}])`,
  String.raw`^everything\b|capabilities`,
  String.raw`\b(funktionen|funktionsumfang|fonctionnalit[eé]s|funciones|funcionalidades)\b`,
  String.raw`\b(funzionalit[aà]|functies|recursos)\b`,
  // "What X can do" in Polish, Czech and Slovak ("Co potrafi Rzemyk", "Co umí", "Čo dokáže").
  String.raw`(?<![\p{L}])(?:co (?:potrafi|umie|um[ií])|čo (?:dokáže|vie|zvládne))(?![\p{L}])`,
  String.raw`(?<![\p{L}])(funkcje|funkcjonalno[sś]ci|mo[żz]liwo[sś]ci|funkce|funktioner|[öo]zellikler` +
    String.raw`|ominaisuudet)(?![\p{L}])`,
  // "What X does" in French, Spanish, Portuguese, Italian, German and Dutch.
  String.raw`\bce que (\S+ )?fait\b|\bce qu['’](?:il|elle|ils|elles|on) fai(?:t|s|nt)\b|\blo que hace\b` +
    String.raw`|\bo que (\S+ )?faz\b|\bcosa fa\b`,
  String.raw`\bwas \S+ (kann|macht)\b|\bwat (?:\S+ ){1,2}doet\b|\bwat .{1,40} m[ée]cht\b`,
  // ... in Norwegian, Danish, Swedish, Romanian, Greek, Vietnamese, Indonesian and Hungarian.
  String.raw`(?<![\p{L}])(hva \S+ gjør|hvad \S+ gør|vad \S+ gör|ce (poate )?face|τι κάνει|τι μπορεί|làm được gì` +
    String.raw`|apa yang (bisa )?dilakukan|mit tud)(?![\p{L}])`,
  // "Everything you need ..." in Portuguese, Spanish, French, German and Italian.
  String.raw`^(tudo o que|todo lo que|tout ce (qu|dont)|alles,? was|tutto (ciò|quello) che)(?![\p{L}])`,
  String.raw`(?<![\p{L}])(funksjoner|funktionalitet|возможности|функции|функциональность|תכונות|יכולות` +
    String.raw`|λειτουργίες|δυνατότητες|funcționalități|funcții|tính năng|fitur|funkciók)(?![\p{L}])`,
  String.raw`ฟีเจอร์|คุณสมบัติ|विशेषताएं|विशेषताएँ|सुविधाएं|सुविधाएँ`,
  // The languages of featurePageNames beyond these ("Astaamaha", "امکانات", "Značajke", "Можливості").
  String.raw`(?<![\p{L}])(funktiounen|funkcije|funkcie|značajke|mogućnosti|можливості|функції|магчымасці` +
    String.raw`|funktsioonid|võimalused` +
    String.raw`|veçoritë|eiginleikar|nodweddion|vipengele|astaamaha|امکانات|ویژگی\p{L}*|الميزات|ميزات|ფუნქციები` +
    String.raw`|შესაძლებლობები|հնարավորություններ)(?![\p{L}])`,
  String.raw`ባህሪያት|មុខងារ|ವೈಶಿಷ್ಟ್ಯ|സവിശേഷത|அம்சங்கள்|বৈশিষ্ট্য`,
  String.raw`機能|特徴|できること|기능|功能|特性`,
  // "What X can do" in Ukrainian, Russian, Belarusian, Macedonian, Serbian and Bulgarian ("Що вміє Kvitlo").
  String.raw`(?<![\p{L}])(що вміє|что умеет|што ўмее|што може|шта може|какво може)(?![\p{L}])`,
);
/**
 * Where the product keeps its data, a fact about the company's hosting and no feature: "Hosting", "Where your
 * data lives", "Hébergement des données", "Dónde están tus datos", "Serverstandort".
 */
const dataHomeHeading = new RegExp(
  String.raw`^(?:(?:data )?hosting|where (?:your|our|the) data (?:lives|is (?:kept|stored|hosted))|where we host` +
    String.raw`|data (?:residency|location|storage|hosting)|(?:l['’])?h[ée]bergement(?: des données)?` +
    String.raw`|où (?:sont|vivent) (?:vos|les) données|alojamiento(?: de (?:los )?datos)?` +
    String.raw`|d[óo]nde (?:est[áa]n|viven) (?:tus|sus|los) datos|hospedagem|onde ficam (?:os )?(?:seus )?dados` +
    String.raw`|serverstandort|datenhaltung|hosting (?:in|en|em|i)\s.+|wo (?:ihre|deine) daten (?:liegen|leben)` +
    String.raw`|где хранятся (?:ваши |наши )?данные|де зберігаються (?:ваші |наші )?дані)$`,
  'iu',
);

/** A news list's date ("2025.09.01", "12/03/2024", "2024年3月1日"): no feature. */
const onlyDate = /^[\p{Nd}\s./\-年月日]+$/u;

/**
 * The sections a shop's product page has whatever it sells: "Product description", "Customer reviews",
 * "Specifications", "Related products", "Opis produktu", "Opinie klientów", "Produktbeschreibung", "Avis clients".
 */
const shopSection = new RegExp(
  String.raw`^(?:(?:product |item )?(?:description|details|information|specifications?|specs|reviews?)` +
    String.raw`|(?:customer |client )?reviews?|ratings?(?: (?:and|&) reviews?)?|related products|you may also like` +
    String.raw`|(?:produkt)?beschreibung|(?:kunden)?bewertungen|technische daten` +
    String.raw`|(?:description|fiche) (?:du )?produit` +
    String.raw`|avis(?: clients)?|caract[ée]ristiques(?: techniques)?|descripci[óo]n(?: del producto)?|rese[ñn]as` +
    String.raw`|opiniones|especificaciones|descri[çc][ãa]o(?: do produto)?|avalia[çc][õo]es|especifica[çc][õo]es` +
    String.raw`|descrizione(?: del prodotto)?|recensioni|specifiche|productbeschrijving|beoordelingen|specificaties` +
    String.raw`|opis(?: produktu)?|opinie(?: klient[óo]w)?|specyfikacja|parametry|[üu]r[üu]n a[çc][ıi]klamas[ıi]` +
    String.raw`|yorumlar|описание(?: товара)?|отзывы|характеристики|商品説明|レビュー|商品详情|评价)$`,
  'iu',
);

/** A course's syllabus: its modules are what it teaches (a module may be named for the word: "Temario por temas"). */
const syllabusHeading = anyOf(
  String.raw`\b(?:syllabus|curriculum|course (?:content|outline|modules))\b` +
    String.raw`|(?<![\p{L}])(?:temario|conte[uú]do (?:do curso|program[aá]tico)|programa del curso` +
    String.raw`|contenido del curso` +
    String.raw`|programme (?:du cours|de la formation)|kursinhalte?|lehrplan|programma del corso|program kursu` +
    String.raw`|materi (?:kelas|kursus)|müfredat)(?![\p{L}])|カリキュラム|講座内容|커리큘럼|课程大纲|課程大綱`,
);
/** A heading over the features, or over a course's modules. */
const featureSectionHeading = anyOf(featureHeading.source, syllabusHeading.source);
/**
 * A heading that names a section of features in other words than "feature" ("What Kettuboard does"), among
 * the titles it heads: not one of them. "Feature flags" is a feature.
 */
const namesTheSection = (item: string) => featureHeading.test(item.replace(/\bfeatures?\b/gi, ''));
/** A section named for features in its markup: id="features", data-framer-name="Features". */
const featureSection = /feature|funktion|fonctionnalit|funcionalidad|funzionalit|funkcj/i;

/**
 * An app builder's section, titled by a line it makes bold by style (no heading element): the bulleted lines in the
 * blocks after the title, up to the next bold line ("ليه السناتر بتختار حصتي؟" over a card of "✓ …" lines).
 */
function styledSectionItems(page: ReadPage, pattern: RegExp): string[] {
  const title = Array.from(page.document.querySelectorAll(boldByStyle)).find(
    (element) => !element.firstElementChild && pattern.test(text(element)),
  );
  const siblings: Element[] = [];
  for (let element = title?.nextElementSibling; element && !element.matches(boldByStyle);) {
    siblings.push(element);
    element = element.nextElementSibling;
  }
  return bulleted(siblings);
}

export function draftUsps(site: Site): DraftedValue | undefined {
  for (const page of site.pages.filter((candidate) => !candidate.post)) {
    const items = sectionItems(page, uspHeading);
    if (items.length) return itemsWithQuotes(site, items, page);
  }
  for (const page of site.pages.filter((candidate) => !candidate.post)) {
    const items = styledSectionItems(page, uspHeading);
    if (items.length) return itemsWithQuotes(site, items, page);
  }
  // A list a line of the page introduces as the reasons ("Почему выбирают нас:"), written without a heading.
  for (const page of site.pages.filter((candidate) => !candidate.post)) {
    const items = introducedList(page, uspHeading);
    if (items.length) return itemsWithQuotes(site, items, page);
  }
  const bar = promiseBar(site.home);
  return bar.length ? itemsWithQuotes(site, bar, site.home) : undefined;
}

/**
 * A block a shop names for its promises: "usp-bar", "topbar", "announcement-bar", Haravan's "section-home-policy",
 * Shopier's "store-badges", `aria-label="Voordelen"`.
 */
// (French shops call them "réassurance": WiziShop's "ws-reassurance", PrestaShop's "blockreassurance".)
const promiseBlock = new RegExp(
  String.raw`(?:^|[\s_-])(?:usps?|top-?bar|announcement(?:-bar)?|benefits?|perks|trust-?bar|promo-?bar|info-?bar` +
    String.raw`|badges` +
    String.raw`|polic(?:y|ies)` +
    String.raw`|(?:block)?reassurance)(?:$|[\s_-])`,
  'i',
);

/**
 * The promises a shop lists in a bar over every page ("Voor 16:00 besteld, morgen in huis · Gratis verzending vanaf
 * €40 · 30 dagen bedenktijd"): two or more list items in a block named for them, none a link (a top bar of links
 * is a menu).
 */
function promiseBar(page: ReadPage): string[] {
  for (const bar of Array.from(page.document.querySelectorAll('body [class], body [id], body [aria-label]'))) {
    // Class names in camel case are words too: Oxatis's "oxReassuranceBar".
    const named =
      promiseBlock.test(`${bar.getAttribute('class') ?? ''} ${bar.id}`.replace(/(\p{Ll})(\p{Lu})/gu, '$1-$2')) ||
      uspHeading.test(bar.getAttribute('aria-label') ?? '');
    if (!named || bar.closest(`nav, ${footerBlock}, ${quotedContext}`)) continue;
    // List items, or else blocks each titled by a heading, in bold or a title class over a line that explains it
    // (Haravan's "policy-item": "<h3>Bảo hành 24 tháng</h3><p>Đổi mới trong 30 ngày …</p>").
    const listed = Array.from(bar.querySelectorAll('li'));
    const headed = Array.from(bar.querySelectorAll('h3, h4, h5'));
    const items = listed.length
      ? listed
      : headed.length
        ? headed
        : Array.from(bar.querySelectorAll('[class*="title" i], strong, b'));
    const lines = items.map(text);
    const promises = items.length >= 2 && items.every((item) => !item.querySelector('a') && !item.closest('a'));
    if (promises && lines.every((line) => line.length > 2 && line.length <= 100 && !line.endsWith('?'))) return lines;
  }
  return [];
}

const headingTags = ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'];
const anyHeading = headingTags.join(', ');
const level = (element: Element) => (headingTags.includes(element.tagName) ? Number(element.tagName[1]) : 7);
const plainItem = (item: string) =>
  item.length > 2 && item.length <= 80 && !item.endsWith('?') && !/[$€£]\s?\d/.test(item);

/** Builders such as Weebly (Square Online) give the titles of a grid's cards the section title's own level:
 * the block right after the heading holds three or more of them, each described. */
function sameLevelGrid(heading: Element): Element[] {
  const grid = outerBlock(heading).nextElementSibling;
  if (!grid || level(grid) < 7) return [];
  const titles = Array.from(grid.querySelectorAll(heading.tagName));
  return titles.length >= 3 && titles.every(described) ? titles : [];
}

/** The elements that make up a heading's section: what follows it, up to the next heading as high. */
function sectionAfter(heading: Element): Element[] {
  const top = level(heading);
  const higher = headingTags.filter((tag) => Number(tag[1]) <= top).join(', ');
  const membersAfter = (anchor: Element) => {
    const members: Element[] = [];
    for (let element = anchor.nextElementSibling; element; element = element.nextElementSibling) {
      if (level(element) <= top || element.querySelector(higher)) break;
      members.push(element);
    }
    return members;
  };
  const parts = `${headingTags.join(', ')}, li, dt`;
  // A title in an article's own header with its subtitle (Plume: h1 and an h2 summary, no menu): the section
  // is the body after that header.
  const header = heading.closest('header');
  if (header && !header.querySelector('nav') && header.querySelectorAll(higher).length === 1) {
    const body = membersAfter(header);
    if (body.some((member) => member.matches(parts) || member.querySelector(parts))) return body;
  }
  const members = membersAfter(outerBlock(heading));
  if (members.some((member) => member.matches(parts) || member.querySelector(parts))) return members;
  // A builder's page title in a band of its own (Showit, Dorik, Weblium: "Features" and a line under it):
  // the bands after it, up to the next heading as high, are its section too.
  let band: Element = heading;
  while (
    band.parentElement &&
    !/^(BODY|MAIN)$/.test(band.parentElement.tagName) &&
    band.parentElement.querySelectorAll(headingTags.join(', ')).length === 1
  ) {
    band = band.parentElement;
  }
  return band === outerBlock(heading) ? members : [...members, ...membersAfter(band)];
}

/** Whether a sentence or more follows an item's title inside its card, or right after it. */
function described(title: Element): boolean {
  // A builder wraps each title in a block of its own (Jimdo's j-header module): the description follows
  // the wrapper.
  let wrapped = title;
  while (!wrapped.nextElementSibling && wrapped.parentElement && text(wrapped.parentElement) === text(title)) {
    wrapped = wrapped.parentElement;
  }
  const next = wrapped.nextElementSibling;
  if (
    next &&
    !/^H[1-6]$/.test(next.tagName) &&
    !next.querySelector('h1, h2, h3, h4, h5, h6') &&
    wordCount(text(next)) >= 4
  )
    return true;
  const card = wrapped.parentElement;
  const alone = card?.querySelectorAll('h2, h3, h4, h5').length === 1;
  return !!card && alone && wordCount(text(card).replace(text(title), '')) >= 4;
}

/** The text blocks of a card, outermost first, that hold no other block. */
const leafBlocks = (card: Element) =>
  Array.from(card.querySelectorAll('p, div, span, strong, b, h4, h5, h6, dt, dd')).filter(
    (element) => text(element) && !element.querySelector('p, div, li, h4, h5, h6'),
  );

/** The title of a card whose title is no heading (Tailwind's <p class="font-semibold">, a <strong>): a short
 * first line, with a sentence after it. */
function plainTitle(card: Element): string | undefined {
  const [first] = leafBlocks(card);
  if (!first) return undefined;
  const title = text(first);
  const rest = text(card)
    .slice(text(card).indexOf(title) + title.length)
    .trim();
  const short = plainItem(title) && wordCount(title) <= 8 && !/[.!:;,]$/.test(title);
  return short && wordCount(rest) >= 4 ? title : undefined;
}

/** The titles of the first run of three or more sibling cards alike (same tag), each a plain title and a sentence,
 * none priced, outside quotes, menus and footers. */
function cardRun(page: ReadPage): string[] {
  for (const block of Array.from(page.document.querySelectorAll('body, body *'))) {
    if (block.closest(`nav, ${footerBlock}, ${quotedContext}`)) continue;
    let run: string[] = [];
    let tag = '';
    for (const card of Array.from(block.children)) {
      // (Not a post's teaser, whose card links to the post.)
      const teaser = !!card.querySelector('a[href]');
      const title = teaser || /[$€£]\s?\d/.test(text(card)) ? undefined : plainTitle(card);
      if (title && card.tagName === tag) run.push(title);
      else if (run.length >= 3) return run;
      else [run, tag] = title ? [[title], card.tagName] : [[], ''];
    }
    if (run.length >= 3) return run;
  }
  return [];
}

/** Three or more cards alike (same tag), in a block of the section, none priced, each a plain title and a
 * sentence: the section's items when no heading names them. */
function plainCards(members: Element[]): string[] {
  const blocks = members.flatMap((member) => [member, ...Array.from(member.querySelectorAll('div, ul, section'))]);
  for (const block of blocks) {
    const cards = Array.from(block.children);
    if (cards.length < 3 || new Set(cards.map((card) => card.tagName)).size > 1) continue;
    if (block.closest(quotedContext) || /[$€£]\s?\d/.test(text(block))) continue;
    const titles = cards.map(plainTitle);
    if (titles.every(Boolean) && new Set(titles).size === titles.length) return titles as string[];
  }
  return [];
}

/**
 * Three or more columns alike after a heading, each one short line (an icon before it): "<div class="col-md-3"><div
 * class="usp"><span class="fas fa-check"></span><p>Einmal kaufen, kein Abo</p></div></div>".
 */
function oneLineColumns(members: Element[]): string[] {
  // The columns are the first members alike; what follows them is the page's next part.
  const alike = (member: Element) =>
    member.tagName === members[0]?.tagName && member.className === members[0]?.className;
  const end = members.findIndex((member) => !alike(member));
  const columns = end === -1 ? members : members.slice(0, end);
  if (columns.length < 3) return [];
  const lines = columns.map((member) => elementText(member).split('\n').map(oneLine).filter(Boolean));
  return lines.every((line) => line.length === 1 && plainItem(line[0])) ? lines.map(([line]) => line) : [];
}

/** A product's title on its card in a shop's listing, the card holding its price: a product sold, no feature. */
function onPricedCard(title: Element): boolean {
  const cardLike = '[class*="card" i], [class*="product" i], [class*="item" i]';
  const priced = (card: Element) =>
    Array.from(card.querySelectorAll(productPrice)).some((price) =>
      [...pricesIn(text(price))].some((found) => found !== 'free'),
    );
  // The title's own class may name the card ("product-card__name"): the card is a block around it, up to the
  // one that holds other titles too.
  for (let card = title.closest(cardLike); card; card = card.parentElement?.closest(cardLike) ?? null) {
    if (card.querySelectorAll(anyHeading).length > 1) return false;
    if (priced(card)) return true;
  }
  return false;
}

/**
 * A card whose sentence sells its own title apart is an extra beside the plans, not a feature of them:
 * "Bluetooth pisač: … možete kupiti prijenosni Bluetooth pisač za 79,00 € + PDV (jednokratno)". A feature
 * whose sentence prices something else ("export to ProLøn costs 99 kr. as an option") is still a feature.
 */
function pricedApart(title: Element): boolean {
  const card = cardOf(title);
  const words = card === title ? text(title.nextElementSibling) : text(card).replace(text(title), '');
  const name = comparable(text(title));
  // Chinese and Japanese end sentences with "。" and no space.
  return sentences(words)
    .flatMap((sentence) => sentence.split(/(?<=[。！？])/u))
    .some(
      (sentence) =>
        [...pricesIn(sentence)].some((price) => price !== 'free') &&
        mentions(comparable(sentence), name) &&
        (soldApart.test(sentence) || addOnName.test(sentence)),
    );
}
const soldApart = new RegExp(
  String.raw`(?<![\p{L}])(?:buy|purchase|one[- ](?:time|off)|not included|sold separately|kupi\p{L}*` +
    String.raw`|jednokratn\p{L}*|jednorázov\p{L}*|nije uklju\p{L}*|nicht (?:enthalten|inbegriffen)|einmalig\p{L}*` +
    String.raw`|non inclus\p{L}*|no incluid\p{L}*|por separado|não incluíd\p{L}*|vendid\p{L}* (?:à|por) parte` +
    String.raw`|a parte|niet inbegrepen|eenmalig\p{L}*|engångs\p{L}*|ikke inklu\p{L}*|nie zawiera` +
    String.raw`|dokup\p{L}*|jednoraz\p{L}*)(?![\p{L}])`,
  'iu',
);

// Readers' comments under a page published as an article (Plume, WordPress): "Comments", "Comentarios".
const commentsBlock = '[class*="comment" i], [id*="comment" i]';

// A cookie or consent banner a builder puts at the end of every page ("<h3>Cookies</h3><p>We use cookies…</p>").
const consentBanner = '[class*="cookie" i], [id*="cookie" i], [class*="consent" i], [id*="consent" i]';

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
  const describedTitles = titles.filter(
    (title) =>
      !title.closest(quotedContext) &&
      !title.closest(consentBanner) &&
      !title.closest(commentsBlock) &&
      described(title) &&
      !pricedApart(title) &&
      // A shop's product card, priced in its own price block, is a product on sale, not a feature.
      !cardOf(title).querySelector(productPrice),
  );
  const items = (describedTitles.length >= 3 ? repeatedLevel(describedTitles) : sameLevelGrid(heading)).map(text);
  if (items.length >= 3 && items.every(plainItem)) return items.map((item) => ({ item, inMarkup: false }));
  const untitled = plainCards(members);
  if (untitled.length) return untitled.map((item) => ({ item, inMarkup: false }));
  const alts = members
    .flatMap((member) => Array.from(member.querySelectorAll('img[alt]')))
    .map((image) => /^([^:]{3,40}):\s+\S+(?:\s+\S+){2,}/.exec(oneLine(image.getAttribute('alt') ?? ''))?.[1] ?? '');
  if (alts.length >= 3 && alts.every((alt) => alt && plainItem(alt))) {
    return alts.map((item) => ({ item, inMarkup: true }));
  }
  return [];
}

/** A column's header saying what each row's item does: "What it does", "O que faz", "Was es macht". */
const whatItDoes =
  /\bwhat (?:it|they) (?:do|does)\b|\bo que (?:\S+ )?faz\b|\blo que hace\b|\bce qu['’]\S* fai|\bwas \S+ macht\b/i;

/** A table headed by a row that names features: each later row's cell under the header that names them
 * ("Feature | What it does"), else its last cell ("✔ | Cashbook"), is one. */
function tableItems(page: ReadPage): string[] {
  for (const table of Array.from(page.document.querySelectorAll('table'))) {
    const [head, ...rows] = Array.from(table.querySelectorAll('tr'));
    if (!head || !featureHeading.test(text(head)) || rows.length < 3) continue;
    // A table of add-ons ("Add-on | What it does | Price") lists extras, not features.
    if (addOnName.test(text(head.firstElementChild))) continue;
    // A header cell over one column of several, not a title spanning the table.
    const headers = Array.from(head.children);
    let column = headers.length >= 2 ? headers.findIndex((cell) => featureHeading.test(text(cell))) : -1;
    // "Tab | What it does" ("Aba | O que faz"): that header is over the descriptions, the names are beside them.
    if (headers.length === 2 && column >= 0 && whatItDoes.test(text(headers[column]))) column = 1 - column;
    const items = rows.map((row) => text(column >= 0 ? row.children[column] : row.lastElementChild));
    if (items.every(plainItem)) return items;
  }
  return [];
}

/**
 * On a page titled for the features ("Возможности"), a table of two columns naming each in its first cell and
 * saying what it does in the second ("Онлайн-запись | Виджет на сайт, кнопка во ВКонтакте, …"): three rows or more.
 */
function describedRows(page: ReadPage): string[] {
  const title = page.document.querySelector('h1');
  if (!title || !featureHeading.test(text(title))) return [];
  for (const table of Array.from(page.document.querySelectorAll('table'))) {
    const rows = Array.from(table.querySelectorAll('tr'))
      .map((row) => Array.from(row.children))
      .filter((cells) => !cells.every((cell) => cell.matches('th')));
    if (rows.length < 3 || rows.some((cells) => cells.length !== 2)) continue;
    const [names, descriptions] = [rows.map((cells) => text(cells[0])), rows.map((cells) => text(cells[1]))];
    if (names.every((name, at) => plainItem(name) && descriptions[at].length > name.length)) return names;
  }
  return [];
}

/** Features listed in JSON-LD: SoftwareApplication featureList, as an array or a comma/line list. */
function featureList(site: Site): DraftedValue | undefined {
  for (const { node, page } of site.ofType(...productTypes)) {
    const list = [node.featureList]
      .flat()
      .flatMap((entry) => (typeof entry === 'string' ? entry.split(/\n|,\s*(?=\p{Lu})|;\s*/u) : []))
      .map((entry) => entry.trim())
      .filter(plainItem);
    const evidence = dedupe(list.map((item) => site.quote(item, [page])).filter((quote) => quote !== undefined));
    if (list.length >= 2 && evidence.length) return { value: list.slice(0, 20), evidence: evidence.slice(0, 20) };
  }
  return undefined;
}

/** Sections on a page that announce features, by their heading's words or their markup's name. */
function featureHeadings(page: ReadPage): Element[] {
  return Array.from(page.document.querySelectorAll('h1, h2, h3')).filter((heading) => {
    if (heading.closest(quotedContext)) return false;
    if (featureSectionHeading.test(text(heading))) return true;
    const named = heading.closest('section, [id], [data-framer-name]');
    const label = ['id', 'class', 'data-framer-name'].map((name) => named?.getAttribute(name) ?? '').join(' ');
    return featureSection.test(label) && heading === named?.querySelector('h1, h2, h3');
  });
}

/**
 * The list a page introduces with a sentence ending in a colon ("Here is what it does:", "Ecco cosa
 * fa:"), or that follows the page's h1 directly: three or more short items, outside navigation. With an
 * `introduction`, only a list whose sentence says that ("Почему выбирают нас:").
 */
function introducedList(page: ReadPage, introduction?: RegExp): string[] {
  for (const list of Array.from(page.document.querySelectorAll('ul, ol'))) {
    if (list.closest(`nav, header, footer, aside, form, ${quotedContext}`)) continue;
    const before = list.previousElementSibling;
    const colon = !!before && /:\s*$/.test(text(before));
    if (!before || !(colon || before.tagName === 'H1')) continue;
    if (introduction && !(colon && introduction.test(text(before)))) continue;
    const items = Array.from(list.children)
      .filter((item) => item.tagName === 'LI')
      .map(text);
    // A product's spec sheet under its title ("Виробник: Чекодар", "Модель: …") names no features.
    if (items.every((item) => /^[^:]{2,30}:\s/u.test(item))) continue;
    // Reasons run longer than feature names ("Поддержка в Telegram семь дней в неделю, с 8:00 до 21:00 …").
    const fits = introduction
      ? (item: string) => item.length > 2 && item.length <= 160 && !item.endsWith('?')
      : plainItem;
    if (items.length >= 3 && items.every(fits)) return items.slice(0, 20);
  }
  return [];
}

/**
 * A list its markup names as the features (`<ul class="features-list">` on a shop's product page), three or more
 * items: each item's bold name when every item opens with one ("<b>Bateria do 3 miesięcy</b> — ładowanie…"), or
 * a definition list's terms.
 */
function namedList(page: ReadPage): string[] {
  for (const list of Array.from(page.document.querySelectorAll('ul, ol, dl'))) {
    const label = `${list.getAttribute('class') ?? ''} ${list.id}`;
    if (!featureSection.test(label) || list.closest(`nav, ${footerBlock}, ${quotedContext}`)) continue;
    // A plan's list on a pricing table is what the plan includes; a list under "Why learn with us" is reasons.
    if (/pric|plan/i.test(label) || uspHeading.test(headingOver(list) ?? '')) continue;
    // A definition list's terms name its features (`<dl class="feature-list"><dt>Automatisch scannen</dt>`).
    const entries = Array.from(list.children).filter((item) => item.tagName === 'LI' || item.tagName === 'DT');
    const leads = entries.map((item) => {
      const first = item.firstElementChild;
      // (Or its title in a heading: "<li class="feature-item"><h3>親子共讀繪本</h3><p>…</p></li>".)
      return first && /^(STRONG|B|H[2-5])$/.test(first.tagName) && text(item).startsWith(text(first))
        ? text(first)
        : '';
    });
    const items = leads.every(Boolean) ? leads : entries.map(text);
    if (items.length >= 3 && items.every(plainItem)) return items.slice(0, 20);
  }
  return [];
}

export function draftFeatures(site: Site, usps: string[]): DraftedValue | undefined {
  const exclude = new Set(usps);
  // A USP is no feature too, nor an extra sold apart beside the plans.
  const notFeature = (item: string) =>
    exclude.has(item) || markedAsAddOn(item) || dataHomeHeading.test(item) || onlyDate.test(item);
  const pages = site.pagesLike(featurePageNames).filter((page) => !page.post);
  for (const page of pages) {
    // A table headed by the word features names them more surely than the titles found under a heading.
    const ticked = tableItems(page).filter((item) => !notFeature(item));
    if (ticked.length) return itemsWithQuotes(site, ticked, page);
    for (const heading of featureHeadings(page)) {
      const cards = cardTitles(heading).filter(({ item }) => !notFeature(item) && !namesTheSection(item));
      if (cards.length >= 3)
        return itemsWithQuotes(
          site,
          cards.map(({ item }) => item),
          page,
          cards[0].inMarkup,
        );
    }
    const described = describedRows(page).filter((item) => !notFeature(item));
    if (described.length) return itemsWithQuotes(site, described, page);
    const items = sectionItems(page, featureSectionHeading, true).filter(
      (item) => !notFeature(item) && !namesTheSection(item),
    );
    if (items.length) return itemsWithQuotes(site, items, page);
  }
  const listed = featureList(site);
  if (listed) return listed;
  for (const page of site.pages.filter((candidate) => !candidate.post)) {
    const named = namedList(page).filter((item) => !notFeature(item));
    if (named.length >= 3) return itemsWithQuotes(site, named, page);
  }
  for (const page of site.pagesOf(featurePageNames)) {
    const headings = Array.from(page.document.querySelectorAll('h2, h3'))
      // A footer's column titles ("Klantenservice", "Volg ons") are the site's, not the product's.
      .filter(
        (heading) =>
          !heading.closest(`${quotedContext}, ${footerBlock}`) && !pricedApart(heading) && !onPricedCard(heading),
      )
      .map(text)
      .filter((heading) => heading && heading.length <= 80 && !featureHeading.test(heading) && !heading.endsWith('?'))
      .filter((heading) => !markedAsAddOn(heading) && !dataHomeHeading.test(heading) && !shopSection.test(heading));
    if (headings.length >= 2) return itemsWithQuotes(site, headings.slice(0, 20), page);
  }
  // A features page with no headings at all (an app builder's screens, Adalo's styled <div>s): a run of cards
  // alike, each a short bold title over a sentence.
  for (const page of site.pagesOf(featurePageNames).filter((candidate) => !candidate.post)) {
    const run = cardRun(page).filter((item) => !notFeature(item));
    if (run.length >= 3) return itemsWithQuotes(site, run, page);
  }
  const grid = headingGrid(site.home, exclude);
  if (grid.length) return itemsWithQuotes(site, grid, site.home);
  // The homepage's first section of described cards (or captioned screenshots) is what the product does.
  for (const heading of Array.from(site.home.document.querySelectorAll('h2'))) {
    if (heading.closest(quotedContext) || uspHeading.test(text(heading))) continue;
    const cards = cardTitles(heading).filter(({ item }) => !notFeature(item));
    if (cards.length >= 3)
      return itemsWithQuotes(
        site,
        cards.map(({ item }) => item),
        site.home,
        cards[0].inMarkup,
      );
  }
  // Last, a product page's list introduced with a colon ("Here is what it does:").
  for (const page of site.pagesOf(featurePageNames).filter((candidate) => !candidate.post)) {
    const introduced = introducedList(page).filter((item) => !notFeature(item));
    if (introduced.length) return itemsWithQuotes(site, introduced, page);
  }
  return undefined;
}
