// The weekly awards job: Launch of the Week #1-#3 of the finished week from community votes only,
// and running it twice changes nothing.
import { resetClock, setClock } from '../../app/clock.ts';
import { createLogger } from '../../app/logger.ts';
import { closeWeek } from '../../db/queries/launches.ts';
import { crontab, run } from '../../workers/awards__close_week.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';

let testApp: TestApp;
const lastWeek = '2026-11-09';
beforeAll(async () => {
  testApp = await startTestApp();
  const pool = testApp.database.pool;
  await pool.query(`insert into accounts (email) select 'voter' || n || '@example.com' from generate_series(1, 12) n`);
  // Five launches of last week ("late" got its votes after the week ended, "billboard" only money)
  // and one of the week before.
  await pool.query(
    `insert into listings (slug, name, url, status, launch_week, launched_at) values
    ('alpha', 'Alpha', 'https://alpha.example', 'live', $1, '2026-11-09T10:00:00Z'),
    ('bravo', 'Bravo', 'https://bravo.example', 'live', $1, '2026-11-10T10:00:00Z'),
    ('charlie', 'Charlie', 'https://charlie.example', 'live', $1, '2026-11-11T10:00:00Z'),
    ('late', 'Late', 'https://late.example', 'live', $1, '2026-11-12T10:00:00Z'),
    ('billboard', 'Billboard', 'https://billboard.example', 'live', $1, '2026-11-12T10:00:00Z'),
    ('other-week', 'Other week', 'https://other.example', 'live', '2026-11-02', '2026-11-02T10:00:00Z')`,
    [lastWeek],
  );
  const vote = (slug: string, voters: number, at: string) =>
    pool.query(
      `insert into votes (listing_id, account_id, created_at)
     select l.id, a.id, $3::timestamptz from listings l, (select id from accounts order by email limit $2) a
     where l.slug = $1`,
      [slug, voters, at],
    );
  await vote('alpha', 5, '2026-11-12T12:00:00Z');
  await vote('bravo', 7, '2026-11-13T12:00:00Z');
  await vote('charlie', 3, '2026-11-14T12:00:00Z');
  await vote('late', 12, '2026-11-17T12:00:00Z');
  await vote('other-week', 10, '2026-11-05T12:00:00Z');
  await pool.query(
    `insert into billboard_contributions (listing_id, amount_cents)
     select id, 1000000 from listings where slug = 'billboard'`,
  );
});
afterAll(async () => {
  resetClock();
  await testApp.close();
});

const deps = () => ({ db: testApp.database.db, config: testApp.config, log: createLogger(testApp.config) });
const awards = async () =>
  (
    await testApp.database.pool.query(
      'select a.week, a.rank, l.slug, a.votes from awards a join listings l on l.id = a.listing_id ' +
        'order by a.week, a.rank',
    )
  ).rows;

test('runs on Mondays just after midnight UTC', () => {
  expect(crontab).toBe('5 0 * * 1');
});

test('closes last week: the three launches with most votes cast during the week; twice changes nothing', async () => {
  setClock('2026-11-16T00:05:00Z');
  await run({ week: lastWeek }, deps());
  const first = await awards();
  expect(first).toEqual([
    { week: lastWeek, rank: 1, slug: 'bravo', votes: 7 },
    { week: lastWeek, rank: 2, slug: 'alpha', votes: 5 },
    { week: lastWeek, rank: 3, slug: 'charlie', votes: 3 },
  ]);
  // Votes arriving after the close do not move a closed week.
  await testApp.database.pool
    .query(`insert into votes (listing_id, account_id) select l.id, a.id from listings l, accounts a
    where l.slug = 'charlie' on conflict do nothing`);
  await run({ week: lastWeek }, deps());
  expect(await awards()).toEqual(first);
  expect(await closeWeek(testApp.database.db, lastWeek)).toMatchObject({ alreadyClosed: true, awarded: 0 });
});

test('also closes earlier finished weeks a stopped worker missed', async () => {
  setClock('2026-11-16T00:05:00Z');
  await run({}, deps());
  expect((await awards()).filter((a) => a.week === '2026-11-02')).toEqual([
    { week: '2026-11-02', rank: 1, slug: 'other-week', votes: 10 },
  ]);
});

test('a week that has not ended is refused', async () => {
  setClock('2026-11-18T12:00:00Z');
  await expect(closeWeek(testApp.database.db, '2026-11-16')).rejects.toThrow(/not ended/);
});
