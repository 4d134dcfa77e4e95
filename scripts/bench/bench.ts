// make bench: search latency for typo queries (with and without facets) and category browsing,
// the relevance set's score, the same for an in-process anchor (MiniSearch), the latency of
// list_categories and the weekly board, and the throughput of get_listing and search_listings
// under load, against the real app, with a bare node:http + pg server answering get_listing's own
// SQL as the ceiling (alternating short runs of both for the ratio). Needs `make seed-bench`.
// Everything runs on 127.0.0.1; each load run is 10 s with 50 connections (BENCH_SECONDS,
// BENCH_CONNECTIONS to change). Results: a table on stdout and test-artifacts/bench/results.json.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { Kysely, PostgresDialect } from 'kysely';
import { pino } from 'pino';
import { loadConfig, projectRoot } from '../../app/config.ts';
import { openDatabase, resolveDatabaseUrl } from '../../app/db/database.ts';
import type { HandlerContext } from '../../app/http/handler.ts';
import { countRequest } from '../../app/http/rate-limit.ts';
import { searchListings } from '../../db/queries/search.ts';
import type { DB } from '../../db/schema.ts';
import { handler as getListing } from '../../handlers/listings/get_listing.ts';
import type { CapturedRequest, CapturedStatement } from './bare-server.ts';
import { summarizeProfile } from './profile.ts';
import type { ProfileSummary } from './profile.ts';
import { ms, percentile, table } from './stats.ts';
import { anchorLatencies, categoryBrowseRequests, relevanceOnDemo } from './search-quality.ts';
import { typoQueries } from './typos.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const typoQueryCount = 300;
const httpTypoQueryCount = 150;
// Other reads that aggregate over the whole directory, timed one request at a time through HTTP.
const aggregateReads: [string, string][] = [
  ['list_categories', '/v1/categories'],
  ['get_leaderboard community-weekly', '/v1/leaderboards/community-weekly'],
];
const aggregateReadCount = 30;
const profiledSeconds = 8;
const categoryBrowseCount = 200;
// Each search request is timed this many times (in rounds over the list): the median is the
// latency reported, the fastest the work itself with the least waiting for a core.
const searchRounds = 3;
// Alternating app / ceiling runs for the get_listing ratio: rounds of two short runs each.
const ratioRounds = Number(process.env.BENCH_RATIO_ROUNDS ?? 5);
const ratioSeconds = Number(process.env.BENCH_RATIO_SECONDS ?? 4);
const artifacts = path.join(projectRoot, 'test-artifacts', 'bench');
const node = process.execPath;

const config = loadConfig();
const databaseUrl = await resolveDatabaseUrl(config);
const { db, searchDb, pool, close } = openDatabase(databaseUrl);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHttp(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function startProcess(args: string[], env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(node, ['--disable-warning=ExperimentalWarning', ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHttp(readyUrl, child);
  return child;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The real app (`make start`'s entry point) with the worker off and a rate limit the load cannot reach. */
async function startApp(port: number, extraArgs: string[] = []): Promise<ChildProcess> {
  return startProcess(
    [...extraArgs, 'app/main.ts'],
    {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RUN_WORKER_IN_PROCESS: 'false',
      RATE_LIMIT_ANONYMOUS: '1000000',
      VALIDATE_RESPONSES: 'false',
    },
    `http://127.0.0.1:${port}/v1/openapi.json`,
  );
}

/** The SQL get_listing's handler runs for one slug, split into what needs only the slug and what needs the id. */
async function captureGetListing(slug: string, id: number): Promise<CapturedRequest> {
  const statements: CapturedStatement[] = [];
  const logging = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => void statements.push({ sql: event.query.sql, parameters: [...event.query.parameters] }),
  });
  const context: HandlerContext = {
    operationId: 'get_listing',
    db: logging,
    searchDb,
    config,
    log: pino({ level: 'silent' }),
    requestId: 'bench',
    principal: null,
  };
  await getListing({ path: { slug }, query: {}, body: undefined, headers: {} }, context);
  const needsId = (statement: CapturedStatement) =>
    statement.parameters.some((value) => value === id || value === String(id));
  return { slug, id, waves: [statements.filter((s) => !needsId(s)), statements.filter(needsId)] };
}

/** The upsert the kernel's rate limiter runs before every operation, for the bare server's second run. */
async function captureRateLimit(): Promise<CapturedStatement[]> {
  const statements: CapturedStatement[] = [];
  const logging = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => void statements.push({ sql: event.query.sql, parameters: [...event.query.parameters] }),
  });
  await countRequest(logging, 'ip', 'ip:bench', { limit: 1_000_000, windowSeconds: 3600 });
  return statements.slice(0, 1);
}

/** The load average (1, 5, 15 minutes) now: other work on the machine skews every figure. */
function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join('/');
}

/** Requests timed one at a time: per request, its runs; and the load average before and after. */
interface Series {
  runs: number[][];
  load: string;
}

async function series(requests: (() => Promise<unknown>)[], rounds: number): Promise<Series> {
  const before = loadAverage();
  const runs: number[][] = requests.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, request] of requests.entries()) runs[index].push(await timed(request));
  }
  return { runs, load: `${before} -> ${loadAverage()}` };
}

/** p50, p95, p99 over requests of each request's median run, and p95 of each request's fastest. */
function seriesFigures(timedSeries: Series) {
  const medians = timedSeries.runs.map((runs) => percentile(runs, 50));
  const fastest = timedSeries.runs.map((runs) => Math.min(...runs));
  return {
    p50: percentile(medians, 50),
    p95: percentile(medians, 95),
    p99: percentile(medians, 99),
    fastestP95: percentile(fastest, 95),
    requests: timedSeries.runs.length,
    rounds: Math.max(...timedSeries.runs.map((runs) => runs.length)),
    load: timedSeries.load,
  };
}

interface LoadResult {
  name: string;
  /** Load average before and after the run. */
  load: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(name: string, base: string, paths: string[], duration = seconds): Promise<LoadResult> {
  const before = loadAverage();
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return {
    name,
    load: `${before} -> ${loadAverage()}`,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function main(): Promise<void> {
  const { live } = await db
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<number>().as('live'))
    .where('status', '=', 'live')
    .executeTakeFirstOrThrow();
  if (Number(live) < 1000) {
    throw new Error(
      `The database has ${live} live listings; ` +
        `run \`make seed-bench N=100000\` first (same database settings as this command).`,
    );
  }
  const sample = await db
    .selectFrom('listings')
    .select(['id', 'slug', 'name', 'tagline'])
    .where('status', '=', 'live')
    .orderBy((eb) => eb.fn('md5', ['slug']))
    .limit(2000)
    .execute();
  const queries = typoQueries(
    sample.flatMap((row) => [row.name, row.tagline ?? '']),
    typoQueryCount,
  );
  const searchRequest = (q: string, facets = false) => ({
    q,
    status: 'live' as const,
    sort: 'relevance' as const,
    limit: 20,
    offset: 0,
    facets,
  });
  console.log(
    `${live} live listings. Typo queries, e.g.: ${queries
      .slice(0, 6)
      .map((query) => `"${query.q}" (${query.intended})`)
      .join(', ')}`,
  );

  // Search through the service, one query at a time, each searchRounds times.
  for (const query of queries.slice(0, 20)) await searchListings(searchDb, searchRequest(query.q));
  let withResults = 0;
  for (const query of queries) if ((await searchListings(searchDb, searchRequest(query.q))).total > 0) withResults++;
  const service = await series(
    queries.map((query) => () => searchListings(searchDb, searchRequest(query.q))),
    searchRounds,
  );
  const withFacets = await series(
    queries.map((query) => () => searchListings(searchDb, searchRequest(query.q, true))),
    searchRounds,
  );
  const browsing = await series(await categoryBrowseRequests(searchDb, categoryBrowseCount), searchRounds);
  const anchorLoad = loadAverage();
  const anchor = await anchorLatencies(
    db,
    queries.map((query) => query.q),
  );
  const anchorSeries: Series = {
    runs: anchor.latencies.map((latency) => [latency]),
    load: `${anchorLoad} -> ${loadAverage()}`,
  };
  const relevanceDatabase = `${new URL(databaseUrl).pathname.slice(1)}_relevance`;
  const relevance = await relevanceOnDemo(databaseUrl, relevanceDatabase);

  const [appPort, barePort] = [await freePort(), await freePort()];
  const appBase = `http://127.0.0.1:${appPort}`;
  const bareBase = `http://127.0.0.1:${barePort}`;
  await mkdir(artifacts, { recursive: true });
  const target = sample.find((row) => row.id > 1000) ?? sample[0];
  const statementsFile = path.join(artifacts, 'get-listing-statements.json');
  const captured = await captureGetListing(target.slug, target.id);
  await writeFile(statementsFile, JSON.stringify(captured, null, 2));
  const rateLimitedFile = path.join(artifacts, 'get-listing-statements-rate-limited.json');
  await writeFile(
    rateLimitedFile,
    JSON.stringify({ ...captured, waves: [await captureRateLimit(), ...captured.waves] }, null, 2),
  );

  const slugPaths = sample.map((row) => `/v1/listings/${row.slug}`);
  const searchPaths = queries.map((query) => `/v1/listings?q=${encodeURIComponent(query.q)}`);
  const results: LoadResult[] = [];
  let http: Series;
  const readLatencies: [string, number[]][] = [];
  const ratios: number[] = [];
  let ratioLoad: string;

  const app = await startApp(appPort);
  try {
    // Search through HTTP, one query at a time.
    for (const query of searchPaths.slice(0, 20)) await fetch(appBase + query);
    http = await series(
      searchPaths.slice(0, httpTypoQueryCount).map((query) => async () => {
        const response = await fetch(appBase + query);
        if (response.status !== 200) throw new Error(`${query}: HTTP ${response.status}`);
        await response.arrayBuffer();
      }),
      1,
    );
    for (const [name, route] of aggregateReads) {
      await fetch(appBase + route);
      const latencies: number[] = [];
      for (let i = 0; i < aggregateReadCount; i++) {
        latencies.push(
          await timed(async () => {
            const response = await fetch(appBase + route);
            if (response.status !== 200) throw new Error(`${route}: HTTP ${response.status}`);
            await response.arrayBuffer();
          }),
        );
      }
      readLatencies.push([name, latencies]);
    }
    const bare = await startProcess(
      ['scripts/bench/bare-server.ts', String(barePort), databaseUrl, statementsFile],
      {},
      `${bareBase}/v1/listings/${target.slug}`,
    );
    try {
      await load('warm-up', bareBase, slugPaths, 3);
      results.push(await load('get_listing, bare node:http + pg (ceiling)', bareBase, slugPaths));
    } finally {
      await stopProcess(bare);
    }
    await load('warm-up', appBase, slugPaths, 3);
    results.push(await load('get_listing, the app', appBase, slugPaths));
    // The ratio from alternating short runs, so that other load on the machine falls on both alike.
    const ratioBare = await startProcess(
      ['scripts/bench/bare-server.ts', String(barePort), databaseUrl, statementsFile],
      {},
      `${bareBase}/v1/listings/${target.slug}`,
    );
    try {
      ratioLoad = loadAverage();
      for (let round = 0; round < ratioRounds; round++) {
        const ceilingRun = await load('ceiling', bareBase, slugPaths, ratioSeconds);
        const appRun = await load('app', appBase, slugPaths, ratioSeconds);
        ratios.push(appRun.requestsPerSecond / ceilingRun.requestsPerSecond);
      }
      ratioLoad += ` -> ${loadAverage()}`;
    } finally {
      await stopProcess(ratioBare);
    }
    results.push(await load('search_listings (typo queries), the app', appBase, searchPaths));
    // What the kernel's per-request rate-limit upsert costs, durably committed and not.
    const asyncCommitUrl = new URL(databaseUrl);
    asyncCommitUrl.searchParams.set('options', '-c synchronous_commit=off');
    const variants: [string, string][] = [
      ['get_listing, bare + the rate-limit upsert', databaseUrl],
      ['  same, synchronous_commit=off', asyncCommitUrl.toString()],
    ];
    for (const [name, url] of variants) {
      const bareRateLimited = await startProcess(
        ['scripts/bench/bare-server.ts', String(barePort), url, rateLimitedFile],
        {},
        `${bareBase}/v1/listings/${target.slug}`,
      );
      try {
        results.push(await load(name, bareBase, slugPaths));
      } finally {
        await stopProcess(bareRateLimited);
      }
    }
  } finally {
    await stopProcess(app);
  }

  // A CPU profile of the app serving get_listing, to see where its time goes.
  const profileDir = path.join(artifacts, 'profile');
  await rm(profileDir, { recursive: true, force: true });
  const profiled = await startApp(appPort, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  try {
    await load('warm-up', appBase, slugPaths, 3);
    await load('profiled', appBase, slugPaths, profiledSeconds);
  } finally {
    await stopProcess(profiled);
  }
  const profileFile = (await readdir(profileDir)).find((file) => file.endsWith('.cpuprofile'));
  const profile: ProfileSummary | undefined = profileFile
    ? summarizeProfile(path.join(profileDir, profileFile), projectRoot, profiledSeconds)
    : undefined;

  const [ceiling, appListing] = [results[0], results[1]];
  const share = (appListing.requestsPerSecond / ceiling.requestsPerSecond) * 100;
  // Everything shares the machine's cores with PostgreSQL: other load skews every figure.
  const load1 = os.loadavg()[0].toFixed(1);
  console.log(
    `\nmake bench, ${new Date().toISOString().slice(0, 10)}: ${live} live listings, ${connections} connections, ` +
      `${seconds} s per load run, all on 127.0.0.1; ` +
      `${os.cpus().length} cores, load average ${load1} at the end\n`,
  );
  const resultShare = (count: number) => `${Math.round((count / queries.length) * 100)}%`;
  const seriesRow = (name: string, timedSeries: Series, withResultsCell = '') => {
    const figures = seriesFigures(timedSeries);
    return [
      name,
      `${figures.requests} x ${figures.rounds}`,
      ms(figures.p50),
      ms(figures.p95),
      ms(figures.p99),
      figures.rounds > 1 ? ms(figures.fastestP95) : '',
      withResultsCell,
      figures.load,
    ];
  };
  console.log(
    table(
      ['read (HTTP, one at a time)', 'requests', 'p50', 'p95'],
      readLatencies.map(([name, latencies]) => [
        name,
        latencies.length,
        ms(percentile(latencies, 50)),
        ms(percentile(latencies, 95)),
      ]),
    ),
  );
  console.log();
  console.log(
    table(
      ['load run', 'req/s', 'p50', 'p99', 'non-2xx', 'errors', 'load average before -> after'],
      results.map((result) => [
        result.name,
        Math.round(result.requestsPerSecond),
        `${result.p50} ms`,
        `${result.p99} ms`,
        result.non2xx,
        result.errors,
        result.load,
      ]),
    ),
  );
  const sortedRatios = [...ratios].sort((a, b) => a - b);
  const pct = (value: number) => `${(value * 100).toFixed(0)}%`;
  console.log(
    `\nget_listing: the app serves ${share.toFixed(0)}% of the bare ceiling in the 10 s runs above; ` +
      `alternating ${ratioRounds} x (${ratioSeconds} s ceiling, ${ratioSeconds} s app): median ` +
      `${pct(percentile(sortedRatios, 50))}, spread ${pct(sortedRatios[0])}-${pct(sortedRatios.at(-1) ?? 0)} ` +
      `(${sortedRatios.map(pct).join(', ')}) (goal >= 50%); load average ${ratioLoad}.`,
  );
  console.log();
  console.log(
    table(
      [
        'search, one at a time',
        'requests x runs',
        'p50',
        'p95',
        'p99',
        'fastest run p95',
        'with results',
        'load average before -> after',
      ],
      [
        seriesRow('typo queries, searchListings() (ours)', service, resultShare(withResults)),
        seriesRow('  same, GET /v1/listings?q= (HTTP)', http),
        seriesRow('  same, facets=true', withFacets),
        seriesRow(
          `typo queries, MiniSearch (anchor, in-process, ${anchor.documents} docs)`,
          anchorSeries,
          resultShare(anchor.withResults),
        ),
        seriesRow('category browse (relevance, facets=true)', browsing),
      ],
    ),
  );
  console.log(
    `(p50/p95/p99 over requests of each request's median of ${searchRounds} runs; ` +
      `"fastest run": each request's fastest.)`,
  );
  console.log(`MiniSearch loaded the ${anchor.documents} live listings in ${anchor.loadSeconds.toFixed(1)} s.`);
  console.log();
  console.log(
    table(
      [`relevance set (${relevance.service.queries} queries, demo directory)`, 'all expected in top 10', 'MRR'],
      (
        [
          ['ours (PostgreSQL)', relevance.service],
          ['MiniSearch (fuzzy 0.2, prefix)', relevance.anchor],
        ] as const
      ).map(([name, score]) => [
        name,
        `${score.complete} / ${score.queries} (${Math.round((score.complete / score.queries) * 100)}%)`,
        score.mrr.toFixed(3),
      ]),
    ),
  );
  console.log(
    `\ntypo search p95 ${ms(seriesFigures(service).p95)}, with facets ${ms(seriesFigures(withFacets).p95)}, ` +
      `category browse p95 ${ms(seriesFigures(browsing).p95)} (goals < 30 ms, on a quiet machine).`,
  );
  if (profile) {
    console.log(`\nCPU profile of the app under get_listing load (${profile.totalSamples} samples): self time by area`);
    console.log(
      table(
        ['area', '% of samples'],
        profile.areas.map(([name, pct]) => [name, pct]),
      ),
    );
    console.log(
      table(
        ['busiest functions', '% of samples'],
        profile.functions.map(([name, pct]) => [name, pct]),
      ),
    );
  }
  await writeFile(
    path.join(artifacts, 'results.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        liveListings: Number(live),
        connections,
        seconds,
        cores: os.cpus().length,
        loadAverage: os.loadavg(),
        search: {
          service: { ...seriesFigures(service), withResults },
          http: seriesFigures(http),
        },
        searchWithFacets: seriesFigures(withFacets),
        categoryBrowse: seriesFigures(browsing),
        anchor: { ...seriesFigures(anchorSeries), withResults: anchor.withResults, loadSeconds: anchor.loadSeconds },
        relevance,
        getListingRatios: ratios,
        reads: Object.fromEntries(
          readLatencies.map(([name, latencies]) => [
            name,
            { p50: percentile(latencies, 50), p95: percentile(latencies, 95), requests: latencies.length },
          ]),
        ),
        load: results,
        getListingShareOfCeiling: share,
        profile,
      },
      null,
      2,
    ),
  );
}

try {
  await main();
} finally {
  await close();
}
