// A worker killed between payment and fulfilment: a real worker process (scripts/worker.ts, as
// `make worker` runs it) on this file's database picks up the fulfilment jobs of a paid order; the
// test holds a row lock on the launch line so that job is caught in progress, and kills the process
// with SIGKILL. graphile-worker would keep that job locked for 4 hours; a worker started again
// recovers it at once (app/worker-recovery.ts), and every line is delivered exactly once, counted
// in the database: one launch, one billboard contribution, one featured period, one fulfilment.
import { spawn } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { projectRoot } from '../../app/config.ts';
import { createLogger } from '../../app/logger.ts';
import { applyPayment } from '../../app/orders/payments.ts';
import { statusHistory } from '../../db/queries/status-changes.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import { ownedListing, placeOrder } from './fixtures.ts';

let testApp: TestApp;
const children: ChildProcessWithoutNullStreams[] = [];

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await testApp.close();
});

interface WorkerProcess {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<number | null>;
}

function startWorkerProcess(): WorkerProcess {
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', path.join(projectRoot, 'scripts/worker.ts')],
    { env: { PATH: process.env.PATH, DATABASE_URL: testApp.database.url, LOG_LEVEL: 'info' } },
  );
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Polls until `check` holds; a worker starting on a busy machine takes seconds. */
async function waitFor(what: string, check: () => Promise<boolean>, worker: WorkerProcess) {
  const deadline = Date.now() + 90_000;
  while (!(await check())) {
    if (Date.now() > deadline || worker.child.exitCode !== null) {
      throw new Error(`Gave up waiting for ${what}. Worker output:\n${worker.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('a worker killed while a fulfilment job runs: restarted, every line is delivered exactly once', async () => {
  const { db } = testApp.database;
  const buyer = await signedIn(db);
  const listingId = await ownedListing(db, buyer.accountId, 'crash-launch');
  const order = await placeOrder(
    testApp,
    buyer,
    {
      items: [
        { product: 'launch', listing_id: listingId },
        { product: 'billboard_min', listing_id: listingId, amount_cents: 2500 },
        { product: 'featured', listing_id: listingId },
      ],
    },
    'crash',
  );
  const lines = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.id', 'order_lines.product_code', 'orders.id as order_id'])
    .where('orders.number', '=', order.number)
    .orderBy('order_lines.position')
    .execute();
  const orderId = lines[0].order_id;
  const launchLine = lines[0].id;
  await applyPayment(db, createLogger({ logLevel: 'silent' }), {
    provider: 'test',
    eventId: `test-checkout:${order.number}`,
    orderId,
    actor: { kind: 'account', accountId: buyer.accountId },
  });

  // The launch line is locked here, so its job blocks inside its transaction once it starts.
  const holder = new pg.Client({ connectionString: testApp.database.url });
  holder.on('error', () => undefined);
  await holder.connect();
  await holder.query('begin');
  await holder.query('select id from order_lines where id = $1 for update', [launchLine]);
  const holderPid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;

  const first = startWorkerProcess();
  const launchJob = async () =>
    (
      await sql<{ locked_by: string | null }>`select locked_by from graphile_worker.jobs
        where key = ${`order_line:${launchLine}`}`.execute(db)
    ).rows[0];
  await waitFor(
    'the launch job to wait on the line lock, with its pool registered',
    async () => {
      const blocked = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where ${holderPid} = any(pg_blocking_pids(pid))`.execute(db);
      const pools = await db.selectFrom('worker_pools').select('pool_id').execute();
      return blocked.rows[0].n > 0 && pools.length === 1 && Boolean((await launchJob())?.locked_by);
    },
    first,
  );
  const [{ pool_id: deadPool }] = await db.selectFrom('worker_pools').select('pool_id').execute();

  first.child.kill('SIGKILL');
  expect(await first.exited).toBeNull();
  await holder.query('rollback');
  await holder.end();

  // Killed mid-job: the job stays locked by the dead pool (graphile-worker alone would wait 4 hours).
  expect((await launchJob())?.locked_by).toBe(deadPool);
  const launchBefore = await db
    .selectFrom('order_lines')
    .select('fulfilled')
    .where('id', '=', launchLine)
    .executeTakeFirstOrThrow();
  expect(launchBefore.fulfilled).toBe(false);

  const second = startWorkerProcess();
  await waitFor(
    'the order to be fulfilled after the restart',
    async () =>
      (await db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status ===
      'fulfilled',
    second,
  );
  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
  expect(second.output()).toContain('jobs of worker pools whose process died are unlocked');

  const delivered = await db.selectFrom('order_lines').select('fulfilled').where('order_id', '=', orderId).execute();
  expect(delivered.map((line) => line.fulfilled)).toEqual([true, true, true]);
  const contributions = await db
    .selectFrom('billboard_contributions')
    .select('amount_cents')
    .where('listing_id', '=', listingId)
    .execute();
  expect(contributions).toEqual([{ amount_cents: 2500 }]);
  const listingMoves = (await statusHistory(db, 'listing', listingId)).map((row) => row.to_status);
  expect(listingMoves.filter((status) => status === 'live')).toHaveLength(1);
  const orderMoves = (await statusHistory(db, 'order', orderId)).map((row) => row.to_status);
  expect(orderMoves).toEqual(['pending', 'paid', 'fulfilled']);
  // One featured period of 30 days, not two.
  const listing = await db
    .selectFrom('listings')
    .select(['status', 'featured_until'])
    .where('id', '=', listingId)
    .executeTakeFirstOrThrow();
  expect(listing.status).toBe('live');
  const featuredDays = (listing.featured_until!.getTime() - Date.now()) / 86_400_000;
  expect(featuredDays).toBeGreaterThan(29);
  expect(featuredDays).toBeLessThanOrEqual(30);
  // Nothing is left locked or queued, and both pools have left the register.
  expect(await sql`select id from graphile_worker.jobs`.execute(db).then((result) => result.rows)).toEqual([]);
  expect(await db.selectFrom('worker_pools').select('pool_id').execute()).toEqual([]);
});
