// search_listings in PostgreSQL: a GIN-indexed tsvector per listing (name, tagline, keywords,
// category names, tags, descriptions) and, for typos, a trigram index over the distinct words of
// all listings. Each query word is expanded to the indexed words within its typo allowance (looked
// up in the small word table, not per listing), then the listings are matched with one tsquery:
// at least one query word (or one of its expansions) must occur, and more words matched rank first.
import { sql } from 'kysely';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { SearchTerm } from '../../app/search/highlight.ts';
import { queryWords, typoDistance, typosAllowed } from '../../app/search/terms.ts';
import type { DB } from '../schema.ts';
import { summaryQuery } from './listings.ts';
import type { SummaryRow } from './listings.ts';

type Db = Kysely<DB> | Transaction<DB>;

export type SearchSort = 'relevance' | 'newest' | 'votes' | 'trending' | 'most_viewed' | 'most_followed';

export interface SearchRequest {
  q?: string;
  /** Category ids to match (a category and its subcategories). */
  categoryIds?: number[];
  stage?: string;
  country?: string;
  pricingModel?: string;
  domain?: string;
  status: 'live' | 'upcoming';
  sort: SearchSort;
  limit: number;
  offset: number;
  /** Count the matching set per category, stage, pricing model and country. */
  facets?: boolean;
}

export interface FacetValue {
  value: string;
  count: number;
}

export interface SearchFacets {
  category: { slug: string; name: string; count: number }[];
  stage: FacetValue[];
  pricing_model: FacetValue[];
  country: FacetValue[];
}

export interface SearchResult {
  rows: SummaryRow[];
  total: number;
  /** The query words and the typo variants searched for (for highlights). */
  terms: SearchTerm[];
  facets?: SearchFacets;
}

// Trigram similarity floor for typo candidates: low enough for two typos in a 9-letter word.
const candidateSimilarity = 0.2;
const candidatesPerWord = 40;
// search_listings counts matches exactly up to this many; above it, `total` is an estimate.
const matchCountCap = 1000;
// Estimates above this are trusted without counting (the planner's statistics are coarse).
const uncountedEstimate = 5 * matchCountCap;
// Values per facet, most common first.
const facetValues = 20;

interface ExpandedWord {
  word: string;
  /** Indexed words within the typo allowance (excluding `word` itself). */
  variants: string[];
  /** Whether some indexed word equals the word or (3+ letters) starts with it. */
  present: boolean;
  /** Present, or with a typo variant. */
  known: boolean;
}

/** Looks every query word up in search_words: exact/prefix presence and typo variants. */
async function expandWords(db: Db, words: string[]): Promise<ExpandedWord[]> {
  const fuzzy = words.filter((word) => typosAllowed(word) > 0);
  const { rows } = await sql<{ term: string; word: string | null; known: boolean }>`
    select t.term,
           c.word,
           exists (select 1 from search_words
                   where word like t.term || case when length(t.term) >= 3 then '%' else '' end) as known
    from unnest(${words}::text[]) as t(term)
    left join lateral (
      select word from search_words
      where t.term = any(${fuzzy}::text[]) and word % t.term and word <> t.term
      order by similarity(word, t.term) desc, word
      limit ${candidatesPerWord}
    ) c on true`.execute(db);
  return words.map((word) => {
    const own = rows.filter((row) => row.term === word);
    // The allowance of the longer of the two words: a 9-letter word missing a letter still
    // tolerates two typos.
    const within = (candidate: string) => {
      const allowed = typosAllowed(candidate.length > word.length ? candidate : word);
      return typoDistance(word, candidate, allowed) <= allowed;
    };
    const variants = own
      .map((row) => row.word)
      .filter((candidate): candidate is string => candidate !== null && within(candidate));
    const present = own.some((row) => row.known);
    return { word, variants, present, known: present || variants.length > 0 };
  });
}

/** A tsquery alternative for one word: the word itself (as a prefix when 3+ letters) or a variant. */
function forms(word: ExpandedWord, withVariants: boolean): string {
  const self = word.word.length >= 3 ? `${word.word}:*` : word.word;
  return [self, ...(withVariants ? word.variants : [])].join(' | ');
}

function everyWordQuery(words: ExpandedWord[], withVariants: boolean): string {
  return words.map((word) => `(${forms(word, withVariants)})`).join(' & ');
}

function anyWordQuery(words: ExpandedWord[], withVariants = true): string {
  return words.map((word) => forms(word, withVariants)).join(' | ');
}

function orderBy(sort: SearchSort, status: 'live' | 'upcoming'): RawBuilder<unknown> {
  switch (sort) {
    case 'newest':
      // Live listings always have launched_at; this order matches the (launched_at desc) index.
      return status === 'live' ? sql`l.launched_at desc` : sql`l.launch_week desc nulls last`;
    case 'trending':
      return sql`l.trending_key desc nulls last`;
    case 'most_viewed':
      return sql`l.view_count desc`;
    case 'most_followed':
      return sql`l.follow_count desc`;
    default:
      return sql`l.vote_count desc`;
  }
}

export async function searchListings(db: Kysely<DB>, request: SearchRequest): Promise<SearchResult> {
  const words = queryWords(request.q ?? '');
  if (words.length === 0) return runSearch(db, request, words);
  // Settings for this transaction only: the trigram similarity floor for typo candidates; no
  // sequential scans (every search predicate is indexed, yet with a LIMIT and a common word the
  // planner's estimates can favour reading all the wide listings rows); and index reads costed as
  // what they are here, reads from memory, so that walking the sort's index is chosen when it pays.
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.similarity_threshold', ${String(candidateSimilarity)}, true),
      set_config('enable_seqscan', 'off', true), set_config('random_page_cost', '1.1', true)`.execute(trx);
    return runSearch(trx, request, words);
  });
}

async function runSearch(trx: Db, request: SearchRequest, words: string[]): Promise<SearchResult> {
  const conditions: RawBuilder<boolean>[] = [
    request.status === 'live' ? sql<boolean>`l.status = 'live'` : sql<boolean>`l.status = 'scheduled'`,
  ];
  if (request.categoryIds) {
    conditions.push(
      sql<boolean>`exists (select 1 from listing_categories fc
        where fc.listing_id = l.id and fc.category_id = any(${request.categoryIds}::int[]))`,
    );
  }
  if (request.stage) conditions.push(sql<boolean>`l.stage = ${request.stage}`);
  if (request.country) conditions.push(sql<boolean>`l.country = ${request.country}`);
  if (request.pricingModel) conditions.push(sql<boolean>`lower(l.pricing_model) = lower(${request.pricingModel})`);
  if (request.domain) conditions.push(sql<boolean>`l.domain = ${request.domain.toLowerCase().replace(/^www\./, '')}`);
  const filters = sql<boolean>`${sql.join(conditions, sql` and `)}`;

  if (words.length === 0) {
    // Browsing: the sort's index yields the page directly.
    const ordering = sql.join([orderBy(request.sort, request.status), sql`l.slug`]);
    const rows = await summaryQuery(trx)
      .where(filters)
      .orderBy(ordering)
      .limit(request.limit)
      .offset(request.offset)
      .execute();
    const count = await trx
      .selectFrom('listings as l')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(filters)
      .executeTakeFirstOrThrow();
    return { rows, total: count.n, terms: [], facets: request.facets ? await facetCounts(trx, filters) : undefined };
  }
  // Words found nowhere in the directory (not even with a typo) cannot narrow the result.
  const expanded = (await expandWords(trx, words)).filter((word) => word.known);
  const terms = expanded.flatMap((word) => [
    { term: word.word, prefix: word.word.length >= 3 },
    ...word.variants.map((variant) => ({ term: variant, prefix: false })),
  ]);
  if (expanded.length === 0) return { rows: [], total: 0, terms, facets: request.facets ? emptyFacets() : undefined };
  // A listing matches when it has at least one query word (or a variant); those with every word
  // come first in every sort, then those with fewer.
  const vector = sql`l.search_vector`;
  const matches = sql<boolean>`${vector} @@ to_tsquery('simple', ${anyWordQuery(expanded)})`;
  const where = sql<boolean>`${filters} and ${matches}`;
  // The same filter with the text match hidden from the planner's estimates (coalesce() is opaque
  // to them): the tier conditions below correlate strongly with the match (a word in the name is
  // also a word of the listing), and multiplying their selectivities would make the planner
  // expect a few hundred rows where there are thousands, and read them all instead of walking the
  // sort's index.
  const whereOpaque = sql<boolean>`${filters} and coalesce(${matches}, false)`;
  const ordering = sql.join([
    orderBy(request.sort === 'relevance' ? 'votes' : request.sort, request.status),
    sql`l.slug`,
  ]);
  const wordMatches = expanded.map((word) => sql<boolean>`${vector} @@ to_tsquery('simple', ${forms(word, true)})`);
  const allWords = sql<boolean>`${vector} @@ to_tsquery('simple', ${everyWordQuery(expanded, true)})`;
  const wordsMatched = sql`(${sql.join(
    wordMatches.map((match) => sql`(${match})::int`),
    sql` + `,
  )})`;
  const total = await matchCount(trx, where);
  // Up to matchCountCap matches, ranking them all is cheap. Beyond that only candidates are ranked:
  // the first `window` matches in the sort order of sets that hold every listing of a rank tier,
  // found through the indexes (see the README's Search section for what this leaves out).
  const rankAll = total <= matchCountCap;
  const window = request.offset + request.limit;
  /** The first `window` listings that meet the filters, the text match and `condition`, in the sort order. */
  const firstMatches = (condition: RawBuilder<boolean>) =>
    sql`(select l.id from listings l where ${whereOpaque} and ${condition} order by ${ordering} limit ${window})`;
  const sets = [firstMatches(allWords), ...(expanded.length > 1 ? wordMatches.map(firstMatches) : [])];
  let position = sql`row_number() over (order by ${wordsMatched} desc, ${ordering})`;
  if (request.sort === 'relevance') {
    // Tiers: exact name, name prefix; then more query words matched; then more of them matched
    // exactly (or as a prefix) rather than through a typo; then a query word exactly in the name
    // or tagline, then a word or its variant there; then votes.
    const phrase = words.join(' ');
    const nameKey = sql`unaccented_lower(l.name)`;
    const headline = sql`l.headline_words`;
    const exactMatches = expanded.map((word) => sql<boolean>`${vector} @@ to_tsquery('simple', ${forms(word, false)})`);
    const wordsExact = sql`(${sql.join(
      exactMatches.map((match) => sql`(${match})::int`),
      sql` + `,
    )})`;
    const exactInHeadline = sql<boolean>`${headline} @@ to_tsquery('simple', ${anyWordQuery(expanded, false)})`;
    const anyInHeadline = sql<boolean>`${headline} @@ to_tsquery('simple', ${anyWordQuery(expanded)})`;
    const namedExactly = sql<boolean>`${nameKey} = ${phrase}`;
    const namedWithPrefix = sql<boolean>`${nameKey} like ${`${phrase}%`}`;
    if (!rankAll) {
      sets.push(firstMatches(namedExactly), firstMatches(namedWithPrefix));
      sets.push(firstMatches(sql<boolean>`${allWords} and coalesce(${anyInHeadline}, false)`));
      // A word found only through its typo variants matches nothing exactly.
      if (expanded.every((word) => word.present)) {
        const allExact = sql<boolean>`${vector} @@ to_tsquery('simple', ${everyWordQuery(expanded, false)})`;
        sets.push(firstMatches(sql<boolean>`${allExact} and coalesce(${exactInHeadline}, false)`));
        if (expanded.some((word) => word.variants.length > 0)) sets.push(firstMatches(allExact));
      }
      if (expanded.length > 1) {
        for (const word of expanded) {
          sets.push(firstMatches(sql<boolean>`${headline} @@ to_tsquery('simple', ${forms(word, true)})`));
        }
      }
    }
    position = sql`row_number() over (order by
      case when ${namedExactly} then 0 when ${namedWithPrefix} then 1 else 2 end,
      ${wordsMatched} desc, ${wordsExact} desc,
      case when ${exactInHeadline} then 0 when ${anyInHeadline} then 1 else 2 end, ${ordering})`;
  }
  // The page's summaries are joined for the page's listings only.
  const ranked = trx
    .selectFrom('listings as l')
    .select(['l.id', position.as('position')])
    .where(rankAll ? where : sql<boolean>`l.id in (${sql.join(sets, sql` union `)})`)
    .orderBy('position')
    .limit(request.limit)
    .offset(request.offset);
  const rows =
    total === 0
      ? []
      : await summaryQuery(trx).innerJoin(ranked.as('r'), 'r.id', 'l.id').orderBy('r.position').execute();
  return { rows, total, terms, facets: request.facets ? await facetCounts(trx, where) : undefined };
}

function emptyFacets(): SearchFacets {
  return { category: [], stage: [], pricing_model: [], country: [] };
}

/**
 * Counts of the listings that meet `where` per category (each of a listing's categories, primary
 * or extra), stage, pricing model and country: the most common `facetValues` of each.
 */
async function facetCounts(trx: Db, where: RawBuilder<boolean>): Promise<SearchFacets> {
  const { rows } = await sql<{ facet: keyof SearchFacets; value: string; label: string | null; n: number }>`
    with m as materialized (select l.id, l.stage, l.pricing_model, l.country from listings l where ${where}),
    counted as (
      select 'category' as facet, c.slug as value, c.name as label, count(*)::int as n
      from m join listing_categories lc on lc.listing_id = m.id join categories c on c.id = lc.category_id
      group by c.slug, c.name
      union all
      select 'stage', stage, null, count(*)::int from m where stage is not null group by stage
      union all
      select 'pricing_model', lower(pricing_model), null, count(*)::int from m where pricing_model is not null
      group by lower(pricing_model)
      union all
      select 'country', country, null, count(*)::int from m where country is not null group by country
    )
    select facet, value, label, n from (
      select *, row_number() over (partition by facet order by n desc, value) as rank from counted
    ) ranked where rank <= ${facetValues} order by facet, n desc, value`.execute(trx);
  const facets = emptyFacets();
  for (const row of rows) {
    if (row.facet === 'category') facets.category.push({ slug: row.value, name: row.label ?? row.value, count: row.n });
    else facets[row.facet].push({ value: row.value, count: row.n });
  }
  return facets;
}

/**
 * The number of listings that meet `where`: exact up to matchCountCap, above it the planner's
 * estimate (at least matchCountCap + 1). Counting a word that matches a large share of the
 * directory costs more than finding its first page, so large estimates are not counted at all.
 */
async function matchCount(trx: Db, where: RawBuilder<boolean>): Promise<number> {
  const { rows: plan } = await sql<{
    'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }];
  }>`explain (format json) select from listings l where ${where}`.execute(trx);
  const estimate = Math.round(plan[0]['QUERY PLAN'][0].Plan['Plan Rows']);
  if (estimate > uncountedEstimate) return estimate;
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from (select from listings l where ${where} limit ${matchCountCap + 1}) m`.execute(trx);
  return rows[0].n <= matchCountCap ? rows[0].n : Math.max(matchCountCap + 1, estimate);
}
