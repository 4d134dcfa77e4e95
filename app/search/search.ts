// search_listings in PostgreSQL: a GIN-indexed tsvector per listing and, for typos, a trigram
// index over the distinct words of all listings. Each query word is expanded to the indexed words
// within its typo allowance (looked up in the small word table, not per listing), then the
// listings are matched with one tsquery: every query word (or one of its expansions) must occur.
import { sql } from 'kysely';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { summaryQuery } from '../../db/queries/listings.ts';
import type { SummaryRow } from '../../db/queries/listings.ts';
import { queryWords, typoDistance, typosAllowed } from './terms.ts';

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
}

export interface SearchResult {
  rows: SummaryRow[];
  total: number;
}

// Trigram similarity floor for typo candidates: low enough for two typos in a 9-letter word.
const candidateSimilarity = 0.2;
const candidatesPerWord = 40;
// search_listings counts matches exactly up to this many; above it, `total` is an estimate.
const matchCountCap = 1000;
// Estimates above this are trusted without counting (the planner's statistics are coarse).
const uncountedEstimate = 5 * matchCountCap;

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
    const allowed = typosAllowed(word);
    const variants = own
      .map((row) => row.word)
      .filter(
        (candidate): candidate is string => candidate !== null && typoDistance(word, candidate, allowed) <= allowed,
      );
    const present = own.some((row) => row.known);
    return { word, variants, present, known: present || variants.length > 0 };
  });
}

/** A tsquery alternative for one word: the word itself (as a prefix when 3+ letters) or a variant. */
function wordAlternatives(word: ExpandedWord, withVariants: boolean): string {
  const self = word.word.length >= 3 ? `${word.word}:*` : word.word;
  return [self, ...(withVariants ? word.variants : [])].join(' | ');
}

function tsquery(words: ExpandedWord[], withVariants: boolean): string {
  return words.map((word) => `(${wordAlternatives(word, withVariants)})`).join(' & ');
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

  if (words.length === 0) {
    // Browsing: the sort's index yields the page directly.
    const where = sql<boolean>`${sql.join(conditions, sql` and `)}`;
    const ordering = sql.join([orderBy(request.sort, request.status), sql`l.slug`]);
    const rows = await summaryQuery(trx)
      .where(where)
      .orderBy(ordering)
      .limit(request.limit)
      .offset(request.offset)
      .execute();
    const count = await trx
      .selectFrom('listings as l')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(where)
      .executeTakeFirstOrThrow();
    return { rows, total: count.n };
  }
  // Words found nowhere in the directory (not even with a typo) cannot narrow the result.
  const expanded = (await expandWords(trx, words)).filter((word) => word.known);
  if (expanded.length === 0) return { rows: [], total: 0 };
  const matches = sql<boolean>`l.search_vector @@ to_tsquery('simple', ${tsquery(expanded, true)})`;
  const where = sql<boolean>`${sql.join([...conditions, matches], sql` and `)}`;
  // The same filter with the text match hidden from the planner's estimates (coalesce() is opaque
  // to them): the tier conditions below correlate strongly with the match (a word in the name is
  // also a word of the listing), and multiplying their selectivities would make the planner
  // expect a few hundred rows where there are thousands, and read them all instead of walking the
  // sort's index.
  const whereOpaque = sql<boolean>`${sql.join([...conditions, sql<boolean>`coalesce(${matches}, false)`], sql` and `)}`;
  const ordering = sql.join([
    orderBy(request.sort === 'relevance' ? 'votes' : request.sort, request.status),
    sql`l.slug`,
  ]);
  const total = await matchCount(trx, where);
  // Up to matchCountCap matches, ranking them all is cheap. Beyond that only candidates are ranked:
  // the first `window` matches in the sort order, and for relevance the first `window` by votes of
  // each tier's set (a set holding every listing of that tier and none of a lower one), found
  // through the indexes. A listing on the page is among the candidates of its own tier, because
  // every listing of that set ahead of it by votes also ranks ahead of it.
  const rankAll = total <= matchCountCap;
  const window = request.offset + request.limit;
  /** The first `window` matches (that also meet `condition`) in the sort order. */
  const firstMatches = (condition?: RawBuilder<boolean>, base = whereOpaque) =>
    sql`(select l.id from listings l where ${condition ? sql`${base} and ${condition}` : where}
      order by ${ordering} limit ${window})`;
  let candidates = firstMatches();
  let position = sql`row_number() over (order by ${ordering})`;
  if (request.sort === 'relevance') {
    // Tiers: exact name, name prefix, every word exact (or as a prefix) with one in the name or
    // tagline, every word exact, a word or its variant in the name or tagline, typo-only matches.
    const phrase = words.join(' ');
    const nameKey = sql`unaccented_lower(l.name)`;
    const headline = sql`l.headline_words`;
    const anyOf = (terms: string[]) => terms.map((term) => (term.length >= 3 ? `${term}:*` : term)).join(' | ');
    const exact = sql<boolean>`l.search_vector @@ to_tsquery('simple', ${tsquery(expanded, false)})`;
    const allWords = anyOf(expanded.map((word) => word.word));
    const allForms = anyOf(expanded.flatMap((word) => [word.word, ...word.variants]));
    const exactInHeadline = sql<boolean>`${headline} @@ to_tsquery('simple', ${allWords})`;
    const anyInHeadline = sql<boolean>`${headline} @@ to_tsquery('simple', ${allForms})`;
    const namedExactly = sql<boolean>`${nameKey} = ${phrase}`;
    const namedWithPrefix = sql<boolean>`${nameKey} like ${`${phrase}%`}`;
    if (!rankAll) {
      // An exact match is always a match: its sets need only the filters besides the text.
      const filters = sql<boolean>`${sql.join(conditions, sql` and `)}`;
      const sets = [
        firstMatches(namedExactly),
        firstMatches(namedWithPrefix),
        firstMatches(anyInHeadline),
        firstMatches(),
      ];
      // A word found only through its typo variants matches nothing exactly.
      if (expanded.every((word) => word.present)) {
        sets.push(firstMatches(sql<boolean>`${exact} and coalesce(${exactInHeadline}, false)`, filters));
        // Without typo variants every match is an exact one: that tier's set is all the matches.
        if (expanded.some((word) => word.variants.length > 0)) sets.push(firstMatches(exact, filters));
      }
      candidates = sql.join(sets, sql` union `);
    }
    position = sql`row_number() over (order by
      case when ${namedExactly} then 0 when ${namedWithPrefix} then 1
           when ${exact} then (case when ${exactInHeadline} then 2 else 3 end)
           when ${anyInHeadline} then 4 else 5 end, ${ordering})`;
  }
  // The page's summaries are joined for the page's listings only.
  const ranked = trx
    .selectFrom('listings as l')
    .select(['l.id', position.as('position')])
    .where(rankAll ? where : sql<boolean>`l.id in (${candidates})`)
    .orderBy('position')
    .limit(request.limit)
    .offset(request.offset);
  const rows =
    total === 0
      ? []
      : await summaryQuery(trx).innerJoin(ranked.as('r'), 'r.id', 'l.id').orderBy('r.position').execute();
  return { rows, total };
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
