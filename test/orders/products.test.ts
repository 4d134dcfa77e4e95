// Prices are data with history: a fresh install has the migration's prices, `make set-price`'s
// change shows in list_products at once and both prices stay in product_prices.
import request from 'supertest';
import { setPrice, priceHistory } from '../../db/queries/products.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
  // Setting up a database, servers or a browser is slow on a loaded machine.
});
afterAll(async () => {
  await testApp.close();
});

test('list_products shows every product with price, listing need, minimum, options and weeks', async () => {
  const { body } = await request(testApp.app).get('/v1/products').expect(200);
  const codes = body.items.map((product: { code: string }) => product.code);
  expect(codes).toEqual(
    expect.arrayContaining([
      'launch',
      'skip_queue',
      'featured',
      'done_for_you',
      'launch_bundle',
      'extra_categories',
      'relaunch',
      'ai_review',
      'billboard_min',
    ]),
  );
  const billboard = body.items.find((product: { code: string }) => product.code === 'billboard_min');
  expect(billboard).toMatchObject({ currency: 'USD', vat_included: false, needs_listing: true });
  expect(billboard.minimum_cents).toBeGreaterThan(0);
  const trophy = body.items.find((product: { code: string }) => product.code === 'trophy_cabinet');
  expect(trophy.options.map((option: { key: string }) => option.key)).toEqual(['frame', 'engraving']);
  const relaunch = body.items.find((product: { code: string }) => product.code === 'relaunch');
  expect(relaunch.weeks.length).toBeGreaterThan(0);
});

test('a price set by the admin shows at once and the old one stays in the history', async () => {
  const { db } = testApp.database;
  const before = (await priceHistory(db, 'featured'))[0];
  expect(before.set_by).toContain('initial price');
  await db.transaction().execute((trx) => setPrice(trx, 'featured', 12345, 'test admin', new Date()));
  const { body } = await request(testApp.app).get('/v1/products').expect(200);
  expect(body.items.find((product: { code: string }) => product.code === 'featured').price_cents).toBe(12345);
  const history = await priceHistory(db, 'featured');
  expect(history.map((row) => row.price_cents)).toEqual([12345, before.price_cents]);
  expect(await db.transaction().execute((trx) => setPrice(trx, 'no_such', 1, 'test admin', new Date()))).toBe(false);
});
