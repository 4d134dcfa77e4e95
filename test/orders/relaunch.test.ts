// A relaunch puts a launched listing among the launches of a coming week again: booked once by its
// job (with a version note), shown as a relaunch in that week (get_launch_week, list_launches,
// relaunch_week on the listing), ranked by the votes cast that week and eligible for its awards.
// Weeks are offered only while they have room. A line a job can no longer deliver as bought (a
// launch of a listing that launched meanwhile) becomes a site-team task instead of a silent no-op.
import request from 'supertest';
import { resetClock, setClock } from '../../app/clock.ts';
import { closeWeek } from '../../db/queries/launches.ts';
import { writeSetting } from '../../db/queries/settings.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import type { SignedIn } from '../support/auth.ts';
import { ownedListing, payInTestMode, placeOrder, runQueuedJobs } from './fixtures.ts';

let testApp: TestApp;
let buyer: SignedIn;
let relaunched: number;

beforeAll(async () => {
  setClock('2026-11-24T10:00:00Z');
  testApp = await startTestApp();
  const { db } = testApp.database;
  buyer = await signedIn(db);
  relaunched = await ownedListing(db, buyer.accountId, 'relaunch-me', undefined, 'live');
  await db
    .updateTable('listings')
    .set({ launch_week: '2026-11-02', launched_at: new Date('2026-11-02T09:00:00Z'), plan: 'paid' })
    .where('id', '=', relaunched)
    .execute();
  // A first launch scheduled for the same week, to rank beside the relaunch.
  const first = await ownedListing(db, buyer.accountId, 'first-launch');
  await db
    .updateTable('listings')
    .set({ status: 'scheduled', launch_week: '2026-11-30', plan: 'paid' })
    .where('id', '=', first)
    .execute();
});
afterAll(async () => {
  resetClock();
  await testApp.close();
});

const api = () => request(testApp.app);
const quote = (items: object[]) =>
  api().post('/v1/orders/quote').set('Authorization', buyer.authorization).send({ items });

const pay = (number: string) => payInTestMode(testApp, buyer, number);

test('quote: a relaunch needs a live listing and a week on offer, once per week; a trophy needs an award', async () => {
  const draft = await ownedListing(testApp.database.db, buyer.accountId, 'not-launched');
  const res = await quote([
    { product: 'relaunch', listing_id: draft, week: '2026-11-30' },
    { product: 'relaunch', listing_id: relaunched, week: '2026-11-23' },
    { product: 'relaunch', listing_id: relaunched },
    { product: 'trophy_cabinet', listing_id: relaunched, options: { frame: 'black' } },
  ]).expect(400);
  expect(res.body.errors.map((error: { pointer: string }) => error.pointer)).toEqual([
    '/body/items/0/listing_id',
    '/body/items/1/week',
    '/body/items/2/week',
    '/body/items/3/listing_id',
  ]);
  expect(res.body.errors[0].detail).toContain('only a live (launched) listing can relaunch');
  expect(res.body.errors[3].detail).toContain('has won no award');
  const twice = await quote([
    { product: 'relaunch', listing_id: relaunched, week: '2026-11-30' },
    { product: 'relaunch', listing_id: relaunched, week: '2026-11-30' },
  ]).expect(400);
  expect(twice.body.errors).toEqual([
    { pointer: '/body/items/1/week', detail: `Listing ${relaunched} already relaunches in the week of 2026-11-30.` },
  ]);
});

test('a paid relaunch is booked once and the listing is among that week’s launches, marked as a relaunch', async () => {
  const { db } = testApp.database;
  const order = await placeOrder(
    testApp,
    buyer,
    { items: [{ product: 'relaunch', listing_id: relaunched, week: '2026-11-30' }] },
    'relaunch',
  );
  await pay(order.number);
  await runQueuedJobs(testApp);
  await runQueuedJobs(testApp);

  const bought = await api().get(`/v1/orders/${order.number}`).set('Authorization', buyer.authorization).expect(200);
  expect(bought.body).toMatchObject({ status: 'fulfilled', lines: [{ product: 'relaunch', fulfilled: true }] });
  expect(await db.selectFrom('relaunches').select(['listing_id', 'week']).execute()).toEqual([
    { listing_id: relaunched, week: '2026-11-30' },
  ]);
  const version = await db
    .selectFrom('listing_versions')
    .select(['reason', 'after'])
    .where('listing_id', '=', relaunched)
    .executeTakeFirstOrThrow();
  expect(version).toEqual({
    reason: `relaunch in the week of 2026-11-30 (order ${order.number})`,
    after: { relaunch_week: '2026-11-30' },
  });

  // The same week cannot be bought again.
  await quote([{ product: 'relaunch', listing_id: relaunched, week: '2026-11-30' }]).expect(400);
  expect((await api().get('/v1/listings/relaunch-me').expect(200)).body).toMatchObject({
    relaunch_week: '2026-11-30',
    launch_week: '2026-11-02',
    status: 'live',
  });

  // Before the week: among its coming launches, with no votes yet.
  const coming = (await api().get('/v1/launches/weeks/2026-11-30').expect(200)).body;
  expect(
    coming.items.map((item: { listing: { slug: string }; relaunch: boolean; votes: number }) => [
      item.listing.slug,
      item.relaunch,
    ]),
  ).toEqual([
    ['first-launch', false],
    ['relaunch-me', true],
  ]);
  const upcoming = (await api().get('/v1/launches?section=upcoming').expect(200)).body;
  expect(upcoming.items.map((item: { slug: string }) => item.slug)).toEqual(['first-launch', 'relaunch-me']);

  // Votes: one before the relaunch week (not counted for it), two during it.
  const voters = await Promise.all([1, 2, 3].map(() => signedIn(db)));
  await db
    .insertInto('votes')
    .values([
      { listing_id: relaunched, account_id: voters[0].accountId, created_at: new Date('2026-11-25T10:00:00Z') },
      { listing_id: relaunched, account_id: voters[1].accountId, created_at: new Date('2026-12-01T10:00:00Z') },
      { listing_id: relaunched, account_id: voters[2].accountId, created_at: new Date('2026-12-02T10:00:00Z') },
    ])
    .execute();

  setClock('2026-12-02T12:00:00Z');
  await db
    .updateTable('listings')
    .set({ status: 'live', launched_at: new Date('2026-11-30T00:01:00Z') })
    .where('slug', '=', 'first-launch')
    .execute();
  const week = (await api().get('/v1/launches/weeks/this').expect(200)).body;
  expect(
    week.items.map((item: { listing: { slug: string }; relaunch: boolean; votes: number }) => [
      item.listing.slug,
      item.relaunch,
      item.votes,
    ]),
  ).toEqual([
    ['relaunch-me', true, 2],
    ['first-launch', false, 0],
  ]);
  const thisWeek = (await api().get('/v1/launches?section=this-week').expect(200)).body;
  expect(
    thisWeek.items.map((item: { slug: string; relaunch_week: string | null }) => [item.slug, item.relaunch_week]),
  ).toEqual([
    ['relaunch-me', '2026-11-30'],
    ['first-launch', null],
  ]);

  // The week closes with the relaunch competing on the votes cast during it.
  setClock('2026-12-08T00:10:00Z');
  await closeWeek(db, '2026-11-30');
  const awards = (await api().get('/v1/awards?listing=relaunch-me').expect(200)).body;
  expect(awards.items).toEqual([expect.objectContaining({ rank: 1, votes: 2 })]);
  setClock('2026-11-24T10:00:00Z');
});

test('a relaunch takes a place in its week: a full week is not offered', async () => {
  const { db } = testApp.database;
  const weeksOf = async (code: string) =>
    ((await api().get('/v1/products').expect(200)).body.items as { code: string; weeks: string[] }[]).find(
      (product) => product.code === code,
    )!.weeks;
  expect(await weeksOf('relaunch')).toContain('2026-11-30');
  // The week holds the first launch and the relaunch: with room for two it is full.
  await writeSetting(db, 'launch_week_capacity', { launches: 2 });
  expect(await weeksOf('relaunch')).not.toContain('2026-11-30');
  expect(await weeksOf('skip_queue')).not.toContain('2026-11-30');
  expect(await weeksOf('relaunch')).toContain('2026-12-07');
  await writeSetting(db, 'launch_week_capacity', { launches: 25 });
});

test('a launch paid for a listing that launched meanwhile is a site-team task, not a silent no-op', async () => {
  const { db } = testApp.database;
  const listingId = await ownedListing(db, buyer.accountId, 'bought-twice');
  const items = [{ product: 'launch', listing_id: listingId }];
  const first = await placeOrder(testApp, buyer, { items }, 'launch-1');
  const second = await placeOrder(testApp, buyer, { items }, 'launch-2');
  await pay(first.number);
  await pay(second.number);
  await runQueuedJobs(testApp);
  const statusOf = async (number: string) =>
    (await api().get(`/v1/orders/${number}`).set('Authorization', buyer.authorization).expect(200)).body.status;
  expect([await statusOf(first.number), await statusOf(second.number)].sort()).toEqual(['fulfilled', 'paid']);
  const tasks = await db
    .selectFrom('site_team_tasks as t')
    .innerJoin('order_lines as l', 'l.id', 't.order_line_id')
    .select(['t.reason', 't.status'])
    .where('l.listing_id', '=', listingId)
    .execute();
  expect(tasks).toEqual([
    { status: 'open', reason: expect.stringContaining('The listing was live when this line was paid') },
  ]);
  const launches = await db
    .selectFrom('status_changes')
    .select('to_status')
    .where('machine', '=', 'listing')
    .where('subject', '=', String(listingId))
    .where('to_status', '=', 'live')
    .execute();
  expect(launches).toHaveLength(1);
});
