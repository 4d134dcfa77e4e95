// The whole test-mode purchase through our checkout page (signed in by e-mail link, CSRF-checked
// form, redirect after POST), then the fulfilment jobs: each line delivered exactly once, even when
// the jobs run only after a (simulated) worker stop, or run twice.
import request from 'supertest';
import { resetClock, setClock } from '../../app/clock.ts';
import { createLogger } from '../../app/logger.ts';
import { fulfilLine } from '../../app/orders/fulfil.ts';
import { statusHistory } from '../../db/queries/status-changes.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import type { SignedIn } from '../support/auth.ts';
import { Browser, csrfOf } from '../support/browser.ts';
import { category, ownedListing, runQueuedJobs } from './fixtures.ts';

let testApp: ServedTestApp;
let buyer: SignedIn;
let browser: Browser;

beforeAll(async () => {
  setClock('2026-11-24T10:00:00Z');
  testApp = await serveTestApp();
  buyer = await signedIn(testApp.database.db, { email: 'buyer@example.com' });
  await category(testApp.database.db, 'design');
  browser = new Browser(testApp.origin);
  // Setting up a database, servers or a browser is slow on a loaded machine.
});
afterAll(async () => {
  resetClock();
  await testApp.close();
});

async function checkout(items: object[], key: string) {
  const res = await request(testApp.server)
    .post('/v1/orders/checkout')
    .set('Authorization', buyer.authorization)
    .set('Idempotency-Key', key)
    .send({ items, billing_country: 'FR' })
    .expect(201);
  return res.body as { number: string; checkout_url: string };
}

const getOrder = (number: string) =>
  request(testApp.server).get(`/v1/orders/${number}`).set('Authorization', buyer.authorization).expect(200);

test('review and pay on the test-mode page; after the jobs every line is delivered once', async () => {
  const listingId = await ownedListing(testApp.database.db, buyer.accountId, 'bundle-me');
  const order = await checkout(
    [
      { product: 'launch_bundle', listing_id: listingId, week: '2026-12-07' },
      { product: 'extra_categories', listing_id: listingId, categories: ['design'] },
      { product: 'billboard_min', listing_id: listingId, amount_cents: 7500 },
    ],
    'bundle',
  );

  const signIn = await browser.follow(order.checkout_url);
  expect(signIn.url).toContain('/sign-in?return_to=');
  const review = await browser.signInThroughEmail(testApp.database.db, signIn, buyer.email);
  expect(review.url).toBe(order.checkout_url);
  const reviewHtml = await review.res.text();
  expect(review.res.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(reviewHtml).toContain('TEST MODE');
  expect(reviewHtml).toContain('Launch bundle');
  expect(reviewHtml).toContain('FR VAT at 20%');
  expect(reviewHtml).not.toMatch(/<script/i);

  // Without the session's CSRF token the payment is refused.
  const forged = await browser.fetch(`/checkout/${order.number}/pay`, { form: { csrf: 'forged', billing_name: 'X' } });
  expect(forged.status).toBe(403);
  expect((await getOrder(order.number)).body.status).toBe('pending');

  const paid = await browser.follow(`/checkout/${order.number}/pay`, {
    form: { csrf: csrfOf(reviewHtml), billing_name: 'Bundle Co' },
  });
  expect(paid.url).toBe(order.checkout_url);
  const paidHtml = await paid.res.text();
  expect(paidHtml).toContain('TEST MODE');
  expect(paidHtml).toContain('<strong>paid</strong>');

  const afterPayment = (await getOrder(order.number)).body;
  expect(afterPayment).toMatchObject({ status: 'paid', checkout_url: null });
  expect(afterPayment.paid_at).not.toBeNull();
  expect(afterPayment.lines.every((line: { fulfilled: boolean }) => !line.fulfilled)).toBe(true);

  // Paying again (a double submit) changes nothing.
  await browser.follow(`/checkout/${order.number}/pay`, { form: { csrf: csrfOf(paidHtml), billing_name: 'Again' } });

  await runQueuedJobs(testApp);
  const done = (await getOrder(order.number)).body;
  expect(done.status).toBe('fulfilled');
  expect(done.lines.map((line: { fulfilled: boolean }) => line.fulfilled)).toEqual([true, true, true]);

  const { db } = testApp.database;
  const listing = await db
    .selectFrom('listings')
    .select(['status', 'plan', 'launch_week', 'unlocked_sections', 'featured_until'])
    .where('id', '=', listingId)
    .executeTakeFirstOrThrow();
  expect(listing).toMatchObject({
    status: 'scheduled',
    plan: 'paid',
    launch_week: '2026-12-07',
    unlocked_sections: ['media', 'milestones', 'story'],
  });
  expect(listing.featured_until).not.toBeNull();
  const contributions = await db
    .selectFrom('billboard_contributions')
    .selectAll()
    .where('listing_id', '=', listingId)
    .execute();
  expect(contributions).toEqual([expect.objectContaining({ amount_cents: 7500, order_number: order.number })]);
  const extra = await db
    .selectFrom('listing_categories')
    .innerJoin('categories', 'categories.id', 'listing_categories.category_id')
    .select('categories.slug')
    .where('listing_id', '=', listingId)
    .where('is_primary', '=', false)
    .execute();
  expect(extra).toEqual([{ slug: 'design' }]);

  const orderRow = await db
    .selectFrom('orders')
    .select(['id', 'billing_name'])
    .where('number', '=', order.number)
    .executeTakeFirstOrThrow();
  expect(orderRow.billing_name).toBe('Bundle Co');
  const moves = (await statusHistory(db, 'order', orderRow.id)).map((row) => row.to_status);
  expect(moves).toEqual(['pending', 'paid', 'fulfilled']);
  const payments = await db.selectFrom('payment_events').selectAll().where('order_id', '=', orderRow.id).execute();
  expect(payments).toHaveLength(1);
});

test('jobs that run only after a worker restart, and twice, deliver each line once', async () => {
  const listingId = await ownedListing(testApp.database.db, buyer.accountId, 'launch-now');
  const order = await checkout(
    [
      { product: 'launch', listing_id: listingId },
      { product: 'billboard_min', listing_id: listingId, amount_cents: 2000 },
      { product: 'ai_review', listing_id: listingId, options: { focus: 'copy' } },
    ],
    'restart',
  );
  const page = await browser.follow(order.checkout_url);
  await browser.follow(`/checkout/${order.number}/pay`, {
    form: { csrf: csrfOf(await page.res.text()), billing_name: 'Launch Now Ltd' },
  });
  // No worker ran between the payment and here: the jobs wait in the queue.
  expect((await getOrder(order.number)).body.lines.some((line: { fulfilled: boolean }) => line.fulfilled)).toBe(false);
  await runQueuedJobs(testApp);

  const { db } = testApp.database;
  const lines = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.id', 'order_lines.product_code'])
    .where('orders.number', '=', order.number)
    .execute();
  // A duplicate delivery of every job, as an at-least-once queue may make.
  const deps = { db, config: testApp.config, log: createLogger(testApp.config) };
  for (const line of lines) await fulfilLine(deps, line.id, 'orders__fulfil_line');

  const after = (await getOrder(order.number)).body;
  expect(after.lines.map((line: { product: string; fulfilled: boolean }) => [line.product, line.fulfilled])).toEqual([
    ['launch', true],
    ['billboard_min', true],
    // The AI review is work for the site team: a job opens its task, so the order stays paid.
    ['ai_review', false],
  ]);
  expect(after.status).toBe('paid');
  const tasks = await db
    .selectFrom('site_team_tasks')
    .select(['order_line_id', 'status'])
    .where(
      'order_line_id',
      'in',
      lines.map((line) => line.id),
    )
    .execute();
  expect(tasks).toEqual([
    { order_line_id: lines.find((line) => line.product_code === 'ai_review')!.id, status: 'open' },
  ]);
  const listing = await db
    .selectFrom('listings')
    .select(['status', 'launched_at'])
    .where('id', '=', listingId)
    .executeTakeFirstOrThrow();
  expect(listing.status).toBe('live');
  const contributions = await db
    .selectFrom('billboard_contributions')
    .select('amount_cents')
    .where('listing_id', '=', listingId)
    .execute();
  expect(contributions).toEqual([{ amount_cents: 2000 }]);
  const launches = (await statusHistory(db, 'listing', listingId)).filter((row) => row.to_status === 'live');
  expect(launches).toHaveLength(1);
});

test("another account's order is not shown on the checkout page", async () => {
  const other = await signedIn(testApp.database.db, { email: 'other@example.com' });
  const listingId = await ownedListing(testApp.database.db, other.accountId, 'not-the-buyers');
  const res = await request(testApp.server)
    .post('/v1/orders/checkout')
    .set('Authorization', other.authorization)
    .set('Idempotency-Key', 'other')
    .send({ items: [{ product: 'featured', listing_id: listingId }] })
    .expect(201);
  const page = await browser.follow(res.body.checkout_url);
  expect(page.res.status).toBe(404);
  expect(await page.res.text()).toContain('TEST MODE');
});
