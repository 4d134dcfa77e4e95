// Following a listing (live or upcoming) from the site: followers get an e-mail for each update
// its owners post (app/listings/updates.ts), with a link that unfollows without signing in.
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { now } from '../clock.ts';
import { notFound } from '../http/problem.ts';
import { deleteFollow, findPublicListing, insertFollow, listingCounts } from '../../db/queries/engagement.ts';
import { countSiteAction } from './site-actions.ts';

export interface FollowOutcome {
  listing: { slug: string; name: string };
  following: boolean;
  follows: number;
}

export async function setFollow(
  deps: { db: Database; config: Config },
  accountId: string,
  slug: string,
  wanted: boolean,
): Promise<FollowOutcome> {
  await countSiteAction(deps.db, deps.config, accountId);
  const listing = await findPublicListing(deps.db, slug);
  if (!listing) throw notFound(`The listing "${slug}"`);
  if (wanted) await insertFollow(deps.db, listing.id, accountId, now());
  else await deleteFollow(deps.db, listing.id, accountId);
  const counts = await listingCounts(deps.db, listing.id);
  return { listing: { slug: listing.slug, name: listing.name }, following: wanted, follows: counts.follows };
}
