// Votes come only from people signed in on the site: one per account and listing, with its time,
// for live listings only. There is no API operation or MCP tool behind this module (a test keeps it
// so). A vote by an owner or co-owner of the listing is stored but not counted (migration 000050),
// so the counts, boards, trending order and weekly awards never include it.
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { now } from '../clock.ts';
import { notFound, ProblemError } from '../http/problem.ts';
import {
  deleteVote,
  insertVote,
  isListingOwner,
  listingCounts,
  lockPublicListing,
} from '../../db/queries/engagement.ts';
import { countSiteAction } from './site-actions.ts';

export interface VoteOutcome {
  listing: { slug: string; name: string };
  /** Whether the account's vote is now in. */
  voted: boolean;
  /** The listing's counted votes afterwards. */
  votes: number;
  /** False when the voter owns the listing: the vote is kept but does not count. */
  counts: boolean;
}

/** Casts (`wanted` true) or withdraws the account's vote; doing what is already done changes nothing. */
export async function setVote(
  deps: { db: Database; config: Config },
  accountId: string,
  slug: string,
  wanted: boolean,
): Promise<VoteOutcome> {
  await countSiteAction(deps.db, deps.config, accountId);
  return deps.db.transaction().execute(async (trx) => {
    const listing = await lockPublicListing(trx, slug);
    if (!listing) throw notFound(`The listing "${slug}"`);
    if (wanted && listing.status !== 'live')
      throw new ProblemError(409, 'not_live', `${listing.name} has not launched yet: votes open on its launch day.`);
    if (wanted) await insertVote(trx, listing.id, accountId, now());
    else await deleteVote(trx, listing.id, accountId);
    const [counts, owner] = await Promise.all([
      listingCounts(trx, listing.id),
      isListingOwner(trx, listing.id, accountId),
    ]);
    return { listing: { slug: listing.slug, name: listing.name }, voted: wanted, votes: counts.votes, counts: !owner };
  });
}
