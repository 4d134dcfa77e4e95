// make bench-drafting: submits each fixture site several times to the real job pipeline (a
// graphile-worker on a scratch database, the built-in drafter, the fixture sites on 127.0.0.1) and
// prints, per site and in total: fields filled, fields correct against the ground truth, values
// without verified evidence (must be 0) and the time from submit to ready.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findOrCreateAccount } from '../app/auth/accounts.ts';
import { loadConfig, projectRoot } from '../app/config.ts';
import { migrate } from '../app/db/migrate.ts';
import { EvidenceChecker } from '../app/draft/evidence.ts';
import { profileFields } from '../app/draft/fields.ts';
import { enqueueCrawl } from '../app/draft/jobs.ts';
import { storedFields } from '../app/draft/profile.ts';
import { createLogger } from '../app/logger.ts';
import { startWorker } from '../app/worker.ts';
import { findDraft, insertDraft, pagesOf } from '../db/queries/drafts.ts';
import { createTestDatabase } from '../test/support/database.ts';
import { startFixtureServer } from '../test/support/fixture-server.ts';
import { benchSites } from '../test/support/fixture-sites/sites.ts';

const runsPerSite = Number(process.env.BENCH_RUNS ?? 10);
const truth = JSON.parse(
  readFileSync(path.join(projectRoot, 'test/support/fixture-sites/ground-truth.json'), 'utf8'),
) as Record<string, Record<string, unknown>>;

const norm = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(norm).sort().join('|')
    : (typeof value === 'string' || typeof value === 'number' ? String(value) : '')
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase();

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main(): Promise<void> {
  const base = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const config = {
    ...base,
    crawler: { ...base.crawler, allowLoopback: true, maxPages: 7 },
    anthropic: undefined,
    workerConcurrency: 4,
  };
  const database = await createTestDatabase({ template: null });
  const servers = await Promise.all(benchSites.map((site) => startFixtureServer(site)));
  let worker: Awaited<ReturnType<typeof startWorker>> | undefined;
  try {
    await migrate(database.pool);
    worker = await startWorker(database.pool, { db: database.db, config, log: createLogger(config) });
    const account = await findOrCreateAccount(database.db, 'bench@example.com');

    const rows: string[][] = [
      ['site', 'runs', 'fields filled', 'correct / truth', 'unverified values', 'ready p50 ms', 'ready p95 ms'],
    ];
    const totals = { filled: 0, correct: 0, expected: 0, unverified: 0, times: [] as number[], runs: 0 };
    for (const [index, site] of benchSites.entries()) {
      const origin = servers[index].origin;
      const expected = Object.fromEntries(
        Object.entries(truth[site.key] ?? {}).map(([field, value]) => [
          field,
          typeof value === 'string' ? value.replace('{origin}', origin) : value,
        ]),
      );
      const times: number[] = [];
      let filled = 0;
      let correct = 0;
      let unverified = 0;
      for (let run = 0; run < runsPerSite; run++) {
        const started = performance.now();
        const draft = await database.db.transaction().execute(async (trx) => {
          const inserted = await insertDraft(trx, account.id, `${origin}/`);
          await enqueueCrawl(trx, inserted.id);
          return inserted;
        });
        let row = await findDraft(database.db, draft.id);
        while (row && (row.status === 'crawling' || row.status === 'drafting')) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          row = await findDraft(database.db, draft.id);
        }
        times.push(performance.now() - started);
        if (row?.status !== 'ready') throw new Error(`${site.key}: draft ended ${row?.status}: ${row?.failure_reason}`);
        const fields = storedFields(row.fields);
        const checker = new EvidenceChecker(await pagesOf(database.db, draft.id, 'site'));
        for (const field of profileFields) {
          const { value, evidence } = fields[field];
          if (value === null) continue;
          filled++;
          if (checker.verified(evidence).length === 0) unverified++;
          if (field in expected && norm(value) === norm(expected[field])) correct++;
        }
      }
      const expectedCount = Object.keys(expected).length * runsPerSite;
      rows.push([
        site.key,
        String(runsPerSite),
        (filled / runsPerSite).toFixed(1),
        `${correct / runsPerSite} / ${expectedCount / runsPerSite}`,
        String(unverified),
        percentile(times, 50).toFixed(0),
        percentile(times, 95).toFixed(0),
      ]);
      Object.assign(totals, {
        filled: totals.filled + filled,
        correct: totals.correct + correct,
        expected: totals.expected + expectedCount,
        unverified: totals.unverified + unverified,
        runs: totals.runs + runsPerSite,
      });
      totals.times.push(...times);
    }
    rows.push([
      'total',
      String(totals.runs),
      (totals.filled / totals.runs).toFixed(1),
      `${totals.correct} / ${totals.expected}`,
      String(totals.unverified),
      percentile(totals.times, 50).toFixed(0),
      percentile(totals.times, 95).toFixed(0),
    ]);
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
    console.log(
      `\nfields filled: per draft, of ${profileFields.length}; correct: drafted values equal to ground-truth.json; ` +
        `unverified: values whose evidence is not on the page (must be 0).`,
    );
    if (totals.unverified > 0) process.exitCode = 1;
  } finally {
    await worker?.stop();
    await Promise.all(servers.map((server) => server.close()));
    await database.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
