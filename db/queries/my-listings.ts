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
