// make bench's search figures besides the typo latency: the relevance set scored on the demo
// directory (in its own database next to the benchmark one), category-filtered browsing, and the
// anchor: MiniSearch (in-process, fuzzy and prefix matching on) loaded with the same listings.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { SearchDatabase } from '../../app/db/database.ts';
import MiniSearch from 'minisearch';
import { resetClock, setClock } from '../../app/clock.ts';
import { createDatabaseIfMissing, openDatabase } from '../../app/db/database.ts';
import { migrate } from '../../app/db/migrate.ts';
import { loadDemoData } from '../../app/demo/load.ts';
import { searchListings } from '../../db/queries/search.ts';
import type { DB } from '../../db/schema.ts';
import { relevanceSet, scoreRelevance } from './relevance-set.ts';
import type { RelevanceScore } from './relevance-set.ts';

/** The week the relevance set was written for (the test suite's demo week). */
const demoNow = '2026-11-18T12:00:00.000Z';
const pageSize = 20;

interface AnchorDocument {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  keywords: string;
  categories: string;
  tags: string;
  short_description: string;
  description: string;
}

/** Live listings with the words search indexes, for the anchor. */
async function liveDocuments(db: Kysely<DB>): Promise<AnchorDocument[]> {
  const { rows } = await sql<AnchorDocument>`
    select l.id, l.slug, l.name, coalesce(l.tagline, '') as tagline,
      array_to_string(l.keywords, ' ') as keywords,
      coalesce((select string_agg(c.name, ' ') from listing_categories lc join categories c on c.id = lc.category_id
                where lc.listing_id = l.id), '') as categories,
      replace(array_to_string(l.tags, ' '), '-', ' ') as tags,
      coalesce(l.short_description, '') as short_description, coalesce(l.description, '') as description
    from listings l where l.status = 'live' order by l.vote_count desc, l.slug`.execute(db);
  return rows;
}

/** MiniSearch, fuzzy (edits up to 20% of a word's length) and prefix matching on, fields boosted like our weights. */
export function buildAnchor(documents: AnchorDocument[]): MiniSearch<AnchorDocument> {
  const anchor = new MiniSearch<AnchorDocument>({
    fields: ['name', 'tagline', 'keywords', 'categories', 'tags', 'short_description', 'description'],
    storeFields: ['slug'],
    searchOptions: {
      fuzzy: 0.2,
      prefix: true,
      boost: { name: 4, tagline: 2, keywords: 2, categories: 2, tags: 1, short_description: 1, description: 0.5 },
    },
  });
  anchor.addAll(documents);
  return anchor;
}

export function anchorSearch(anchor: MiniSearch<AnchorDocument>, q: string): string[] {
  return anchor
    .search(q)
    .slice(0, pageSize)
    .map((result) => result.slug as string);
}

export interface RelevanceFigures {
  service: RelevanceScore;
  anchor: RelevanceScore;
}

/** Scores the relevance set with the service and the anchor on the demo directory, in database `name`. */
export async function relevanceOnDemo(databaseUrl: string, name: string): Promise<RelevanceFigures> {
  const serverUrl = new URL(databaseUrl);
  serverUrl.pathname = '/postgres';
  await createDatabaseIfMissing(serverUrl.toString(), name);
  const demoUrl = new URL(databaseUrl);
  demoUrl.pathname = `/${name}`;
  const demo = openDatabase(demoUrl.toString(), { max: 2 });
  setClock(demoNow);
  try {
    await migrate(demo.pool);
    await loadDemoData(demo.db);
    const service: string[][] = [];
    for (const query of relevanceSet) {
      const result = await searchListings(demo.searchDb, {
        q: query.q,
        status: 'live',
        sort: 'relevance',
        limit: 10,
        offset: 0,
      });
      service.push(result.rows.map((row) => row.slug));
    }
    const anchor = buildAnchor(await liveDocuments(demo.db));
    return {
      service: scoreRelevance(service),
      anchor: scoreRelevance(relevanceSet.map((query) => anchorSearch(anchor, query.q).slice(0, 10))),
    };
  } finally {
    resetClock();
    await demo.close();
  }
}

async function timed(work: () => unknown): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** One query at a time: the anchor loaded with the benchmark database's live listings. */
export async function anchorLatencies(
  db: Kysely<DB>,
  queries: string[],
): Promise<{ latencies: number[]; withResults: number; loadSeconds: number; documents: number }> {
  const started = performance.now();
  const documents = await liveDocuments(db);
  const anchor = buildAnchor(documents);
  const loadSeconds = (performance.now() - started) / 1000;
  for (const q of queries.slice(0, 20)) anchorSearch(anchor, q);
  const latencies: number[] = [];
  let withResults = 0;
  for (const q of queries) {
    let found = 0;
    latencies.push(await timed(() => (found = anchorSearch(anchor, q).length)));
    if (found > 0) withResults++;
  }
  return { latencies, withResults, loadSeconds, documents: documents.length };
}

/** Category-filtered browsing (no q, relevance sort, facets on): `count` requests over the categories. */
export async function categoryBrowseRequests(db: SearchDatabase, count: number): Promise<(() => Promise<unknown>)[]> {
  const categories = await db.selectFrom('categories').select('slug').orderBy('slug').execute();
  return Array.from(
    { length: count },
    (_, i) => () =>
      searchListings(db, {
        category: categories[i % categories.length].slug,
        status: 'live',
        sort: 'relevance',
        limit: pageSize,
        offset: 0,
        facets: true,
      }),
  );
}
