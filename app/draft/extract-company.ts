// Where the company is and when it was founded: from structured data (JSON-LD foundingDate and
// address, microdata), addresses, and sentences about the company ("based in Lisbon, Portugal",
// "We founded Mintledger in 2019"). Dates that are not the founding (a release, a redesign, "©
// 2024", "customers since 2020") and places that are not the company's (where data is stored, a
// customer's town) are not values.
import { elementText } from '../crawl/page-text.ts';
import type { DraftedValue } from './fields.ts';
import {
  brazilianTown,
  cityCountry,
  cityNames,
  countryCode,
  countryNames,
  eastAsianPlace,
  islandsBeforePostcodes,
  stateCountry,
  stateNames,
} from './places.ts';
import type { ReadPage } from './reading.ts';
import { aboutPageNames, contactPageNames, legalPageNames, teamPageNames } from '../crawl/page-names.ts';
import type { Milestones } from './extract-history.ts';
import {
  beginningWords,
  foundingNouns,
  foundingWords,
  foundingWordsCjk,
  foundingYear,
  notFounderRole,
  registration,
} from './founding-words.ts';
import { builderName } from './extract-people.ts';
import { asciiDigits } from './money.ts';
import { escapeRegExp, lineOf, oneLine, quotedLines, sentences, str } from './site.ts';
import type { Site } from './site.ts';
import { comparable, mentions, sameStem, unspaced } from './terms.ts';

const companyPages = new RegExp(
  [aboutPageNames, teamPageNames, contactPageNames, legalPageNames].map((names) => names.source).join('|') +
    String.raw`|who|us\b|yritys|firma|virksomhed|företag|şirket|sirket|公司`,
);
/** Pages that give the company's address: contact pages, legal notices and company facts pages. */
const addressPages = new RegExp(
  `${contactPageNames.source}|${legalPageNames.source}|legal|mentions|aviso|informacje|tiraz|tiraj|会社概要`,
);
const organisations = ['Organization', 'Corporation', 'LocalBusiness', 'Brand', 'OnlineBusiness', 'NGO'];
const founding = String.raw`(?:(?<![\p{L}])(?:${foundingWords}|${beginningWords})(?![\p{L}])|${foundingWordsCjk})`;
const beginning = new RegExp(String.raw`(?<![\p{L}])(?:${beginningWords})(?![\p{L}])`, 'iu');
const foundingVerb = new RegExp(String.raw`${founding}[^.!?。]{0,80}?${foundingYear}`, 'iu');
/**
 * Many languages put the year first: "wurde 2019 gegründet", "2019'da kuruldu", "2019年に設立". A count is
 * no year: "over 2000 teams started", "2000+ shops", "plus de 2000 clients ont créé".
 */
const yearThenVerb = new RegExp(
  String.raw`(?<!(?:over|more than|über|mehr als|plus de|más de|mais de|oltre|meer dan|ponad|přes|över|yli|более` +
    String.raw`|над)\s*)` +
    String.raw`${foundingYear}(?!\s*\+)[^.!?。]{0,80}?${founding}`,
  'iu',
);
/** A founding word as a label before its year: "Est. 2019", "founded 1998", "since 2011", Papiamento "Fundá 2019". */
const foundingLabel = new RegExp(
  String.raw`(?<![\p{L}])(?:est\.|(?:est|since|${foundingWords})(?![\p{L}]))\s*:?\s+${foundingYear}`,
  'iu',
);
/** A timeline or fact line: "2019 — Company founded", "2016: Founded in Aarhus". */
const yearThenFounded = /^((?:18|19|20)\d{2})\s*[-–—:·|]?\s*(?:\S+\s+){0,2}(?:founded|established)\b/i;
const incorporation = /(?<![\p{L}])incorporated(?![\p{L}])/iu;
/**
 * A fact sheet's term for the founding and a year opening its description: "Founded: 2019, in Shrewsbury", "Year
 * founded: 2019", "Год основания: 2021", "Gründungsjahr: 2018", "Rok założenia: 2020", "設立年: 2019".
 */
const foundingTerm = new RegExp(
  String.raw`^(?:(?:year|год|рік|rok|año|ano|année|anno|jaar) (?:of |de |di |van )?)?` +
    String.raw`(?:${foundingWords}|${foundingNouns}|основания|заснування|założenia|fundación|fundação` +
    String.raw`|gründungsjahr|oprichtingsjaar|kuruluş yılı|設立年?|創業年?|成立(?:时间|時間|年份)?|설립(?:연도|년도|일)?)` +
    String.raw`(?: in)?: ${foundingYear}`,
  'iu',
);
const longStanding = /\b(in business|around|serving|operating|trading|family[- ]run)\b/i;
const aboutUs = new RegExp(
  String.raw`(?<![\p{L}])(?:we|our|us|i|the company|the business|the team|wir|unser\p{L}*|nous|notre|nosotros|noi|wij` +
    String.raw`|ons|nós|noss[oa]s?|vi|v[åa]r[te]?|v[åa]ra|vores|me|meid[äa]n|my|nasz\p{L}*|na[šs]\p{L}*|biz|bizim|мы` +
    String.raw`|наш\p{L}*|אנחנו` +
    // A sentence opening with "the company" in a language without articles: "Компания основана в 2020 году".
    String.raw`|^(?:компания|компанія|компанијата|компанията|фирма|фірма))(?![\p{L}])|私たち|弊社|当社|우리|저희|我们|我們`,
  'iu',
);
const placeCue = new RegExp(
  String.raw`\b(based|headquartered|located|hq|offices?|made|built|work(?:ing)? from|live|lives|registered|founded` +
    String.raw`|started|company|team|studio|startup|business` +
    // The same cues in German, French, Spanish, Italian, Dutch and Portuguese.
    String.raw`|gegründet|gemacht|ansässig|sitz|bas[ée]e?|situ[ée]e?|install[ée]e?|fond[ée]e?|n[ée]e` +
    String.raw`|entreprise|[ée]quipe` +
    String.raw`|fundad[oa]|hech[oa]|hecho en|con sede|ubicad[oa]|empresa|equipo|sediad[oa]|feito|fatto|sede` +
    String.raw`|gevestigd|opgericht|gemaakt)(?![\p{L}])`,
  'iu',
);
/** The first word of the town a place cue names: "made in Teresina", "feito em Teresina", "basée à Lyon". */
const townAfterCue = new RegExp(
  String.raw`${placeCue.source}\s+(?:in|em|en|à|a|au|im|nel|na|no|di|te)\s+([\p{L}\p{M}'’-]+)`,
  'iu',
);
/** Quotations and their own footers: a customer's words and where the customer is. */
const quotations = 'blockquote, q, figure:has(blockquote)';
const otherPlaceWords = new RegExp(
  String.raw`\b(stored|hosted|hosting|servers?|data cent(?:er|re)s?|probes?|customers?|clients?|users?` +
    String.raw`|gespeichert|rechenzentr\p{L}*|server\p{L}*|kund\p{L}*|h[ée]berg\p{L}*|donn[ée]es|serveurs?` +
    String.raw`|datos|dados|servidores|alojad\p{L}*|hospedad\p{L}*|clientes?|utilisateurs?|usuarios` +
    // Data stored or hosted, in more languages: "lagres i et datasenter i Oslo", "opgeslagen in Amsterdam".
    String.raw`|data ?sent\p{L}*|data ?cent\p{L}*|datacentr\p{L}*|centr\p{L}* (?:de )?da(?:dos|ti|nych|te)|lagr\p{L}*` +
    String.raw`|opgeslagen|gehost|dades|allotg\p{L}*|allotja\p{L}*` +
    String.raw`|salvat[ăaeiț]*|stocat\p{L}*|găzduit\p{L}*|αποθηκ\p{L}*|φιλοξεν\p{L}*` +
    String.raw`|lưu trữ|máy chủ` +
    String.raw`|disimpan|tárol\p{L}*|szerver\p{L}*` +
    // A person's past: "had spent eight years at a logistics company in Dublin, Ohio", "previously at …".
    String.raw`|spent \p{L}+ years|previously|formerly|former|grew up|studied|early career|worked (?:at|for)` +
    String.raw`|früher|zuvor|auparavant|anteriormente|voorheen|precedentemente` +
    // An event the company goes to: "Meet us at WVC in Las Vegas", "our booth at the Web Summit in Lisbon".
    String.raw`|conferences?|summit|expo|trade ?shows?|booth|meetups?|festival|webinars?|events?|roadshow|keynote` +
    // Someone else's: "our advisor … ran a Bengaluru courier company", "our partner in Lyon".
    String.raw`|advis[oe]rs?|mentors?|investors?|partners?|suppliers?|vendors?|accelerator|incubator` +
    // … and who advises us: "Dr Khadidja Hassane, fondatrice du Collège Espoir de Sarh en 2003, nous conseille".
    String.raw`|advises|conseill\p{L}*|asesor\p{L}*|aconselh\p{L}*|berät|berater\p{L}*` +
    String.raw`|messe|kongress|congr[eè]s|congreso|salon|feria|fiera|beurs` +
    // An agency that answers for us: "media inquiries: communications agency „Vilnis“, Vilnius".
    String.raw`|agency|agencies|agentūr\p{L}*|agentur\p{L}*|agence|agencia|agenzia|agência|agencj\p{L}*|agentuur` +
    String.raw`|byrå|ügynökség\p{L}*|агентств\p{L}*|агенці\p{L}*|žiniasklaid\p{L}*` +
    // Whoever made the site: "Site built by Kumara Web, Wellington", "Website by …", "Web design: …".
    String.raw`|(?:web ?)?site (?:built |made |designed |developed |created )?by|web ?design|design(?:ed)? by)` +
    String.raw`(?![\p{L}])`,
  'iu',
);
// A cloud's "regions", in lower case: "Kurdistan Region" is a place. (Its own regex: an inline `(?-i:…)` group in
// the one above made its other words match case-sensitively at times under Jest.)
const cloudRegions = /(?<![\p{L}])regions?(?![\p{L}])/u;
/** Whether a line places something other than the company: its data, customers, events, partners, past. */
/** A company named with its legal form: "Patreon, Inc.", "Wix.com Ltd.", "Bandcamp Inc" (group 1 its name). */
const legalName =
  /(\p{Lu}[\p{L}\p{N}.&'’-]*(?:\s+\p{Lu}[\p{L}\p{N}.&'’-]*){0,3}),?\s+(?:Inc|Ltd|LLC|Limited|GmbH|Corp|S\.A)\b/u;
/** The address of the platform the page is served by, in its footer ("© 2025 Patreon, Inc. · 600 Townsend Street"). */
const platformAddress = (text: string) => {
  const named = legalName.exec(text)?.[1];
  return !!named && builderName(named);
};
const notOurPlace = (text: string) => otherPlaceWords.test(text) || cloudRegions.test(text) || platformAddress(text);

/** Lines of non-blog pages, company pages first, without testimonials. */
function proseLines(site: Site): Array<{ line: string; page: ReadPage }> {
  const pages = site.pagesLike(companyPages).filter((page) => page === site.home || !page.post);
  return pages.flatMap((page) => {
    const quoted = quotedLines(page);
    return page.lines.filter((line) => !quoted.has(line)).map((line) => ({ line, page }));
  });
}

/**
 * Another event between a founding and a year, whose date the year is: "founded Tidemark in Pangyo that
 * spring, opened a public beta in October 2023", "founded in Lyon and incorporated in 2021".
 */
const anotherEventBetween = /(?:[,;]\s*(?:and\s+|then\s+)?|\band\s+(?:later\s+|then\s+)?)\p{L}+ed\s/iu;
const foundingAtEnds = new RegExp(String.raw`^${founding}|${founding}$`, 'iu');

/**
 * Whether a founding a sentence states is the company's: the company speaks or is named up to the
 * founding's words ("We started Kelpnote in 2019", "Kelpnote was founded in 2019"), or is the subject
 * right after them ("Founded in 2019, Kelpnote…"). A customer's ("Lamplight, founded in 1987, has used
 * us since 2022") is not.
 */
function foundingOfCompany(sentence: string, match: RegExpExecArray, names: string[]): boolean {
  const upTo = sentence.slice(0, match.index + match[0].length);
  if (aboutUs.test(upTo) || namedIn(upTo, names)) return true;
  const next = sentence
    .slice(match.index + match[0].length)
    .replace(/^[\s\p{P}]+/u, '')
    .split(/\s+/);
  // Unspaced scripts write a clause as one "word": only its first characters follow the verb ("书画社1998年创办，
  // 为我们的字帖选字提供指导" is the society's founding; "我们" comes in the clause after it).
  const first = unspaced.test(next[0]?.[0] ?? '') ? next[0].slice(0, 2) : next[0];
  if (aboutUs.test(first ?? '')) return true;
  if (names.some((name) => namedIn(next.slice(0, name.split(' ').length).join(' '), [name]))) return true;
  // Languages that inflect the name put an ending on it, a word or two after the verb: "alapították meg a
  // Kottafát", "perustivat Puhekaverin".
  return inflected(next.slice(0, 3), names);
}

/**
 * The names a product goes by, in comparable form: its name, and each part of a name written in two scripts
 * ("DallaPOS دلّة" is also DallaPOS and دلّة), as the name or the homepage's h1 writes it ("شطلي Shattly" for
 * Shattly: "تأسست شطلي في البصرة عام 2023" founds it).
 */
function productNames(productName: string | undefined, site: Site): string[] {
  if (!productName) return [];
  const name = comparable(productName);
  const h1 = comparable(lineOf(site.home.document.querySelector('h1')));
  const written = h1.split(' ').length <= 4 && mentions(h1, name) ? h1 : name;
  const latin = written.split(' ').filter((word) => /\p{Script=Latin}/u.test(word));
  const other = written.split(' ').filter((word) => /\p{L}/u.test(word) && !/\p{Script=Latin}/u.test(word));
  return latin.length && other.length ? [...new Set([name, written, latin.join(' '), other.join(' ')])] : [name];
}

function namedIn(text: string, names: string[]): boolean {
  const written = comparable(text);
  return names.some((name) => mentions(written, name));
}

/** Whether one of the words is a one-word name of the product with an ending ("Kottafát", "Puhekaverin"). */
function inflected(words: string[], names: string[]): boolean {
  const oneWord = names.filter((name) => !name.includes(' '));
  return words.some((word) => oneWord.some((name) => sameStem(word, name)));
}

/** A name right after the founding verb: what was founded ("Cook Inlet Air Taxi", "the Cotswold Arts Trust"). */
const foundedName = new RegExp(String.raw`${founding}\s+(?:the\s+)?(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*)`, 'u');

/**
 * Whether a sentence founds another organisation, named after the verb, and never names the product:
 * "Our advisor Ray Kinnear founded Cook Inlet Air Taxi in 1986" dates the advisor's firm.
 */
function foundsAnother(sentence: string, names: string[]): boolean {
  if (!names.length || namedIn(sentence, names) || inflected(sentence.split(/\s+/), names)) return false;
  const named = foundedName.exec(sentence);
  return (!!named && !aboutUs.test(named[1])) || foundedSomething.test(sentence);
}
/**
 * Whether an advisor, mentor or investor is who founded, named before the verb in a sentence that does not name
 * the product: "Notre conseiller, Hugues Magras, a fondé l'agence Caraïbes Villas à Marigot en 1998".
 */
function advisorFounding(sentence: string, verb: RegExpExecArray, names: string[]): boolean {
  return notFounderRole.test(sentence.slice(0, verb.index)) && !namedIn(sentence, names);
}
/**
 * Something other than a company founded, after an article: "Notre mentor … a fondé une chaîne de magasins de
 * bricolage en 1989", "founded a taxi union". ("We founded a company in 2019" may still be ours.)
 */
const foundedSomething = new RegExp(
  String.raw`${founding}\s+(?:a|an|une?|una?|uma?|ein(?:e|en)?|een)\s+` +
    String.raw`(?!(?:\p{L}+\s+)?(?:company|startup|business|studio|entreprise|société|start-up|empresa|firma|azienda` +
    String.raw`|bedrijf|unternehmen)(?![\p{L}]))`,
  'iu',
);

/**
 * Whether a label ("founded 1998", "est. 2019") dates the company: a short fact line, a sentence it opens,
 * or one that is the company's by its words. Inside a longer sentence about someone else it dates theirs:
 * "Hendrik Louw, founder of Kalahari Trails Safaris (founded 1998 in Maun), advises us".
 */
function labelOfCompany(sentence: string, label: RegExpExecArray, names: string[]): boolean {
  if (labelOfAnotherName(sentence, label, names)) return false;
  return sentence.length <= 80 || label.index === 0 || foundingOfCompany(sentence, label, names);
}

/** A name right before an opening parenthesis: the firm a label in that parenthesis dates. */
const nameBeforeParenthesis = /(\p{Lu}[\p{L}\p{N}&.'’-]*(?:\s+\p{Lu}[\p{L}\p{N}&.'’-]*)*)\s*\(\s*$/u;
/**
 * Whether a label in parentheses dates the firm named right before it, not the product's: "Advisor. Founder of
 * ZedPay (founded 2014, Lusaka)", however short the line.
 */
function labelOfAnotherName(sentence: string, label: RegExpExecArray, names: string[]): boolean {
  const name = nameBeforeParenthesis.exec(sentence.slice(0, label.index))?.[1];
  return !!name && names.length > 0 && !namedIn(name, names);
}

export function draftFoundedYear(
  site: Site,
  productName: string | undefined,
  history: Milestones,
): DraftedValue | undefined {
  for (const { node, page } of site.ofType(...organisations)) {
    const year = str(node.foundingDate)?.slice(0, 4);
    if (!year || !/^\d{4}$/.test(year)) continue;
    const quote = site.statement(new RegExp(`foundingDate: ${foundingYear}`), [page]);
    if (quote) return { value: Number(year), evidence: [quote] };
  }
  const microdata = site.statement(/ foundingDate: ((?:18|19|20)\d{2})/);
  if (microdata) return { value: Number(/foundingDate: (\d{4})/.exec(microdata.quote)![1]), evidence: [microdata] };

  const names = productNames(productName, site);
  // A year opening the sentence dates the product's founding however long the clause before the verb:
  // "In 2019 Dana teamed up with Luis Ortega, a software engineer who …, and the two started Ferrylog",
  // "En 2021, …", "Em 2020, …", "În 2022, …".
  const openingYear = productName
    ? new RegExp(
        String.raw`^(?:back in|in|en|em|im|nel|w|v|în|i) ${foundingYear},?[^.!?]{0,200}?${founding}(?=\s+` +
          `${escapeRegExp(productName)})`,
        'iu',
      )
    : undefined;
  let begun: DraftedValue | undefined;
  let incorporated: DraftedValue | undefined;
  for (const { line, page } of proseLines(site)) {
    for (const written of sentences(line)) {
      // Years in any script's digits, read as ASCII ("၂၀၁၉" is 2019); one digit for one, so offsets hold.
      const sentence = asciiDigits(written);
      // The year nearest its founding word: "In 2019 she started X, and X Ltd was incorporated in 2021"
      // started X in 2019, not in 2021.
      const verb =
        [foundingVerb.exec(sentence), yearThenVerb.exec(sentence)]
          .filter((found) => found !== null)
          .sort((a, b) => a[0].length - b[0].length)[0] ?? openingYear?.exec(sentence);
      const aboutThem =
        !!verb &&
        foundingOfCompany(sentence, verb, names) &&
        !foundsAnother(sentence, names) &&
        !advisorFounding(sentence, verb, names) &&
        !anotherEventBetween.test(verb[0].replace(foundingAtEnds, ''));
      const labelled = foundingLabel.exec(sentence);
      const label =
        (labelled && labelOfCompany(sentence, labelled, names) ? labelled : null) ??
        (sentence.length <= 80 ? yearThenFounded.exec(sentence) : null);
      // "We founded X in 2019" must be about the company; "Est. 2019" says so itself, "since" only with
      // words like "in business since".
      const match =
        verb && aboutThem ? verb : label && (!/since/i.test(label[0]) || longStanding.test(sentence)) ? label : null;
      const registered = match ? null : registration.exec(sentence);
      // "registered in Uganda and follows the … Act, 2019": the year is another clause's.
      const afterVerb = registered?.[0].slice(registered[0].search(/registered/i));
      if (registered && labelOfCompany(sentence, registered, names) && !/\band\b/i.test(afterVerb!)) {
        const quote = site.quote(written, [page], true);
        if (quote) incorporated ??= { value: Number(registered.slice(1).find(Boolean)), evidence: [quote] };
      }
      if (!match) continue;
      const quote = site.quote(written, [page], true);
      if (!quote) continue;
      // "X began in 2019 as a script" yields to "in 2021 we founded X": a beginning is the founding only
      // when the site states no founding itself, and an incorporation ("X Ltd was incorporated in March
      // 2021") only when it states neither.
      const found = { value: Number(match[1]), evidence: [quote] };
      if (incorporation.test(match[0])) incorporated ??= found;
      else if (beginning.test(match[0])) begun ??= found;
      else return found;
    }
  }
  // A fact sheet's "Founded: 2019" (a term and its description).
  for (const page of site.pages.filter((candidate) => !candidate.post)) {
    const line = page.statements.find((statement) => foundingTerm.test(statement));
    if (line) return { value: Number(foundingTerm.exec(line)![1]), evidence: [{ quote: line, url: page.url }] };
  }
  return begun ?? incorporated ?? foundingMilestone(history);
}

/** A milestone that is the founding: "Gründung in Hamburg", "Rehearsly, Inc. incorporated", "通单在深圳南山成立". */
const foundingTitle = new RegExp(
  String.raw`(?<![\p{L}])(?:${foundingWords}|${foundingNouns})(?![\p{L}])|${foundingWordsCjk}`,
  'iu',
);

/**
 * A timeline that begins with the founding dates it, when no sentence does: its first entry, not a later
 * one ("2023: established a partnership with ..." is no founding).
 */
function foundingMilestone({ milestones, evidence }: Milestones): DraftedValue | undefined {
  const first = milestones.reduce<(typeof milestones)[number] | undefined>(
    (earliest, milestone) => (!earliest || milestone.date < earliest.date ? milestone : earliest),
    undefined,
  );
  if (!first || !foundingTitle.test(first.title)) return undefined;
  const quotes = evidence.find((entry) => entry.key === first.title)?.evidence ?? [];
  return quotes.length ? { value: Number(first.date.slice(0, 4)), evidence: quotes } : undefined;
}

interface Place {
  city?: string;
  country?: string;
  /** The country as the text writes it ("Norge"). */
  countryName?: string;
  quote: string;
  page: ReadPage;
}

/** Every country name (in every language) by its first two characters, longest first: one scan finds them all. */
const countryByName = new Map<string, string>();
for (const [code, names] of countryNames) {
  for (const name of names) if (!countryByName.has(name)) countryByName.set(name, code);
}
const namesByStart = new Map<string, string[]>();
for (const name of [...countryByName.keys()].sort((a, b) => b.length - a.length)) {
  namesByStart.set(name.slice(0, 2), [...(namesByStart.get(name.slice(0, 2)) ?? []), name]);
}
const wordCharacter = /[\p{L}\p{N}]/u;

/** Country names written with a capital in `text`, as whole words, as codes. */
function countriesIn(written: string): Array<{ code: string; name: string; at: number }> {
  const found: Array<{ code: string; name: string; at: number }> = [];
  found.push(...islandsBeforePostcodes(written));
  // "Port of Spain" names no Spain: such towns are blanked, their length kept so that offsets hold.
  const text = written.replace(townsNamingAnother, (town) => ' '.repeat(town.length));
  for (let at = 0; at < text.length; at++) {
    if (at > 0 && wordCharacter.test(text[at - 1])) continue;
    const name = namesByStart
      .get(text.slice(at, at + 2))
      ?.find(
        (candidate) =>
          text.startsWith(candidate, at) &&
          !(
            wordCharacter.test(candidate[candidate.length - 1]) && wordCharacter.test(text[at + candidate.length] ?? '')
          ),
      );
    if (name) {
      found.push({ code: countryByName.get(name)!, name, at });
      at += name.length - 1;
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

/** Whether a run of a known town's words names a country other than the town's ("Port of Spain"). */
function namesAnotherCountry(town: string): boolean {
  const words = town.split(/[\s-]+/);
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= words.length; end++) {
      const code = countryByName.get(words.slice(start, end).join(' '));
      if (code && code !== cityCountry.get(town.toLowerCase())) return true;
    }
  }
  return false;
}
const townsNamingAnother = new RegExp(
  [...cityNames.values()].filter(namesAnotherCountry).map(escapeRegExp).join('|') || '(?!)',
  'gu',
);

/** Known cities named in `text` as names are written, with their capital ("Split", not "split into"). */
function citiesIn(text: string): string[] {
  const lower = comparable(text);
  return [...cityCountry.keys()].filter((city) => mentions(lower, city) && text.includes(cityNames.get(city)!));
}

// Capitalised words, perhaps joined by a particle: "Rio de Janeiro", "Ciudad de Panamá".
// A hyphen may join two capitalised words: "Sud-Kivu", "Mata-Utu", "Saint-Pierre".
const capitalisedWord = String.raw`[\p{Lu}][\p{Ll}\p{M}'’]+(?:-\p{L}[\p{Ll}\p{M}'’]*)*`;
// A saint's or a mountain's town keeps its abbreviation: "St. George's", "Mt. Hagen".
const capitalised =
  String.raw`(?:(?:St|Ste|Sta|Mt)\.\s)?${capitalisedWord}` +
  String.raw`(?:\s(?:(?:de|del|da|do|dos|das|la|el)\s)?${capitalisedWord}){0,2}`;
/** "in Lisbon, Portugal", "Victoria, BC, Canada", "Austin, Texas, USA", "Weno, Chuuk, in the Federated States of
 * Micronesia", "Ngerulmud, Melekeok State, Republic of Palau": the capitalised words before the comma
 * and the country, past a state or province between them (perhaps after its postcode: "Mata-Utu, 98600 Uvea,
 * Wallis-et-Futuna"). Without the comma, the words before a country's name are more often another name
 * ("Innovasjon Norge", "Business France"). */
const cityThenCountry = new RegExp(
  String.raw`(?:^|\s)(${capitalised})(?:\s\d{1,3})?(?:,\s*(?:\d{3,6}\s)?([A-Z]{2,3}|${capitalised}))?,` +
    String.raw`\s*(?:in\s+)?(?:[Tt]he\s*|(?:[Tt]he\s+)?Republic of\s+)?$`,
  'u',
);
// A region by the word that names it one: "Oyo State", "Western Province", "Provincia de Córdoba", "Cayo
// District", "Ilha de Santiago".
const regionName = new RegExp(
  String.raw`\s(?:State|Province|Region|County|Prefecture|Governorate|Oblast|Territory|District|Parish|Island)$` +
    String.raw`|^(?:Province|Provincia|Provinz|Estado|Región|Regione|Região|Région|Comunidad|Województwo|Kraj` +
    String.raw`|Distrito|Departamento|Département|Ilha|Île|Isla|Isola)\s`,
  'u',
);

/** A town in Arabic script before its country, past the state's title: "مسقط، سلطنة عُمان". */
const arabicCityThenCountry =
  /(?:^|[\s—–-])(\p{Script=Arabic}{2,})\s*[،,]\s*(?:(?:سلطنة|المملكة|مملكة|جمهورية|دولة)\s*)?$/u;

function cityBefore(text: string, countryAt: number): string | undefined {
  const arabic = arabicCityThenCountry.exec(text.slice(0, countryAt));
  if (arabic) return arabic[1];
  const match = cityThenCountry.exec(text.slice(0, countryAt));
  // Between the town and the country stands a state ("Austin, Texas, USA"); else the town comes after its
  // district ("Cebu IT Park, Cebu City, Philippines"). A state alone before the country names no town
  // ("Eastern Cape, South Africa"; "Victoria, BC, Canada" does).
  const [first, between] = [match?.[1], match?.[2]];
  const state = (name: string) =>
    /^[A-Z]{2,3}$/.test(name) || stateNames.has(name.toLowerCase()) || regionName.test(name);
  // A state's capital may share its name ("Puebla, México"): alone before the country, it is the town.
  const town = (name: string) => !state(name) || cityCountry.has(name.toLowerCase());
  // A known town before what stands between is the town ("Nassau, New Providence, The Bahamas": an island).
  const knownFirst = !!first && cityCountry.has(first.toLowerCase());
  const city = between ? (town(between) && !knownFirst ? between : first) : first && town(first) ? first : undefined;
  // A town named like its country is one only by a word for city: "Ciudad de Panamá", "Kuwait City".
  return city && !addressCountries(city).length ? city : undefined;
}

/** A word for city around a country's name makes it its capital's: "Ciudad de Panamá", "Kuwait City". */
const cityWordBefore = /(?:ciudad de|cidade d[eo]|ville de)\s$/iu;
const cityWordAfter = /^\s(?:city|ciudad)(?![\p{L}])/iu;

// A postal address names its town next to the postcode, the way each country writes it: "10115 Berlin",
// "31-511 Kraków", "753 18 Uppsala", "1200-195 Lisboa", "01310-100 São Paulo", "2000 Antwerpen", or after it
// with a state or alone: "Denver, CO 80202", "Melbourne VIC 3000", "Masterton 5810", "Coimbatore 641004".
// A number before a street ("1550 Wewatta St") is no postcode.
// A town's words, capitalised, joined by spaces or hyphens and the small words town names hold
// ("Esch-sur-Alzette", "Aix-en-Provence", "Stratford-upon-Avon", "Frankfurt am Main").
const town =
  String.raw`([\p{Lu}][\p{Ll}\p{M}'’.]+(?:[ -](?:[\p{Lu}][\p{Ll}\p{M}'’.]+|am|an|de|del|do|da|sur|en|le|la|les` +
  String.raw`|upon|on|im|ob|bei))*)`;
const townAlone = new RegExp(`^${town}$`, 'u');
const provinceAfterDistrict = new RegExp(String.raw`^\s*/\s*${town}`, 'u');
const postcodeThenTown = new RegExp(
  String.raw`(?<![\p{L}\p{N}–-]|©\s*|\(c\)\s*)(?:[A-Z]{1,2}[- ])?(?:\d{5}-\d{3}|\d{4}-\d{3}|\d{2}-\d{3}` +
    // Argentina's postcode opens with its province's letter: "S2000 Rosario", "C1425BHD Buenos Aires".
    String.raw`|\d{3} \d{2}|\d{4,6}|[A-Z]\d{4}(?:[A-Z]{3})?)` +
    String.raw`(?: [A-Z]{2})?\s+${town}`,
  'gu',
);
// Canadian ("V8W 1X4") and British ("PR1 2HE") postcodes come after the town, with or without a province or
// county between them ("Victoria, BC V8W 1X4", "Ludlow, Shropshire SY8 1DA"), and those of Britain's territories
// overseas ("Pitcairn Island PCRN 1ZZ", "Grand Turk TKCA 1ZZ", "Jamestown STHL 1ZZ").
const alphanumericPostcode =
  String.raw`(?:[A-Z]\d[A-Z] ?\d[A-Z]\d|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]{4} ?1ZZ)` + String.raw`(?![\p{L}\p{N}])`;
// A company's legal form is no state: "Honuroster LLC, 1050 Queen Street" names no town "Honuroster".
const legalForm = String.raw`(?:LLC|LLP|INC|LTD|PLC|SAS|SARL|SRL|SPA|PTY|PVT|GMBH|AG|BV|NV|AB|OY|KG)(?![A-Z])`;
const townThenPostcode = new RegExp(
  String.raw`${town},? (?!${legalForm})[A-Z]{2,3},? \d{4,5}(?:-\d{4})?(?!\d)|${town},? \d{4}(?:\d\d)?(?=,|$)` +
    String.raw`|${town},? (?:([A-Z]{2,3}|[\p{Lu}][\p{Ll}\p{M}'’-]+(?: [\p{Lu}][\p{Ll}\p{M}'’-]+)?),? )?` +
    alphanumericPostcode +
    // A postcode that opens with its country's letters ("Bakı AZ1010", "Rīga LV-1050").
    String.raw`|${town},? [A-Z]{2}-?\d{4}(?![\p{L}\p{N}])` +
    // Five digits after a province, the town before it: "Kota Kupang, Nusa Tenggara Timur 85228, Indonesia".
    String.raw`|${town},? \d{5}(?=,|$)`,
  'gu',
);

// Britain's counties as addresses write them, and Canada's provinces' codes ("Victoria, BC V8W 1X4").
const countyName = new RegExp(
  String.raw`^(?:[A-Z]{2,3}|\p{L}+shire|(?:East |West |North |South )?(?:Sussex|Yorkshire)|Kent|Essex|Surrey|Devon` +
    String.raw`|Cornwall|Dorset|Somerset|Norfolk|Suffolk|Cumbria|Durham|Northumberland|Merseyside|Rutland|Middlesex` +
    String.raw`|Greater (?:London|Manchester)|West Midlands|Tyne and Wear|Fife|Powys|Gwynedd|Ceredigion|Conwy` +
    String.raw`|County \p{Lu}\p{L}+|Co\. \p{Lu}\p{L}+)$`,
  'u',
);

/**
 * The first town written before a postcode that is not part of a street: a street's words follow its
 * house number ("4 Claremont Hill, Shrewsbury SY1 1RD", "Av. 5 de Mayo 1204, … 72000 Puebla"), so a
 * town with a number or a street's word before it in its part of the address is the street's ("Av.
 * Camelinas 3233, Las Américas").
 */
function townBeforePostcode(text: string): string | undefined {
  // "Jersey JE2 4UA" names the island, not a town.
  const islands = new Set(islandsBeforePostcodes(text).map((island) => island.at));
  townThenPostcode.lastIndex = 0;
  for (let match = townThenPostcode.exec(text); match; match = townThenPostcode.exec(text)) {
    const name = match[1] ?? match[2] ?? match[3] ?? match[5] ?? match[6];
    const afterState = !!match[6] && stateNames.has(match[6].toLowerCase());
    if (islands.has(match.index) || (match[6] && !afterState)) {
      townThenPostcode.lastIndex = match.index + 1;
      continue;
    }
    // Between a town and a British postcode, a county ("Ludlow, Shropshire SY8 1DA"); a word after a comma that is
    // none (nor an island: "Jersey", "Pitcairn Island") is the town, the words before it a district ("The Docks,
    // Gloucester GL1 2EH").
    const county = match[4];
    const townAfterDistrict =
      county &&
      match[0].includes(`, ${county}`) &&
      !countyName.test(county) &&
      !regionName.test(` ${county}`) &&
      // A province or territory written out ("Kamloops, British Columbia V2C", "Stanley, Falkland Islands FIQQ 1ZZ").
      !stateNames.has(county.toLowerCase()) &&
      !addressCountries(county).length &&
      !/Islands?$/.test(county) &&
      !/^(?:Jersey|Guernsey|Alderney|Sark)$/.test(county) &&
      !streetNamed(county);
    if (townAfterDistrict) return county;
    const parts = text.slice(0, match.index).split(',');
    const part = parts.pop() ?? '';
    // A state before the postcode has the town before it: "Coimbatore, Tamil Nadu 641004".
    const townOfState = parts.pop()?.trim();
    if (name && stateNames.has(name.toLowerCase()) && !part.trim() && townOfState) {
      if (townAlone.test(townOfState) && !street.test(townOfState)) return townOfState;
    }
    if (afterState) continue;
    if (name && !/\d/.test(part) && !streetNamed(name) && !street.test(part)) return name;
    // Look again from just after this match's first word: the town may be inside it.
    townThenPostcode.lastIndex = match.index + (name?.split(' ')[0].length ?? 1);
  }
  return undefined;
}
const street = new RegExp(
  String.raw`(?<![\p{L}])(?:st|street|av|ave|avenue|rd|road|blvd|boulevard|lane|ln|drive|dr|way|place|pl|court|ct` +
    String.raw`|suite|floor` +
    // (Italy's "via" only with a house number after it: "Larm via SMS lanseras" sends alarms by text.)
    String.raw`|straße|strasse|str|weg|gasse|platz|allee|ring|via(?=\s+(?:[\p{L}'’.]+\s+){0,3}\d)|viale|piazza|corso` +
    String.raw`|rue|chemin|calle|avenida|rua` +
    String.raw`|straat|laan|plein|gatan|v[äa]gen|gade|vej|gate|veien|katu|tie|cadde\p{L}*|sokak|sok|mah|ulica` +
    // The Baltic languages: "K. Donelaičio g. 62", "Brīvības iela 40", "Soola 8", "Pärnu mnt 10".
    String.raw`|ul|g|pr|iela|gatvė|prospektas|tn|mnt|pst` +
    // Spanish America's boulevards, passages, roads and the office or floor after the number ("Bvar. Artigas
    // 1181, oficina 302").
    String.raw`|bvar|bv|bulevar|avda|pje|pasaje|calz|calzada|camino|ruta|carrera|jr|jirón|oficina|piso|local` +
    String.raw`|depto` +
    // A plot's number (Botswana's "Plot 2345"), and the street in Arabic and Persian ("شارع الجزائر" is a street in
    // Basra, not Algeria).
    String.raw`|plot|شارع|طريق|خيابان|کوچه)(?![\p{L}])` +
    // Streets written as one word with the house number after it: "Hauptstraße 5", "Storgata 62", "Keizersgracht 12".
    String.raw`|\p{L}+(?:straße|strasse|gasse|weg|platz|allee|straat|laan|gracht|plein|gatan|gata|gate|v[äa]gen|veien` +
    // … and Sweden's "Teknikringen 7", "Kopparbergsgränd 2", "Stortorget 4".
    String.raw`|ringen|gr[äa]nd|backen|torget|stigen|leden` +
    String.raw`|vei|vej|gade|katu|tie|utca)\.?\s\d`,
  'iu',
);

const streetStart = new RegExp(String.raw`^(?:${street.source})`, 'iu');

/** Whether a town's name is a street's: "St. Gallen" and "St. Louis" are saints' towns, "Main St" is a street. */
const streetNamed = (name: string) => street.test(name.replace(/^(?:St|Ste|Sta|Sto|S)\.?\s(?=\p{Lu})/u, ''));

/**
 * The town of a postal address in `text`, if it has one: only in a line that reads as an address (a street
 * or a country with it), so that "2000 Agencies" or "© 2024 Acme" is no town.
 */
function postalTown(text: string): string | undefined {
  if (!street.test(text) && !countriesIn(text).length) return undefined;
  const before = townBeforePostcode(text);
  if (before) return before;
  for (const match of text.matchAll(postcodeThenTown)) {
    // The country may follow the town on the same line: "500030 Brașov România".
    const [country] = countriesIn(match[1]);
    const name = (country?.at ? match[1].slice(0, country.at) : match[1]).trim().replace(/[.-]+$/, '');
    // A capital named like its country ("1053 Tunis, Tunisie") is a town when the country follows it.
    const countryAfter = countriesIn(text.slice(match.index + match[0].length)).length > 0;
    // A state or region after the postcode is no town ("Mata-Utu, 98600 Uvea, Wallis-et-Futuna").
    if (stateNames.has(name.toLowerCase())) continue;
    // Turkish addresses write the district, then its province's city: "55030 İlkadım / Samsun".
    const province = provinceAfterDistrict.exec(text.slice(match.index + match[0].length));
    if (province && !countriesIn(province[1]).length && !streetNamed(province[1])) return province[1];
    if (!streetNamed(name) && (!countriesIn(name).length || countryAfter) && name.length > 1) return name;
  }
  return undefined;
}

/** A town its address marks as one, as Russian, Ukrainian, Kazakh and Bulgarian addresses do: "г. Алматы". */
function markedTown(text: string): string | undefined {
  return /(?<![\p{L}])(?:г\.|гр\.|город)\s?(\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?)/u.exec(text)?.[1];
}

/**
 * Countries an address names as such, not inside a street's name: "Av. República de El Salvador N34-183 y
 * Suiza" is a street in Quito, "Rue de Russie 12" one in Geneva. A part of an address that starts with a
 * street's word names a country only after its postcode and town ("Storgata 62 9008 Tromsø Norge").
 */
function addressCountries(text: string): Array<{ code: string; name: string; at: number }> {
  return countriesIn(text).filter(({ at, name }) => {
    // The country's name in its capital's: "Ciudad de Panamá, Panamá", "Kuwait City, Kuwait".
    if (cityWordBefore.test(text.slice(0, at)) || cityWordAfter.test(text.slice(at + name.length))) return false;
    // A street named for the country: "Plot 2147, Botswana Road, Lobatse, Botswana".
    const after = text.slice(at + name.length);
    if (/^\s/.test(after) && streetStart.test(after.trimStart())) return false;
    const part = text
      .slice(0, at)
      .split(/[,،·|•]/)
      .pop()!
      .trimStart();
    return !streetStart.test(part) || !!postalTown(part);
  });
}

const townOfState = new RegExp(String.raw`(?:^|[\s·|•])(${capitalised}),\s*(${capitalised})(?=\s*(?:[·|•,.]|$))`, 'u');

// A postal box and its number, which is no postcode and whose words are no town: "PO Box 1188", "P.O. Box 52",
// "S.L.P. 4127" (Swahili), "B.P. 2310", "BP 45", "Boîte postale 12", "Apartado 1234", "Caixa Postal 88", "Postfach 12".
const postalBox = new RegExp(
  String.raw`(?<![\p{L}])(?:P\.?\s?O\.?\s?Box|Post(?:al)? Office Box|Box|S\.?L\.?P\.?|B\.?P\.?|Bo[iî]te postale` +
    String.raw`|Apartado(?: Postal)?|Caixa Postal|Casilla(?: de Correo)?|Postfach|Postboks|Postbus|Pb\.?)\s*\d+`,
  'giu',
);

function placeIn(written: string, page: ReadPage): Place | undefined {
  const text = written.replace(postalBox, (box) => ' '.repeat(box.length));
  const [country] = addressCountries(text);
  const known = citiesIn(text);
  const eastAsian = eastAsianPlace(text);
  const brazilian = brazilianTown(text);
  const city =
    postalTown(text) ??
    eastAsian?.town ??
    markedTown(text) ??
    brazilian ??
    (country ? cityBefore(text, country.at) : undefined) ??
    (known.length ? cityNames.get(known[0]) : undefined);
  // A town and its state without the country: "Anchorage, Alaska", "Kelowna, British Columbia".
  const ofState = !country && !known.length && !eastAsian ? townOfState.exec(text) : null;
  const stateCode = ofState ? stateCountry.get(ofState[2].toLowerCase()) : undefined;
  const code =
    country?.code ??
    (known.length ? cityCountry.get(known[0]) : undefined) ??
    eastAsian?.country ??
    stateCode ??
    (brazilian ? 'BR' : undefined);
  const town = city ?? (stateCode ? ofState![1] : undefined);
  return code || town ? { city: town, country: code, countryName: country?.name, quote: written, page } : undefined;
}

function structuredPlace(site: Site): Place | undefined {
  for (const { node, page } of site.jsonLd) {
    const address = [node.address].flat()[0];
    if (!address || typeof address !== 'object') continue;
    const fields = address as Record<string, unknown>;
    const city = str(fields.addressLocality);
    const countryValue = fields.addressCountry;
    const countryText = str(countryValue) ?? str((countryValue as Record<string, unknown> | undefined)?.name);
    const country =
      (countryText && countryCode(countryText)) ?? (city ? cityCountry.get(city.toLowerCase()) : undefined);
    // The statement of this node's address, not of another node's on the same page.
    const named = city ?? countryText ?? '';
    const quote = page.statements.find((line) => /\baddress(Locality|Country)?: /.test(line) && line.includes(named));
    if ((city || country) && quote) return { city, country, quote, page };
  }
  const locality = site.statement(/ addressLocality: /);
  const countryLine = site.statement(/ addressCountry: /);
  if (locality || countryLine) {
    const city = locality ? /addressLocality: (.+)$/.exec(locality.quote)?.[1] : undefined;
    const countryText = countryLine ? /addressCountry: (.+)$/.exec(countryLine.quote)?.[1] : undefined;
    const country =
      (countryText && countryCode(countryText)) ?? (city ? cityCountry.get(city.toLowerCase()) : undefined);
    const page = site.pages.find((candidate) => candidate.url === (locality ?? countryLine)!.url)!;
    return { city, country, quote: (countryLine ?? locality)!.quote, page };
  }
  return undefined;
}

/**
 * Whether a sentence's place is said of the company: the company speaks or is named before the place's
 * cue ("we're based in", "Kelpnote is made in"), or nothing is ("Based in Lisbon, Portugal."). Another
 * company's ("Sunhaus, headquartered in Denver, Colorado, prints the labels we ship") is not.
 */
function saidOfCompany(sentence: string, name: string | undefined): boolean {
  const cue = placeCue.exec(sentence);
  if (!cue) return false;
  const subject = sentence.slice(0, cue.index);
  return (
    aboutUs.test(subject) || !!(name && mentions(comparable(subject), comparable(name))) || !/\p{L}/u.test(subject)
  );
}

export function draftPlace(site: Site, name?: string): { country?: DraftedValue; city?: DraftedValue } {
  const places: Place[] = [];
  const structured = structuredPlace(site);
  if (structured) places.push(structured);
  for (const page of site.pages) {
    for (const address of Array.from(page.document.querySelectorAll('address'))) {
      const place = placeIn(oneLine(elementText(address)), page);
      if (place) places.push(place);
    }
    // An address written without <address>, its lines apart ("Storgata 62<br>9008 Tromsø<br>Norge").
    for (const block of Array.from(page.document.querySelectorAll('p')).filter((p) => p.querySelector('br'))) {
      const written = elementText(block).split('\n').map(oneLine).filter(Boolean).join(', ');
      const place = postalTown(written) ? placeIn(written, page) : undefined;
      if (place && !notOurPlace(written)) places.push(place);
    }
  }
  // Prose comes after the postal address below: a story's "a company in Melbourne" is not the address.
  const inProse: Place[] = [];
  for (const { line, page } of proseLines(site)) {
    const addressPage = addressPages.test(page.path);
    for (const sentence of sentences(line)) {
      // A postal address (a street, a postcode, a town) is a place of the company's wherever it is written, as is
      // an East Asian one down to its number ("江苏省扬州市广陵区文昌中路168号").
      const postal =
        (street.test(sentence) && !!postalTown(sentence)) || (!!eastAsianPlace(sentence) && /\d/.test(sentence));
      if (notOurPlace(sentence)) continue;
      if (!addressPage && !postal && !saidOfCompany(sentence, name)) continue;
      const place = placeIn(sentence, page);
      // "Feito em Teresina …, que só entende locutor de São Paulo": a known town elsewhere in the sentence is not
      // the one the cue places the company in (the cue in any case, its town capitalised).
      const cued = townAfterCue.exec(sentence)?.[2];
      if (
        place?.city &&
        !postal &&
        cued &&
        /^\p{Lu}/u.test(cued) &&
        !mentions(comparable(place.city), comparable(cued))
      ) {
        place.city = undefined;
      }
      if (place && (place.city || place.country)) inProse.push(place);
    }
  }
  // The address in a site's footer or its contact block: "ul. Lipowa 3, 31-511 Kraków, Polska", "Recife, Brasil".
  const seen = new Set<string>();
  for (const page of site.pagesLike(companyPages)) {
    const selector =
      // Not the page itself, whose class may name its footer ("<body class="sticky-footer">").
      ['footer', '[class*="footer" i]', '[id*="footer" i]', '[class*="address" i]', '[class*="contact" i]']
        .map((part) => `${part}:not(body, html, main)`)
        .join(', ') + ', [itemprop="address"]';
    // The outermost such blocks; a footer repeated on every page is read once. A quotation's own footer
    // names who said it ("Petya Ivanova, Sparkle Cleaning, Dublin"), not where we are.
    const blocks = Array.from(page.document.querySelectorAll(selector)).filter(
      (block) => !block.parentElement?.closest(selector) && !block.closest(quotations),
    );
    for (const line of blocks.flatMap((block) => elementText(block).split('\n')).map(oneLine)) {
      if (seen.has(line) || line.length > 200 || notOurPlace(line)) continue;
      seen.add(line);
      const place = placeIn(line, page);
      if (place && (place.country || postalTown(line) || eastAsianPlace(line))) places.push(place);
    }
  }
  places.push(...inProse);
  const result: { country?: DraftedValue; city?: DraftedValue } = {};
  for (const place of places) {
    // An address read as one line may not be quotable whole (its lines are apart on the page); its town's
    // and its country's own lines are.
    const evidence =
      site.quote(place.quote, [place.page]) ??
      (place.countryName ? site.quote(place.countryName, [place.page], true) : undefined);
    if (!result.country && place.country && evidence) result.country = { value: place.country, evidence: [evidence] };
    if (!result.city && place.city) {
      const cityQuote = site.quote(place.city, [place.page]);
      if (cityQuote) result.city = { value: place.city, evidence: [cityQuote] };
    }
    if (result.country && result.city) break;
  }
  return result;
}
