// The listing status machine, version history and the owner rule, on a real database.
import { findOrCreateAccount } from '../../app/auth/accounts.ts';
import { resetClock, setClock } from '../../app/clock.ts';
import { requireListingOwner } from '../../app/listings/access.ts';
import { badgeFound, chooseFreePlan, goLive, listingCreated, listingStates } from '../../app/listings/states.ts';
import { editListing, recordListingVersion } from '../../app/listings/versions.ts';
import { addOwners, insertListing, updateListingColumns } from '../../db/queries/listing-content.ts';
import { versionsOfListing } from '../../db/queries/listing-versions.ts';
import { statusHistory } from '../../db/queries/status-changes.ts';
import { createTestDatabase } from '../support/database.ts';
import type { TestDatabase } from '../support/database.ts';

let database: TestDatabase;
let owner: string;
let cofounder: string;
let stranger: string;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = (await findOrCreateAccount(database.db, 'owner@example.com')).id;
  cofounder = (await findOrCreateAccount(database.db, 'cofounder@example.com')).id;
  stranger = (await findOrCreateAccount(database.db, 'stranger@example.com')).id;
});
afterAll(async () => {
  resetClock();
  await database.drop();
});

let counter = 0;
async function newListing(): Promise<number> {
  counter += 1;
  return database.db.transaction().execute(async (trx) => {
    const id = await insertListing(trx, {
      slug: `states-${counter}`,
      name: `States ${counter}`,
      url: 'https://a.test/',
    });
    await listingCreated(trx, id, { kind: 'account', accountId: owner });
    await addOwners(trx, id, [
      { accountId: owner, role: 'owner' },
      { accountId: cofounder, role: 'cofounder' },
    ]);
    return id;
  });
}

test('free plan: draft -> awaiting_badge -> scheduled -> live, each move recorded with actor and time', async () => {
  const id = await newListing();
  setClock('2026-11-24T12:00:00Z');
  await database.db.transaction().execute(async (trx) => {
    expect(await chooseFreePlan(trx, id, '2027-01-11', { kind: 'account', accountId: owner })).toBe(true);
    // A second choice from the wrong state changes nothing.
    expect(await chooseFreePlan(trx, id, '2027-01-18', { kind: 'account', accountId: owner })).toBe(false);
    expect(await badgeFound(trx, id, '2027-01-11', 'listings__check_badge')).toBe(true);
  });
  setClock('2027-01-11T00:00:05Z');
  await database.db.transaction().execute((trx) => goLive(trx, id, 'listings__go_live'));

  const history = await statusHistory(database.db, 'listing', id);
  expect(history.map(({ from_status, to_status, actor }) => [from_status, to_status, actor])).toEqual([
    [null, 'draft', `account:${owner}`],
    ['draft', 'awaiting_badge', `account:${owner}`],
    ['awaiting_badge', 'scheduled', 'job:listings__check_badge'],
    ['scheduled', 'live', 'job:listings__go_live'],
  ]);
  expect(history[3].changed_at.toISOString()).toBe('2027-01-11T00:00:05.000Z');
  const row = await database.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ status: 'live', plan: 'free', launch_week: '2027-01-11' });
  expect(row.launched_at?.toISOString()).toBe('2027-01-11T00:00:05.000Z');
});

test('a move the machine does not allow is a programming error', async () => {
  const id = await newListing();
  await expect(
    database.db
      .transaction()
      .execute((trx) => listingStates.move(trx, id, { from: 'draft', to: 'badge_missing', actor: { kind: 'system' } })),
  ).rejects.toThrow(/no transition from draft to badge_missing/);
});

test('an edit is stored as a version holding only what changed, before and after, with actor and time', async () => {
  const id = await newListing();
  setClock('2026-11-24T13:00:00Z');
  await database.db
    .transaction()
    .execute((trx) =>
      editListing(trx, id, { actor: { kind: 'account', accountId: cofounder }, reason: 'update_my_listing' }, () =>
        updateListingColumns(trx, id, { tagline: 'Notes that sync', features: ['Sync'] }),
      ),
    );
  // Nothing changed: no version.
  await database.db.transaction().execute((trx) =>
    recordListingVersion(trx, {
      listingId: id,
      actor: { kind: 'system' },
      reason: 'noop',
      before: { tagline: 'x' },
      after: { tagline: 'x' },
    }),
  );
  const versions = await versionsOfListing(database.db, id);
  expect(versions).toHaveLength(1);
  expect(versions[0]).toMatchObject({
    actor: `account:${cofounder}`,
    reason: 'update_my_listing',
    before: { tagline: null, features: [] },
    after: { tagline: 'Notes that sync', features: ['Sync'] },
  });
  expect(versions[0].created_at.toISOString()).toBe('2026-11-24T13:00:00.000Z');
});

test('owners and co-owners pass; a stranger gets 404 for a hidden listing and 403 for a public one', async () => {
  const id = await newListing();
  expect((await requireListingOwner(database.db, owner, id)).role).toBe('owner');
  expect((await requireListingOwner(database.db, cofounder, id)).role).toBe('cofounder');
  await expect(requireListingOwner(database.db, stranger, id)).rejects.toMatchObject({ status: 404 });
  await expect(requireListingOwner(database.db, stranger, 999999)).rejects.toMatchObject({ status: 404 });
  await database.db.transaction().execute(async (trx) => {
    await chooseFreePlan(trx, id, '2027-01-11', { kind: 'account', accountId: owner });
    await badgeFound(trx, id, '2027-01-11', 'test');
  });
  await expect(requireListingOwner(database.db, stranger, id)).rejects.toMatchObject({
    status: 403,
    code: 'not_owner',
  });
});
