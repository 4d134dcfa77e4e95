// Rows an order test needs that other issues' operations create (categories, a submitted listing
// owned by an account, an award: written directly, no order code runs here), and the steps most
// order tests take: place an order, run the queued jobs.
import { runOnce } from 'graphile-worker';
import type { TaskList } from 'graphile-worker';
import request from 'supertest';
import type { Database } from '../../app/db/database.ts';
import { createLogger } from '../../app/logger.ts';
import { applyPayment } from '../../app/orders/payments.ts';
import { loadWorkerModules } from '../../app/worker.ts';
import type { TestApp } from '../support/app.ts';
import type { SignedIn } from '../support/auth.ts';

export async function category(db: Database, slug: string): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({ slug, name: slug })
    .onConflict((conflict) => conflict.column('slug').doUpdateSet({ name: slug }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A listing owned by `accountId`, in `primary`: by default a draft (submitted, not published);
 * `awaiting_badge` is a free listing waiting in the queue.
 */
export async function ownedListing(
  db: Database,
  accountId: string,
  slug: string,
  categories: { primary: string; extra?: string[] } = { primary: 'productivity' },
  status: 'draft' | 'awaiting_badge' | 'live' = 'draft',
): Promise<number> {
  const { id } = await db
    .insertInto('listings')
    .values({ slug, name: `Listing ${slug}`, url: `https://${slug}.example/`, status })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('listing_owners').values({ listing_id: id, account_id: accountId }).execute();
  const slugs = [categories.primary, ...(categories.extra ?? [])];
  for (const [index, categorySlug] of slugs.entries()) {
    await db
      .insertInto('listing_categories')
      .values({ listing_id: id, category_id: await category(db, categorySlug), is_primary: index === 0 })
      .execute();
  }
  return id;
}

/** Runs every queued job with the real task modules, as a worker (re)started now would. */
export async function runQueuedJobs(testApp: TestApp): Promise<void> {
  const deps = { db: testApp.database.db, config: testApp.config, log: createLogger(testApp.config) };
  const taskList: TaskList = {};
  for (const [name, module] of Object.entries(await loadWorkerModules())) {
    taskList[name] = (payload, helpers) => module.run(payload, deps, helpers);
  }
  await runOnce({ pgPool: testApp.database.pool, taskList });
}

/** Places an order through create_checkout (201) and returns its body. */
export async function placeOrder(
  testApp: TestApp,
  buyer: SignedIn,
  body: { items: object[]; billing_country?: string },
  key: string,
) {
  const res = await request(testApp.app)
    .post('/v1/orders/checkout')
    .set('Authorization', buyer.authorization)
    .set('Idempotency-Key', key)
    .send(body)
    .expect(201);
  return res.body as { number: string; checkout_url: string; status: string; expires_at: string };
}

/** Pays order `number` as the test-mode checkout page does (jobs not run); returns the order id. */
export async function payInTestMode(testApp: TestApp, buyer: SignedIn, number: string): Promise<number> {
  const { db } = testApp.database;
  const { id } = await db.selectFrom('orders').select('id').where('number', '=', number).executeTakeFirstOrThrow();
  await applyPayment(db, createLogger(testApp.config), {
    provider: 'test',
    eventId: `test-checkout:${number}`,
    orderId: id,
    actor: { kind: 'account', accountId: buyer.accountId },
  });
  return id;
}

/** A listing that won Launch of the Week #1 in `week` (what a trophy cabinet frames). */
export async function award(db: Database, listingId: number, week: string): Promise<void> {
  await db.insertInto('awards').values({ week, rank: 1, listing_id: listingId, votes: 10 }).execute();
}
