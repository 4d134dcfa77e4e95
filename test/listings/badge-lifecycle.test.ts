// What a badge check does after launch, and the go-live job catching up weeks a stopped worker
// missed: on a real database, with the test clock.
import { findOrCreateAccount } from '../../app/auth/accounts.ts';
import { resetClock, setClock } from '../../app/clock.ts';
import { loadConfig } from '../../app/config.ts';
import { createLogger } from '../../app/logger.ts';
import { applyBadgeCheck, badgeAbsence } from '../../app/listings/free-plan.ts';
import { badgeFound, chooseFreePlan, goLive, listingCreated } from '../../app/listings/states.ts';
import { insertListing } from '../../db/queries/listing-content.ts';
import { findListingRow } from '../../db/queries/my-listings.ts';
import { run as goLiveJob } from '../../workers/listings__go_live.ts';
import { createTestDatabase } from '../support/database.ts';
import type { TestDatabase } from '../support/database.ts';

let database: TestDatabase;
let owner: string;
const config = { ...loadConfig({}), logLevel: 'silent' as const };

beforeAll(async () => {
  database = await createTestDatabase();
  owner = (await findOrCreateAccount(database.db, 'lifecycle@example.com')).id;
});
afterAll(async () => {
  resetClock();
  await database.drop();
});

let counter = 0;
async function scheduledListing(week: string): Promise<number> {
  counter += 1;
  return database.db.transaction().execute(async (trx) => {
    const id = await insertListing(trx, {
      slug: `life-${counter}`,
      name: `Life ${counter}`,
      url: 'https://life.test/',
    });
    await listingCreated(trx, id, { kind: 'account', accountId: owner });
    await chooseFreePlan(trx, id, week, { kind: 'account', accountId: owner });
    await badgeFound(trx, id, week, 'test');
    return id;
  });
}

const check = (id: number, found: boolean) =>
  database.db.transaction().execute(async (trx) => {
    const listing = await findListingRow(trx, id, { forUpdate: true });
    return applyBadgeCheck(trx, listing!, { found, reason: found ? null : 'No badge was found.' });
  });
const status = async (id: number) => (await findListingRow(database.db, id))?.status;

test('the badge gone before launch: the listing waits for it again, keeping its week', async () => {
  setClock('2026-11-24T10:00:00Z');
  const id = await scheduledListing('2027-01-11');
  await check(id, false);
  expect(await status(id)).toBe('awaiting_badge');
  await check(id, true);
  expect(await findListingRow(database.db, id)).toMatchObject({ status: 'scheduled', launch_week: '2027-01-11' });
});

test('a live listing without its badge stays live for the grace period, then is hidden until it is back', async () => {
  setClock('2027-01-11T01:00:00Z');
  const id = await scheduledListing('2027-01-11');
  await database.db.transaction().execute((trx) => goLive(trx, id, 'test'));
  await check(id, false);
  setClock('2027-01-17T01:00:00Z');
  await check(id, false);
  expect(await status(id)).toBe('live');
  setClock('2027-01-18T01:00:01Z');
  await check(id, false);
  expect(await status(id)).toBe('badge_missing');
  await check(id, true);
  expect(await status(id)).toBe('live');
  // A found check ends the run of misses: the grace period starts over.
  setClock('2027-01-19T01:00:00Z');
  await check(id, false);
  expect(await status(id)).toBe('live');
});

test('the go-live job catches up weeks a stopped worker missed and is safe to run twice', async () => {
  setClock('2026-11-24T10:00:00Z');
  const early = await scheduledListing('2026-12-07');
  const later = await scheduledListing('2026-12-21');
  const future = await scheduledListing('2027-02-01');
  setClock('2026-12-30T12:00:00Z');
  const deps = { db: database.db, config, log: createLogger(config) };
  await Promise.all([goLiveJob({}, deps), goLiveJob({}, deps)]);
  expect([await status(early), await status(later), await status(future)]).toEqual(['live', 'live', 'scheduled']);
  const changes = await database.db
    .selectFrom('status_changes')
    .select('subject')
    .where('to_status', '=', 'live')
    .where('subject', 'in', [String(early), String(later)])
    .execute();
  expect(changes).toHaveLength(2);
});

test('badge detection: a link to the listing page showing one of its badge images', () => {
  const publicUrl = 'https://directory.test';
  const listing = { slug: 'acme' };
  const page = 'https://acme.test/';
  const img = '<img src="https://directory.test/badges/acme/launched.svg?shape=pill" alt="Launched">';
  expect(badgeAbsence(`<a href="https://directory.test/listings/acme">${img}</a>`, page, listing, publicUrl)).toBe(
    undefined,
  );
  expect(badgeAbsence(img, page, listing, publicUrl)).toMatch(/not inside a link/);
  expect(badgeAbsence('<a href="https://directory.test/listings/acme">Acme</a>', page, listing, publicUrl)).toMatch(
    /shows none of the listing's badge images/,
  );
  // Another listing's badge does not count.
  expect(
    badgeAbsence(
      '<a href="https://directory.test/listings/other"><img src="https://directory.test/badges/other/listed.svg"></a>',
      page,
      listing,
      publicUrl,
    ),
  ).toMatch(/^No badge was found/);
});
