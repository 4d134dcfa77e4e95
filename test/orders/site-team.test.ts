// The site team's pages: paid lines people deliver (done_for_you, ai_review, trophy_cabinet) are
// tasks with their order, listing, buyer, options and age; closing one (CSRF, a note, redirect)
// delivers its line once, and the last one fulfils the order as the site team. Prices: every
// product's price and history, and a new price set through the same code as `make set-price`.
// Only SITE_TEAM_EMAILS may open them. A refund cancels the open tasks of its order.
import request from 'supertest';
import { resetClock, setClock } from '../../app/clock.ts';
import { createLogger } from '../../app/logger.ts';
import { applyRefund } from '../../app/orders/payments.ts';
import { statusHistory } from '../../db/queries/status-changes.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import type { SignedIn } from '../support/auth.ts';
import { Browser, csrfOf } from '../support/browser.ts';
import { award, ownedListing, payInTestMode, placeOrder, runQueuedJobs } from './fixtures.ts';

const teamEmail = 'team@launch.example';
let testApp: ServedTestApp;
let buyer: SignedIn;
let team: Browser;

beforeAll(async () => {
  setClock('2026-11-24T10:00:00Z');
  testApp = await serveTestApp({ siteTeamEmails: [teamEmail] });
  buyer = await signedIn(testApp.database.db, { email: 'buyer@example.com' });
  team = new Browser(testApp.origin);
  await team.signInThroughEmail(testApp.database.db, await team.follow('/site-team'), teamEmail);
});
afterAll(async () => {
  resetClock();
  await testApp.close();
});

/** A paid order (test mode, as the checkout page pays) whose jobs have run. */
async function paidOrder(items: object[], key: string) {
  const order = await placeOrder(testApp, buyer, { items }, key);
  const id = await payInTestMode(testApp, buyer, order.number);
  await runQueuedJobs(testApp);
  return { ...order, id };
}

const taskIds = async (orderId: number) =>
  (
    await testApp.database.db
      .selectFrom('site_team_tasks as t')
      .innerJoin('order_lines as l', 'l.id', 't.order_line_id')
      .select(['t.id', 'l.product_code', 't.status'])
      .where('l.order_id', '=', orderId)
      .orderBy('l.position')
      .execute()
  ).map((row) => ({ ...row, id: Number(row.id) }));

const getOrder = async (number: string) =>
  (await request(testApp.server).get(`/v1/orders/${number}`).set('Authorization', buyer.authorization).expect(200))
    .body as { status: string; lines: { product: string; fulfilled: boolean }[] };

test('lines people deliver are tasks; closing each delivers it once and the last fulfils the order', async () => {
  const { db } = testApp.database;
  const listingId = await ownedListing(db, buyer.accountId, 'hand-made', undefined, 'live');
  await award(db, listingId, '2026-11-09');
  const order = await paidOrder(
    [
      { product: 'done_for_you', listing_id: listingId, options: { notes: 'Skip <b>Hacker News</b>' } },
      { product: 'ai_review', listing_id: listingId, options: { focus: 'seo' } },
      { product: 'trophy_cabinet', listing_id: listingId, options: { frame: 'oak', engraving: 'Week 46' } },
      { product: 'featured', listing_id: listingId },
    ],
    'hand-made',
  );
  // The job delivered featured at once and handed the other three to the site team.
  expect((await getOrder(order.number)).lines.map((line) => [line.product, line.fulfilled])).toEqual([
    ['done_for_you', false],
    ['ai_review', false],
    ['trophy_cabinet', false],
    ['featured', true],
  ]);
  const tasks = await taskIds(order.id);
  expect(tasks.map((task) => [task.product_code, task.status])).toEqual([
    ['done_for_you', 'open'],
    ['ai_review', 'open'],
    ['trophy_cabinet', 'open'],
  ]);

  setClock('2026-11-24T13:00:00Z');
  const page = await team.follow('/site-team/tasks');
  expect(page.res.status).toBe(200);
  const html = await page.res.text();
  expect(html).toContain('Open (3), oldest first');
  expect(html).toContain(order.number);
  expect(html).toContain('buyer@example.com');
  expect(html).toContain('/listings/hand-made');
  expect(html).toContain('focus: seo');
  expect(html).toContain('frame: oak');
  expect(html).toContain('notes: Skip &lt;b&gt;Hacker News&lt;/b&gt;');
  expect(html).toContain('3 h ago');
  expect(html).toContain('ship it');
  expect(html).not.toMatch(/<script/i);

  const [doneForYou, review, trophy] = tasks;
  const csrf = csrfOf(html);
  // No CSRF token, or no note: refused, nothing changes.
  expect((await team.fetch(`/site-team/tasks/${doneForYou.id}/close`, { form: { note: 'x' } })).status).toBe(403);
  expect((await team.fetch(`/site-team/tasks/${doneForYou.id}/close`, { form: { csrf, note: ' ' } })).status).toBe(400);
  expect((await team.fetch('/site-team/tasks/999999/close', { form: { csrf, note: 'x' } })).status).toBe(404);
  expect((await taskIds(order.id))[0].status).toBe('open');

  const closed = await team.fetch(`/site-team/tasks/${doneForYou.id}/close`, {
    form: { csrf, note: 'Listed on 5 sites: links in the shared sheet' },
  });
  expect(closed.status).toBe(303);
  expect(closed.headers.get('location')).toBe(`/site-team/tasks?closed=${doneForYou.id}`);
  // Closing it again (a double submit) changes nothing.
  const again = await team.fetch(`/site-team/tasks/${doneForYou.id}/close`, { form: { csrf, note: 'twice' } });
  expect(again.headers.get('location')).toBe(`/site-team/tasks?already=${doneForYou.id}`);
  expect((await getOrder(order.number)).status).toBe('paid');

  // The last two closed at the same moment: the order is fulfilled exactly once.
  await Promise.all(
    [review, trophy].map((task) =>
      team.fetch(`/site-team/tasks/${task.id}/close`, { form: { csrf, note: `done: ${task.product_code}` } }),
    ),
  );
  const fulfilled = await getOrder(order.number);
  expect(fulfilled.status).toBe('fulfilled');
  expect(fulfilled.lines.every((line) => line.fulfilled)).toBe(true);
  const history = await statusHistory(db, 'order', order.id);
  expect(history.map((row) => row.to_status)).toEqual(['pending', 'paid', 'fulfilled']);
  expect(history.at(-1)!.actor).toBe(`site-team:${teamEmail}`);

  const closedTasks = await db
    .selectFrom('site_team_tasks')
    .select(['status', 'closed_by', 'note'])
    .where('id', '=', doneForYou.id)
    .executeTakeFirstOrThrow();
  expect(closedTasks).toEqual({
    status: 'done',
    closed_by: `site-team:${teamEmail}`,
    note: 'Listed on 5 sites: links in the shared sheet',
  });
  const after = await (await team.follow('/site-team/tasks?closed=1')).res.text();
  expect(after).toContain('No open tasks.');
  expect(after).toContain('Listed on 5 sites: links in the shared sheet');
});

test('a refund cancels the open tasks of its order; they leave the list', async () => {
  const { db } = testApp.database;
  const listingId = await ownedListing(db, buyer.accountId, 'refunded-review');
  const order = await paidOrder(
    [{ product: 'ai_review', listing_id: listingId, options: { focus: 'copy' } }],
    'refund',
  );
  expect((await taskIds(order.id)).map((task) => task.status)).toEqual(['open']);
  expect(
    await applyRefund(db, createLogger(testApp.config), { provider: 'stripe', eventId: 'evt_r', orderId: order.id }),
  ).toBe('refunded');
  expect((await taskIds(order.id)).map((task) => task.status)).toEqual(['cancelled']);
  expect((await statusHistory(db, 'order', order.id)).at(-1)!.reason).toContain('1 site-team task(s) cancelled');
  const html = await (await team.follow('/site-team/tasks')).res.text();
  expect(html).toContain('Open (0), oldest first');
  expect(html).toContain(`${order.number} (refunded`);
  expect(html).toContain('cancelled');
  // Closing a cancelled task delivers nothing.
  const [task] = await taskIds(order.id);
  const res = await team.fetch(`/site-team/tasks/${task.id}/close`, { form: { csrf: csrfOf(html), note: 'late' } });
  expect(res.headers.get('location')).toBe(`/site-team/tasks?already=${task.id}`);
  expect((await getOrder(order.number)).lines[0].fulfilled).toBe(false);
});

test('prices: current price and history; a new price is recorded with who set it and shows at once', async () => {
  const page = await team.follow('/site-team/prices');
  expect(page.res.status).toBe(200);
  const html = await page.res.text();
  expect(html).toContain('Relaunch');
  expect(html).toContain('migration 000038 (initial price)');
  const csrf = csrfOf(html);

  expect((await team.fetch('/site-team/prices', { form: { product: 'relaunch', cents: '4500' } })).status).toBe(403);
  const bad = await team.fetch('/site-team/prices', { form: { csrf, product: 'relaunch', cents: '12.50' } });
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain('whole USD cents');
  expect((await team.fetch('/site-team/prices', { form: { csrf, product: 'nope', cents: '1' } })).status).toBe(400);

  const set = await team.fetch('/site-team/prices', { form: { csrf, product: 'relaunch', cents: '4500' } });
  expect(set.status).toBe(303);
  expect(set.headers.get('location')).toBe('/site-team/prices?saved=relaunch');
  const saved = await (await team.follow('/site-team/prices?saved=relaunch')).res.text();
  expect(saved).toContain('Relaunch now costs $45.00.');
  expect(saved).toContain(`site-team:${teamEmail}`);

  const products = (await request(testApp.server).get('/v1/products').expect(200)).body.items as {
    code: string;
    price_cents: number;
  }[];
  expect(products.find((product) => product.code === 'relaunch')!.price_cents).toBe(4500);
  const history = await testApp.database.db
    .selectFrom('product_prices')
    .select(['price_cents', 'set_by'])
    .where('product_code', '=', 'relaunch')
    .orderBy('id')
    .execute();
  expect(history).toEqual([
    { price_cents: 3900, set_by: 'migration 000038 (initial price)' },
    { price_cents: 4500, set_by: `site-team:${teamEmail}` },
  ]);
});

test('the site-team pages are for SITE_TEAM_EMAILS only', async () => {
  const other = new Browser(testApp.origin);
  const refused = await other.signInThroughEmail(
    testApp.database.db,
    await other.follow('/site-team/tasks'),
    buyer.email,
  );
  expect(refused.res.status).toBe(403);
  const csrf = csrfOf(await refused.res.text());
  expect((await other.fetch('/site-team/prices', { form: { csrf, product: 'launch', cents: '1' } })).status).toBe(403);
  for (const path of ['/site-team', '/site-team/tasks', '/site-team/prices']) {
    const anonymous = await fetch(`${testApp.origin}${path}`, { redirect: 'manual' });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toContain('/sign-in?return_to=');
  }
  const index = await (await team.follow('/site-team')).res.text();
  expect(index).toContain('href="/site-team/tasks"');
});
