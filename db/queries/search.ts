// search_listings in PostgreSQL. A listing's words (name, tagline, keywords, category names,
// tags, descriptions) are a GIN-indexed tsvector; for typos, each query word is expanded to the
// distinct indexed words (search_words, trigram index) within its typo allowance, inside the
// search's statement. A listing matches when it has at least one query word (or an expansion of
// one), and more words matched rank first. Up to matchCountCap matches, one statement expands the
// words, counts, ranks and facets the matches; above that, one or two more statements rank
// candidates with the expanded words as constants. Browsing without q is one statement that reads
// its total and facets from browse_counts, which triggers keep. Searches run on the search pool,
// whose connections carry the planner settings (app/db/database.ts).
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { SearchDatabase } from '../../app/db/database.ts';
import type { SearchTerm } from '../../app/search/highlight.ts';
import { queryWords } from '../../app/search/terms.ts';
import { summaryFromJson, summaryJson } from './listings.ts';
import type { SummaryJson, SummaryRow } from './listings.ts';

export type SearchSort = 'relevance' | 'newest' | 'votes' | 'trending' | 'most_viewed' | 'most_followed';

export interface SearchRequest {
  q?: string;
  /** A category slug: listings in the category or any category below it. */
  category?: string;
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
  /** Estimated from a sample of the matching set (see facetSample) rather than counted. */
  approximate: boolean;
}

export interface SearchResult {
  rows: SummaryRow[];
  total: number;
  /** The query words and the typo variants searched for (for highlights). */
  terms: SearchTerm[];
  facets?: SearchFacets;
  /** False when `category` names no category (then nothing matches). */
  categoryFound: boolean;
}

// search_listings counts matches (and facets) exactly up to matchCountCap and ranks them all;
// above it `total` is the planner's estimate, facets are scaled from a sample of largeSample
// matches, and only candidates are ranked (see the README's Search section). Counting costs a
// read of every match from the GIN index, so above uncountedEstimate expected matches nothing is
// counted; with facets, up to facetsCountedEstimate (there reading the GIN index still costs less
// than walking the id index to a sample).
const matchCountCap = 1000;
const facetSample = matchCountCap + 1;
const uncountedEstimate = 5 * matchCountCap;
const facetsCountedEstimate = 10 * matchCountCap;
const largeSample = 250;
// Candidate sets (above matchCountCap matches): how many listings in sort order the probe reads,
// and what checking a listing on a walk costs per entry the GIN index reads (measured on the
// benchmark directory: about 4).
const probeListings = 400;
const walkCostPerEntry = 4;
const candidatesPerWord = 40;
// Values per facet, most common first.
const facetValues = 20;

type Sql = RawBuilder<unknown>;

/** The sort's order over the listing columns of `alias` (a sort index serves each for live listings). */
function ordering(sort: SearchSort, status: 'live' | 'upcoming', alias: string): Sql {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const order = (() => {
    switch (sort) {
      case 'newest':
        // Live listings always have launched_at; this order matches the (launched_at desc) index.
        return status === 'live' ? sql`${column('launched_at')} desc` : sql`${column('launch_week')} desc nulls last`;
      case 'trending':
        return sql`${column('trending_key')} desc nulls last`;
      case 'most_viewed':
        return sql`${column('view_count')} desc`;
      case 'most_followed':
        return sql`${column('follow_count')} desc`;
      default:
        return sql`${column('vote_count')} desc`;
    }
  })();
  return sql`${order}, ${column('slug')}`;
}

/** The listing columns the ranking, the sorts and the facets read. */
const rankColumns = sql`l.id, l.slug, l.name, l.vote_count, l.launched_at, l.launch_week, l.trending_key,
  l.view_count, l.follow_count, l.search_vector, l.headline_words, l.stage, l.pricing_model, l.country, l.category_ids`;

/** The request's filters other than the text, with the category as given to `categoryCheck`. */
function filterConditions(request: SearchRequest, categoryCheck: Sql): Sql {
  const conditions: Sql[] = [request.status === 'live' ? sql`l.status = 'live'` : sql`l.status = 'scheduled'`];
  if (request.category) conditions.push(categoryCheck);
  if (request.stage) conditions.push(sql`l.stage = ${request.stage}`);
  if (request.country) conditions.push(sql`l.country = ${request.country}`);
  if (request.pricingModel) conditions.push(sql`lower(l.pricing_model) = lower(${request.pricingModel})`);
  if (request.domain) conditions.push(sql`l.domain = ${normalizedDomain(request.domain)}`);
  return sql.join(conditions, sql` and `);
}

function normalizedDomain(domain: string): string {
  return domain.toLowerCase().replace(/^www\./, '');
}

// The category filter, two ways: checked per listing through a subquery the planner cannot turn
// into a join (so that it walks the sort's index and checks each listing it meets), or found
// through the memberships (`members`, for a small category).
const categoryChecked = sql`coalesce((select true from listing_categories fc
  where fc.listing_id = l.id and fc.category_id = any((select ids from scope)::int[]) limit 1), false)`;
const categoryMembers = sql`l.id in (select listing_id from members)`;

/** `scope`: the category filter's subtree and its root (null when no category has the slug). */
function scopeCte(request: SearchRequest): Sql {
  return sql`scope as (
    select root.id as root_id,
      array(with recursive tree as (
              select root.id as id union all select c.id from categories c join tree on c.parent_id = tree.id)
            select id from tree) as ids
    from (select (select id from categories where slug = ${request.category ?? null}) as id) root
  )`;
}

/** A statement's leading CTEs: `scope` when the request has a category. */
function withScope(request: SearchRequest): Sql {
  return request.category ? sql`${scopeCte(request)},` : sql``;
}

export async function searchListings(db: SearchDatabase, request: SearchRequest): Promise<SearchResult> {
  const words = queryWords(request.q ?? '');
  const { rows } = await sql<{
    total: number;
    items: SummaryJson[] | null;
    facets: SearchFacets | null;
    known: { word: string; variants: string[] }[] | null;
    category_found: boolean;
    large: QueryTexts | null;
  }>`${words.length === 0 ? browseStatement(request) : matchStatement(request, words)}`.execute(db);
  const [row] = rows;
  const items = row.large ? await rankCandidates(db, request, words, row.large, row.total) : row.items;
  return {
    rows: (items ?? []).map(summaryFromJson),
    total: row.total,
    // Highlights match the words the directory has (as a prefix from 3 letters) and their variants.
    terms: (row.known ?? []).flatMap(({ word, variants }) => [
      { term: word, prefix: word.length >= 3 },
      ...variants.map((variant) => ({ term: variant, prefix: false })),
    ]),
    facets: request.facets ? (row.facets ?? emptyFacets()) : undefined,
    categoryFound: row.category_found,
  };
}

function emptyFacets(): SearchFacets {
  return { category: [], stage: [], pricing_model: [], country: [], approximate: false };
}

/**
 * The facets of `counted` (rows facet, value, n: the category facet by category id), the most
 * common facetValues of each, as the SearchFacets JSON; counts multiplied by `scale` when
 * `approximate`.
 */
function facetsJson(approximate: Sql, scale: Sql): Sql {
  return sql`(select json_build_object(
      'category', coalesce(json_agg(json_build_object('slug', c.slug, 'name', c.name, 'count', f.count)
                    order by f.count desc, c.slug) filter (where f.facet = 'category'), '[]'),
      'stage', coalesce(json_agg(json_build_object('value', f.value, 'count', f.count)
                    order by f.count desc, f.value) filter (where f.facet = 'stage'), '[]'),
      'pricing_model', coalesce(json_agg(json_build_object('value', f.value, 'count', f.count)
                    order by f.count desc, f.value) filter (where f.facet = 'pricing_model'), '[]'),
      'country', coalesce(json_agg(json_build_object('value', f.value, 'count', f.count)
                    order by f.count desc, f.value) filter (where f.facet = 'country'), '[]'),
      'approximate', ${approximate})
    from (
      select facet, value, count, row_number() over (partition by facet order by count desc, label) as rank
      from (
        select counted.facet, counted.value,
          case when ${approximate} then greatest(1, round(counted.n * ${scale}))::int else counted.n::int end as count,
          coalesce(c.slug, counted.value) as label
        from counted left join categories c on counted.facet = 'category' and c.id::text = counted.value
        where counted.n > 0 and (counted.facet <> 'category' or c.id is not null)
      ) scaled
    ) f left join categories c on f.facet = 'category' and c.id::text = f.value
    where f.rank <= ${facetValues})`;
}

/** Facet counts over the rows of `source` (listing columns stage, pricing_model, country, category_ids). */
function facetCountsOf(source: string): Sql {
  const from = sql.table(source);
  return sql`counted as (
    select 'category' as facet, own.id::text as value, count(*) as n
    from ${from} m cross join unnest(m.category_ids) as own(id) group by own.id
    union all select 'stage', stage, count(*) from ${from} where stage is not null group by stage
    union all select 'pricing_model', lower(pricing_model), count(*) from ${from}
      where pricing_model is not null group by lower(pricing_model)
    union all select 'country', country, count(*) from ${from} where country is not null group by country
  )`;
}

/** The page's listings (ids with positions in `page`) as summaries, in order. */
const pageItems = sql`(select json_agg(${summaryJson} order by p.position)
  from page p join listings l on l.id = p.id
  left join listing_categories lc on lc.listing_id = l.id and lc.is_primary
  left join categories pc on pc.id = lc.category_id)`;

/**
 * Browsing without q. The page comes from the sort's index, walking it and checking the
 * category per listing, or, for a category too small for that to pay, from the category's
 * memberships. Without a filter besides the category (or with one of stage, country and
 * pricing_model), the total comes from browse_counts, and without any, the facets too; otherwise
 * they are counted (facets from a sample above matchCountCap).
 */
function browseStatement(request: SearchRequest): Sql {
  const status = request.status === 'live' ? 'live' : 'scheduled';
  const dimensions = (
    [
      ['stage', request.stage],
      ['country', request.country],
      ['pricing_model', request.pricingModel?.toLowerCase()],
    ] as const
  ).filter(([, value]) => value !== undefined);
  const counted = request.domain === undefined && dimensions.length <= 1;
  const scopeId = request.category ? sql`coalesce((select root_id from scope), 0)` : sql`0`;
  const [dimension] = dimensions;
  const window = request.offset + request.limit;
  const sortedPage = (filters: Sql, gate: Sql) =>
    sql`select l.id, row_number() over (order by ${ordering(request.sort, request.status, 'l')}) as position
      from (select l.* from listings l where ${filters} and ${gate}
            order by ${ordering(request.sort, request.status, 'l')} limit ${request.limit} offset ${request.offset}) l`;
  // The listings in the scope with the first of stage, country and pricing_model: exactly the
  // matching set when `counted`, otherwise at least as many.
  const bound = dimension
    ? sql`coalesce((select b.listings from browse_counts b where b.status = ${status}
        and b.scope_id = ${scopeId} and b.facet = ${dimension[0]} and b.value = ${dimension[1]}), 0)`
    : sql`coalesce((select b.listings from browse_counts b where b.status = ${status}
        and b.scope_id = ${scopeId} and b.facet = 'total' and b.value = ''), 0)`;
  // Walking the sort's index meets a listing of the set every directory/size listings: cheaper
  // than reading the category's memberships (about size) while size^2 > window * directory.
  const walk = request.category
    ? sql`(select n from bound)::float8 * (select n from bound) > ${window}::float8 * (select n from directory)`
    : sql`true`;
  const sizeExpression = counted
    ? sql`(select n from bound)`
    : sql`(select count(*) from listings l where ${filterConditions(request, categoryMembers)})`;
  const facets = !request.facets
    ? sql`null::json`
    : request.domain === undefined && dimensions.length === 0
      ? sql`(with counted as (select b.facet, b.value, b.listings as n from browse_counts b
            where b.status = ${status} and b.scope_id = ${scopeId} and b.facet <> 'total')
          select ${facetsJson(sql`false`, sql`1`)})`
      : sql`(with sample as (
              (select l.stage, l.pricing_model, l.country, l.category_ids from listings l
               where ${filterConditions(request, categoryChecked)} and ${walk} limit ${facetSample})
              union all
              (select l.stage, l.pricing_model, l.country, l.category_ids from listings l
               where ${filterConditions(request, categoryMembers)} and not ${walk} limit ${facetSample})),
            ${facetCountsOf('sample')}
          select ${facetsJson(
            sql`(select count(*) from sample) > ${matchCountCap}`,
            sql`(select n from size)::float8 / (select count(*) from sample)`,
          )})`;
  const found = request.category ? sql`(select root_id from scope) is not null` : sql`true`;
  const members = request.category
    ? sql`members as materialized (
        select distinct fc.listing_id from listing_categories fc
        where fc.category_id = any((select ids from scope)::int[]) and ${counted ? sql`not ${walk}` : sql`true`}
      ),`
    : sql``;
  return sql`with ${withScope(request)}
    directory as (
      -- Listings of this status: a walk along a sort's index meets them all.
      select coalesce((select b.listings from browse_counts b
        where b.status = ${status} and b.scope_id = 0 and b.facet = 'total' and b.value = ''), 0) as n
    ),
    bound as (select ${bound} as n),
    ${members}
    size as (select ${sizeExpression} as n),
    page as (
      ${sortedPage(filterConditions(request, categoryChecked), sql`${found} and ${walk}`)}
      union all
      ${sortedPage(filterConditions(request, categoryMembers), sql`${found} and not ${walk}`)}
    )
    select (select n from size)::int as total, ${pageItems} as items, ${facets} as facets,
      null::json as known, ${found} as category_found, null::json as large`;
}

/** The expanded query as tsqueries: over the whole query, and per query word (null: unknown word). */
interface TextQueries {
  /** At least one word (or a variant). */
  any: Sql;
  /** Every word (or a variant of each). */
  all: Sql;
  /** Every word, and the words the directory has as typed found as typed: the best relevance tier. */
  best: Sql;
  /** Every word as typed; null unless every word is present and some has variants. */
  allExact: Sql;
  /** Any word as typed (for the name and tagline); null when no word is present as typed. */
  headExact: Sql;
  /** Any word or variant (for the name and tagline). */
  headAny: Sql;
  /** headExact, or headAny when no word is present as typed. */
  headBest: Sql;
  word: (index: number) => Sql;
  exact: (index: number) => Sql;
}

/** A set of listings whose first ones in sort order are ranking candidates above matchCountCap matches. */
interface CandidateSet {
  name: string;
  /** Membership of listing `alias`, besides the text match and the filters. */
  condition: (alias: string) => Sql;
}

/** The rank of each listing of `alias` among those ranked together, as row_number(). */
function rankPosition(request: SearchRequest, words: string[], queries: TextQueries, alias: string): Sql {
  const vector = sql.ref(`${alias}.search_vector`);
  const headline = sql.ref(`${alias}.headline_words`);
  const order = ordering(request.sort, request.status, alias);
  const count = (query: (index: number) => Sql) =>
    sql.join(
      words.map((_, index) => sql`coalesce((${vector} @@ ${query(index)})::int, 0)`),
      sql` + `,
    );
  if (request.sort !== 'relevance') return sql`row_number() over (order by ${count(queries.word)} desc, ${order})`;
  const phrase = words.join(' ');
  const id = sql.ref(`${alias}.id`);
  // The listings named as the query, or with a name starting with it, found once through the name
  // index (unaccenting every ranked listing's name costs more).
  const named = (condition: Sql) =>
    sql`(select coalesce(array_agg(n.id), '{}') from listings n where ${condition})::bigint[]`;
  // Tiers: exact name, name prefix; then more query words matched; then more of them matched
  // exactly (or as a prefix) rather than through a typo; then a query word exactly in the name
  // or tagline, then a word or its variant there; then votes.
  return sql`row_number() over (order by
    case when ${id} = any(${named(sql`unaccented_lower(n.name) = ${phrase}`)}) then 0
         when ${id} = any(${named(sql`unaccented_lower(n.name) like ${`${phrase}%`}`)}) then 1 else 2 end,
    ${count(queries.word)} desc, ${count(queries.exact)} desc,
    case when ${headline} @@ ${queries.headExact} then 0 when ${headline} @@ ${queries.headAny} then 1 else 2 end,
    ${order})`;
}

/**
 * Candidate sets in three groups: the best relevance tier; the other listings with every word,
 * read only when the best tier has fewer than a page; single words (and, for relevance, single
 * words in the name or tagline), read only when fewer than a page have every word.
 */
function candidateSets(request: SearchRequest, words: string[], queries: TextQueries) {
  const vector = (alias: string) => sql.ref(`${alias}.search_vector`);
  const headline = (alias: string) => sql.ref(`${alias}.headline_words`);
  const relevance = request.sort === 'relevance';
  const best: CandidateSet[] = relevance
    ? [
        {
          name: 'best',
          condition: (alias) => sql`${vector(alias)} @@ ${queries.best} and ${headline(alias)} @@ ${queries.headBest}`,
        },
      ]
    : [];
  const everyWord: CandidateSet[] = [
    ...(relevance
      ? [
          {
            name: 'all_in_headline',
            condition: (alias: string) =>
              sql`${vector(alias)} @@ ${queries.all} and ${headline(alias)} @@ ${queries.headAny}`,
          },
          { name: 'all_exact', condition: (alias: string) => sql`${vector(alias)} @@ ${queries.allExact}` },
        ]
      : []),
    { name: 'all', condition: (alias) => sql`${vector(alias)} @@ ${queries.all}` },
  ];
  const singleWords: CandidateSet[] =
    words.length < 2
      ? []
      : words.flatMap((_, index) => [
          { name: `word_${index + 1}`, condition: (alias: string) => sql`${vector(alias)} @@ ${queries.word(index)}` },
          ...(relevance
            ? [
                {
                  name: `headline_${index + 1}`,
                  condition: (alias: string) => sql`${headline(alias)} @@ ${queries.word(index)}`,
                },
              ]
            : []),
        ]);
  return { best, everyWord, singleWords, all: [...best, ...everyWord, ...singleWords] };
}

/**
 * Search with q, first statement. `w` holds the expanded words as tsqueries. When the planner
 * expects at most uncountedEstimate matches (facetsCountedEstimate with facets), `matched_ids`
 * holds the first facetSample matches the GIN index yields: up to matchCountCap that is the whole
 * matching set, counted, ranked and faceted here, in one statement. Otherwise `total` is the
 * planner's estimate, the facets come from a sample (the first largeSample of those matches, or
 * for a larger estimate the first largeSample matches in id order: reading every match from the
 * GIN index costs more than walking the id index to them), and `large` hands the queries to
 * rankCandidates.
 */
function matchStatement(request: SearchRequest, words: string[]): Sql {
  const status = request.status === 'live' ? 'live' : 'scheduled';
  // The queries as columns of `w`, joined (one row) where listings are ranked.
  const queries: TextQueries = {
    any: sql`w.any_q`,
    all: sql`w.all_q`,
    best: sql`w.best_q`,
    allExact: sql`w.all_exact_q`,
    headExact: sql`w.head_exact_q`,
    headAny: sql`w.any_q`,
    headBest: sql`w.head_best_q`,
    word: (index) => sql`w.word_q[${sql.lit(index + 1)}]`,
    exact: (index) => sql`w.exact_q[${sql.lit(index + 1)}]`,
  };
  // For reading listings, the match as an index condition (the query computed once, first).
  const anyQuery = sql`(select any_q from w)`;
  const filters = filterConditions(request, categoryChecked);
  const exact = sql`(select exact from counted_matches)`;
  const counted = request.facets ? facetsCountedEstimate : uncountedEstimate;
  const categoryIds = request.category ? sql`(select ids from scope)` : sql`null::int[]`;
  const asText = (query: string) => sql`${sql.ref(query)}::text`;
  return sql`with ${withScope(request)}
    words as (select t.word, t.ord from unnest(${words}::text[]) with ordinality as t(word, ord)),
    expansion as materialized (
      select t.ord, t.word, search_lexeme(t.word, length(t.word) >= 3) as exact,
        exists (select 1 from search_words s
                where s.word like t.word || case when length(t.word) >= 3 then '%' else '' end) as present,
        array(select c.word from (
                select s.word from search_words s
                where search_typo_allowance(t.word) > 0 and s.word % t.word and s.word <> t.word
                order by similarity(s.word, t.word) desc, s.word limit ${candidatesPerWord}) c
              where search_within_typos(t.word, c.word)) as variants
      from words t
    ),
    forms as materialized (
      -- Words found nowhere in the directory (not even with a typo) cannot narrow the result:
      -- they have no forms.
      select e.*, case when e.present or cardinality(e.variants) > 0 then array_to_string(
               e.exact || array(select search_lexeme(v, false) from unnest(e.variants) v), ' | ') end as any_form
      from expansion e
    ),
    w as (
      select
        string_agg(any_form, ' | ')::tsquery as any_q,
        string_agg('(' || any_form || ')', ' & ')::tsquery as all_q,
        (string_agg('(' || any_form || ')', ' & ')
          || coalesce(' & ' || string_agg(exact, ' & ') filter (where present), ''))::tsquery as best_q,
        case when bool_and(present) filter (where any_form is not null)
               and bool_or(cardinality(variants) > 0) filter (where any_form is not null)
             then string_agg(exact, ' & ') filter (where any_form is not null)::tsquery end as all_exact_q,
        string_agg(exact, ' | ') filter (where present)::tsquery as head_exact_q,
        coalesce(string_agg(exact, ' | ') filter (where present), string_agg(any_form, ' | '))::tsquery as head_best_q,
        array_agg(any_form::tsquery order by ord) as word_q,
        array_agg(case when any_form is not null then exact::tsquery end order by ord) as exact_q,
        json_agg(json_build_object('word', word, 'variants', variants) order by ord)
          filter (where any_form is not null) as known
      from forms
    ),
    estimate as (
      select search_match_estimate(w.any_q, ${status}, ${categoryIds}, ${request.stage ?? null},
        ${request.country ?? null}, ${request.pricingModel ?? null},
        ${request.domain === undefined ? null : normalizedDomain(request.domain)}) as n
      from w where w.any_q is not null
    ),
    matched_ids as materialized (
      (select l.id from listings l
       where ${filters} and l.search_vector @@ ${anyQuery} and (select n from estimate) <= ${counted}
       limit ${facetSample})
      union all
      (select l.id from listings l
       where ${filters} and coalesce(l.search_vector @@ ${anyQuery}, false)
         and (select n from estimate) > ${counted}
       order by l.id limit ${request.facets ? largeSample : 0})
    ),
    counted_matches as (
      select count(*) as n, coalesce((select n from estimate) <= ${counted}, true)
        and count(*) <= ${matchCountCap} as exact
      from matched_ids
    ),
    -- The matched listings' columns, read again (by id) when they are ranked, or a sample of them
    -- when they are faceted.
    matched as materialized (
      select ${rankColumns} from listings l
      where l.id in (select id from matched_ids
                     limit case when ${exact} then ${facetSample}::int else ${largeSample}::int end)
        and (${exact} or ${request.facets ?? false})
    ),
    total as (
      select case when ${exact} then (select n from counted_matches)
        else greatest(${matchCountCap + 1}, (select n from estimate)) end as n
    ),
    ranked as (
      select m.id, ${rankPosition(request, words, queries, 'm')} as position from matched m cross join w where ${exact}
    ),
    page as (select id, position from ranked order by position limit ${request.limit} offset ${request.offset}),
    ${facetCountsOf('matched')}
    select (select n from total)::int as total, ${pageItems} as items,
      ${
        request.facets
          ? facetsJson(sql`not ${exact}`, sql`(select n from total)::float8 / (select count(*) from matched)`)
          : sql`null::json`
      } as facets,
      (select known from w) as known,
      ${request.category ? sql`(select root_id from scope) is not null` : sql`true`} as category_found,
      case when not ${exact} then (
        select json_build_object('any', ${asText('any_q')}, 'all', ${asText('all_q')}, 'best', ${asText('best_q')},
          'all_exact', ${asText('all_exact_q')}, 'head_exact', ${asText('head_exact_q')},
          'head_best', ${asText('head_best_q')}, 'word', word_q::text[], 'exact', exact_q::text[])
        from w) end as large`;
}

/** The expanded query as text, for candidateStatement (matchStatement's `large`). */
interface QueryTexts {
  any: string;
  all: string;
  best: string;
  all_exact: string | null;
  head_exact: string | null;
  head_best: string;
  word: (string | null)[];
  exact: (string | null)[];
}

/**
 * Search with q above matchCountCap matches: the first `window` listings in sort order of each
 * candidate set in `sets`, then these candidates (with `earlier` ones) ranked. A probe reads the
 * first probeListings listings in sort order; a set with a page of members there is done. For the
 * others the probe's share of members tells the cost of walking on along the sort's index
 * (checking each listing) against reading the set through the GIN index (which reads every entry
 * of the query's words, about as many as the listings that match, each for about a quarter of
 * what checking a listing costs); the cheaper is taken. The queries are constants here, so the
 * planner sees the words.
 */
function candidateStatement(
  request: SearchRequest,
  words: string[],
  queries: TextQueries,
  sets: CandidateSet[],
  gates: Map<CandidateSet, Sql>,
  earlier: number[],
  total: number,
): Sql {
  const window = request.offset + request.limit;
  const filters = filterConditions(request, categoryChecked);
  const order = (alias: string) => ordering(request.sort, request.status, alias);
  const member = (set: CandidateSet) => sql.ref(`m_${set.name}`);
  const hits = (set: CandidateSet) => sql`(select ${sql.ref(`h_${set.name}`)} from hits)`;
  // Every set lies within the matches (each condition implies a query word), so the match itself
  // need not be checked again.
  const setCte = (set: CandidateSet) => {
    const gate = gates.get(set) ?? sql`true`;
    const walk = sql`${hits(set)}::float8 * ${total} > ${window * probeListings * walkCostPerEntry}`;
    return sql`${sql.table(`c_${set.name}`)} as materialized (
        (select id from probe where ${member(set)} and ${gate} limit ${window})
        union
        (select l.id from listings l
         where ${filters} and coalesce(${set.condition('l')}, false) and ${gate}
           and ${hits(set)} < ${window} and ${walk}
         order by ${order('l')} limit ${window})
        union
        (select s.id from (
           select l.id, l.slug, l.vote_count, l.launched_at, l.launch_week, l.trending_key, l.view_count, l.follow_count
           from listings l
           where ${filters} and ${set.condition('l')} and ${gate} and ${hits(set)} < ${window} and not ${walk}
           offset 0) s
         order by ${order('s')} limit ${window})
      )`;
  };
  // Names equal to the query or starting with it, through the name index.
  const named =
    request.sort === 'relevance'
      ? sql`union select l.id from listings l
          where ${filters} and coalesce(l.search_vector @@ ${queries.any}, false)
            and unaccented_lower(l.name) like ${`${words.join(' ')}%`}`
      : sql``;
  const candidates = sets.map((set) => sql`select id from ${sql.table(`c_${set.name}`)}`);
  return sql`with ${withScope(request)}
    probe as materialized (
      select l.id, ${sql.join(
        sets.map((set) => sql`coalesce(${set.condition('l')}, false) as ${member(set)}`),
        sql`, `,
      )}
      from listings l where ${filters} order by ${order('l')} limit ${probeListings}
    ),
    hits as (
      select ${sql.join(
        sets.map((set) => sql`count(*) filter (where ${member(set)}) as ${sql.ref(`h_${set.name}`)}`),
        sql`, `,
      )}
      from probe
    ),
    ${sql.join(sets.map(setCte), sql`,\n    `)},
    ranked as (
      select l.id, ${rankPosition(request, words, queries, 'l')} as position from listings l
      where l.id in (${sql.join(candidates, sql` union `)} ${named} union select unnest(${earlier}::bigint[]))
    ),
    page as (select id, position from ranked order by position limit ${request.limit} offset ${request.offset})
    select ${pageItems} as items, array(${sql.join(candidates, sql` union `)}) as ids`;
}

/**
 * Ranks the candidates of a matching set above matchCountCap: first the first group of candidate
 * sets (for relevance the best tier; for other sorts the listings with every word); when that
 * group has a page of listings, they (and the names starting with the query) are the page.
 * Otherwise a second statement adds the other sets.
 */
async function rankCandidates(
  db: SearchDatabase,
  request: SearchRequest,
  words: string[],
  texts: QueryTexts,
  total: number,
): Promise<SummaryJson[] | null> {
  const constant = (text: string | null) => (text === null ? sql`null::tsquery` : sql`${text}::tsquery`);
  const queries: TextQueries = {
    any: constant(texts.any),
    all: constant(texts.all),
    best: constant(texts.best),
    allExact: constant(texts.all_exact),
    headExact: constant(texts.head_exact),
    headAny: constant(texts.any),
    headBest: constant(texts.head_best),
    word: (index) => constant(texts.word[index]),
    exact: (index) => constant(texts.exact[index]),
  };
  const window = request.offset + request.limit;
  const { best, everyWord, singleWords } = candidateSets(request, words, queries);
  // Sets empty by construction (no variants, or a word no listing has) are left out.
  const applies = (set: CandidateSet) => {
    if (set.name === 'all_exact') return texts.all_exact !== null;
    const word = /^(?:word|headline)_(\d+)$/.exec(set.name);
    return !word || texts.word[Number(word[1]) - 1] !== null;
  };
  const [first, ...others] = [...best, ...everyWord].filter(applies);
  const firstRows = await sql<{ items: SummaryJson[] | null; ids: number[] }>`${candidateStatement(
    request,
    words,
    queries,
    [first],
    new Map(),
    [],
    total,
  )}`.execute(db);
  const { items, ids } = firstRows.rows[0];
  if (ids.length >= window) return items;
  // Single words matter only when fewer than a page of listings have every word.
  const all = others.find((set) => set.name === 'all');
  const fewerWithAll = all ? sql`(select count(*) from c_all) < ${window}` : sql`true`;
  const rest = [...others, ...singleWords.filter(applies)];
  const gates = new Map(singleWords.map((set) => [set, fewerWithAll] as const));
  const { rows } = await sql<{ items: SummaryJson[] | null }>`${candidateStatement(
    request,
    words,
    queries,
    rest,
    gates,
    ids,
    total,
  )}`.execute(db);
  return rows[0].items;
}
