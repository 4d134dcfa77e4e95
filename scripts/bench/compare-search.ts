// make bench-compare: search_listings now against the search code of an older commit (BASELINE,
// a git ref), on the same database and the same requests, alternating old and new per request so
// that other load on a shared machine falls on both alike. Each request runs ROUNDS times per
// side (the order of the sides alternates between rounds). Reported per side: the median of the
// rounds per request (p50/p95/p99 over requests), the fastest of the rounds (the work itself with
// the least waiting), the PostgreSQL backend's CPU time per request and its time waiting for a
// core (from /proc/<pid>/schedstat, when the server runs on this machine), and per request the
// ratio new/old of the medians (median and spread). The load average is printed with each part.
// Needs `make seed-bench`; the baseline's search module is taken from `git archive` into
// test-artifacts/bench/baseline-<commit>/ and must have the searchListings(db, request) of the
// commits before issue 16 item 4 (categories as `categoryIds`).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { loadConfig, projectRoot } from '../../app/config.ts';
import { openDatabase, resolveDatabaseUrl } from '../../app/db/database.ts';
import { searchListings } from '../../db/queries/search.ts';
import type { SearchRequest } from '../../db/queries/search.ts';
import type { DB } from '../../db/schema.ts';
import { ms, percentile, table } from './stats.ts';
import { typoQueries } from './typos.ts';

// The last commit before issue 16 item 4 (speed at 100,000 listings).
const baselineRef = process.env.BASELINE || 'd3f760f';
const rounds = Number(process.env.ROUNDS || 3);
const typoQueryCount = Number(process.env.BENCH_QUERIES || 300);
const browseRequests = 70;
const artifacts = path.join(projectRoot, 'test-artifacts', 'bench');

type OldSearch = (
  db: Kysely<DB>,
  request: Omit<SearchRequest, 'category'> & { categoryIds?: number[] },
) => Promise<{
  rows: { slug: string }[];
  total: number;
}>;

/** The baseline commit's search module, from `git archive` (node_modules linked to ours). */
async function baselineSearch(): Promise<{ commit: string; search: OldSearch }> {
  const commit = execFileSync('git', ['rev-parse', '--short', `${baselineRef}^{commit}`], { cwd: projectRoot })
    .toString()
    .trim();
  const dir = path.join(artifacts, `baseline-${commit}`);
  if (!existsSync(path.join(dir, 'db', 'queries', 'search.ts'))) {
    await mkdir(dir, { recursive: true });
    const archive = execFileSync('git', ['archive', '--format=tar', commit, 'app', 'db', 'generated'], {
      cwd: projectRoot,
      maxBuffer: 256 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    await symlink(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'));
  }
  const module = (await import(path.join(dir, 'db', 'queries', 'search.ts'))) as { searchListings: OldSearch };
  return { commit, search: module.searchListings };
}

/** CPU time and time waiting for a core of a process on this machine, in ms (undefined elsewhere). */
function schedstat(pid: number): { cpu: number; waiting: number } | undefined {
  const file = `/proc/${pid}/schedstat`;
  if (!existsSync(file)) return undefined;
  const [cpu, waiting] = readFileSync(file, 'utf8').split(' ').map(Number);
  return { cpu: cpu / 1e6, waiting: waiting / 1e6 };
}

async function backendPid(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
  return rows[0].pid;
}

interface Sample {
  wall: number;
  cpu?: number;
  waiting?: number;
}

async function measure(pid: number, work: () => Promise<unknown>): Promise<Sample> {
  const before = schedstat(pid);
  const started = performance.now();
  await work();
  const wall = performance.now() - started;
  const after = schedstat(pid);
  return before && after ? { wall, cpu: after.cpu - before.cpu, waiting: after.waiting - before.waiting } : { wall };
}

const median = (values: number[]) => percentile(values, 50);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

interface Part {
  name: string;
  loadBefore: string;
  loadAfter: string;
  requests: number;
  old: Sample[][];
  new: Sample[][];
  sameFirstPage: number;
}

const config = loadConfig();
const { db, searchDb, close } = openDatabase(await resolveDatabaseUrl(config), { max: 1 });

async function main(): Promise<void> {
  const { live } = await db
    .selectFrom('listings')
    .select(sql<number>`count(*)::int`.as('live'))
    .where('status', '=', 'live')
    .executeTakeFirstOrThrow();
  if (live < 1000) throw new Error(`The database has ${live} live listings; run \`make seed-bench N=100000\` first.`);
  const baseline = await baselineSearch();
  const [oldPid, newPid] = [await backendPid(db), await backendPid(searchDb)];
  const sample = await db
    .selectFrom('listings')
    .select(['name', 'tagline'])
    .where('status', '=', 'live')
    .orderBy((eb) => eb.fn('md5', ['slug']))
    .limit(2000)
    .execute();
  const queries = typoQueries(
    sample.flatMap((row) => [row.name, row.tagline ?? '']),
    typoQueryCount,
  ).map((query) => query.q);
  const { rows: categories } = await sql<{ slug: string; ids: number[] }>`
    select c.slug, array(with recursive tree as (
                           select c.id union all select k.id from categories k join tree on k.parent_id = tree.id)
                         select id from tree) as ids
    from categories c order by c.slug`.execute(db);

  const typo = (q: string, facets: boolean): SearchRequest => ({
    q,
    status: 'live',
    sort: 'relevance',
    limit: 20,
    offset: 0,
    facets,
  });
  const browse = (slug: string): SearchRequest => ({
    category: slug,
    status: 'live',
    sort: 'relevance',
    limit: 20,
    offset: 0,
    facets: true,
  });
  const idsOf = new Map(categories.map((category) => [category.slug, category.ids]));
  const runOld = (request: SearchRequest) => {
    const { category, ...rest } = request;
    return baseline.search(db, { ...rest, categoryIds: category ? idsOf.get(category) : undefined });
  };
  const runNew = (request: SearchRequest) => searchListings(searchDb, request);

  const parts: [string, SearchRequest[]][] = [
    ['typo queries', queries.map((q) => typo(q, false))],
    ['typo queries, facets=true', queries.map((q) => typo(q, true))],
    [
      'category browse, facets=true',
      Array.from({ length: browseRequests }, (_, i) => browse(categories[i % categories.length].slug)),
    ],
  ];
  const results: Part[] = [];
  console.log(
    `Comparing search_listings with commit ${baseline.commit} (old) on ${live} live listings, ` +
      `${rounds} rounds per request and side, ${os.cpus().length} cores.`,
  );
  for (const [name, requests] of parts) {
    // Warm both sides' caches and plans.
    for (const request of requests.slice(0, 10)) {
      await runOld(request);
      await runNew(request);
    }
    const part: Part = {
      name,
      loadBefore: loadAverage(),
      loadAfter: '',
      requests: requests.length,
      old: [],
      new: [],
      sameFirstPage: 0,
    };
    for (const request of requests) {
      const oldSamples: Sample[] = [];
      const newSamples: Sample[] = [];
      let oldPage = '';
      let newPage = '';
      for (let round = 0; round < rounds; round++) {
        const sides = [
          async () => oldSamples.push(await measure(oldPid, async () => (oldPage = slugs(await runOld(request))))),
          async () => newSamples.push(await measure(newPid, async () => (newPage = slugs(await runNew(request))))),
        ];
        for (const side of round % 2 === 0 ? sides : sides.reverse()) await side();
      }
      part.old.push(oldSamples);
      part.new.push(newSamples);
      if (oldPage === newPage) part.sameFirstPage++;
    }
    part.loadAfter = loadAverage();
    results.push(part);
    console.log(`  ${name}: ${requests.length} requests, load average ${part.loadBefore} -> ${part.loadAfter}`);
  }
  if ((await backendPid(db)) !== oldPid || (await backendPid(searchDb)) !== newPid)
    console.log('(a connection was replaced during the run: its CPU figures are incomplete)');
  report(results, baseline.commit);
  await mkdir(artifacts, { recursive: true });
  await writeFile(
    path.join(artifacts, 'compare-search.json'),
    JSON.stringify(
      { date: new Date().toISOString(), baseline: baseline.commit, rounds, live, parts: results },
      null,
      2,
    ),
  );
}

function slugs(result: { rows: { slug: string }[] }): string {
  return result.rows.map((row) => row.slug).join(' ');
}

function report(parts: Part[], commit: string): void {
  const figures = (
    samples: Sample[][],
    pick: (values: number[]) => number,
    of: (sample: Sample) => number | undefined,
  ) => {
    const perRequest = samples.map((rounds) => pick(rounds.map((s) => of(s) ?? Number.NaN)));
    return [50, 95, 99].map((p) => ms(percentile(perRequest, p))).join(' / ');
  };
  const rows: (string | number)[][] = [];
  for (const part of parts) {
    for (const [side, samples] of [
      [`old (${commit})`, part.old],
      ['new', part.new],
    ] as const) {
      rows.push([
        `${part.name}: ${side}`,
        figures(samples, median, (s) => s.wall),
        figures(
          samples,
          (values) => Math.min(...values),
          (s) => s.wall,
        ),
        figures(samples, median, (s) => s.cpu),
        figures(samples, median, (s) => s.waiting),
      ]);
    }
  }
  console.log(
    `\nsearch_listings, ${new Date().toISOString().slice(0, 10)}, one request at a time ` +
      `(p50 / p95 / p99 over requests)\n`,
  );
  console.log(
    table(
      ['requests: side', 'median of rounds', 'fastest of rounds', 'backend CPU (median)', 'backend waiting for a core'],
      rows,
    ),
  );
  console.log();
  console.log(
    table(
      [
        'requests',
        'load average (1/5/15 min) before -> after',
        'new/old per request: median (p10-p90)',
        'sum new / sum old',
        'same first page',
      ],
      parts.map((part) => {
        const ratios = part.new.map(
          (samples, i) => median(samples.map((s) => s.wall)) / median(part.old[i].map((s) => s.wall)),
        );
        const sum = (samples: Sample[][]) =>
          samples.reduce((total, rounds) => total + median(rounds.map((s) => s.wall)), 0);
        return [
          part.name,
          `${part.loadBefore} -> ${part.loadAfter}`,
          `${median(ratios).toFixed(2)} (${percentile(ratios, 10).toFixed(2)}-${percentile(ratios, 90).toFixed(2)})`,
          (sum(part.new) / sum(part.old)).toFixed(2),
          `${part.sameFirstPage} / ${part.requests}`,
        ];
      }),
    ),
  );
}

try {
  await main();
} finally {
  await close();
}
