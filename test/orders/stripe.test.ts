// With STRIPE_SECRET_KEY: our checkout page sends the buyer to a Stripe Checkout Session (a local
// server speaking Stripe's endpoint), and only a webhook signed with the SDK's own test-header
// helper pays the order: once, however often it is delivered; a bad signature is 400; a session we
// never made is ignored with a log line.
import { Writable } from 'node:stream';
import pino from 'pino';
import Stripe from 'stripe';
import request from 'supertest';
import { resetClock, setClock } from '../../app/clock.ts';
import { loadConfig } from '../../app/config.ts';
import { handleStripeWebhook } from '../../app/orders/stripe.ts';
import { fulfilLine } from '../../app/orders/fulfil.ts';
import { createLogger } from '../../app/logger.ts';
import { statusHistory } from '../../db/queries/status-changes.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import type { SignedIn } from '../support/auth.ts';
import { Browser, csrfOf } from '../support/browser.ts';
import { startFakeStripe } from '../support/fake-stripe.ts';
import type { FakeStripe } from '../support/fake-stripe.ts';
import { run as expireOrders } from '../../workers/orders__expire.ts';
import { ownedListing } from './fixtures.ts';

const webhookSecret = 'whsec_test_orders';
let fakeStripe: FakeStripe;
let testApp: ServedTestApp;
let buyer: SignedIn;
const stripe = new Stripe('sk_test_unused');

beforeAll(async () => {
  setClock('2026-11-24T10:00:00Z');
  fakeStripe = await startFakeStripe();
  testApp = await serveTestApp({
    stripe: loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_orders',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_HOST: fakeStripe.host,
      STRIPE_API_PORT: String(fakeStripe.port),
      STRIPE_API_PROTOCOL: 'http',
    }).stripe,
  });
  buyer = await signedIn(testApp.database.db, { email: 'stripe-buyer@example.com' });
  // Setting up a database, servers or a browser is slow on a loaded machine.
});
afterAll(async () => {
  resetClock();
  await testApp.close();
  await fakeStripe.close();
});

function completedEvent(id: string, session: { id: string; metadata: Record<string, string> }, paymentIntent?: string) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        ...session,
        object: 'checkout.session',
        payment_status: 'paid',
        status: 'complete',
        payment_intent: paymentIntent ?? null,
      },
    },
  });
}

function refundEvent(id: string, paymentIntent: string, full = true) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'charge.refunded',
    data: { object: { id: `ch_${id}`, object: 'charge', payment_intent: paymentIntent, refunded: full } },
  });
}

const deliver = (payload: string, secret = webhookSecret) =>
  request(testApp.server)
    .post('/webhooks/stripe')
    .set('content-type', 'application/json')
    .set('stripe-signature', stripe.webhooks.generateTestHeaderString({ payload, secret }))
    .send(payload);

test('the page opens a Checkout Session; the signed webhook pays once, a second delivery changes nothing', async () => {
  const listingId = await ownedListing(testApp.database.db, buyer.accountId, 'stripe-launch');
  const order = (
    await request(testApp.server)
      .post('/v1/orders/checkout')
      .set('Authorization', buyer.authorization)
      .set('Idempotency-Key', 'stripe-1')
      .send({ items: [{ product: 'launch', listing_id: listingId, week: '2026-12-07' }], billing_country: 'DE' })
      .expect(201)
  ).body;

  const browser = new Browser(testApp.origin);
  const review = await browser.signInThroughEmail(
    testApp.database.db,
    await browser.follow(order.checkout_url),
    buyer.email,
  );
  const html = await review.res.text();
  expect(html).not.toContain('TEST MODE');
  expect(html).toContain('Continue to payment');
  const toStripe = await browser.follow(`/checkout/${order.number}/pay`, {
    form: { csrf: csrfOf(html), billing_name: 'Stripe GmbH' },
  });
  expect(toStripe.url).toBe('https://checkout.stripe.example/c/pay/cs_test_1');
  const session = fakeStripe.sessions[0];
  expect(session.metadata.order_number).toBe(order.number);
  expect(session.amount_total).toBe(order.total_cents);
  expect(fakeStripe.requests[0].get('line_items[1][price_data][product_data][name]')).toBe('VAT (DE)');

  // Coming back from Stripe is not a payment: only the webhook is.
  expect((await browser.follow(`${order.checkout_url}?stripe=done`)).res.status).toBe(200);
  const get = () =>
    request(testApp.server).get(`/v1/orders/${order.number}`).set('Authorization', buyer.authorization).expect(200);
  expect((await get()).body.status).toBe('pending');

  const payload = completedEvent('evt_paid_1', session);
  expect((await deliver(payload).expect(200)).body.outcome).toBe('paid');
  const paid = (await get()).body;
  expect(paid.status).toBe('paid');

  expect((await deliver(payload).expect(200)).body.outcome).toBe('duplicate_event');
  expect((await get()).body).toEqual(paid);
  const { db } = testApp.database;
  const jobs = await db.selectFrom('payment_events').select('event_id').where('provider', '=', 'stripe').execute();
  expect(jobs).toEqual([{ event_id: 'evt_paid_1' }]);
});

test('a webhook with a bad signature is 400 and changes nothing', async () => {
  const payload = completedEvent('evt_forged', { id: 'cs_test_1', metadata: {} });
  const res = await deliver(payload, 'whsec_someone_else').expect(400);
  expect(res.headers['content-type']).toContain('application/problem+json');
  expect(res.body.errors[0].pointer).toBe('/headers/stripe-signature');
  await request(testApp.server)
    .post('/webhooks/stripe')
    .set('content-type', 'application/json')
    .send(payload)
    .expect(400);
});

test('a webhook for a session we never made is ignored with a log line', async () => {
  const { log, text } = capturedLog();
  const payload = completedEvent('evt_stranger', { id: 'cs_test_unknown', metadata: { order_number: 'LD-2026-NOPE' } });
  const outcome = await handleStripeWebhook(
    testApp.database.db,
    testApp.config.stripe!,
    log,
    Buffer.from(payload),
    stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
  );
  expect(outcome).toBe('unknown_session');
  expect(text()).toContain('stripe webhook for an unknown session ignored');
  expect((await deliver(payload).expect(200)).body.outcome).toBe('unknown_session');
});

test('a full refund webhook marks the order refunded once, takes its billboard money off and says so', async () => {
  const { db } = testApp.database;
  const listingId = await ownedListing(db, buyer.accountId, 'refund-me');
  const order = (
    await request(testApp.server)
      .post('/v1/orders/checkout')
      .set('Authorization', buyer.authorization)
      .set('Idempotency-Key', 'stripe-refund')
      .send({
        items: [
          { product: 'billboard_min', listing_id: listingId, amount_cents: 4000 },
          { product: 'featured', listing_id: listingId },
        ],
      })
      .expect(201)
  ).body;
  const browser = new Browser(testApp.origin);
  const review = await browser.signInThroughEmail(db, await browser.follow(order.checkout_url), buyer.email);
  await browser.follow(`/checkout/${order.number}/pay`, {
    form: { csrf: csrfOf(await review.res.text()), billing_name: 'Refund Co' },
  });
  const session = fakeStripe.sessions.find((candidate) => candidate.metadata.order_number === order.number)!;
  expect((await deliver(completedEvent('evt_paid_r', session, 'pi_refund_1')).expect(200)).body.outcome).toBe('paid');
  const deps = { db, config: testApp.config, log: createLogger(testApp.config) };
  const lines = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.id', 'orders.id as order_id'])
    .where('orders.number', '=', order.number)
    .execute();
  for (const line of lines) await fulfilLine(deps, line.id, 'orders__fulfil_line');
  const contributions = () =>
    db.selectFrom('billboard_contributions').select('amount_cents').where('listing_id', '=', listingId).execute();
  expect(await contributions()).toEqual([{ amount_cents: 4000 }]);

  expect((await deliver(refundEvent('evt_partial', 'pi_refund_1', false)).expect(200)).body.outcome).toBe('ignored');
  expect((await deliver(refundEvent('evt_refund_1', 'pi_refund_1')).expect(200)).body.outcome).toBe('refunded');
  expect((await deliver(refundEvent('evt_refund_1', 'pi_refund_1')).expect(200)).body.outcome).toBe('duplicate_event');

  const got = await request(testApp.server)
    .get(`/v1/orders/${order.number}`)
    .set('Authorization', buyer.authorization)
    .expect(200);
  expect(got.body).toMatchObject({ status: 'refunded', checkout_url: null });
  expect(await contributions()).toEqual([]);
  const history = await statusHistory(db, 'order', lines[0].order_id);
  expect(history.map((row) => row.to_status)).toEqual(['pending', 'paid', 'fulfilled', 'refunded']);
  expect(history.at(-1)!.reason).toContain('reversed: 1 billboard contribution(s)');
  expect(history.at(-1)!.reason).toContain('not reversed (for the site team): Featured');
});

/** An order whose buyer pressed pay: a Checkout Session is open for it at the fake Stripe. */
async function orderAtStripe(slug: string) {
  const { db } = testApp.database;
  const listingId = await ownedListing(db, buyer.accountId, slug);
  const order = (
    await request(testApp.server)
      .post('/v1/orders/checkout')
      .set('Authorization', buyer.authorization)
      .set('Idempotency-Key', slug)
      .send({ items: [{ product: 'featured', listing_id: listingId }] })
      .expect(201)
  ).body as { number: string; checkout_url: string; expires_at: string };
  const browser = new Browser(testApp.origin);
  const review = await browser.signInThroughEmail(db, await browser.follow(order.checkout_url), buyer.email);
  const csrf = csrfOf(await review.res.text());
  const toStripe = await browser.follow(`/checkout/${order.number}/pay`, { form: { csrf, billing_name: slug } });
  const session = fakeStripe.sessions.find((candidate) => candidate.metadata.order_number === order.number)!;
  expect(toStripe.url).toBe(session.url);
  return { order, session, browser, csrf };
}

/** A logger whose lines the test reads. */
function capturedLog() {
  const lines: string[] = [];
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
  return { log, text: () => lines.join('') };
}

test('cancelling expires the open Stripe session first; a payment webhook for it afterwards is ignored', async () => {
  const { order, session, browser, csrf } = await orderAtStripe('stripe-cancel');
  // The session ends when the order does.
  expect(session.expires_at).toBe(Date.parse(order.expires_at) / 1000);
  // Pressing pay again goes back to the same open session.
  const sessionsBefore = fakeStripe.sessions.length;
  const again = await browser.follow(`/checkout/${order.number}/pay`, { form: { csrf, billing_name: 'Again' } });
  expect(again.url).toBe(session.url);
  expect(fakeStripe.sessions.length).toBe(sessionsBefore);

  await browser.fetch(`/checkout/${order.number}/cancel`, { form: { csrf } });
  expect(fakeStripe.expired).toContain(session.id);
  const get = () =>
    request(testApp.server).get(`/v1/orders/${order.number}`).set('Authorization', buyer.authorization).expect(200);
  expect((await get()).body.status).toBe('cancelled');

  const { log, text } = capturedLog();
  const payload = completedEvent('evt_after_cancel', session);
  const outcome = await handleStripeWebhook(
    testApp.database.db,
    testApp.config.stripe!,
    log,
    Buffer.from(payload),
    stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
  );
  expect(outcome).toBe('not_pending');
  expect(text()).toContain('payment for an order that is not pending ignored');
  expect((await get()).body).toMatchObject({ status: 'cancelled', paid_at: null });
});

test('the expiry job expires an order and its open session; one paid at Stripe waits for its webhook', async () => {
  const open = await orderAtStripe('stripe-expire-open');
  const completed = await orderAtStripe('stripe-expire-paid');
  // The buyer of the second paid at Stripe just in time; the webhook has not arrived yet.
  completed.session.status = 'complete';
  completed.session.payment_status = 'paid';

  setClock('2026-11-25T10:05:00Z');
  const deps = { db: testApp.database.db, config: testApp.config, log: createLogger(testApp.config) };
  await expireOrders({}, deps);
  const statusOf = async (number: string) =>
    (await request(testApp.server).get(`/v1/orders/${number}`).set('Authorization', buyer.authorization).expect(200))
      .body.status;
  expect(await statusOf(open.order.number)).toBe('expired');
  expect(fakeStripe.expired).toContain(open.session.id);
  expect(await statusOf(completed.order.number)).toBe('pending');

  expect((await deliver(completedEvent('evt_in_time', completed.session)).expect(200)).body.outcome).toBe('paid');
  expect(await statusOf(completed.order.number)).toBe('paid');
  await expireOrders({}, deps);
  expect(await statusOf(completed.order.number)).toBe('paid');
  setClock('2026-11-24T10:00:00Z');
});
