// Listings as their owners see them: ownership, the owner's list and one owned listing.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../schema.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type ListingRow = Selectable<DB['listings']>;
export type OwnerRole = 'owner' | 'cofounder';

/** The listing, and the caller's role on it (null when the caller does not own it). */
export async function findListingWithRole(
  db: Db,
  listingId: number,
  accountId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ listing: ListingRow; role: OwnerRole | null } | undefined> {
  let query = db
    .selectFrom('listings')
    .selectAll('listings')
    .select((eb) =>
      eb
        .selectFrom('listing_owners')
        .select('role')
        .whereRef('listing_owners.listing_id', '=', 'listings.id')
        .where('listing_owners.account_id', '=', accountId)
        .as('owner_role'),
    )
    .where('id', '=', listingId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const { owner_role, ...listing } = row;
  return { listing, role: owner_role };
}

export async function listingOwnerIds(db: Db, listingId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('listing_owners')
    .select('account_id')
    .where('listing_id', '=', listingId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.account_id);
}

export async function findListingRow(
  db: Db,
  listingId: number,
  options: { forUpdate?: boolean } = {},
): Promise<ListingRow | undefined> {
  let query = db.selectFrom('listings').selectAll().where('id', '=', listingId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The listings `accountId` owns or co-owns, most recently updated first. */
export async function listOwnedListings(
  db: Db,
  accountId: string,
  page: { perPage: number; offset: number },
): Promise<{ rows: ListingRow[]; total: number }> {
  const owned = db
    .selectFrom('listings')
    .innerJoin('listing_owners', 'listing_owners.listing_id', 'listings.id')
    .where('listing_owners.account_id', '=', accountId);
  const rows = await owned
    .selectAll('listings')
    .orderBy('listings.updated_at', 'desc')
    .orderBy('listings.id', 'desc')
    .limit(page.perPage)
    .offset(page.offset)
    .execute();
  const count = await owned.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export async function insertListingUpdate(
  db: Db,
  update: { listingId: number; title: string; body: string; postedAt: Date },
): Promise<Selectable<DB['listing_updates']>> {
  return db
    .insertInto('listing_updates')
    .values({ listing_id: update.listingId, title: update.title, body: update.body, posted_at: update.postedAt })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countMilestones(db: Db, listingId: number): Promise<number> {
  const row = await db
    .selectFrom('milestones')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('listing_id', '=', listingId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertMilestone(
  db: Db,
  milestone: { listingId: number; date: string; title: string; description: string | null; url: string | null },
): Promise<Selectable<DB['milestones']>> {
  return db
    .insertInto('milestones')
    .values({
      listing_id: milestone.listingId,
      happened_on: milestone.date,
      title: milestone.title,
      description: milestone.description,
      url: milestone.url,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes the milestone when it belongs to the listing; false when there was none. */
export async function deleteMilestone(db: Db, listingId: number, milestoneId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('milestones')
    .where('id', '=', milestoneId)
    .where('listing_id', '=', listingId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function knownQuestionIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('interview_questions').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** Saves answers by question; an empty answer removes that question's answer. */
export async function saveInterviewAnswers(
  db: Db,
  accountId: string,
  answers: Array<{ question_id: number; answer: string }>,
  at: Date,
): Promise<void> {
  const removed = answers.filter((a) => a.answer.trim() === '').map((a) => a.question_id);
  const kept = answers.filter((a) => a.answer.trim() !== '');
  if (removed.length)
    await db
      .deleteFrom('interview_answers')
      .where('account_id', '=', accountId)
      .where('question_id', 'in', removed)
      .execute();
  if (kept.length)
    await db
      .insertInto('interview_answers')
      .values(
        kept.map((a) => ({ account_id: accountId, question_id: a.question_id, answer: a.answer, updated_at: at })),
      )
      .onConflict((oc) =>
        oc.columns(['account_id', 'question_id']).doUpdateSet((eb) => ({
          answer: eb.ref('excluded.answer'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
}

/**
 * Links the account to a founder profile so get_founder shows its interview answers: the primary
 * founder of a listing the account owns (role owner) that no account has claimed yet. Nothing
 * happens when the account already has a profile or there is none to take.
 */
export async function linkFounderProfile(db: Db, accountId: string): Promise<void> {
  const existing = await db.selectFrom('founders').select('id').where('account_id', '=', accountId).executeTakeFirst();
  if (existing) return;
  const candidate = await db
    .selectFrom('founder_listings as fl')
    .innerJoin('founders as f', 'f.id', 'fl.founder_id')
    .innerJoin('listing_owners as o', 'o.listing_id', 'fl.listing_id')
    .select('f.id')
    .where('o.account_id', '=', accountId)
    .where('o.role', '=', 'owner')
    .where('fl.position', '=', 0)
    .where('f.account_id', 'is', null)
    .orderBy('o.created_at')
    .limit(1)
    .executeTakeFirst();
  if (candidate)
    await db.updateTable('founders').set({ account_id: accountId }).where('id', '=', candidate.id).execute();
}
