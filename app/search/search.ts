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

interface ExpandedWord {
  word: string;
  /** Indexed words within the typo allowance (excluding `word` itself). */
  variants: string[];
  /** Whether some indexed word equals the word or (3+ letters) starts with it. */
  known: boolean;
}

/** Looks every query word up in search_words: exact/prefix presence and typo variants. */
async function expandWords(db: Db, words: string[]): Promise<ExpandedWord[]> {
  const fuzzy = words.filter((word) => typosAllowed(word) > 0);
  const { rows } = await sql<{ term: string; word: string | null; known: boolean }>`
    select t.term,
           c.word,
           exists (select 1 from search_words where word like t.term || case when length(t.term) >= 3 then '%' else '' end) as known
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
      .filter((candidate): candidate is string => candidate !== null && typoDistance(word, candidate, allowed) <= allowed);
    return { word, variants, known: own.some((row) => row.known) || variants.length > 0 };
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
  // The similarity threshold is set for this transaction only.
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('pg_trgm.similarity_threshold', ${String(candidateSimilarity)}, true)`.execute(trx);
    return runSearch(trx, request, words);
  });
}

async function runSearch(trx: Db, request: SearchRequest, words: string[]): Promise<SearchResult> {
  const conditions: RawBuilder<boolean>[] = [
    request.status === 'live' ? sql<boolean>`l.status = 'live'` : sql<boolean>`l.status = 'scheduled'`,
  ];
  if (request.categoryIds) {
    conditions.push(sql<boolean>`exists (select 1 from listing_categories fc where fc.listing_id = l.id and fc.category_id = any(${request.categoryIds}::int[]))`);
  }
  if (request.stage) conditions.push(sql<boolean>`l.stage = ${request.stage}`);
  if (request.country) conditions.push(sql<boolean>`l.country = ${request.country}`);
  if (request.pricingModel) conditions.push(sql<boolean>`lower(l.pricing_model) = lower(${request.pricingModel})`);
  if (request.domain) conditions.push(sql<boolean>`l.domain = ${request.domain.toLowerCase().replace(/^www\./, '')}`);

  let relevance: RawBuilder<unknown>[] = [];
  if (words.length > 0) {
    // Words found nowhere in the directory (not even with a typo) cannot narrow the result.
    const expanded = (await expandWords(trx, words)).filter((word) => word.known);
    if (expanded.length === 0) return { rows: [], total: 0 };
    const full = sql`to_tsquery('simple', ${tsquery(expanded, true)})`;
    const exact = sql`to_tsquery('simple', ${tsquery(expanded, false)})`;
    const phrase = words.join(' ');
    conditions.push(sql<boolean>`l.search_vector @@ ${full}`);
    // Tiers: exact name, name prefix, every word exact (or as a prefix) with one in the name or
    // tagline, every word exact, a word or its variant in the name or tagline, typo-only matches.
    // The exact-word test is a second indexed lookup rather than a per-row check, and the name and
    // tagline are short columns: ranking never unpacks the listings' (large) search vectors.
    const headline = sql`lower(unaccent(l.name || ' ' || coalesce(l.tagline, '')))`;
    const exactWords = `\\m(${expanded.map((word) => word.word).join('|')})`;
    const anyWords = `\\m(${expanded.flatMap((word) => [word.word, ...word.variants]).join('|')})`;
    const exactIds = sql`(select e.id from listings e where e.search_vector @@ ${exact})`;
    relevance = [
      sql`case when lower(unaccent(l.name)) = ${phrase} then 0
               when lower(unaccent(l.name)) like ${`${phrase}%`} then 1
               when l.id in ${exactIds} then (case when ${headline} ~ ${exactWords} then 2 else 3 end)
               when ${headline} ~ ${anyWords} then 4
               else 5 end`,
    ];
  }
  const where = sql<boolean>`${sql.join(conditions, sql` and `)}`;
  const order = request.sort === 'relevance' ? [...relevance, orderBy('votes', request.status)] : [orderBy(request.sort, request.status)];
  const ordering = sql.join([...order, sql`l.slug`]);
  if (words.length === 0) {
    // Browsing: the sort's index yields the page directly.
    const rows = await summaryQuery(trx).where(where).orderBy(ordering).limit(request.limit).offset(request.offset).execute();
    const count = await trx.selectFrom('listings as l').select(sql<number>`count(*)::int`.as('n')).where(where).executeTakeFirstOrThrow();
    return { rows, total: count.n };
  }
  // Text search: rank the matches on the listings table alone, then join the page's summaries, so
  // the joins run for one page only and the total comes from the same scan.
  const ranked = trx.selectFrom('listings as l')
    .select(['l.id', sql<number>`row_number() over (order by ${ordering})`.as('position'), sql<number>`count(*) over ()`.as('total')])
    .where(where)
    .orderBy(ordering)
    .limit(request.limit)
    .offset(request.offset);
  const rows = await summaryQuery(trx).innerJoin(ranked.as('r'), 'r.id', 'l.id').select('r.total').orderBy('r.position').execute();
  if (rows.length > 0) return { rows, total: Number(rows[0].total) };
  if (request.offset === 0) return { rows: [], total: 0 };
  const count = await trx.selectFrom('listings as l').select(sql<number>`count(*)::int`.as('n')).where(where).executeTakeFirstOrThrow();
  return { rows: [], total: count.n };
}
