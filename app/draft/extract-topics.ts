// What the product is about, in the site's own words: keywords and topical tags. Sites rarely write
// meta keywords; they say what the product is in the title, the meta descriptions and the h1
// ("Invoicing & time tracking for small studios", "Postlark is email marketing for writers"). The
// phrase before "for", "that", "you"... is the product's topic; the one after "for" is who it is for.
// The same structure holds in other languages ("Kelpnote es la plataforma de cursos online para
// academias"), so the words that shape it are listed in several.
// Every phrase is kept only with a quote from the homepage that holds it as whole words.
import type { Evidence } from '../../db/schema/drafts.ts';
import { pageTitles } from '../crawl/page-names.ts';
import { metaContent } from '../crawl/page-text.ts';
import type { DraftedValue } from './fields.ts';
import { titleSeparators } from './reading.ts';
import { classedAs, clip, dedupe, oneLine, sentences, type Site } from './site.ts';
import { builderName } from './extract-people.ts';
import { comparable, mentions, negated, storeSection, unspaced } from './terms.ts';

const anyOf = (words: string) => words.trim().split(/\s+/).join('|');
// "For" in the languages sites are written in: what follows it is who the product is for.
const forWords = 'for para pour für voor dla för pro';
/** Words that end the topic phrase of a headline: what follows says something about it. */
const endWords = anyOf(
  `that which who with without in on to from by you your we our built made designed done so is are per ${forWords}
    que qui che die der das dass som który która które con mit avec sin sans ohne senza zonder utan bez
    de des del della di da do du van von z där hvor wo waar où dove donde onde gdzie kde ahol όπου που где де`,
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
/**
 * Who a product is for, as people or places, not teams: "customer support teams" is customer support. Not after a
 * word that says what kind of group: "Guam small businesses" stays whole, not "Guam small".
 */
const groupWord = new RegExp(
  String.raw`(?<!\b(?:small|local|independent|family|growing|mid-sized|medium-sized|young|remote|creative|busy))` +
    String.raw`\s+(?:teams?|businesses|companies|organi[sz]ations|departments|people|folks)$`,
  'i',
);

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
  /** Topics written as a list: taken as written, each item is a topic in its own words. */
  listed?: string[];
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
        String.raw`|\s*[:‐‑‒–—―-]\s+)`,
      'iu',
    );
    if (named.test(rest)) rest = rest.replace(named, '').replace(kindOf, '');
    else if (comparable(rest).startsWith(`${comparable(name)} `)) {
      // "Tallybird helps freelancers and small studios track time", "Quillmate drafts replies for support
      // teams": a sentence, not a topic, but it names who the product is for.
      const said = rest.slice(name.length).trim();
      const helps = /^(?:helps|lets)\s+((?:[\p{L}-]+\s+)?[\p{L}-]+s)\b/iu.exec(said);
      const listed = objectList(said);
      return {
        topics: [],
        listed: listed ? enumeration(listed) : [],
        audiences: helps ? enumeration(helps[1]) : audiencesOf(rest),
      };
    }
  }
  const listed = listHead(rest);
  if (listed) return { topics: [], listed: enumeration(listed), audiences: audiencesOf(rest) };
  const end = topicEnd.exec(rest);
  const head = (end ? rest.slice(0, end.index) : rest).replace(kindOf, '').trim();
  const topics = head && words(head) <= maxWords + 1 && !notTopic.test(head) ? enumeration(head) : [];
  return { topics, audiences: audiencesOf(rest) };
}

/** A topic written as a list runs past its commas to the item after "and": "job scheduling, water-test
 * logging and invoicing software for pool services" lists three topics, not one. Only short phrases
 * without a "for", "with"... before the "and" make a list ("Gestionale per agriturismi, prenotazioni e
 * fatture" is one topic and what it covers), and a kind word ends the last item. */
function listHead(rest: string): string | undefined {
  const join = new RegExp(String.raw`,?\s+(?:${joinWords})\s+|\s+&\s+`, 'iu').exec(rest);
  if (!join) return undefined;
  const items = rest.slice(0, join.index).split(/\s*,\s*/);
  const short = (item: string) => /^[\p{L}\p{N}'’-]+(?:\s+[\p{L}\p{N}'’-]+){0,2}$/u.test(item);
  const topical = (item: string) => short(item) && !notTopic.test(item) && !topicEnd.test(` ${item}`);
  if (items.length < 2 || !items.every(topical)) return undefined;
  const after = rest.slice(join.index + join[0].length);
  const end = topicEnd.exec(after);
  const last = (end ? after.slice(0, end.index) : after).split(/\s+/);
  while (last.length > 1 && kinds.has(last[last.length - 1].toLowerCase())) last.pop();
  if (!short(last.join(' ')) || words(last.join(' ')) > 3) return undefined;
  return `${rest.slice(0, join.index + join[0].length)}${last.join(' ')}`;
}

/** What a sentence about the product lists after its verb and a determiner ("watches your cron jobs, backups
 * and scheduled tasks"): the things it handles. Without the determiner the words after the verb may be verbs
 * themselves ("books lessons, reminds students and parents"). */
function objectList(said: string): string | undefined {
  const object = /^[\p{L}]+\s+(\S+)\s+(?:[\p{L}]+['’]s\s+)?/u.exec(said);
  return object && notTopic.test(object[1]) ? listHead(said.slice(object[0].length)) : undefined;
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
    .filter((part) => part && !isName(part) && !pageTitles.test(part));
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

/** Scripts written without spaces make a whole sentence one "word" ("島根県松江市の出雲屋がつくる「ことよみ手帳」。…"):
 * no phrase. */
const phraseLike = (item: string) => item.length <= 40 && !/[。．！？「」『』、，]/u.test(item);

export function draftTopics(site: Site, name: string | undefined): Topics {
  const metaKeywords = (metaContent(site.home.document, 'keywords') ?? '')
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  const phrases = headlines(site, name).map((line) => phrasesOf(line, name));
  const topics = [...new Set(phrases.flatMap((phrase) => phrase.topics))];
  const listed = [...new Set(phrases.flatMap((phrase) => phrase.listed ?? []))];
  const audiences = [...new Set(phrases.flatMap((phrase) => phrase.audiences))];
  const unique = (items: string[]) => [...new Map(items.map((item) => [comparable(item), item])).values()];

  let keywords: DraftedValue | undefined;
  // Who it is for is a keyword only as a field or trade ("customer support", "freelance translators"); what
  // the homepage repeats is one too.
  const fields = audiences.filter((audience) => words(audience) > 1);
  const repeated = keyPhrases(site, name, keyPhraseLimit);
  // Neither the product's name nor the platform the page is served by, named apart in its title ("Cottonwick
  // Studio | … | Patreon"; an app "for Shopify" names its platform as a topic).
  const servedBy = new Set(
    site.home.document.title
      .split(titleSeparators)
      .map((part) => part.trim())
      .filter(builderName)
      .map(comparable),
  );
  const platform = (item: string) => servedBy.has(comparable(item));
  const keywordItems = unique(metaKeywords.length ? metaKeywords : [...topics, ...listed, ...fields, ...repeated])
    .filter((item) => (!name || comparable(item) !== comparable(name)) && !platform(item))
    .slice(0, 20);
  const keywordQuotes = keywordItems.map((item) => quoted(site, item));
  const keptKeywords = keywordItems.filter((_, index) => keywordQuotes[index]);
  if (keptKeywords.length) {
    keywords = {
      value: keptKeywords.map((item) => clip(item, 200)),
      evidence: dedupe(keywordQuotes.filter((quote) => quote !== undefined)).slice(0, 5),
    };
  }

  const tagItems = unique([...metaKeywords, ...topics, ...listed, ...audiences]).filter(
    (item) =>
      words(item) <= 3 &&
      phraseLike(item) &&
      !platform(item) &&
      (!name || comparable(item.replace(storeSection, '')) !== comparable(name)),
  );
  const tags = tagItems.flatMap((item) => tagForm(site, item, topics.includes(item)) ?? []);
  for (const phrase of repeated) {
    if (tags.some(({ tag }) => tag === comparable(phrase)) || platform(phrase)) continue;
    const quote = quoted(site, phrase);
    if (quote) tags.push({ tag: phrase.toLowerCase(), quote });
  }
  return { keywords, tags: [...new Map(tags.map((entry) => [entry.tag, entry])).values()] };
}

// Key phrases: what the homepage repeats about itself. A site names its topic in several of the places
// it describes itself (the title, the meta descriptions, the h1, the opening paragraphs, the feature
// headings), each time in other words around it; the noun phrases between the function words that two or
// more of those statements share are the topics ("spaced repetition" in a feature heading and the meta
// description). Function words end a phrase, in the languages the web is written in.
const stopwords = new Set(
  `a an the and or but nor of to in on at by for from with without into onto over under about as than then so
  is are was were be been being am has have had do does did will would can could should may might must shall
  it its it's this that these those there here what which who whom whose when where why how all any each every
  some no not more most less many much few other another such own same only just also very too even still yet
  you your yours we our ours us they them their i me my he she his her one ones new now get gets got make makes
  made let lets help helps use uses using used keep keeps kept need needs want wants like best better good great
  easy easier simple simpler fast faster free everything anything nothing something everyone out up down off
  back first last next
  der die das den dem des ein eine einen einem einer eines und oder aber nicht kein keine mit ohne für von vom zu
  zum zur im in am an auf aus bei nach über unter um durch bis als wie ist sind war wird werden hat haben sie ihr
  ihre ihren ihrem ihrer wir unser unsere du dein deine es er sich so auch nur noch schon mehr alle alles jede
  jeden jeder einfach neue neuen schnell per ganz damit dass was wer wo
  le la les l un une des du de d et ou mais ne pas plus sans pour par avec dans sur sous en au aux ce cet cette
  ces qui que quoi dont où est sont être avoir a ont votre vos notre nos ton ta tes son sa ses leur leurs vous
  nous il elle ils elles on se tout tous toute toutes très aussi simple enfin même
  el la los las un una unos unas y o u pero no sin para por con en de del al a que quien cual es son ser está
  están su sus tu tus nuestro nuestra nuestros nuestras mi mis lo le les se más muy todo todos toda todas cada
  il lo gli i uno una e ed o ma non senza per con in di da del della dei degli delle al alla ai alle su sul
  sulla che chi è sono essere ha hanno tuo tua tuoi tue nostro nostra suo sua più molto tutto tutti ogni
  o os as um uma uns umas e ou mas não sem para por com em de do da dos das no na nos nas ao aos que é são ser
  seu sua seus suas você vocês nosso nossa mais muito todo todos cada
  de het een en of maar niet geen zonder voor van met in op aan bij uit naar over als dat die wie wat is zijn
  was wordt worden heeft hebben je jouw uw u we wij ons onze ze hun alle elk elke meer ook nog zo
  i w we z ze na do od o u dla bez przez przy po pod nad za jak że to jest są być ma mają nie tak lub oraz ale
  a ich jego jej twój twoja twoje nasz nasza nasze wasz wszystko wszyscy każdy więcej się już
  och eller men inte utan för av med i på till från om som att det den de en ett är var har ha blir du din ditt
  dina vi vår vårt våra ni er ert era alla allt varje mer också bara så sig
  a i v ve s se z ze k ke na do od o u pro bez pod nad za jak že to je jsou být má mají ne nebo ale váš vaše
  náš naše všechno všichni každý více také jen už
  ve veya ile için bir bu şu o da de ki mi ne ama değil olan olarak gibi daha çok en her tüm sizin bizim
  og eller men ikke uden uten for af av med i på til fra om som at det den de en et er var har du din dit
  ditt vi vores vår alle hver mere også kun så sig ja tai mutta ei ilman kanssa on ovat se ne sinun meidän
  kaikki jokainen myös vain
  two three four five six seven eight nine ten zwei drei vier fünf zehn deux trois quatre cinq dix dos tres cuatro
  cinco diez due tre quattro dieci dois três quatro twee drie vier vijf tien dwa trzy cztery pięć dziesięć två tre
  fyra fem tio dva tři čtyři pět deset iki üç dört beş on
  dig mig där här när hur vad vem man kan ska vill får dem deg meg seg der her når hvordan hva hvad dere jer
  jeres deres dine vores
  και το τα η ο οι του της των τον την τις τους με σε για από στο στη στην στον στα στις στους που να θα δεν
  είναι ένα μια μία ή χωρίς σας μας σου μου όλα κάθε πιο ως
  и в на с для по из от не что это как или без к у о за та і з що це або до ваш ваша ваши наш наша
  és az egy hogy nem is van meg el ki be csak már még și în cu la pe pentru din care este sunt fără sau ale lui
  dan yang untuk di ke dari dengan ini itu atau tidak anda kami kita ada bisa akan juga lebih
  và của cho các những với trong không là có được một để bạn người từ này khi thì đã sẽ trên theo
  depuis chez entre vers selon els dels amb sense són més
  dhe për të në me nga që një së ose apo është janë ju juaj ynë jonë tuaj pa si
  kwa ya wa za la na ni katika kwenye bila cha vya kila yako wako zako hii hiyo au
  üçün və ilə bu bir də da ki hər sizin bizim daha çox`
    .split(/\s+/)
    .filter(Boolean),
);
/** Words that name a product's kind, not its topic: never a key phrase alone, and cut off its ends
 * ("vocabulary app" is about vocabulary). */
const kinds = new Set(
  `app apps application software platform platforms tool tools solution solutions service services product products
  system website site page home way ways day days time times people team teams
  anwendung plattform werkzeug lösung programm logiciel outil plateforme aplicación herramienta plataforma
  solución programa applicazione strumento piattaforma soluzione programma aplicativo ferramenta solução
  applicatie platform oplossing aplikacja narzędzie platforma rozwiązanie program verktyg plattform lösning
  aplikace nástroj platforma řešení uygulama araç platform çözüm program sovellus työkalu alusta`
    .split(/\s+/)
    .filter(Boolean),
);
const token = /[\p{L}\p{N}]+(?:[-'’.&+][\p{L}\p{N}]+)*/gu;

/** The noun-phrase chunks of a statement: runs of words between punctuation and function words. */
function chunksOf(statement: string): string[][] {
  const chunks: string[][] = [];
  for (const piece of statement.split(/[,.;:!?()[\]{}"“”«»„|/–—·•…]+|\s[-+&]\s/u)) {
    let chunk: string[] = [];
    for (const match of piece.matchAll(token)) {
      const word = match[0].replace(/[.'’]+$/, '');
      const lower = word.toLowerCase();
      // Scripts written without spaces between words have no phrases to split here.
      if (stopwords.has(lower) || /^\p{N}+$/u.test(word) || unspaced.test(word) || word.length < 2) {
        if (chunk.length) chunks.push(chunk);
        chunk = [];
        continue;
      }
      chunk.push(word);
    }
    if (chunk.length) chunks.push(chunk);
  }
  return chunks;
}

/** Words too plain to be a topic on their own: day, time, way, people, team, home, page, website, online, world. */
const plain = new Set(
  `day days time times way ways people team teams home page site website online web world life data
  tag tage zeit weg leute menschen team seite webseite welt jour jours temps façon gens équipe accueil page site
  monde día días tiempo manera gente equipo inicio página sitio mundo giorno giorni tempo modo persone squadra
  pagina sito mondo dia dias tempo maneira pessoas equipe equipa página site mundo dag dagen tijd manier mensen
  pagina wereld dzień dni czas sposób ludzie zespół strona świat dag dagar tid sätt folk sida värld den dny čas
  způsob lidé tým stránka svět gün zaman yol insanlar ekip sayfa dünya`
    .split(/\s+/)
    .filter(Boolean),
);
const maxPhraseWords = 3;
/** Key phrases a homepage adds as tags at most: a wrong tag costs as much as a right one earns. */
const keyPhraseLimit = 4;

/** What the homepage says about itself, one statement each: title parts, description sentences, meta
 * keywords, the h1, the opening paragraphs' sentences and the section and feature headings. */
function statementsOf(site: Site, name: string | undefined): string[] {
  const document = site.home.document;
  // Only what the reader kept: a meta tag addressed to machines is not the site's word.
  const screened = new Set([...site.home.lines, ...site.home.statements]);
  const screenedMeta = (key: string) => {
    const content = metaContent(document, key);
    const line = oneLine(content ?? '');
    return screened.has(line) || screened.has(`${key}: ${line}`) ? content : undefined;
  };
  const isName = (part: string) => !!name && comparable(part) === comparable(name);
  const outside = `nav, footer, aside, form, blockquote, q, cite, ${classedAs('testimonial', 'review')}`;
  const visible = (selector: string) =>
    Array.from(document.querySelectorAll(selector))
      .filter((element) => !element.closest(outside))
      .map((element) => oneLine(element.textContent ?? ''))
      .filter(Boolean);
  const titles = [
    screened.has(oneLine(document.title)) ? document.title : undefined,
    screenedMeta('og:title'),
    screenedMeta('twitter:title'),
  ]
    .flatMap((title) => (title ?? '').split(titleSeparators))
    .map((part) => part.trim())
    .filter((part) => part && !isName(part) && !pageTitles.test(part));
  const described = ['description', 'og:description', 'twitter:description'].flatMap((key) =>
    sentences(oneLine(screenedMeta(key) ?? '')),
  );
  const keywords = (screenedMeta('keywords') ?? '').split(',');
  const opening = visible('p')
    .filter((paragraph) => paragraph.length >= 30 && !/©|cookie|all rights reserved/i.test(paragraph))
    .slice(0, 2)
    .flatMap(sentences);
  const statements = [...titles, ...described, ...keywords, ...visible('h1, h2, h3'), ...opening];
  const seen = new Set<string>();
  return statements.filter((statement) => {
    const key = comparable(statement).replace(/[\s.!?…]+$/, '');
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Phrases of one to three words two or more of the homepage's statements share, most repeated first. */
export function keyPhrases(site: Site, name: string | undefined, limit: number): string[] {
  const product = name ? comparable(name) : undefined;
  const found = new Map<string, { written: string; statements: Set<number>; first: number }>();
  const add = (words: string[], statement: number) => {
    while (words.length && kinds.has(words[words.length - 1].toLowerCase())) words = words.slice(0, -1);
    if (!words.length || words.every((word) => kinds.has(word.toLowerCase()) || plain.has(word.toLowerCase()))) return;
    const written = `${words.join(' ')} `.replace(praise, '').trim();
    // Nor the platform the page is served by ("Cottonwick Studio | … | Patreon").
    if (!phraseLike(written)) return;
    if (!written || (product && (mentions(product, comparable(written)) || mentions(comparable(written), product))))
      return;
    const key = comparable(written);
    const known = found.get(key) ?? { written, statements: new Set<number>(), first: statement };
    known.statements.add(statement);
    found.set(key, known);
  };
  // The word after the product's name is what it does ("Hueloom pulls", "Belegwerk sammelt"), not a topic.
  const last = product?.split(' ').pop();
  const afterName = (chunk: string[]): string[][] => {
    const at = chunk.findIndex((word) => comparable(word).replace(/['’]s$/, '') === last);
    return at < 0 ? [chunk] : [chunk.slice(0, at), chunk.slice(at + 2)].filter((part) => part.length);
  };
  // Vietnamese writes a word as syllables apart ("hóa đơn điện tử", e-invoice): one syllable is no topic.
  const syllabic = /^vi\b/i.test(site.home.document.documentElement.lang);
  const [fewest, most] = syllabic ? [2, maxPhraseWords + 1] : [1, maxPhraseWords];
  statementsOf(site, name).forEach((statement, index) => {
    for (const chunk of chunksOf(statement).flatMap(afterName)) {
      if (chunk.length > 8) continue;
      for (let length = fewest; length <= Math.min(most, chunk.length); length++) {
        for (let start = 0; start + length <= chunk.length; start++) add(chunk.slice(start, start + length), index);
      }
      // An acronym joined to a word ("DATEV-Export", "GDPR-ready") names a topic of its own.
      for (const word of chunk) {
        for (const part of word.split('-').slice(word.includes('-') ? 0 : 1)) {
          if (/^\p{Lu}[\p{Lu}\p{N}]+$/u.test(part)) add([part], index);
        }
      }
    }
  });
  const repeated = [...found.entries()].filter(
    ([, phrase]) => phrase.statements.size >= (words(phrase.written) > 1 ? 2 : 3),
  );
  // A phrase inside a longer one that is repeated as often says less: "repetition" in "spaced repetition".
  const closed = repeated.filter(
    ([key, phrase]) =>
      !repeated.some(
        ([other, longer]) => other !== key && mentions(other, key) && longer.statements.size >= phrase.statements.size,
      ),
  );
  // The first word of a repeated longer phrase qualifies it: "route" in "route planning" (the last word,
  // "backups" in "point-in-time backups", is the thing itself).
  const whole = closed.filter(([key]) => key.includes(' ') || !closed.some(([other]) => other.startsWith(`${key} `)));
  return whole
    .sort(
      ([, a], [, b]) =>
        b.statements.size - a.statements.size || a.first - b.first || words(b.written) - words(a.written),
    )
    .slice(0, limit)
    .map(([, phrase]) => phrase.written);
}
