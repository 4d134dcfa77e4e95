// Who may act on a listing: its owners and co-owners (listing_owners: the submitter, accepted
// co-founder invites, verified claims). A listing the caller cannot see is 404 (its id reveals
// nothing); a public listing that is not theirs is 403. Every owner operation goes through here.
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { findListingWithRole } from '../../db/queries/my-listings.ts';
import type { ListingRow, OwnerRole } from '../../db/queries/my-listings.ts';
import type { Database } from '../db/database.ts';
import type { HandlerContext } from '../http/handler.ts';
import { notFound, ProblemError, unauthorized } from '../http/problem.ts';
import { publicListingStatuses } from './states.ts';

export type OwnedListingRow = ListingRow & { role: OwnerRole };

export function callerAccount(ctx: HandlerContext): string {
  if (!ctx.principal) throw unauthorized();
  return ctx.principal.accountId;
}

export const notYourListing = (listingId: number) =>
  new ProblemError(403, 'not_owner', `Listing ${listingId} is not yours: only its owners and co-owners may change it.`);

/**
 * The listing when `accountId` owns or co-owns it. Otherwise throws 404 when the listing does not
 * exist or is not public, 403 when it is public. `forUpdate` locks the row for the transaction.
 */
export async function requireListingOwner(
  db: Database | Transaction<DB>,
  accountId: string,
  listingId: number,
  options: { forUpdate?: boolean } = {},
): Promise<OwnedListingRow> {
  const found = await findListingWithRole(db, listingId, accountId, options);
  if (found?.role) return { ...found.listing, role: found.role };
  if (found && publicListingStatuses.includes(found.listing.status)) throw notYourListing(listingId);
  throw notFound(`Listing ${listingId}`);
}

/** requireListingOwner for the signed-in caller of an operation. */
export async function ownedListing(
  db: Database | Transaction<DB>,
  ctx: HandlerContext,
  listingId: number,
  options: { forUpdate?: boolean } = {},
): Promise<OwnedListingRow> {
  return requireListingOwner(db, callerAccount(ctx), listingId, options);
}
