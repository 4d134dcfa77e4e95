// The SQL of claims (app/claims): the claims table, the listing a claim is about and its owners.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import type { ClaimMethod } from '../schema/claims.ts';
import type { ListingStatus } from '../schema/directory.ts';

type Db = Kysely<DB> | Transaction<DB>;

export type ClaimRow = Selectable<DB['claims']> & { slug: string };

export interface ClaimableListing {
  id: number;
  slug: string;
  name: string;
  url: string;
  domain: string | null;
  status: ListingStatus;
}

export async function findListingBySlug(db: Db, slug: string): Promise<ClaimableListing | undefined> {
  return db
    .selectFrom('listings')
    .select(['id', 'slug', 'name', 'url', 'domain', 'status'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

export async function findClaimableListing(db: Db, listingId: number): Promise<ClaimableListing> {
  return db
    .selectFrom('listings')
    .select(['id', 'slug', 'name', 'url', 'domain', 'status'])
    .where('id', '=', listingId)
    .executeTakeFirstOrThrow();
}

export async function isOwner(db: Db, listingId: number, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('listing_owners')
    .select('account_id')
    .where('listing_id', '=', listingId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function ownerEmails(db: Db, listingId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('listing_owners')
    .innerJoin('accounts', 'accounts.id', 'listing_owners.account_id')
    .select('accounts.email')
    .where('listing_owners.listing_id', '=', listingId)
    .orderBy('listing_owners.created_at')
    .execute();
  return rows.map((row) => row.email);
}

export async function insertClaim(
  trx: Transaction<DB>,
  claim: {
    listingId: number;
    accountId: string;
    method: ClaimMethod;
    token: string;
    email: string | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('claims')
    .values({
      listing_id: claim.listingId,
      account_id: claim.accountId,
      method: claim.method,
      token: claim.token,
      email: claim.email,
      created_at: claim.createdAt,
      expires_at: claim.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const withSlug = (db: Db) =>
  db
    .selectFrom('claims')
    .innerJoin('listings', 'listings.id', 'claims.listing_id')
    .selectAll('claims')
    .select('listings.slug');

export async function findClaim(db: Db, claimId: number): Promise<ClaimRow | undefined> {
  return withSlug(db).where('claims.id', '=', claimId).executeTakeFirst();
}

/** The claim when it belongs to `accountId`; `forUpdate` locks it for the transaction. */
export async function findAccountClaim(
  db: Db,
  claimId: number,
  accountId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ClaimRow | undefined> {
  let query = withSlug(db).where('claims.id', '=', claimId).where('claims.account_id', '=', accountId);
  if (options.forUpdate) query = query.forUpdate('claims');
  return query.executeTakeFirst();
}

export async function findEmailClaimByToken(db: Db, token: string): Promise<ClaimRow | undefined> {
  return withSlug(db).where('claims.token', '=', token).where('claims.method', '=', 'email').executeTakeFirst();
}

export async function findPendingClaim(
  db: Db,
  listingId: number,
  accountId: string,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('claims')
    .select('id')
    .where('listing_id', '=', listingId)
    .where('account_id', '=', accountId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

export async function listAccountClaims(
  db: Db,
  accountId: string,
  page: { perPage: number; offset: number },
): Promise<{ rows: ClaimRow[]; total: number }> {
  const rows = await withSlug(db)
    .where('claims.account_id', '=', accountId)
    .orderBy('claims.id', 'desc')
    .limit(page.perPage)
    .offset(page.offset)
    .execute();
  const count = await db
    .selectFrom('claims')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** Ids of pending claims past their expiry, of one account (and listing, when given). */
export async function overdueClaimIds(
  db: Db,
  at: Date,
  filter: { accountId: string; listingId?: number },
): Promise<number[]> {
  let query = db
    .selectFrom('claims')
    .select('id')
    .where('status', '=', 'pending')
    .where('expires_at', '<=', at)
    .where('account_id', '=', filter.accountId);
  if (filter.listingId !== undefined) query = query.where('listing_id', '=', filter.listingId);
  return (await query.execute()).map((row) => row.id);
}

export async function recordClaimCheck(
  trx: Transaction<DB>,
  claimId: number,
  check: { detail: string | null; at: Date; verified: boolean },
): Promise<void> {
  await trx
    .updateTable('claims')
    .set((eb) => ({
      detail: check.detail,
      checked_at: check.at,
      check_count: eb('check_count', '+', 1),
      ...(check.verified ? { verified_at: check.at } : {}),
    }))
    .where('id', '=', claimId)
    .execute();
}

/** The Verified badge: the first verified claim of a listing sets the date it is earned from. */
export async function markListingVerified(trx: Transaction<DB>, listingId: number, at: Date): Promise<void> {
  await trx
    .updateTable('listings')
    .set({ verified_at: at })
    .where('id', '=', listingId)
    .where('verified_at', 'is', null)
    .execute();
}

export async function accountEmail(db: Db, accountId: string): Promise<string> {
  const { email } = await db
    .selectFrom('accounts')
    .select('email')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return email;
}

export async function markOwnersNotified(db: Db, claimId: number, at: Date): Promise<void> {
  await db.updateTable('claims').set({ owners_notified_at: at }).where('id', '=', claimId).execute();
}
