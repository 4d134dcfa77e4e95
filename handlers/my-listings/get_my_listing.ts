// get_my_listing: one listing you own, with status, plan, launch week, the free plan's badge check
// and its profile as the owners see it.
import type { Handler } from '../../app/http/handler.ts';
import { ownedListing } from '../../app/listings/access.ts';
import { ownedListingBody } from '../../app/listings/present.ts';

export const handler: Handler<'get_my_listing'> = async ({ path }, ctx) => {
  const listing = await ownedListing(ctx.db, ctx, path.listing_id);
  return { status: 200, body: await ownedListingBody(ctx.db, listing, ctx.config) };
};
