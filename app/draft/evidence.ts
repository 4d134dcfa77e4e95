// The honesty gate both engines pass through. A quote counts only when it stands whole (at word
// boundaries) in what the drafter may read of the page it names (app/draft/reading.ts: visible
// text and markup statements, nothing hidden, nothing addressed to AI). A value is kept only when
// its quotes state it: the value itself, or a form the code can check (a country's name or one of
// its cities for a country code, the year with a word of founding for founded_year, every price of
// a pricing summary, the justifying words of a category). List items, FAQs, founders, social
// links, story parts and milestones are each kept or dropped on their own quotes.
import type { DraftRow } from '../../db/queries/drafts.ts';
import type { DraftSection, DraftWarning, Evidence, FieldValue, SectionEvidence } from '../../db/schema/drafts.ts';
import { socialPlatforms } from '../social-platforms.ts';
import { emptyTaxonomy, listFields, profileFields } from './fields.ts';
import type { DraftedValue, DraftResult, ProfileField, SourcePage, Taxonomy } from './fields.ts';
import { amountOf, asciiDigits, freeSource, priceSource, recurring, trialWord, unitOf } from './money.ts';
import { beginningWords, foundingNouns, foundingWords, foundingWordsCjk, registration } from './founding-words.ts';
import {
  brazilianTown,
  cityCountry,
  countryNames,
  eastAsianPlace,
  islandsBeforePostcodes,
  stateCountry,
} from './places.ts';
import { readPage } from './reading.ts';
import { sentences } from './site.ts';
import { categoryTerms, comparable, mentions, negated, tagTerms } from './terms.ts';

// A price standing alone on its line ("€0") is a quote too.
const minimumQuoteLength = 2;
const maxQuotesPerValue = 5;

/** A clipped value or quote ends in an ellipsis; what comes before it must still be on the page. */
const unclipped = (text: string) => text.trim().replace(/\s*(…|\.\.\.)$/, '');

interface Quote {
  evidence: Evidence;
  /** The quote as written and in comparable form. */
  raw: string;
  text: string;
}
type Test = (quote: Quote) => boolean;

const yearWord = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(found(ed|ing|er|ers)?|foundingdate|co-?found(ed|er|ers)?|establish(ed)?|est\.` +
    String.raw`|start(ed)?|begun|born|since|launch(ed)?|creat(ed)?|seit|depuis|desde|sinds|${foundingNouns}` +
    String.raw`|${foundingWords}|${beginningWords})(?![\p{L}\p{N}])|${foundingWordsCjk}`,
  'iu',
);

// Prices as app/draft/money.ts reads them; JSON-LD offers give a bare "price: 24".
const pricePattern = new RegExp(`${priceSource}|(${freeSource})|\\bprice:\\s*(\\d[\\d.,]*)`, 'giu');

/** The prices a text names, as "usd29" (a zero price and the word free are both "free"). */
export function pricesIn(text: string): Set<string> {
  const prices = new Set<string>();
  // JSON-LD offers: "price: 24; priceCurrency: EUR".
  const currency = /pricecurrency:\s*([a-z]{3})/i.exec(text)?.[1].toLowerCase();
  for (const match of text.matchAll(pricePattern)) {
    if (match[5]) {
      prices.add('free');
      continue;
    }
    const symbol = match[1] ?? match[4];
    const digits = match[2] ?? match[3] ?? match[6];
    const amount = amountOf(digits);
    if (!Number.isFinite(amount)) continue;
    const unit = symbol ? unitOf(symbol) : currency;
    if (symbol && !unit) continue;
    if (amount === 0) prices.add('free');
    else if (unit) prices.add(`${unit}${amount}`);
  }
  return prices;
}

const textTest =
  (part: string): Test =>
  (quote) =>
    mentions(quote.text, comparable(unclipped(part)));

/**
 * A product that has left its beta, pilot or pre-orders, in the languages of the web: "is out of its pilot
 * phase", "ended the beta", "est sorti de bêta", "saiu do beta", "die Beta-Phase ist abgeschlossen",
 * "allgemein verfügbar", "am ieșit din faza de pilot".
 */
export const leftTrialPhase = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:left|ended|exited|graduated from|came out of|out of|(?:is|are|['’]re) past` +
    String.raw`|past (?:the|its)) (?:the |its |our )?(?:beta|pilot|pre-?orders?|prototype)` +
    String.raw`|generally available|general availability` +
    String.raw`|sorti[es]* (?:de (?:la )?|du )?(?:phase )?(?:b[êe]ta|pilote)` +
    String.raw`|sali[óo] (?:de (?:la )?|del )(?:fase )?(?:beta|piloto)` +
    String.raw`|sa[íi]u d[oa] (?:fase (?:de )?)?(?:beta|piloto)` +
    String.raw`|uscit[oa] dalla (?:fase )?(?:beta|pilota)|beta-?phase (?:ist )?(?:abgeschlossen|beendet|vorbei)` +
    String.raw`|allgemein verfügbar|aus der beta|uit de beta|algemeen beschikbaar|ie[șş]i\p{L}* din (?:faza de )?` +
    String.raw`(?:pilot|beta)|wyszed\p{L}* z (?:fazy )?bety|vyšl\p{L}* z bety|lämna\p{L}* beta\p{L}*)(?![\p{L}])`,
  'iu',
);

/** How sites say a stage: "Launched" as "generally available" or "out of beta", "Open beta" as "bêta ouverte". */
const stageWords: Array<[RegExp, RegExp]> = [
  [/^launched$/i, new RegExp(String.raw`launch|(?<![\p{L}])live(?![\p{L}])|${leftTrialPhase.source}`, 'iu')],
  [/^mvp$/i, /(?<![\p{L}])mvp(?![\p{L}])|minimum viable product/iu],
  [/beta/i, /b[eêèé]ta/iu],
];

function stageTest(stage: string): Test {
  const words = stageWords.find(([value]) => value.test(stage))?.[1];
  return (quote) => mentions(quote.text, comparable(stage)) || (!!words && words.test(quote.raw));
}

/** Each line of a text value must be in some quote. */
const textParts = (value: string): Test[] =>
  value
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map(textTest);

function countryTest(code: string): Test {
  const names = countryNames.get(code) ?? [];
  const cities = [...cityCountry].filter(([, country]) => country === code).map(([city]) => city);
  // A state only one country has: "Anchorage, Alaska" is in the United States.
  const states = [...stateCountry].filter(([, country]) => country === code).map(([state]) => state);
  return (quote) =>
    // A structured address may give the bare code: "addressCountry: DE".
    new RegExp(`\\b(address)?country(code)?: ${code}\\b`, 'i').test(quote.raw) ||
    [...names, ...cities, ...states].some((name) => mentions(quote.text, comparable(name))) ||
    // An address written the way only one country writes them ("福建省厦门市思明区" is mainland China's).
    eastAsianPlace(quote.raw)?.country === code ||
    (code === 'BR' && !!brazilianTown(quote.raw)) ||
    islandsBeforePostcodes(quote.raw).some((island) => island.code === code);
}

function urlTest(url: string): Test {
  const bare = url.replace(/^https?:/, '');
  // Or a path the quote writes ("logo: /images/logo.png"), which is this address on the quote's page.
  const onItsPage = (quote: Quote) =>
    (quote.raw.match(/(?<![\w.:/])\/[^\s"'<>]+/g) ?? []).some((path) => {
      try {
        return new URL(path, quote.evidence.url).href === url;
      } catch {
        return false;
      }
    });
  return (quote) => quote.raw.includes(url) || quote.raw.includes(bare) || onItsPage(quote);
}

function socialTest(key: string, url: string): Test {
  const path = url
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/^twitter\.com\//, 'x.com/')
    .replace(/\/$/, '');
  const handle = key === 'x' ? /^x\.com\/([^/?#]+)$/.exec(path)?.[1] : undefined;
  return (quote) => {
    const seen = quote.raw.replace(/https?:\/\/(www\.)?/g, '').replace(/twitter\.com\//g, 'x.com/');
    return seen.includes(path) || (handle !== undefined && new RegExp(`@${handle}\\b`, 'i').test(quote.raw));
  };
}

/** Whether a text names a price above zero. */
export const paidPrice = (text: string) => [...pricesIn(text)].some((price) => price !== 'free');

/** A quote that names a paid price and the time it recurs by ("Pro €9 / month"). */
export const statesSubscription = (text: string) => paidPrice(text) && recurring.test(text);

function pricingModelTests(model: string): Test[] {
  const paid = (quote: Quote) => paidPrice(quote.raw);
  const free = (quote: Quote) => pricesIn(quote.raw).has('free');
  switch (model.toLowerCase()) {
    case 'free':
      return [free];
    case 'freemium':
      return [free, paid];
    case 'paid':
      return [paid];
    case 'subscription':
      return [(quote) => statesSubscription(quote.raw)];
    case 'free trial':
      return [(quote) => trialWord.test(quote.text)];
    default:
      return textParts(model);
  }
}

// "office(at)tischlein.de", "hello [at] acme [dot] io", "info{at}firma.pl": an address written so that
// harvesters miss it (TYPO3 and many hand-made sites show it this way behind a scripted link).
export const obfuscatedAddress =
  /[\w.+-]+\s?[([{]\s?(?:at|ät)\s?[)\]}]\s?[\w-]+(?:(?:\.|\s?[([{]\s?dot\s?[)\]}]\s?)[\w-]+)+/giu;

/** The address an obfuscated one stands for: "office(at)tischlein.de" is office@tischlein.de. */
export const unobfuscated = (written: string) =>
  written.replace(/\s?[([{]\s?(?:at|ät)\s?[)\]}]\s?/giu, '@').replace(/\s?[([{]\s?dot\s?[)\]}]\s?/giu, '.');

/** An email is stated as written, or in an obfuscated form that spells it. */
function emailTest(address: string): Test {
  const wanted = comparable(address);
  return (quote) => mentions(quote.text, wanted) || mentions(comparable(unobfuscated(quote.raw)), wanted);
}

/** What a quote must show for each part of a value; null when the value cannot be stated at all. */
function partsOf(field: ProfileField, value: string | number, taxonomy: Taxonomy): Test[] | null {
  const text = String(value);
  switch (field) {
    case 'founded_year':
      // The year with a word of founding, or the company's registration in that year.
      return [
        (quote) =>
          new RegExp(`\\b${text}\\b`).test(asciiDigits(quote.raw)) &&
          (yearWord.test(quote.text) ||
            sentences(asciiDigits(quote.raw)).some((sentence) => registration.exec(sentence)?.includes(text))),
      ];
    case 'country':
      return countryNames.has(text) ? [countryTest(text)] : null;
    case 'pricing_summary': {
      const prices = [...pricesIn(text)];
      return prices.length ? prices.map((price) => (quote: Quote) => pricesIn(quote.raw).has(price)) : null;
    }
    case 'pricing_model':
      return pricingModelTests(text);
    case 'contact_email':
      return [emailTest(text)];
    case 'stage':
      return [stageTest(text)];
    case 'logo_url':
    case 'demo_video_url':
      return [urlTest(text)];
    case 'categories': {
      const terms = categoryTerms(text, taxonomy);
      return terms.length ? [(quote) => terms.some((term) => mentions(quote.text, term))] : null;
    }
    case 'tags': {
      const terms = tagTerms(text, taxonomy);
      return [(quote) => terms.some((term) => mentions(quote.text, term) && !negated(quote.text, term))];
    }
    default:
      return textParts(text);
  }
}

/** The quotes that state every part (none when a part is stated by no quote). */
function stating(tests: Test[] | null, quotes: Quote[]): Evidence[] {
  if (!tests?.length) return [];
  const needed = new Set<Quote>();
  const used = new Set<Quote>();
  for (const test of tests) {
    const matching = quotes.filter(test);
    if (!matching.length) return [];
    if (!matching.some((quote) => needed.has(quote))) needed.add(matching[0]);
    for (const quote of matching) used.add(quote);
  }
  // The quotes that together state every part come first and are never cut, so the evidence kept still
  // states the value when it is checked again (an FAQ answer of six lines needs six quotes).
  const first = quotes.filter((quote) => needed.has(quote));
  const more = quotes.filter((quote) => used.has(quote) && !needed.has(quote));
  return [...first, ...more].slice(0, Math.max(maxQuotesPerValue, first.length)).map((quote) => quote.evidence);
}

/** A drafted value as String() writes it (a list's items joined by commas); an object has no text. */
function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueText).join(',');
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

const pricingModels = ['Free', 'Freemium', 'Subscription', 'Paid', 'Free trial'];

/** A value in the shape the contract allows for its field, or null. */
export function cleanValue(field: ProfileField, value: unknown): FieldValue {
  if (value === null || value === undefined) return null;
  if (listFields.has(field)) {
    const items = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string' && item.trim() !== '',
    );
    return items.length ? [...new Set(items.map((item) => item.trim().slice(0, 200)))].slice(0, 20) : null;
  }
  if (field === 'founded_year') {
    const year = Number(valueText(value).trim());
    return Number.isInteger(year) && year >= 1800 && year <= 2100 ? year : null;
  }
  const text = valueText(value).trim();
  if (!text) return null;
  if (field === 'country') return /^[A-Z]{2}$/.test(text.toUpperCase()) ? text.toUpperCase() : null;
  if (field === 'contact_email') return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text) && text.length <= 500 ? text : null;
  if (field === 'demo_video_url' || field === 'logo_url')
    return /^https?:\/\/\S+$/.test(text) && text.length <= 500 ? text : null;
  if (field === 'pricing_model')
    return pricingModels.find((model) => model.toLowerCase() === text.toLowerCase()) ?? text;
  return text.slice(0, field === 'description' ? 20000 : 500);
}

/** The crawled pages as the gate reads them: quotes are looked up here. */
class SiteText {
  private readonly textByUrl: Map<string, string>;
  readonly origins: Set<string>;
  readonly warnings: DraftWarning[];

  constructor(pages: SourcePage[]) {
    const read = pages.map(readPage);
    this.textByUrl = new Map(read.map((page) => [page.url, comparable(page.text)]));
    this.origins = new Set(read.map((page) => new URL(page.url).origin));
    const unique = new Map(read.flatMap((page) => page.warnings).map((item) => [`${item.url} ${item.text}`, item]));
    this.warnings = [...unique.values()];
  }

  /** The quotes that stand whole on the page they name. */
  verified(evidence: Evidence[] | undefined): Quote[] {
    const quotes: Quote[] = [];
    for (const item of evidence ?? []) {
      if (typeof item?.quote !== 'string' || typeof item.url !== 'string') continue;
      const raw = unclipped(item.quote);
      const text = comparable(raw);
      const page = this.textByUrl.get(item.url);
      if (text.length >= minimumQuoteLength && page !== undefined && mentions(page, text)) {
        quotes.push({ evidence: { quote: item.quote.trim(), url: item.url }, raw, text });
      }
    }
    return quotes;
  }
}

function checkField(
  site: SiteText,
  field: ProfileField,
  proposed: DraftedValue,
  taxonomy: Taxonomy,
): DraftedValue | undefined {
  const value = cleanValue(field, proposed.value);
  if (value === null) return undefined;
  const quotes = site.verified(proposed.evidence);
  if (Array.isArray(value)) {
    const kept = value.filter((item) => stating(partsOf(field, item, taxonomy), quotes).length > 0);
    // One quote per item at least, so the kept evidence still states every item when checked again.
    const first = kept.map((item) => stating(partsOf(field, item, taxonomy), quotes)[0]);
    const more = kept.flatMap((item) => stating(partsOf(field, item, taxonomy), quotes));
    const evidence = dedupe([...first, ...more]);
    return kept.length
      ? { value: kept, evidence: evidence.slice(0, Math.max(maxQuotesPerValue, dedupe(first).length)) }
      : undefined;
  }
  const evidence = stating(partsOf(field, value, taxonomy), quotes);
  return evidence.length ? { value, evidence } : undefined;
}

function dedupe(evidence: Evidence[]): Evidence[] {
  const seen = new Map(evidence.map((item) => [`${item.url}\n${item.quote}`, item]));
  return [...seen.values()];
}

/** Keeps what the site's own text states and drops the rest; reports text addressed to AI. */
export function verifyDraft(result: DraftResult, pages: SourcePage[], taxonomy: Taxonomy = emptyTaxonomy): DraftResult {
  const site = new SiteText(pages);
  const fields: DraftResult['fields'] = {};
  for (const field of profileFields) {
    const proposed = result.fields?.[field];
    if (!proposed) continue;
    const kept = checkField(site, field, proposed, taxonomy);
    if (kept) fields[field] = kept;
  }

  const sectionEvidence: SectionEvidence[] = [];
  const quotesFor = (section: DraftSection, key: string) =>
    site.verified(
      (result.section_evidence ?? [])
        .filter((entry) => entry.section === section && entry.key === key)
        .flatMap((entry) => entry.evidence),
    );
  /** Keeps an entry when its quotes state every part; records those quotes under its key. */
  const keep = (section: DraftSection, key: string, tests: Test[]) => {
    const evidence = stating(tests, quotesFor(section, key));
    if (evidence.length) sectionEvidence.push({ section, key, evidence });
    return evidence.length > 0;
  };

  const faqs = (result.faqs ?? [])
    .filter((faq) => faq.question?.trim() && faq.answer?.trim())
    .filter((faq) => keep('faqs', faq.question, [...textParts(faq.question), ...textParts(faq.answer)]))
    .slice(0, 10);
  // A founder is kept on a quote stating the name; the title and bio only where quotes state them.
  const founders = (result.founders ?? [])
    .flatMap((founder) => {
      if (!founder.name?.trim()) return [];
      const quotes = quotesFor('founders', founder.name);
      const named = stating(textParts(founder.name), quotes);
      if (!named.length) return [];
      const part = (text: string | null | undefined) => (text ? stating(textParts(text), quotes) : []);
      const [titled, described] = [part(founder.title), part(founder.bio)];
      // The quotes that state the name and whichever of the title and bio are kept.
      const stated = [founder.name, titled.length ? founder.title : null, described.length ? founder.bio : null];
      const evidence = stating(
        stated.flatMap((text) => (text ? textParts(text) : [])),
        quotes,
      );
      sectionEvidence.push({ section: 'founders', key: founder.name, evidence });
      return [
        { name: founder.name, title: titled.length ? founder.title : null, bio: described.length ? founder.bio : null },
      ];
    })
    .slice(0, 6);
  const socials = (section: 'company_socials' | 'founder_socials', links: Record<string, string> | undefined) =>
    Object.fromEntries(
      Object.entries(links ?? {}).filter(([key, url]) => {
        if (!(socialPlatforms as string[]).includes(key) || !/^https?:\/\/\S+$/.test(url) || url.length > 500) {
          return false;
        }
        // The site's own address needs no quote: it is the URL that was submitted.
        if (key === 'website') return site.origins.has(new URL(url).origin);
        return keep(section, key, [socialTest(key, url)]);
      }),
    );
  const story = Object.fromEntries(
    Object.entries(result.story ?? {}).filter(
      ([member, text]) => typeof text === 'string' && text.trim() && keep('story', member, textParts(text)),
    ),
  );
  const milestones = (result.milestones ?? [])
    .filter(
      (milestone) =>
        /^\d{4}-\d{2}-\d{2}$/.test(milestone.date ?? '') &&
        milestone.title?.trim() &&
        keep('milestones', milestone.title, [
          (quote) => textTest(milestone.title)(quote) && quote.raw.includes(milestone.date.slice(0, 4)),
        ]),
    )
    .slice(0, 50);

  return {
    fields,
    faqs,
    founders,
    company_socials: socials('company_socials', result.company_socials),
    founder_socials: socials('founder_socials', result.founder_socials),
    story,
    milestones,
    seo: result.seo ?? { title: null, meta: null },
    section_evidence: sectionEvidence,
    warnings: site.warnings,
  };
}

/**
 * For `make bench-drafting`: the drafted values of a stored draft that the gate would not keep as
 * they are (their quotes are not on the page, or do not state them). Always empty unless a value
 * reached the draft some other way than through verifyDraft.
 */
export function unstatedValues(
  row: Pick<
    DraftRow,
    'fields' | 'faqs' | 'founders' | 'company_socials' | 'founder_socials' | 'story' | 'milestones' | 'section_evidence'
  >,
  pages: SourcePage[],
  taxonomy: Taxonomy,
): string[] {
  const drafted: DraftResult = {
    fields: Object.fromEntries(
      Object.entries(row.fields)
        .filter(([, field]) => field.state === 'ai' && field.value !== null)
        .map(([name, field]) => [name, { value: field.value, evidence: field.evidence }]),
    ),
    faqs: row.faqs,
    founders: row.founders,
    company_socials: row.company_socials,
    founder_socials: row.founder_socials,
    story: row.story,
    milestones: row.milestones,
    seo: { title: null, meta: null },
    section_evidence: row.section_evidence,
    warnings: [],
  };
  const kept = verifyDraft(drafted, pages, taxonomy);
  // jsonb does not keep the order of an object's members: compare with sorted keys.
  const canonical = (value: unknown): string =>
    JSON.stringify(value, (_key, member: unknown) =>
      member && typeof member === 'object' && !Array.isArray(member)
        ? Object.fromEntries(Object.entries(member).sort(([a], [b]) => a.localeCompare(b)))
        : member,
    );
  const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);
  const unstated: string[] = [];
  for (const [field, value] of Object.entries(drafted.fields)) {
    if (!same(kept.fields[field as ProfileField]?.value, value?.value))
      unstated.push(`${field}: ${valueText(value?.value)}`);
  }
  for (const section of ['faqs', 'founders', 'milestones'] as const) {
    const keptKeys = new Set(kept[section].map(canonical));
    for (const entry of drafted[section]) {
      if (!keptKeys.has(canonical(entry))) unstated.push(`${section}: ${JSON.stringify(entry)}`);
    }
  }
  for (const section of ['company_socials', 'founder_socials', 'story'] as const) {
    for (const [key, value] of Object.entries(drafted[section])) {
      if (!same((kept[section] as Record<string, unknown>)[key], value)) unstated.push(`${section}.${key}: ${value}`);
    }
  }
  return unstated;
}
