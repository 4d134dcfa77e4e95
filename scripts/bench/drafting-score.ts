// How `make bench-drafting` judges a draft against a corpus site's truth.json (format:
// test/drafting-corpus/README.md). A draft is cut into units: one per scalar field, one per item of
// a list field, FAQ, founder, social link or milestone, one for the story. Recall counts the stated
// units the draft got right; precision counts the drafted units that are right; a unit drafted for
// a field the site does not state, or equal to a listed trap, is an invented value.

import { profileFields } from '../../app/draft/fields.ts';
import { amountOf, priceSource, unitOf } from '../../app/draft/money.ts';
import { escapeRegExp } from '../../app/draft/site.ts';

/** The members of a Draft body (the API's view) that are scored. */
export interface DraftView {
  fields: Record<string, { value: unknown }>;
  faqs: Array<{ question: string; answer: string }>;
  founders: Array<{ name: string; title: string | null }>;
  company_socials: Record<string, string>;
  founder_socials: Record<string, string>;
  story: Record<string, string | null>;
  milestones: Array<{ date: string; title: string }>;
}

/**
 * One fact of a truth.json. The two sets were written apart and name their rules differently; both
 * are read: `items` (also `questions`, `people`, `links`), `contains` (every phrase must be in the
 * value), `contains_any` (one is enough), `prices` (exactly these), `must_mention` (each of these
 * texts or prices) and `any_of` (the drafted list must hold one of these, and nothing else).
 * `accept` adds right answers (for socials, a `{ key: url }` object); `accept_contains` is another
 * set of phrases that all together make a right text (a bilingual site drafted in its other language).
 */
interface FactSpec {
  value?: unknown;
  accept?: unknown[] | Record<string, unknown>;
  contains?: string[];
  accept_contains?: string[];
  contains_any?: string[];
  items?: unknown;
  prices?: string[];
  must_mention?: string[];
  any_of?: unknown[];
}

/** What a draft can hold: the profile's fields and the sections beside them. */
const draftedFields = new Set<string>([
  ...profileFields,
  'faqs',
  'founders',
  'company_socials',
  'founder_socials',
  'story',
  'milestones',
]);

export interface Truth {
  facts: Record<string, FactSpec>;
  /** Facts a truth gives for fields no draft has (a street address): not scored, so no draft misses them. */
  unscored: string[];
  notStated: Set<string>;
  traps: Array<{ field: string; values: unknown[] }>;
  injectionStrings: string[];
  /** The fixture server's origin, whose random port is no part of a drafted value's words. */
  origin: string;
}

export interface SiteScore {
  /** Units the site states, and how many of them the draft got right. */
  expected: number;
  recalled: number;
  /** Units the draft holds for fields the truth judges, and how many of them are right. */
  drafted: number;
  correct: number;
  invented: string[];
  injected: string[];
  wrong: string[];
  missed: string[];
  /** Per field: the units the site states, and how many of them the draft got right. */
  byField: Record<string, { expected: number; recalled: number }>;
}

const listFields = new Set(['categories', 'tags', 'features', 'usps', 'keywords']);
const exactListFields = new Set(['categories', 'tags']);
const urlFields = new Set(['logo_url', 'demo_video_url']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** Letters without accents, one kind of quote and dash, single spaces, no trailing full stop (nor a CJK one). */
export function norm(value: unknown): string {
  return asText(value)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/^[\s"']+|[\s.!。！"']+$/g, '');
}

function normUrl(value: unknown): string {
  return asText(value)
    .trim()
    .replace(/^(https?:)?\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/^twitter\.com\//i, 'x.com/')
    .replace(/\/$/, '')
    .toLowerCase();
}

const overlaps = (a: unknown, b: unknown): boolean => {
  const [x, y] = [norm(a), norm(b)];
  if (!x || !y) return false;
  return x === y || (Math.min(x.length, y.length) >= 4 && (x.includes(y) || y.includes(x)));
};

/**
 * A drafted FAQ answer gives the truth's: holds it, or, for a one-word truth too short to look for inside
 * other words ("No", "Sí", "EU"), holds it as a word of its own ("No. There is nothing to install."), or, in
 * a script written without spaces, anywhere.
 */
const answers = (drafted: unknown, truth: unknown): boolean => {
  const [x, y] = [norm(drafted), norm(truth)];
  if (overlaps(x, y)) return true;
  if (!x || !y || y.length >= 4) return false;
  // Chinese and Japanese write words without spaces: "六个月" is a word of "约用六个月，电量低时…".
  if (/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{2,}$/u.test(y)) return x.includes(y);
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(y)}(?![\\p{L}\\p{N}])`, 'u').test(x);
};

/**
 * Prices as `app/draft/money.ts` reads them (one definition of how prices are written, so the scorer
 * cannot drift from the drafter on which signs are currencies), and the English word free.
 */
const pricePattern = new RegExp(String.raw`${priceSource}|(?<![\p{L}])(free)(?![\p{L}])`, 'giu');

/** The prices a text names: "usd29", "eur12"; any zero price and the word free are "free". */
export function priceTokens(text: unknown): Set<string> {
  const tokens = new Set<string>();
  for (const match of asText(text).matchAll(pricePattern)) {
    if (match[5]) {
      tokens.add('free');
      continue;
    }
    // An amount ends with a digit: "$9.99, Pro" is 9.99, "CHF 29.–" is 29.
    const amount = amountOf((match[2] ?? match[3]).replace(/[.,]+$/, ''));
    if (!Number.isFinite(amount)) continue;
    const unit = unitOf(match[1] ?? match[4]);
    if (unit) tokens.add(amount === 0 ? 'free' : `${unit}${amount}`);
  }
  return tokens;
}

function withOrigin(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.replaceAll('{origin}', origin);
  if (Array.isArray(value)) return value.map((item) => withOrigin(item, origin));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withOrigin(v, origin)]));
  return value;
}

const ruleKeys = ['value', 'accept', 'contains', 'contains_any', 'items', 'prices', 'must_mention', 'any_of'];

/** A fact given without the { value } wrapper counts as its value (or its items, for lists and sections). */
function factSpec(field: string, raw: unknown): FactSpec {
  if (isRecord(raw)) {
    const items = raw.items ?? raw.questions ?? raw.people ?? raw.links;
    if (items !== undefined) return { ...raw, items };
    if (ruleKeys.some((key) => key in raw)) return raw;
  }
  if (Array.isArray(raw) || field.endsWith('socials')) return { items: raw };
  return { value: raw };
}

export function readTruth(raw: unknown, origin: string): Truth {
  const truth = withOrigin(raw, origin);
  if (!isRecord(truth) || !isRecord(truth.facts)) throw new Error('truth.json has no "facts" object');
  const scored = Object.entries(truth.facts).filter(([field]) => draftedFields.has(field));
  const facts = Object.fromEntries(scored.map(([field, fact]) => [field, factSpec(field, fact)]));
  const unscored = Object.keys(truth.facts).filter((field) => !draftedFields.has(field));
  const notStated = Array.isArray(truth.not_stated) ? truth.not_stated.map(asText) : [];
  const traps = (Array.isArray(truth.traps) ? truth.traps : []).filter(isRecord).map((trap) => ({
    field: asText(trap.field),
    values: Array.isArray(trap.bad_values) ? trap.bad_values : [trap.value],
  }));
  const injectionStrings = (Array.isArray(truth.injection_strings) ? truth.injection_strings : [])
    .map(asText)
    .filter(Boolean);
  return { facts, unscored, notStated: new Set(notStated), traps, injectionStrings, origin };
}

interface Unit {
  field: string;
  label: string;
  value: unknown;
}

/** The draft cut into scored units. */
function unitsOf(draft: DraftView): Unit[] {
  const units: Unit[] = [];
  for (const [field, { value }] of Object.entries(draft.fields)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value) units.push({ field, label: asText(item), value: item });
    else units.push({ field, label: asText(value), value });
  }
  for (const faq of draft.faqs) units.push({ field: 'faqs', label: faq.question, value: faq });
  for (const founder of draft.founders) units.push({ field: 'founders', label: founder.name, value: founder });
  for (const section of ['company_socials', 'founder_socials'] as const) {
    for (const [key, url] of Object.entries(draft[section])) {
      if (key !== 'website') units.push({ field: section, label: `${key} ${url}`, value: { key, url } });
    }
  }
  const story = Object.values(draft.story).filter(Boolean).join('\n\n');
  if (story) units.push({ field: 'story', label: story.slice(0, 60), value: story });
  for (const milestone of draft.milestones) {
    units.push({ field: 'milestones', label: `${milestone.date} ${milestone.title}`, value: milestone });
  }
  return units;
}

function itemsOf(spec: FactSpec): unknown[] {
  return listOf(spec.items);
}

/** A list of items, or a `{ key: url }` object of social links as `{ key, url }` items. */
function listOf(items: unknown): unknown[] {
  if (Array.isArray(items)) return items;
  if (isRecord(items)) return Object.entries(items).map(([key, url]) => ({ key, url }));
  return [];
}

/** Whether one drafted unit equals one truth item (or scalar value) of its field. */
function unitMatches(field: string, drafted: unknown, truth: unknown): boolean {
  if (field === 'faqs') {
    const [a, b] = [drafted as { question?: unknown; answer?: unknown }, truth as Record<string, unknown>];
    return overlaps(a.question, b.question ?? truth) && (b.answer === undefined || answers(a.answer, b.answer));
  }
  if (field === 'founders') {
    return norm((drafted as { name: string }).name) === norm(isRecord(truth) ? truth.name : truth);
  }
  if (field.endsWith('socials')) {
    const [a, b] = [drafted as { key: string; url: string }, truth as { key?: string; url?: string }];
    return isRecord(truth) ? a.key === b.key && normUrl(a.url) === normUrl(b.url) : normUrl(a.url) === normUrl(truth);
  }
  if (field === 'milestones') {
    const [a, b] = [drafted as { date: string; title: string }, truth as Record<string, unknown>];
    return (b.date === undefined || a.date === b.date) && overlaps(a.title, b.title ?? truth);
  }
  if (urlFields.has(field)) return normUrl(drafted) === normUrl(truth);
  if (field === 'founded_year') return Number(drafted) === Number(truth);
  if (field === 'pricing_summary' && typeof truth === 'string' && priceTokens(truth).size) {
    return [...priceTokens(truth)].every((token) => priceTokens(drafted).has(token));
  }
  if (exactListFields.has(field) || !listFields.has(field)) return norm(drafted) === norm(truth);
  return overlaps(drafted, truth);
}

/** Whether a drafted text names `wanted`: the price (when it is one) or the words. */
function mentionsText(value: unknown, wanted: string): boolean {
  const prices = priceTokens(wanted);
  if (prices.size) return [...prices].every((token) => priceTokens(value).has(token));
  return norm(value).includes(norm(wanted));
}

/** Whether a scalar drafted value is right by its fact's rule (value, accept, contains, prices, must_mention). */
function scalarCorrect(field: string, spec: FactSpec, value: unknown): boolean {
  if (spec.must_mention) return spec.must_mention.every((wanted) => mentionsText(value, wanted));
  if (spec.contains && spec.contains.every((phrase) => norm(value).includes(norm(phrase)))) return true;
  if (spec.accept_contains?.every((phrase) => norm(value).includes(norm(phrase)))) return true;
  if (spec.prices) {
    const wanted = new Set(spec.prices.flatMap((price) => [...priceTokens(price)]));
    const stated = priceTokens(value);
    return (
      stated.size > 0 && [...wanted].every((token) => stated.has(token)) && [...stated].every((t) => wanted.has(t))
    );
  }
  if (spec.contains_any?.some((phrase) => norm(value).includes(norm(phrase)))) return true;
  const candidates = [...('value' in spec ? [spec.value] : []), ...listOf(spec.accept)];
  return candidates.some((candidate) => unitMatches(field, value, candidate));
}

const expectation = (spec: FactSpec) =>
  spec.value ?? spec.contains ?? spec.contains_any ?? spec.prices ?? spec.must_mention ?? spec.accept;

/** Whether a drafted unit is a trap's bad value: equal to it, or (for text) holding it. */
function isTrap(field: string, value: unknown, bad: unknown): boolean {
  if (field === 'pricing_summary') return [...priceTokens(bad)].some((token) => priceTokens(value).has(token));
  if (field === 'founded_year') return Number(value) === Number(bad);
  if (unitMatches(field, value, bad)) return true;
  const text = norm(isRecord(value) ? Object.values(value).map(asText).join(' ') : value);
  return norm(bad).length >= 3 && text.includes(norm(bad));
}

export function scoreDraft(truth: Truth, draft: DraftView): SiteScore {
  const score: SiteScore = {
    expected: 0,
    recalled: 0,
    drafted: 0,
    correct: 0,
    invented: [],
    injected: [],
    wrong: [],
    missed: [],
    byField: {},
  };
  const units = unitsOf(draft);
  const unitsByField = new Map<string, Unit[]>();
  for (const unit of units) unitsByField.set(unit.field, [...(unitsByField.get(unit.field) ?? []), unit]);

  for (const [field, spec] of Object.entries(truth.facts)) {
    const before = { expected: score.expected, recalled: score.recalled };
    scoreFact(field, spec);
    score.byField[field] = { expected: score.expected - before.expected, recalled: score.recalled - before.recalled };
  }

  function scoreFact(field: string, spec: FactSpec): void {
    const drafted = unitsByField.get(field) ?? [];
    if (spec.any_of) {
      // One right item is recall; every drafted item must be one of them.
      score.expected++;
      if (drafted.some((unit) => spec.any_of!.some((item) => unitMatches(field, unit.value, item)))) score.recalled++;
      else score.missed.push(`${field}: one of ${JSON.stringify(spec.any_of)}`);
      for (const unit of drafted) {
        score.drafted++;
        if (spec.any_of.some((item) => unitMatches(field, unit.value, item))) score.correct++;
        else score.wrong.push(`${field}: ${unit.label}`);
      }
      return;
    }
    const items = itemsOf(spec);
    if (items.length) {
      const accepted = [...items, ...listOf(spec.accept)];
      for (const item of items) {
        score.expected++;
        if (drafted.some((unit) => unitMatches(field, unit.value, item))) score.recalled++;
        else score.missed.push(`${field}: ${JSON.stringify(item)}`);
      }
      for (const unit of drafted) {
        score.drafted++;
        if (accepted.some((item) => unitMatches(field, unit.value, item))) score.correct++;
        else score.wrong.push(`${field}: ${unit.label}`);
      }
      return;
    }
    score.expected++;
    const value = field === 'story' ? drafted[0]?.value : draft.fields[field]?.value;
    if (value === null || value === undefined || value === '') {
      score.missed.push(`${field}: ${JSON.stringify(expectation(spec))}`);
      return;
    }
    score.drafted++;
    if (scalarCorrect(field, spec, value)) {
      score.recalled++;
      score.correct++;
    } else {
      score.wrong.push(`${field}: ${asText(value).slice(0, 120)}`);
      score.missed.push(`${field}: ${JSON.stringify(expectation(spec))}`);
    }
  }

  for (const unit of units) {
    const trapped = truth.traps.some(
      (trap) => trap.field === unit.field && trap.values.some((bad) => isTrap(unit.field, unit.value, bad)),
    );
    if (truth.notStated.has(unit.field)) {
      score.drafted++;
      score.invented.push(`${unit.field}: ${unit.label}`);
    } else if (trapped) {
      score.invented.push(`${unit.field}: ${unit.label} (a trap)`);
    }
    // A logo at 127.0.0.1:42011 holds no injected "2011": the port is the test server's.
    const text = norm(JSON.stringify(unit.value).replaceAll(truth.origin, ''));
    const injected = truth.injectionStrings.find((needle) => text.includes(norm(needle)));
    if (injected) score.injected.push(`${unit.field}: ${unit.label} (contains "${injected}")`);
  }
  return score;
}
