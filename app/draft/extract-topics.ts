// What the product is about, in the site's own words: keywords and topical tags. Sites rarely write
// meta keywords; they say what the product is in the title, the meta descriptions and the h1
// ("Invoicing & time tracking for small studios", "Postlark is email marketing for writers"). The
// phrase before "for", "that", "you"... is the product's topic; the one after "for" is who it is for.
// The same structure holds in other languages ("Kelpnote es la plataforma de cursos online para
// academias"), so the words that shape it are listed in several.
// Every phrase is kept only with a quote from the homepage that holds it as whole words.
import type { Evidence } from '../../db/schema/drafts.ts';
import { metaContent } from '../crawl/page-text.ts';
import type { DraftedValue } from './fields.ts';
import { clip, dedupe, oneLine, type Site } from './site.ts';
import { comparable, mentions, negated } from './terms.ts';

const titleSeparators = /\s+[|–—:·•~-]\s+|:\s+/;
const anyOf = (words: string) => words.trim().split(/\s+/).join('|');
// "For" in the languages sites are written in: what follows it is who the product is for.
const forWords = 'for para pour für voor dla för pro';
/** Words that end the topic phrase of a headline: what follows says something about it. */
const endWords = anyOf(
  `that which who with without in on to from by you your we our built made designed done so is are per ${forWords}
    que qui che die der das dass som który która które con mit avec sin sans ohne senza zonder utan bez
    de des del della di da do du van von z`,
);
const topicEnd = new RegExp(String.raw`\s+(?:${endWords})(?![\p{L}])|[,.!?;:(]`, 'iu');
/** "And" and "or" that join the items of an enumeration, in those languages. */
const joinWords = anyOf('and or e y et und i och ou oder lub oraz');
/** A product's kind before its topic: "la plataforma de cursos online" is about online courses. */
const kindOf = new RegExp(
  String.raw`^(?:${anyOf(`platform plataforma plateforme piattaforma plattform platforma software logiciel
    oprogramowanie app application aplicación applicazione aplikacja tool outil herramienta strumento werkzeug
    narzędzie verktyg programa programme solution solución soluzione lösung system sistema système gestionale`)})` +
    String.raw`\s+(?:of|for|de|des|du|del|di|per|para|pour|für|voor|do|da|dla|för)\s+`,
  'iu',
);
/** A title part that names the page, not the product ("Home", "Accueil", "Inicio", "Startseite"). */
const pageName = new RegExp(
  String.raw`^(?:${anyOf(`home homepage accueil inicio startseite start hem inizio início welcome bienvenue
    bienvenido willkommen benvenuto`)}|strona główna)$`,
  'iu',
);
/** A headline starting with one of these is a sentence, not a topic ("Every technician, on time"). */
const notTopic = new RegExp(
  String.raw`^(?:${anyOf(`every each all any your our my the a an one no more less get make stop start meet say how why
    what when where who this it we you let turn build ship write send keep plan track`)}` +
    // Determiners and possessives in other languages: "Tu academia, también online" is a slogan.
    String.raw`|${anyOf(`tu tus su sus mi nuestro nuestra votre vos ton ta tes notre nos mon ma le la les el los las
      un una une der die das dein deine ihr ihre unser unsere il lo gli tuo tua twój twoja twoje nasz din ditt er
      je uw ons onze het een`)})(?![\p{L}])`,
  'iu',
);
/** Leading words that praise rather than name ("privacy-first product analytics" is product analytics). */
const praise = new RegExp(
  String.raw`^(?:(?:[\p{L}]+-(?:first|friendly|powered|native|based|ready)|${anyOf(`simple simpler fast faster modern
    beautiful better smart easy calm friendly powerful tiny small independent busy growing lightweight affordable honest
    quiet prosty prosta proste einfach einfache sencillo sencilla semplice facile fácil eenvoudig enkel`)})\s+)+`,
  'iu',
);
/** Attributes a headline may put before its topic; the taxonomy's own tags cover them as tags. */
const attribute = /^(?:open[- ]source|self[- ]hosted|privacy[- ]first)\s+/i;
/** Who a product is for, as people or places, not teams: "customer support teams" is customer support. */
const groupWord = /\s+(?:teams?|businesses|companies|organi[sz]ations|departments|people|folks)$/i;

const maxWords = 4;

function words(phrase: string): number {
  return phrase.split(/\s+/).filter(Boolean).length;
}

/** Items of an enumeration: "invoicing & time tracking", "restaurants, cafés and bars". */
function enumeration(phrase: string): string[] {
  return phrase
    .split(new RegExp(String.raw`\s*(?:,|&|\+|\/|\s(?:${joinWords})(?:\s|$))\s*`, 'iu'))
    .map((item) => item.replace(praise, '').replace(attribute, '').trim())
    .filter((item) => item.length >= 2 && words(item) <= maxWords && !notTopic.test(item));
}

interface Phrases {
  topics: string[];
  audiences: string[];
}

/** The topic and the audience of one headline or description sentence about the product. */
function phrasesOf(statement: string, name: string | undefined): Phrases {
  let rest = oneLine(statement);
  if (name) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // "X is (a|the) ...", "X es la ...", "X est le ...", "X ist ein ...", "X to ...": what X is follows.
    const named = new RegExp(
      String.raw`^${escaped}(?:\s+(?:is|are|es|est|ist|è|é|to|är|er|jest|zijn)\s+` +
        String.raw`(?:(?:an?|the|un|una|une|le|la|l['’]|el|lo|il|der|die|das|ein|eine|een|de|het|en|ett|o)\s*)?` +
        String.raw`|\s*[:–—-]\s+)`,
      'iu',
    );
    if (named.test(rest)) rest = rest.replace(named, '').replace(kindOf, '');
    else if (comparable(rest).startsWith(`${comparable(name)} `)) {
      // "Tallybird helps freelancers and small studios track time", "Quillmate drafts replies for support
      // teams": a sentence, not a topic, but it names who the product is for.
      const helps = /^(?:helps|lets)\s+((?:[\p{L}-]+\s+)?[\p{L}-]+s)\b/iu.exec(rest.slice(name.length).trim());
      return { topics: [], audiences: helps ? enumeration(helps[1]) : audiencesOf(rest) };
    }
  }
  const end = topicEnd.exec(rest);
  const head = (end ? rest.slice(0, end.index) : rest).replace(kindOf, '').trim();
  const topics = head && words(head) <= maxWords + 1 && !notTopic.test(head) ? enumeration(head) : [];
  return { topics, audiences: audiencesOf(rest) };
}

/** Who a sentence says the product is for: "for restaurants, cafés and bars". */
function audiencesOf(sentence: string): string[] {
  const forWhom = new RegExp(
    String.raw`(?<![\p{L}])(?:${anyOf(forWords)})\s+(.+?)(?:[.!?;:(]|,\s+\S+ed\b` +
      String.raw`|\s+(?:with|who|that|to|in|so|con|mit|avec|que|qui|che|en|w|z)(?![\p{L}])|$)`,
    'iu',
  ).exec(sentence);
  return forWhom
    ? enumeration(forWhom[1])
        .map((item) => item.replace(groupWord, ''))
        .filter((item) => !/^(?:free|you|everyone|themselves|itself|good|less|more|life|ever)$/i.test(item))
    : [];
}

/** The homepage's statements about what the product is: title parts and description sentences (an h1 is
 * more often a slogan: "Invoices that chase themselves"). */
function headlines(site: Site, name: string | undefined): string[] {
  const document = site.home.document;
  const isName = (part: string) => !!name && comparable(part) === comparable(name);
  const titles = [document.title, metaContent(document, 'og:title'), metaContent(document, 'twitter:title')]
    .flatMap((title) => (title ?? '').split(titleSeparators))
    .map((part) => part.trim())
    .filter((part) => part && !isName(part) && !pageName.test(part));
  const descriptions = [
    metaContent(document, 'description'),
    metaContent(document, 'og:description'),
    metaContent(document, 'twitter:description'),
  ].map((description) => (description ?? '').split(/(?<=[.!?])\s+/)[0]);
  return [...new Set([...titles, ...descriptions].filter(Boolean))];
}

/** A phrase with a homepage quote holding it, not denied there. */
function quoted(site: Site, phrase: string): Evidence | undefined {
  const quote = site.quote(phrase, [site.home]);
  return quote && !negated(comparable(quote.quote), comparable(phrase)) ? quote : undefined;
}

/** A one-word plural topic ("Newsletters", "Rotas") as a tag is singular when the site writes it so too. */
function tagForm(site: Site, written: string, topic: boolean): { tag: string; quote: Evidence } | undefined {
  // A tag names the thing, not its kind: "plain-text notes" is tagged notes, "e-commerce helpdesk" helpdesk.
  const phrase = topic ? written.replace(/^[\p{L}\p{N}]+-[\p{L}\p{N}]+\s+(?=\S)/u, '') : written;
  if (topic && /^[\p{L}]{4,}s$/u.test(phrase) && !/ss$/i.test(phrase)) {
    const singular = phrase.slice(0, -1).toLowerCase();
    const quote = site.quote(singular, [site.home]);
    if (quote && mentions(comparable(quote.quote), singular)) return { tag: singular, quote };
  }
  const quote = quoted(site, phrase);
  return quote ? { tag: phrase.toLowerCase(), quote } : undefined;
}

export interface Topics {
  keywords?: DraftedValue;
  /** Topical tags with their quotes, besides the taxonomy's tags. */
  tags: Array<{ tag: string; quote: Evidence }>;
}

export function draftTopics(site: Site, name: string | undefined): Topics {
  const metaKeywords = (metaContent(site.home.document, 'keywords') ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  const phrases = headlines(site, name).map((line) => phrasesOf(line, name));
  const topics = [...new Set(phrases.flatMap((phrase) => phrase.topics))];
  const audiences = [...new Set(phrases.flatMap((phrase) => phrase.audiences))];
  const unique = (items: string[]) => [...new Map(items.map((item) => [comparable(item), item])).values()];

  let keywords: DraftedValue | undefined;
  // Who it is for is a keyword only as a field or trade ("customer support", "freelance translators").
  const fields = audiences.filter((audience) => words(audience) > 1);
  const keywordItems = unique(metaKeywords.length ? metaKeywords : [...topics, ...fields])
    .filter((item) => !name || comparable(item) !== comparable(name))
    .slice(0, 20);
  const keywordQuotes = keywordItems.map((item) => quoted(site, item));
  const keptKeywords = keywordItems.filter((_, index) => keywordQuotes[index]);
  if (keptKeywords.length) {
    keywords = {
      value: keptKeywords.map((item) => clip(item, 200)),
      evidence: dedupe(keywordQuotes.filter((quote) => quote !== undefined)).slice(0, 5),
    };
  }

  const tagItems = unique([...metaKeywords, ...topics, ...audiences]).filter(
    (item) => words(item) <= 3 && (!name || comparable(item) !== comparable(name)),
  );
  const tags = tagItems.flatMap((item) => tagForm(site, item, topics.includes(item)) ?? []);
  return { keywords, tags: [...new Map(tags.map((entry) => [entry.tag, entry])).values()] };
}
