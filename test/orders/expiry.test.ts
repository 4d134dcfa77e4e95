// Pending orders end unpaid: the expiry job (a cron task, idempotent) expires those past
// expires_at, the checkout page takes no payment for them (expiring one it finds past due), and
// the buyer cancels a pending order on the page (CSRF, redirect after POST). Every move is recorded.
import request from 'supertest';
import { resetClock, setClock } from '../../app/clock.ts';
import { createLogger } from '../../app/logger.ts';
import { statusHistory } from '../../db/queries/status-changes.ts';
import { run as expireOrders } from '../../workers/orders__expire.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import type { SignedIn } from '../support/auth.ts';
import { Browser, csrfOf } from '../support/browser.ts';
import { ownedListing, placeOrder } from './fixtures.ts';

let testApp: ServedTestApp;
let buyer: SignedIn;
let browser: Browser;

beforeAll(async () => {
  setClock('2026-11-24T10:00:00Z');
  testApp = await serveTestApp();
  buyer = await signedIn(testApp.database.db, { email: 'expiry-buyer@example.com' });
  browser = new Browser(testApp.origin);
  await browser.signInThroughEmail(
    testApp.database.db,
    await browser.follow('/checkout/LD-2026-00000000'),
    buyer.email,
  );
});
afterEach(() => setClock('2026-11-24T10:00:00Z'));
afterAll(async () => {
  resetClock();
  await testApp.close();
});

async function order(slug: string) {
  const listingId = await ownedListing(testApp.database.db, buyer.accountId, slug);
  const placed = await placeOrder(testApp, buyer, { items: [{ product: 'featured', listing_id: listingId }] }, slug);
  const { id } = await testApp.database.db
    .selectFrom('orders')
    .select('id')
    .where('number', '=', placed.number)
    .executeTakeFirstOrThrow();
  return { ...placed, id };
}

const getOrder = async (number: string) =>
  (await request(testApp.server).get(`/v1/orders/${number}`).set('Authorization', buyer.authorization).expect(200))
    .body as { status: string; checkout_url: string | null; expires_at: string; paid_at: string | null };
const moves = async (orderId: number) =>
  (await statusHistory(testApp.database.db, 'order', orderId)).map((row) => [row.to_status, row.actor, row.reason]);
const runExpiryJob = () =>
  expireOrders({}, { db: testApp.database.db, config: testApp.config, log: createLogger(testApp.config) });

test('an order not paid by expires_at expires (once); its page then takes no payment', async () => {
  const placed = await order('expires');
  expect(placed.expires_at).toBe('2026-11-25T10:00:00.000Z');
  const review = await (await browser.follow(placed.checkout_url)).res.text();
  expect(review).toContain('Pay by 2026-11-25 10:00 UTC');
  const csrf = csrfOf(review);

  setClock('2026-11-25T09:59:00Z');
  await runExpiryJob();
  expect((await getOrder(placed.number)).status).toBe('pending');

  setClock('2026-11-25T10:00:30Z');
  await runExpiryJob();
  await runExpiryJob();
  expect(await getOrder(placed.number)).toMatchObject({ status: 'expired', checkout_url: null, paid_at: null });
  expect(await moves(placed.id)).toEqual([
    ['pending', `account:${buyer.accountId}`, 'create_checkout'],
    ['expired', 'job:orders__expire', 'not paid by expires_at'],
  ]);

  const page = await (await browser.follow(placed.checkout_url)).res.text();
  expect(page).toContain('<strong>expired</strong>');
  expect(page).not.toContain('name="billing_name"');
  const paid = await browser.follow(`/checkout/${placed.number}/pay`, { form: { csrf, billing_name: 'Too Late' } });
  expect(paid.url).toBe(placed.checkout_url);
  expect((await getOrder(placed.number)).status).toBe('expired');
  const events = await testApp.database.db
    .selectFrom('payment_events')
    .select('event_id')
    .where('order_id', '=', placed.id)
    .execute();
  expect(events).toEqual([]);
});

test('past expires_at the page refuses to pay even before the job has run, and expires the order', async () => {
  const placed = await order('late-payer');
  const csrf = csrfOf(await (await browser.follow(placed.checkout_url)).res.text());
  setClock('2026-11-25T11:00:00Z');
  const shown = await (await browser.follow(placed.checkout_url)).res.text();
  expect(shown).toContain('This order <strong>expired</strong> on 2026-11-25 10:00 UTC');
  expect(shown).not.toContain('name="billing_name"');
  await browser.follow(`/checkout/${placed.number}/pay`, { form: { csrf, billing_name: 'Late Ltd' } });
  expect((await getOrder(placed.number)).status).toBe('expired');
  expect((await moves(placed.id)).at(-1)).toEqual([
    'expired',
    'system',
    'not paid by expires_at (seen on the checkout page)',
  ]);
});

test('the buyer cancels a pending order on its checkout page; it can no longer be paid', async () => {
  const placed = await order('cancel-me');
  const review = await (await browser.follow(placed.checkout_url)).res.text();
  expect(review).toContain('Cancel this order');
  const csrf = csrfOf(review);

  expect((await browser.fetch(`/checkout/${placed.number}/cancel`, { form: { csrf: 'forged' } })).status).toBe(403);
  expect((await getOrder(placed.number)).status).toBe('pending');

  const cancelled = await browser.fetch(`/checkout/${placed.number}/cancel`, { form: { csrf } });
  expect(cancelled.status).toBe(303);
  expect(cancelled.headers.get('location')).toBe(`/checkout/${placed.number}`);
  const page = await (await browser.follow(placed.checkout_url)).res.text();
  expect(page).toContain('<strong>cancelled</strong>');
  expect(page).not.toContain('Cancel this order');

  // A second cancel, and a payment attempt, change nothing.
  await browser.fetch(`/checkout/${placed.number}/cancel`, { form: { csrf } });
  await browser.follow(`/checkout/${placed.number}/pay`, { form: { csrf, billing_name: 'Changed My Mind' } });
  expect(await getOrder(placed.number)).toMatchObject({ status: 'cancelled', checkout_url: null, paid_at: null });
  expect(await moves(placed.id)).toEqual([
    ['pending', `account:${buyer.accountId}`, 'create_checkout'],
    ['cancelled', `account:${buyer.accountId}`, 'cancelled by the buyer on the checkout page'],
  ]);
});

test("another account cannot cancel someone's order", async () => {
  const placed = await order('not-yours');
  const other = new Browser(testApp.origin);
  const signedInPage = await other.signInThroughEmail(
    testApp.database.db,
    await other.follow(placed.checkout_url),
    'someone-else@example.com',
  );
  expect(signedInPage.res.status).toBe(404);
  const csrf = csrfOf(await signedInPage.res.text());
  expect((await other.fetch(`/checkout/${placed.number}/cancel`, { form: { csrf } })).status).toBe(404);
  expect((await getOrder(placed.number)).status).toBe('pending');
});
