// make bench-drafting: drafts every site of the drafting corpus (test/drafting-corpus: the dev set,
// tuned against, and the held-out set, only scored; a set whose directory is absent is skipped)
// through the real job pipeline: a graphile-worker on a scratch database holding the demo taxonomy,
// the built-in drafter, each site served from its files on 127.0.0.1 by the fixture server, which logs
// every request. Per set it prints recall, precision, invented values, values whose quotes do not
// state them, injection strings in values, requests to pages robots.txt forbids, and submit-to-ready
// p50/p95.
//
//   BENCH_RUNS=3 (drafts per site)  BENCH_SETS=dev,held-out-v40  BENCH_SITE=name[,name...]
//   BENCH_VERBOSE=1 (misses too)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import robotsParserModule from 'robots-parser';
import { findOrCreateAccount } from '../app/auth/accounts.ts';
import { loadConfig, projectRoot } from '../app/config.ts';
import { botName } from '../app/crawl/crawler.ts';
import { migrate } from '../app/db/migrate.ts';
import { loadDemoData } from '../app/demo/load.ts';
import { unstatedValues } from '../app/draft/evidence.ts';
import { startDraft } from '../app/draft/jobs.ts';
import { draftBody } from '../app/draft/present.ts';
import { createLogger } from '../app/logger.ts';
import { startWorker } from '../app/worker.ts';
import { draftingTaxonomy } from '../db/queries/categories.ts';
import { findDraft, pagesOf } from '../db/queries/drafts.ts';
import { corpusRoot, corpusSetExists, corpusSite, corpusSiteNames, corpusTruth } from '../test/support/corpus.ts';
import type { CorpusSet } from '../test/support/corpus.ts';
import { createTestDatabase } from '../test/support/database.ts';
import { startFixtureServer } from '../test/support/fixture-server.ts';
import { readTruth, scoreDraft } from './bench/drafting-score.ts';
import type { SiteScore } from './bench/drafting-score.ts';
import { percentile, table } from './bench/stats.ts';

const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;
const runsPerSite = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const requestedSets = (process.env.BENCH_SETS ?? 'dev,held-out-v40').split(',');
for (const set of requestedSets.filter((name) => !corpusSetExists(name))) {
  console.log(`skipping set ${set}: test/drafting-corpus/${set}/ does not exist`);
}
const sets = requestedSets.filter(corpusSetExists);
const onlySites = process.env.BENCH_SITE ? new Set(process.env.BENCH_SITE.split(',')) : undefined;
const verbose = process.env.BENCH_VERBOSE === '1';

interface SiteResult {
  set: CorpusSet;
  site: string;
  score?: SiteScore;
  /** Facts its truth.json gives for fields no draft has, left out of the score. */
  unscored: string[];
  unstated: string[];
  forbiddenRequests: string[];
  times: number[];
  error?: string;
  varied: boolean;
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)}%` : '-');

/** Paths our robot asked for that the site's robots.txt does not allow it to read. */
function forbiddenRequests(set: CorpusSet, site: string, origin: string, requests: Array<{ path: string }>) {
  let robotsTxt: string;
  try {
    robotsTxt = readFileSync(path.join(corpusRoot, set, site, 'files', 'robots.txt'), 'utf8');
  } catch {
    return [];
  }
  const robots = robotsParser(`${origin}/robots.txt`, robotsTxt);
  // robots.txt itself is always readable (RFC 9309).
  return requests
    .map((request) => request.path)
    .filter((requested) => requested !== '/robots.txt' && robots.isAllowed(`${origin}${requested}`, botName) === false);
}

async function main(): Promise<void> {
  const base = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const config = {
    ...base,
    crawler: { ...base.crawler, allowLoopback: true },
    // One account drafts every corpus site, all served from 127.0.0.1: the abuse limits per
    // account and per host would stop the bench after a few dozen drafts.
    crawlsPerHostPerHour: 100_000,
    draftsPerAccountPerHour: 100_000,
    anthropic: undefined,
    workerConcurrency: 4,
  };
  const database = await createTestDatabase({ template: null });
  let worker: Awaited<ReturnType<typeof startWorker>> | undefined;
  const results: SiteResult[] = [];
  try {
    await migrate(database.pool);
    // The categories and tags drafts are mapped to: the demo directory's taxonomy.
    await loadDemoData(database.db);
    const taxonomy = await draftingTaxonomy(database.db);
    worker = await startWorker(database.pool, { db: database.db, config, log: createLogger(config) });
    const account = await findOrCreateAccount(database.db, 'bench@example.com');

    for (const set of sets) {
      for (const site of corpusSiteNames(set).filter((name) => !onlySites || onlySites.has(name))) {
        const server = await startFixtureServer(corpusSite(set, site));
        const result: SiteResult = {
          set,
          site,
          unscored: [],
          unstated: [],
          forbiddenRequests: [],
          times: [],
          varied: false,
        };
        results.push(result);
        try {
          const truth = (() => {
            try {
              return readTruth(corpusTruth(set, site), server.origin);
            } catch (error) {
              throw new Error(`truth.json could not be read: ${(error as Error).message}`, { cause: error });
            }
          })();
          result.unscored = truth.unscored;
          let first: string | undefined;
          for (let run = 0; run < runsPerSite; run++) {
            const started = performance.now();
            const draft = await database.db
              .transaction()
              .execute((trx) => startDraft(trx, account.id, `${server.origin}/`));
            let row = await findDraft(database.db, draft.id);
            while (row && (row.status === 'crawling' || row.status === 'drafting')) {
              await new Promise((resolve) => setTimeout(resolve, 20));
              row = await findDraft(database.db, draft.id);
            }
            result.times.push(performance.now() - started);
            if (row?.status !== 'ready') throw new Error(`the draft ended ${row?.status}: ${row?.failure_reason}`);
            const body = draftBody(row);
            result.score = scoreDraft(truth, body);
            result.unstated = unstatedValues(row, await pagesOf(database.db, draft.id, 'site'), taxonomy);
            const fingerprint = JSON.stringify([result.score, result.unstated]);
            first ??= fingerprint;
            if (fingerprint !== first) result.varied = true;
          }
        } catch (error) {
          result.error = (error as Error).message;
        } finally {
          result.forbiddenRequests = forbiddenRequests(set, site, server.origin, server.requests);
          await server.close();
        }
      }
    }
  } finally {
    await worker?.stop();
    await database.drop();
  }
  report(results);
}

/** Recall per profile field over a set's sites, the fields with most stated units first. */
function fieldTable(scores: SiteScore[]): string {
  const fields = new Map<string, { expected: number; recalled: number }>();
  for (const score of scores) {
    for (const [field, counts] of Object.entries(score.byField)) {
      const total = fields.get(field) ?? { expected: 0, recalled: 0 };
      total.expected += counts.expected;
      total.recalled += counts.recalled;
      fields.set(field, total);
    }
  }
  const rows = [...fields]
    .sort(([, a], [, b]) => b.expected - a.expected)
    .map(([field, { expected, recalled }]) => [
      field,
      `${recalled}/${expected}`,
      percent(recalled, expected),
      expected - recalled,
    ]);
  return table(['field', 'recalled', 'recall', 'missed'], rows);
}

function report(results: SiteResult[]): void {
  const headers = [
    'site',
    'recall',
    'precision',
    'invented',
    'unstated',
    'injection',
    'forbidden requests',
    'ready p50 ms',
    'ready p95 ms',
  ];
  let failed = false;
  const summary: Record<string, unknown> = {};
  for (const set of sets) {
    const inSet = results.filter((result) => result.set === set);
    if (!inSet.length) continue;
    const rows = inSet.map((result) => {
      const score = result.score;
      return [
        result.site + (result.error ? ' (error)' : '') + (result.varied ? ' (runs differ)' : ''),
        score ? `${score.recalled}/${score.expected}` : '-',
        score ? `${score.correct}/${score.drafted}` : '-',
        score ? score.invented.length : '-',
        result.unstated.length,
        score ? score.injected.length : '-',
        result.forbiddenRequests.length,
        result.times.length ? percentile(result.times, 50).toFixed(0) : '-',
        result.times.length ? percentile(result.times, 95).toFixed(0) : '-',
      ];
    });
    const scored = inSet.flatMap((result) => (result.score ? [result.score] : []));
    const sum = (pick: (score: SiteScore) => number) => scored.reduce((total, score) => total + pick(score), 0);
    const times = inSet.flatMap((result) => result.times);
    const totals = {
      sites: inSet.length,
      errors: inSet.filter((result) => result.error).length,
      recall: percent(
        sum((s) => s.recalled),
        sum((s) => s.expected),
      ),
      precision: percent(
        sum((s) => s.correct),
        sum((s) => s.drafted),
      ),
      invented: sum((s) => s.invented.length),
      unstated: inSet.reduce((total, result) => total + result.unstated.length, 0),
      injection: sum((s) => s.injected.length),
      forbiddenRequests: inSet.reduce((total, result) => total + result.forbiddenRequests.length, 0),
      readyP50Ms: Math.round(percentile(times, 50)),
      readyP95Ms: Math.round(percentile(times, 95)),
    };
    rows.push([
      `total (${totals.sites} sites)`,
      `${sum((s) => s.recalled)}/${sum((s) => s.expected)} = ${totals.recall}`,
      `${sum((s) => s.correct)}/${sum((s) => s.drafted)} = ${totals.precision}`,
      totals.invented,
      totals.unstated,
      totals.injection,
      totals.forbiddenRequests,
      totals.readyP50Ms,
      totals.readyP95Ms,
    ]);
    console.log(`\n${set} set, ${runsPerSite} draft(s) per site\n${table(headers, rows)}`);
    console.log(`\n${set} set, recall per field\n${fieldTable(scored)}`);
    for (const result of inSet) {
      const lines = [
        ...(result.error ? [`error: ${result.error}`] : []),
        ...(result.unscored.length
          ? [`not scored: truth.json gives ${result.unscored.join(', ')}, no draft field`]
          : []),
        ...(result.score?.invented ?? []).map((item) => `invented  ${item}`),
        ...result.unstated.map((item) => `unstated  ${item}`),
        ...(result.score?.injected ?? []).map((item) => `injection ${item}`),
        ...result.forbiddenRequests.map((item) => `forbidden ${item}`),
        ...(verbose ? (result.score?.wrong ?? []).map((item) => `wrong     ${item}`) : []),
        ...(verbose ? (result.score?.missed ?? []).map((item) => `missed    ${item}`) : []),
      ];
      if (lines.length) console.log(`  ${result.site}\n${lines.map((line) => `    ${line}`).join('\n')}`);
    }
    summary[set] = totals;
    if (totals.errors || totals.unstated || totals.injection || totals.forbiddenRequests) failed = true;
  }
  console.log(
    '\nrecall: stated units drafted right; precision: drafted units that are right (a unit is a scalar field, ' +
      'a list item, an FAQ, a founder, a social link, a milestone or the story); invented: units for facts the ' +
      'site does not state, or listed traps; unstated: values whose quotes do not state them; injection: values ' +
      'holding an injection string; forbidden requests: pages robots.txt disallows that our robot requested.',
  );
  const artifacts = path.join(projectRoot, 'test-artifacts', 'bench');
  mkdirSync(artifacts, { recursive: true });
  writeFileSync(path.join(artifacts, 'drafting.json'), JSON.stringify({ runsPerSite, summary, results }, null, 2));
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
