// What people do on the site: votes, follows and reviews, and what one viewer has done on a page's
// listings. Only the site writes these (app/engagement); no API operation or MCP tool reaches them.
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import { publicStatuses } from './listings.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface EngagedListing {
  id: number;
  slug: string;
  name: string;
  status: string;
}

/**
 * A live or scheduled listing, its row locked until the transaction ends: a vote and a change of
 * the listing's owners (whose trigger takes the same lock) then happen one after the other, so an
 * owner's vote is never counted by a race.
 */
export async function lockPublicListing(trx: Transaction<DB>, slug: string): Promise<EngagedListing | undefined> {
  return trx
    .selectFrom('listings')
    .select(['id', 'slug', 'name', 'status'])
    .where('slug', '=', slug)
    .where('status', 'in', publicStatuses)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export async function findPublicListing(db: Db, slug: string): Promise<EngagedListing | undefined> {
  return db
    .selectFrom('listings')
    .select(['id', 'slug', 'name', 'status'])
    .where('slug', '=', slug)
    .where('status', 'in', publicStatuses)
    .executeTakeFirst();
}

export async function isListingOwner(db: Db, listingId: number, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('listing_owners')
    .select('listing_id')
    .where('listing_id', '=', listingId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

/** True when the vote is new (a second vote by the same account changes nothing). */
export async function insertVote(db: Db, listingId: number, accountId: string, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('votes')
    .values({ listing_id: listingId, account_id: accountId, created_at: at })
    .onConflict((oc) => oc.columns(['listing_id', 'account_id']).doNothing())
    .returning('listing_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteVote(db: Db, listingId: number, accountId: string): Promise<boolean> {
  const row = await db
    .deleteFrom('votes')
    .where('listing_id', '=', listingId)
    .where('account_id', '=', accountId)
    .returning('listing_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The counted votes and followers of a listing, as the counters (kept by triggers) say. */
export async function listingCounts(db: Db, listingId: number): Promise<{ votes: number; follows: number }> {
  const row = await db
    .selectFrom('listings')
    .select(['vote_count', 'follow_count'])
    .where('id', '=', listingId)
    .executeTakeFirstOrThrow();
  return { votes: row.vote_count, follows: row.follow_count };
}

export async function insertFollow(db: Db, listingId: number, accountId: string, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('follows')
    .values({ listing_id: listingId, account_id: accountId, created_at: at })
    .onConflict((oc) => oc.columns(['listing_id', 'account_id']).doNothing())
    .returning('listing_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteFollow(db: Db, listingId: number, accountId: string): Promise<boolean> {
  const row = await db
    .deleteFrom('follows')
    .where('listing_id', '=', listingId)
    .where('account_id', '=', accountId)
    .returning('listing_id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface ViewerMarks {
  voted: Set<number>;
  followed: Set<number>;
  owned: Set<number>;
}

/** Which of the listings one account has voted for, follows and owns: one statement per page. */
export async function viewerMarks(db: Db, accountId: string, listingIds: number[]): Promise<ViewerMarks> {
  const marks: ViewerMarks = { voted: new Set(), followed: new Set(), owned: new Set() };
  if (!listingIds.length) return marks;
  const ids = [...new Set(listingIds)];
  const rows = await db
    .selectFrom('votes')
    .select(['listing_id', sql<string>`'voted'`.as('mark')])
    .where('account_id', '=', accountId)
    .where('listing_id', 'in', ids)
    .unionAll(
      db
        .selectFrom('follows')
        .select(['listing_id', sql<string>`'followed'`.as('mark')])
        .where('account_id', '=', accountId)
        .where('listing_id', 'in', ids),
    )
    .unionAll(
      db
        .selectFrom('listing_owners')
        .select(['listing_id', sql<string>`'owned'`.as('mark')])
        .where('account_id', '=', accountId)
        .where('listing_id', 'in', ids),
    )
    .execute();
  for (const row of rows) marks[row.mark as keyof ViewerMarks].add(Number(row.listing_id));
  return marks;
}

// ------------------------------------------------------------------ reviews

export interface ReviewRow {
  id: number;
  listing_id: number;
  rating: number;
  body: string | null;
  genuine: boolean;
  created_at: Date;
  updated_at: Date | null;
  author_name: string | null;
}

export async function findOwnReview(db: Db, listingId: number, accountId: string): Promise<ReviewRow | undefined> {
  return db
    .selectFrom('reviews as r')
    .innerJoin('accounts as a', 'a.id', 'r.account_id')
    .select(['r.id', 'r.listing_id', 'r.rating', 'r.body', 'r.genuine', 'r.created_at', 'r.updated_at'])
    .select('a.name as author_name')
    .where('r.listing_id', '=', listingId)
    .where('r.account_id', '=', accountId)
    .executeTakeFirst();
}

/** Writes the account's review of the listing, or replaces its rating and text (its judgement stays). */
export async function saveReview(
  db: Db,
  review: { listingId: number; accountId: string; rating: number; body: string | null; at: Date },
): Promise<{ id: number; created: boolean }> {
  const row = await db
    .insertInto('reviews')
    .values({
      listing_id: review.listingId,
      account_id: review.accountId,
      rating: review.rating,
      body: review.body,
      created_at: review.at,
    })
    .onConflict((oc) =>
      oc.columns(['listing_id', 'account_id']).doUpdateSet({
        rating: review.rating,
        body: review.body,
        updated_at: review.at,
      }),
    )
    .returning(['id', sql<boolean>`xmax = 0`.as('created')])
    .executeTakeFirstOrThrow();
  return { id: row.id, created: row.created };
}

/** Reviews that count: genuine, and not by an owner of the listing. */
function countedReviews(db: Db, listingId: number) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('accounts as a', 'a.id', 'r.account_id')
    .where('r.listing_id', '=', listingId)
    .where('r.genuine', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('listing_owners as o')
            .select('o.listing_id')
            .whereRef('o.listing_id', '=', 'r.listing_id')
            .whereRef('o.account_id', '=', 'r.account_id'),
        ),
      ),
    );
}

/** A page of the reviews that count toward a listing's community rating, newest first. */
export async function countedListingReviews(
  db: Db,
  listingId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    countedReviews(db, listingId)
      .select(['r.id', 'r.listing_id', 'r.rating', 'r.body', 'r.genuine', 'r.created_at', 'r.updated_at'])
      .select('a.name as author_name')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    countedReviews(db, listingId)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

export interface TeamReviewRow extends ReviewRow {
  slug: string;
  listing_name: string;
  author_email: string;
  by_owner: boolean;
  judged_by: string | null;
  judged_at: Date | null;
  judge_reason: string | null;
}

/** Recent reviews for the site team, newest first, with the latest judgement of each. */
export async function recentReviews(
  db: Db,
  filter: { genuine?: boolean },
  page: { limit: number; offset: number },
): Promise<TeamReviewRow[]> {
  let query = db
    .selectFrom('reviews as r')
    .innerJoin('accounts as a', 'a.id', 'r.account_id')
    .innerJoin('listings as l', 'l.id', 'r.listing_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('review_judgements as j')
          .select(['j.actor', 'j.judged_at', 'j.reason'])
          .whereRef('j.review_id', '=', 'r.id')
          .orderBy('j.id', 'desc')
          .limit(1)
          .as('j'),
      (join) => join.onTrue(),
    )
    .select(['r.id', 'r.listing_id', 'r.rating', 'r.body', 'r.genuine', 'r.created_at', 'r.updated_at'])
    .select(['a.name as author_name', 'a.email as author_email', 'l.slug', 'l.name as listing_name'])
    .select(['j.actor as judged_by', 'j.judged_at', 'j.reason as judge_reason'])
    .select(
      sql<boolean>`exists (select 1 from listing_owners o
        where o.listing_id = r.listing_id and o.account_id = r.account_id)`.as('by_owner'),
    );
  if (filter.genuine !== undefined) query = query.where('r.genuine', '=', filter.genuine);
  return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(page.limit).offset(page.offset).execute();
}

/**
 * Records the site team's judgement of a review and sets its flag, in the caller's transaction.
 * False when the review does not exist or already had that judgement (nothing is recorded then).
 */
export async function judgeReview(
  trx: Transaction<DB>,
  judgement: { reviewId: number; genuine: boolean; actor: string; reason: string | null; at: Date },
): Promise<boolean> {
  const changed = await trx
    .updateTable('reviews')
    .set({ genuine: judgement.genuine })
    .where('id', '=', judgement.reviewId)
    .where('genuine', '=', !judgement.genuine)
    .returning('id')
    .executeTakeFirst();
  if (!changed) return false;
  await trx
    .insertInto('review_judgements')
    .values({
      review_id: judgement.reviewId,
      genuine: judgement.genuine,
      actor: judgement.actor,
      reason: judgement.reason,
      judged_at: judgement.at,
    })
    .execute();
  return true;
}
