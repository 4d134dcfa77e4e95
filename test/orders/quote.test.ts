// quote_order: every validation rule points at its item and member; VAT for EU consumers, an EU
// business (reverse charge, format-only check) and a buyer outside the EU. Nothing is saved.
import request from 'supertest';
import { resetClock, setClock } from '../../app/clock.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import type { SignedIn } from '../support/auth.ts';
import { category, ownedListing } from './fixtures.ts';

let testApp: TestApp;
let buyer: SignedIn;
let stranger: SignedIn;
let listingId: number;
let crowdedId: number;
let othersListingId: number;
let queuedId: number;
let liveId: number;

// A Tuesday: the current week is Monday 2026-11-23; skip_queue offers 2026-11-30 .. 2026-12-28.
const today = '2026-11-24T10:00:00Z';

beforeAll(async () => {
  setClock(today);
  testApp = await startTestApp();
  const { db } = testApp.database;
  [buyer, stranger] = [await signedIn(db), await signedIn(db)];
  for (const slug of ['developer-tools', 'design', 'marketing', 'analytics', 'finance']) await category(db, slug);
  listingId = await ownedListing(db, buyer.accountId, 'notepad-nine');
  crowdedId = await ownedListing(db, buyer.accountId, 'crowded', {
    primary: 'productivity',
    extra: ['design', 'marketing'],
  });
  othersListingId = await ownedListing(db, stranger.accountId, 'not-yours');
  queuedId = await ownedListing(db, buyer.accountId, 'queued', { primary: 'productivity' }, 'awaiting_badge');
  liveId = await ownedListing(db, buyer.accountId, 'already-live', { primary: 'productivity' }, 'live');
  // Setting up a database, servers or a browser is slow on a loaded machine.
});
afterAll(async () => {
  resetClock();
  await testApp.close();
});

const quote = (body: unknown, who: SignedIn = buyer) =>
  request(testApp.app)
    .post('/v1/orders/quote')
    .set('Authorization', who.authorization)
    .send(body as object);

const item = (fields: Record<string, unknown>) => ({ items: [{ listing_id: listingId, ...fields }] });

test('a valid order is priced at the admin prices from list_products, with no VAT outside the EU', async () => {
  const products = (await request(testApp.app).get('/v1/products').expect(200)).body.items as {
    code: string;
    price_cents: number;
    weeks: string[];
  }[];
  const price = (code: string) => products.find((product) => product.code === code)!.price_cents;
  const skipQueue = products.find((product) => product.code === 'skip_queue')!;
  expect(skipQueue.weeks).toEqual(['2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21', '2026-12-28']);

  const res = await quote({
    items: [
      { product: 'launch', listing_id: listingId, week: '2026-12-07' },
      { product: 'extra_categories', listing_id: listingId, categories: ['design', 'analytics'] },
      { product: 'billboard_min', listing_id: listingId, amount_cents: 2500 },
      { product: 'ai_review', listing_id: listingId, options: { focus: 'seo' } },
    ],
    billing_country: 'US',
  }).expect(200);
  expect(res.body.lines.map((line: { amount_cents: number }) => line.amount_cents)).toEqual([
    price('launch'),
    price('extra_categories'),
    2500,
    price('ai_review'),
  ]);
  expect(res.body.lines[0]).toMatchObject({ product: 'launch', listing_id: listingId, week: '2026-12-07' });
  const subtotal = price('launch') + price('extra_categories') + 2500 + price('ai_review');
  expect(res.body).toMatchObject({
    currency: 'USD',
    subtotal_cents: subtotal,
    total_cents: subtotal,
    vat: { country: 'US', rate_percent: 0, amount_cents: 0, reverse_charge: false, vat_number_check: null },
  });
  expect(res.body.vat.note).toContain('outside the EU');

  const orders = await testApp.database.db.selectFrom('orders').select('id').execute();
  expect(orders).toEqual([]);
});

// [what is wrong, body, pointer, words of the detail]
const invalid: [string, () => unknown, string, string][] = [
  ['no items', () => ({ items: [] }), '/body/items', ''],
  [
    'more than 20 items',
    () => ({ items: Array.from({ length: 21 }, () => ({ product: 'featured', listing_id: listingId })) }),
    '/body/items',
    '',
  ],
  [
    'an unknown member of the body',
    () => ({ ...item({ product: 'featured' }), coupon: 'FREE' }),
    '/body/coupon',
    'not an allowed member',
  ],
  [
    'an unknown member of an item',
    () => item({ product: 'featured', colour: 'red' }),
    '/body/items/0/colour',
    'not an allowed member',
  ],
  ['an unknown product', () => item({ product: 'gold_plating' }), '/body/items/0/product', 'Unknown product'],
  ['no listing_id where needed', () => ({ items: [{ product: 'featured' }] }), '/body/items/0/listing_id', 'Required'],
  [
    "another account's listing",
    () => ({ items: [{ product: 'featured', listing_id: othersListingId }] }),
    '/body/items/0/listing_id',
    'not one of your listings',
  ],
  [
    'a listing that does not exist',
    () => ({ items: [{ product: 'featured', listing_id: 999999 }] }),
    '/body/items/0/listing_id',
    'not one of your listings',
  ],
  [
    'skip_queue without a week',
    () => ({ items: [{ product: 'skip_queue', listing_id: queuedId }] }),
    '/body/items/0/week',
    'Required',
  ],
  [
    'skip_queue for a listing not queued on the free plan',
    () => item({ product: 'skip_queue', week: '2026-11-30' }),
    '/body/items/0/listing_id',
    'not queued on the free plan',
  ],
  [
    'a launch of a listing already live',
    () => ({ items: [{ product: 'launch', listing_id: liveId }] }),
    '/body/items/0/listing_id',
    'only a listing not yet launched',
  ],
  [
    'skip_queue in a week not on offer',
    () => ({ items: [{ product: 'skip_queue', listing_id: queuedId, week: '2027-03-01' }] }),
    '/body/items/0/week',
    'Not a week on offer',
  ],
  [
    'relaunch on a day that is not a Monday',
    () => ({ items: [{ product: 'relaunch', listing_id: liveId, week: '2026-12-01' }] }),
    '/body/items/0/week',
    'Not a week on offer',
  ],
  [
    'launch on a Tuesday',
    () => item({ product: 'launch', week: '2026-12-08' }),
    '/body/items/0/week',
    'start on a Monday',
  ],
  ['launch in a past week', () => item({ product: 'launch', week: '2026-11-16' }), '/body/items/0/week', 'over'],
  [
    'a week on a product without weeks',
    () => item({ product: 'featured', week: '2026-11-30' }),
    '/body/items/0/week',
    'takes no week',
  ],
  ['an impossible date', () => item({ product: 'launch', week: '2026-02-30' }), '/body/items/0/week', ''],
  [
    'an unknown category slug',
    () => item({ product: 'extra_categories', categories: ['design', 'time-travel'] }),
    '/body/items/0/categories/1',
    'not a category',
  ],
  [
    'the primary category as an extra one',
    () => item({ product: 'extra_categories', categories: ['productivity'] }),
    '/body/items/0/categories/0',
    'primary',
  ],
  [
    'more than 3 categories besides the primary in total',
    () => ({
      items: [{ product: 'extra_categories', listing_id: crowdedId, categories: ['analytics', 'finance'] }],
    }),
    '/body/items/0/categories',
    'at most 3',
  ],
  [
    'extra_categories without categories',
    () => item({ product: 'extra_categories' }),
    '/body/items/0/categories',
    'Give 1 to 3',
  ],
  [
    'categories on another product',
    () => item({ product: 'featured', categories: ['design'] }),
    '/body/items/0/categories',
    'Only extra_categories',
  ],
  [
    'a billboard amount under the minimum',
    () => item({ product: 'billboard_min', amount_cents: 999 }),
    '/body/items/0/amount_cents',
    'billboard minimum',
  ],
  [
    'a billboard amount over 100000000',
    () => item({ product: 'billboard_min', amount_cents: 100_000_001 }),
    '/body/items/0/amount_cents',
    '',
  ],
  [
    'a billboard contribution without an amount',
    () => item({ product: 'billboard_min' }),
    '/body/items/0/amount_cents',
    'Required',
  ],
  [
    'amount_cents on another product',
    () => item({ product: 'featured', amount_cents: 5000 }),
    '/body/items/0/amount_cents',
    'Only billboard_min',
  ],
  ['a required option missing', () => item({ product: 'ai_review' }), '/body/items/0/options/focus', 'Required'],
  [
    'an option value not among the choices',
    () => item({ product: 'ai_review', options: { focus: 'vibes' } }),
    '/body/items/0/options/focus',
    'copy, seo, conversion',
  ],
  [
    'an option the product does not have',
    () => item({ product: 'ai_review', options: { focus: 'seo', tone: 'kind' } }),
    '/body/items/0/options/tone',
    'Unknown option',
  ],
  [
    'options on a product without options',
    () => item({ product: 'featured', options: { colour: 'red' } }),
    '/body/items/0/options',
    'no options',
  ],
  [
    'a VAT number without a billing country',
    () => ({ ...item({ product: 'featured' }), vat_number: 'IT12345678901' }),
    '/body/billing_country',
    'vat_number',
  ],
  [
    'a VAT number of another country than billing_country',
    () => ({ ...item({ product: 'featured' }), billing_country: 'IT', vat_number: 'DE123456789' }),
    '/body/vat_number',
    'starts with IT',
  ],
  [
    'a malformed EU VAT number',
    () => ({ ...item({ product: 'featured' }), billing_country: 'IT', vat_number: 'IT1234' }),
    '/body/vat_number',
    'not a well-formed IT VAT number',
  ],
];

test.each(invalid)('%s is a 400 naming %#', async (_what, body, pointer, words) => {
  const res = await quote(body()).expect(400);
  expect(res.headers['content-type']).toContain('application/problem+json');
  const error = (res.body.errors as { pointer: string; detail: string }[]).find((e) => e.pointer === pointer);
  expect(error).toBeDefined();
  expect(error!.detail).toContain(words);
});

test('every invalid item is reported at once, each at its own index', async () => {
  const res = await quote({
    items: [
      { product: 'featured', listing_id: listingId },
      { product: 'skip_queue', listing_id: queuedId, week: '2027-03-01' },
      { product: 'billboard_min', listing_id: othersListingId, amount_cents: 5 },
    ],
  }).expect(400);
  expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual([
    '/body/items/1/week',
    '/body/items/2/listing_id',
    '/body/items/2/amount_cents',
  ]);
});

describe('VAT preview', () => {
  let featured: { items: object[] };
  let price: number;
  beforeAll(async () => {
    featured = { items: [{ product: 'featured', listing_id: listingId }] };
    price = (await quote(featured).expect(200)).body.subtotal_cents;
  });

  test.each([
    ['DE', 19],
    ['FR', 20],
  ])('a consumer in %s pays %d%% from the dated table, which cites its source', async (country, rate) => {
    const res = await quote({ ...featured, billing_country: country }).expect(200);
    expect(res.body.vat).toMatchObject({
      country,
      rate_percent: rate,
      amount_cents: Math.round((price * rate) / 100),
      reverse_charge: false,
      vat_number_check: null,
    });
    expect(res.body.vat.rate_source).toContain('European Commission');
    expect(res.body.total_cents).toBe(price + Math.round((price * rate) / 100));
  });

  test('a business in IT with a well-formed VAT number gets reverse charge, checked for format only', async () => {
    const res = await quote({ ...featured, billing_country: 'IT', vat_number: 'IT 123.456-789 01' }).expect(200);
    expect(res.body.vat).toMatchObject({
      country: 'IT',
      rate_percent: 0,
      amount_cents: 0,
      reverse_charge: true,
      vat_number_check: 'format_only',
    });
    expect(res.body.vat.note).toContain('checked for format only');
    expect(res.body.total_cents).toBe(price);
  });

  test("a business in the seller's own country (the vat setting) pays its VAT", async () => {
    const res = await quote({ ...featured, billing_country: 'IE', vat_number: 'IE1234567T' }).expect(200);
    expect(res.body.vat).toMatchObject({ country: 'IE', rate_percent: 23, reverse_charge: false });
    expect(res.body.vat.vat_number_check).toBe('format_only');
  });

  test('a buyer in the US pays no VAT', async () => {
    const res = await quote({ ...featured, billing_country: 'US' }).expect(200);
    expect(res.body.vat).toMatchObject({ country: 'US', rate_percent: 0, amount_cents: 0, reverse_charge: false });
    expect(res.body.total_cents).toBe(price);
  });

  test('the rate in force on the day applies: Estonia before and after its July 2025 change', async () => {
    setClock('2025-06-30T12:00:00Z');
    expect((await quote({ ...featured, billing_country: 'EE' }).expect(200)).body.vat.rate_percent).toBe(22);
    setClock('2025-07-01T12:00:00Z');
    expect((await quote({ ...featured, billing_country: 'EE' }).expect(200)).body.vat.rate_percent).toBe(24);
    setClock(today);
  });
});

test('quote_order needs orders:write', async () => {
  const reader = await signedIn(testApp.database.db, { scopes: ['account:read'] });
  await quote({ items: [{ product: 'featured', listing_id: listingId }] }, reader).expect(403);
  await request(testApp.app)
    .post('/v1/orders/quote')
    .send({ items: [{ product: 'featured' }] })
    .expect(401);
});
