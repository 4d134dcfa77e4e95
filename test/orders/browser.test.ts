// The test-mode checkout in headless Chromium: sign in from the e-mailed link, review the order
// (TEST MODE on every screen), enter the billing name and pay; get_order shows paid, and after the
// jobs run every line is fulfilled and the listing is scheduled with its paid sections unlocked.
import { runOnce } from 'graphile-worker';
import type { TaskList } from 'graphile-worker';
import request from 'supertest';
import { resetClock, setClock } from '../../app/clock.ts';
import { createLogger } from '../../app/logger.ts';
import { loadWorkerModules } from '../../app/worker.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import { launchChromium } from '../support/chromium.ts';
import type { Chromium } from '../support/chromium.ts';
import { ownedListing } from './fixtures.ts';

let testApp: ServedTestApp;
let chromium: Chromium;

beforeAll(async () => {
  setClock('2026-11-24T10:00:00Z');
  testApp = await serveTestApp();
  chromium = await launchChromium();
  // Setting up a database, servers or a browser is slow on a loaded machine.
});
afterAll(async () => {
  resetClock();
  await chromium?.close();
  await testApp.close();
});

test('review, pay in test mode, then every line is fulfilled and the listing scheduled', async () => {
  const { db } = testApp.database;
  const buyer = await signedIn(db, { email: 'chromium-buyer@example.com' });
  const listingId = await ownedListing(db, buyer.accountId, 'chromium-bundle');
  const order = (
    await request(testApp.server)
      .post('/v1/orders/checkout')
      .set('Authorization', buyer.authorization)
      .set('Idempotency-Key', 'chromium')
      .send({ items: [{ product: 'launch_bundle', listing_id: listingId, week: '2026-12-14' }], billing_country: 'US' })
      .expect(201)
  ).body;

  const page = await chromium.context.newPage();
  await page.goto(order.checkout_url);
  expect(new URL(page.url()).pathname).toBe('/sign-in');
  await page.getByLabel('E-mail address').fill(buyer.email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  const mail = await db
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', buyer.email)
    .executeTakeFirstOrThrow();
  await page.goto(/http\S+\/sign-in\/verify\?token=[\w-]+/.exec(mail.text_body)![0]);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await page.waitForURL(order.checkout_url);
  expect(await page.getByRole('note').textContent()).toContain('TEST MODE');
  expect(await page.getByRole('table').textContent()).toContain('Launch bundle');
  await page.getByLabel('Name or company on the invoice').fill('Chromium Inc');
  await page.getByRole('button', { name: /Pay \$\d+\.\d\d \(test mode\)/ }).click();
  await page.waitForURL(order.checkout_url);
  expect(await page.getByRole('status').textContent()).toContain('paid');
  expect(await page.getByRole('note').textContent()).toContain('TEST MODE');

  const get = () =>
    request(testApp.server).get(`/v1/orders/${order.number}`).set('Authorization', buyer.authorization).expect(200);
  expect((await get()).body.status).toBe('paid');

  const deps = { db, config: testApp.config, log: createLogger(testApp.config) };
  const taskList: TaskList = {};
  for (const [name, module] of Object.entries(await loadWorkerModules())) {
    taskList[name] = (payload, helpers) => module.run(payload, deps, helpers);
  }
  await runOnce({ pgPool: testApp.database.pool, taskList });

  const done = (await get()).body;
  expect(done.status).toBe('fulfilled');
  expect(done.lines.every((line: { fulfilled: boolean }) => line.fulfilled)).toBe(true);
  const listing = await db
    .selectFrom('listings')
    .select(['status', 'launch_week', 'unlocked_sections'])
    .where('id', '=', listingId)
    .executeTakeFirstOrThrow();
  expect(listing).toEqual({
    status: 'scheduled',
    launch_week: '2026-12-14',
    unlocked_sections: ['media', 'milestones', 'story'],
  });
  await page.reload();
  expect(await page.getByRole('status').textContent()).toContain('fulfilled');
  expect(await page.getByRole('table').textContent()).toContain('delivered');
}, 180_000);
