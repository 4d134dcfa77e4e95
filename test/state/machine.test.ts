// The shared status-machine mechanism on a real database: moves are guarded by their from-state in
// the UPDATE itself, recorded with actor, reason and time, and a move the machine forbids is a bug.
import { findOrCreateAccount } from '../../app/auth/accounts.ts';
import { resetClock, setClock } from '../../app/clock.ts';
import { startDraft } from '../../app/draft/jobs.ts';
import { draftFailed, draftStates } from '../../app/draft/states.ts';
import { findDraft } from '../../db/queries/drafts.ts';
import { statusHistory } from '../../db/queries/status-changes.ts';
import { createTestDatabase } from '../support/database.ts';
import type { TestDatabase } from '../support/database.ts';

let database: TestDatabase;
let accountId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  accountId = (await findOrCreateAccount(database.db, 'machine@example.com')).id;
});
afterAll(async () => {
  resetClock();
  await database.drop();
});

const newDraft = () => database.db.transaction().execute((trx) => startDraft(trx, accountId, 'https://example.com/'));

test('a draft records its creation and every move with actor, reason and the clock time', async () => {
  setClock('2026-05-04T10:00:00Z');
  const draft = await newDraft();
  setClock('2026-05-04T10:01:00Z');
  await database.db.transaction().execute((trx) =>
    draftStates.move(trx, draft.id, {
      from: 'crawling',
      to: 'drafting',
      actor: { kind: 'job', task: 'drafts__crawl' },
    }),
  );
  await database.db
    .transaction()
    .execute((trx) => draftFailed(trx, draft.id, 'drafting', 'The page is too complex to read.', 'drafts__draft'));

  const history = await statusHistory(database.db, 'draft', draft.id);
  expect(
    history.map(({ from_status, to_status, actor, reason }) => ({ from_status, to_status, actor, reason })),
  ).toEqual([
    { from_status: null, to_status: 'crawling', actor: `account:${accountId}`, reason: null },
    { from_status: 'crawling', to_status: 'drafting', actor: 'job:drafts__crawl', reason: null },
    {
      from_status: 'drafting',
      to_status: 'failed',
      actor: 'job:drafts__draft',
      reason: 'The page is too complex to read.',
    },
  ]);
  expect(history[0].changed_at.toISOString()).toBe('2026-05-04T10:00:00.000Z');
  expect(history[2].changed_at.toISOString()).toBe('2026-05-04T10:01:00.000Z');
  const row = await findDraft(database.db, draft.id);
  expect(row).toMatchObject({ status: 'failed', failure_reason: 'The page is too complex to read.' });
});

test('a move from a state the row is not in changes nothing and records nothing', async () => {
  const draft = await newDraft();
  const left = await database.db
    .transaction()
    .execute((trx) =>
      draftStates.move(trx, draft.id, { from: 'drafting', to: 'ready', actor: { kind: 'job', task: 'drafts__draft' } }),
    );
  expect(left).toBeUndefined();
  expect((await findDraft(database.db, draft.id))?.status).toBe('crawling');
  expect(await statusHistory(database.db, 'draft', draft.id)).toHaveLength(1);
});

test('of two racing moves from the same state, exactly one wins', async () => {
  const draft = await newDraft();
  const race = () =>
    database.db
      .transaction()
      .execute((trx) =>
        draftStates.move(trx, draft.id, { from: 'crawling', to: 'drafting', actor: { kind: 'job', task: 'race' } }),
      );
  const results = await Promise.all([race(), race(), race()]);
  expect(results.filter((left) => left === 'crawling')).toHaveLength(1);
  expect((await statusHistory(database.db, 'draft', draft.id)).map((row) => row.to_status)).toEqual([
    'crawling',
    'drafting',
  ]);
});

test('a move the machine does not allow throws before touching the database', async () => {
  const draft = await newDraft();
  await expect(
    database.db
      .transaction()
      .execute((trx) =>
        draftStates.move(trx, draft.id, { from: 'crawling', to: 'submitted', actor: { kind: 'system' } }),
      ),
  ).rejects.toThrow('draft: no transition from crawling to submitted');
  expect((await findDraft(database.db, draft.id))?.status).toBe('crawling');
});
