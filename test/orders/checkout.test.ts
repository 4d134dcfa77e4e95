// create_checkout builds one pending order per Idempotency-Key in one transaction, with its first
// status row; get_order and list_my_orders show it to its buyer only.
import request from 'supertest';
import { resetClock, setClock } from '../../app/clock.ts';
import { statusHistory } from '../../db/queries/status-changes.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import type { SignedIn } from '../support/auth.ts';
import { ownedListing } from './fixtures.ts';

let testApp: TestApp;
let buyer: SignedIn;
let stranger: SignedIn;
let listingId: number;

beforeAll(async () => {
  setClock('2026-11-24T10:00:00Z');
  testApp = await startTestApp();
  const { db } = testApp.database;
  [buyer, stranger] = [await signedIn(db), await signedIn(db)];
  listingId = await ownedListing(db, buyer.accountId, 'checkout-me');
  // Setting up a database, servers or a browser is slow on a loaded machine.
});
afterAll(async () => {
  resetClock();
  await testApp.close();
});

const checkout = (body: object, key: string, who: SignedIn = buyer) =>
  request(testApp.app)
    .post('/v1/orders/checkout')
    .set('Authorization', who.authorization)
    .set('Idempotency-Key', key)
    .send(body);

test('create_checkout makes a pending order with lines, VAT and a checkout link of ours', async () => {
  const body = {
    items: [
      { product: 'launch', listing_id: listingId, week: '2026-12-07' },
      { product: 'billboard_min', listing_id: listingId, amount_cents: 5000 },
    ],
    billing_country: 'DE',
  };
  const quoted = (
    await request(testApp.app).post('/v1/orders/quote').set('Authorization', buyer.authorization).send(body)
  ).body;
  const res = await checkout(body, 'first-order').expect(201);
  expect(res.body).toMatchObject({
    status: 'pending',
    currency: 'USD',
    subtotal_cents: quoted.subtotal_cents,
    vat: { country: 'DE', rate_percent: 19, amount_cents: quoted.vat.amount_cents, reverse_charge: false },
    total_cents: quoted.total_cents,
    paid_at: null,
  });
  expect(res.body.number).toMatch(/^LD-2026-[0-9A-F]{8}$/);
  expect(res.body.checkout_url).toBe(`${testApp.config.publicUrl}/checkout/${res.body.number}`);
  expect(res.body.lines).toEqual([
    expect.objectContaining({ product: 'launch', week: '2026-12-07', listing_id: listingId, fulfilled: false }),
    expect.objectContaining({ product: 'billboard_min', amount_cents: 5000, fulfilled: false }),
  ]);

  const order = await testApp.database.db
    .selectFrom('orders')
    .select('id')
    .where('number', '=', res.body.number)
    .executeTakeFirstOrThrow();
  const history = await statusHistory(testApp.database.db, 'order', order.id);
  expect(history).toEqual([expect.objectContaining({ from_status: null, to_status: 'pending' })]);

  const got = await request(testApp.app)
    .get(`/v1/orders/${res.body.number}`)
    .set('Authorization', buyer.authorization)
    .expect(200);
  expect(got.body).toEqual(res.body);
});

test('the same Idempotency-Key twice makes one order and replays the first answer', async () => {
  const body = { items: [{ product: 'featured', listing_id: listingId }] };
  const first = await checkout(body, 'retry-me').expect(201);
  const second = await checkout(body, 'retry-me').expect(201);
  expect(second.headers['idempotent-replayed']).toBe('true');
  expect(second.body.number).toBe(first.body.number);
  const count = await testApp.database.db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select('orders.number')
    .where('order_lines.product_code', '=', 'featured')
    .execute();
  expect(count).toHaveLength(1);
  await checkout({ items: [{ product: 'featured', listing_id: listingId }, ...body.items] }, 'retry-me').expect(422);
});

test('an invalid order is refused like quote_order does and nothing is saved', async () => {
  const before = await testApp.database.db.selectFrom('orders').select('id').execute();
  const res = await checkout({ items: [{ product: 'billboard_min', listing_id: listingId }] }, 'bad').expect(400);
  expect(res.body.errors[0].pointer).toBe('/body/items/0/amount_cents');
  expect(await testApp.database.db.selectFrom('orders').select('id').execute()).toHaveLength(before.length);
});

test("another account's order number is 404 and its list is empty; the buyer's list is newest first", async () => {
  const mine = await request(testApp.app).get('/v1/orders').set('Authorization', buyer.authorization).expect(200);
  expect(mine.body.total).toBe(2);
  expect(mine.body.items[0].lines[0].product).toBe('featured');
  expect(mine.body).toMatchObject({ page: 1, per_page: 20, has_more: false });

  const number = mine.body.items[0].number as string;
  await request(testApp.app).get(`/v1/orders/${number}`).set('Authorization', stranger.authorization).expect(404);
  await request(testApp.app).get('/v1/orders/LD-0000-NOPE').set('Authorization', buyer.authorization).expect(404);
  const theirs = await request(testApp.app).get('/v1/orders').set('Authorization', stranger.authorization).expect(200);
  expect(theirs.body).toMatchObject({ items: [], total: 0 });
});
