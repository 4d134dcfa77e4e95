// Votes, follows and reviews through the site's service modules on a real database: one vote per
// account, owners' votes kept but never counted (also for someone who becomes an owner later), the
// counters, trending, the weekly board, a week's ranking and the awards read counted votes only;
// the per-account limit; reviews bounded, one per account, never by an owner; the community rating
// counts genuine reviews only, and the site team's judgements are recorded.
import { resetClock, setClock } from '../../app/clock.ts';
import { findOrCreateAccount } from '../../app/auth/accounts.ts';
import { setFollow } from '../../app/engagement/follows.ts';
import { judgeReview, writeReview } from '../../app/engagement/reviews.ts';
import { setVote } from '../../app/engagement/votes.ts';
import { ProblemError } from '../../app/http/problem.ts';
import { closeWeek } from '../../db/queries/launches.ts';
import { leaderboard } from '../../db/queries/leaderboards.ts';
import { findPublicProfile } from '../../db/queries/listings.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';

let testApp: TestApp;
const accounts: Record<'owner' | 'fan' | 'friend' | 'claimer' | 'busy', string> = {
  owner: '',
  fan: '',
  friend: '',
  claimer: '',
  busy: '',
};

beforeAll(async () => {
  setClock('2026-11-11T12:00:00Z');
  testApp = await startTestApp({ siteActionsPerAccountPerHour: 8 });
  for (const name of Object.keys(accounts) as (keyof typeof accounts)[])
    accounts[name] = (await findOrCreateAccount(testApp.database.db, `${name}@example.com`)).id;
  const { pool } = testApp.database;
  await pool.query(
    `insert into listings (slug, name, url, status, launch_week, launched_at) values
     ('gadget', 'Gadget', 'https://gadget.example', 'live', '2026-11-09', '2026-11-09T10:00:00Z'),
     ('rival', 'Rival', 'https://rival.example', 'live', '2026-11-09', '2026-11-09T11:00:00Z'),
     ('soon', 'Soon', 'https://soon.example', 'scheduled', '2026-12-07', null)`,
  );
  await pool.query(
    `insert into listing_owners (listing_id, account_id, role)
     select id, $1, 'owner' from listings where slug = 'gadget'`,
    [accounts.owner],
  );
});
afterAll(async () => {
  resetClock();
  await testApp.close();
});

const deps = () => ({ db: testApp.database.db, config: testApp.config });
const counters = async (slug: string) =>
  (
    await testApp.database.pool.query<{ vote_count: number; trending_key: number | null }>(
      'select vote_count, trending_key from listings where slug = $1',
      [slug],
    )
  ).rows[0];
const problemOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ProblemError);
  return error as ProblemError;
};

test('one vote per account: a second vote changes nothing, withdrawing takes it back', async () => {
  expect(await setVote(deps(), accounts.fan, 'gadget', true)).toMatchObject({ voted: true, votes: 1, counts: true });
  expect(await setVote(deps(), accounts.fan, 'gadget', true)).toMatchObject({ voted: true, votes: 1 });
  const { rows } = await testApp.database.pool.query(
    `select v.created_at from votes v join listings l on l.id = v.listing_id where l.slug = 'gadget'`,
  );
  expect(rows).toEqual([{ created_at: new Date('2026-11-11T12:00:00Z') }]);
  expect(await setVote(deps(), accounts.fan, 'gadget', false)).toMatchObject({ voted: false, votes: 0 });
  expect(await counters('gadget')).toEqual({ vote_count: 0, trending_key: null });
  expect(await setVote(deps(), accounts.fan, 'gadget', true)).toMatchObject({ votes: 1 });
});

test('an owner’s vote on their own listing is stored but counted nowhere', async () => {
  const before = await counters('gadget');
  expect(await setVote(deps(), accounts.owner, 'gadget', true)).toMatchObject({ voted: true, votes: 1, counts: false });
  expect(await counters('gadget')).toEqual(before);
  const board = await leaderboard(testApp.database.db, 'community-weekly', '2026-11-09', { limit: 10, offset: 0 });
  expect(board.rows.map((row) => [row.slug, row.metric])).toEqual([['gadget', 1]]);
  // The owner may vote for other listings like anyone.
  expect(await setVote(deps(), accounts.owner, 'rival', true)).toMatchObject({ votes: 1, counts: true });
});

test('someone who becomes an owner later (a claim) stops counting; removed, they count again', async () => {
  await setVote(deps(), accounts.claimer, 'gadget', true);
  expect((await counters('gadget')).vote_count).toBe(2);
  const trendingWithClaimer = (await counters('gadget')).trending_key!;
  await testApp.database.pool.query(
    `insert into listing_owners (listing_id, account_id, role)
     select id, $1, 'owner' from listings where slug = 'gadget'`,
    [accounts.claimer],
  );
  const afterClaim = await counters('gadget');
  expect(afterClaim.vote_count).toBe(1);
  expect(afterClaim.trending_key!).toBeLessThan(trendingWithClaimer);
  await testApp.database.pool.query(
    `delete from listing_owners where account_id = $1 and listing_id = (select id from listings where slug = 'gadget')`,
    [accounts.claimer],
  );
  const afterRemoval = await counters('gadget');
  expect(afterRemoval.vote_count).toBe(2);
  expect(afterRemoval.trending_key).toBeCloseTo(trendingWithClaimer, 9);
  await testApp.database.pool.query(
    `insert into listing_owners (listing_id, account_id, role)
     select id, $1, 'owner' from listings where slug = 'gadget'`,
    [accounts.claimer],
  );
});

test('the weekly awards count counted votes only', async () => {
  // Gadget: fan (counted), owner and claimer (not). Rival: owner of gadget, friend: 2 counted votes.
  await setVote(deps(), accounts.friend, 'rival', true);
  setClock('2026-11-16T00:05:00Z');
  await closeWeek(testApp.database.db, '2026-11-09');
  const { rows } = await testApp.database.pool.query(
    `select l.slug, a.rank, a.votes from awards a join listings l on l.id = a.listing_id order by a.rank`,
  );
  expect(rows).toEqual([
    { slug: 'rival', rank: 1, votes: 2 },
    { slug: 'gadget', rank: 2, votes: 1 },
  ]);
  setClock('2026-11-11T12:00:00Z');
});

test('votes open on launch: an upcoming listing cannot be voted for; an unknown one is 404', async () => {
  expect((await problemOf(setVote(deps(), accounts.friend, 'soon', true))).status).toBe(409);
  expect((await problemOf(setVote(deps(), accounts.friend, 'nothing-here', true))).status).toBe(404);
  // Following an upcoming listing is how people hear of its launch.
  expect(await setFollow(deps(), accounts.friend, 'soon', true)).toMatchObject({ following: true, follows: 1 });
  expect(await setFollow(deps(), accounts.friend, 'soon', false)).toMatchObject({ following: false, follows: 0 });
});

test('votes, follows and reviews share a per-account hourly limit (429 with Retry-After)', async () => {
  for (let i = 0; i < 8; i++) await setVote(deps(), accounts.busy, 'rival', i % 2 === 0);
  const problem = await problemOf(setVote(deps(), accounts.busy, 'rival', true));
  expect(problem.status).toBe(429);
  expect(Number(problem.headers['Retry-After'])).toBeGreaterThan(0);
  // Another account is not affected.
  expect(await setFollow(deps(), accounts.fan, 'rival', true)).toMatchObject({ following: true });
});

test('reviews: bounded, one per account (edited in place), never by an owner; rating from genuine ones', async () => {
  const rating = async () => (await findPublicProfile(testApp.database.db, 'gadget', testApp.config.publicUrl))?.rating;

  const invalid = await problemOf(writeReview(deps(), accounts.fan, 'gadget', { rating: '6', body: 'x'.repeat(2001) }));
  expect(invalid.errors?.map((error) => error.pointer)).toEqual(['/body/rating', '/body/body']);
  expect(await writeReview(deps(), accounts.fan, 'gadget', { rating: '4', body: ' Good. ' })).toMatchObject({
    created: true,
  });
  expect(await writeReview(deps(), accounts.fan, 'gadget', { rating: '5', body: 'Better now.' })).toMatchObject({
    created: false,
  });
  await writeReview(deps(), accounts.friend, 'gadget', { rating: '2', body: '' });
  expect(await rating()).toEqual({ average: 3.5, count: 2 });
  expect((await problemOf(writeReview(deps(), accounts.owner, 'gadget', { rating: '5', body: '' }))).status).toBe(403);

  const friendReview = (
    await testApp.database.pool.query<{ id: number }>(`select r.id from reviews r where r.account_id = $1`, [
      accounts.friend,
    ])
  ).rows[0].id;
  expect(
    await judgeReview(testApp.database.db, {
      reviewId: friendReview,
      genuine: false,
      teamEmail: 'team@example.com',
      reason: 'Vote swap',
    }),
  ).toBe(true);
  expect(await rating()).toEqual({ average: 5, count: 1 });
  // Judging again the same way records nothing; back to genuine counts again.
  expect(
    await judgeReview(testApp.database.db, {
      reviewId: friendReview,
      genuine: false,
      teamEmail: 't@x.io',
      reason: null,
    }),
  ).toBe(false);
  await judgeReview(testApp.database.db, {
    reviewId: friendReview,
    genuine: true,
    teamEmail: 'team@example.com',
    reason: null,
  });
  expect(await rating()).toEqual({ average: 3.5, count: 2 });
  const { rows } = await testApp.database.pool.query(
    'select genuine, actor, reason from review_judgements where review_id = $1 order by id',
    [friendReview],
  );
  expect(rows).toEqual([
    { genuine: false, actor: 'site-team:team@example.com', reason: 'Vote swap' },
    { genuine: true, actor: 'site-team:team@example.com', reason: null },
  ]);
  // Written before becoming an owner: the review stops counting once its author owns the listing.
  await testApp.database.pool.query(
    `insert into listing_owners (listing_id, account_id, role)
     select id, $1, 'cofounder' from listings where slug = 'gadget'`,
    [accounts.fan],
  );
  expect(await rating()).toEqual({ average: 2, count: 1 });
});
