// post_listing_update: shown newest first in the listing's latest updates; followers are e-mailed
// by a job enqueued in the same transaction.
import { now } from '../../app/clock.ts';
import type { Handler } from '../../app/http/handler.ts';
import { ownedListing } from '../../app/listings/access.ts';
import { enqueueFollowerMail, updatesPageUrl } from '../../app/listings/updates.ts';
import { insertListingUpdate } from '../../db/queries/my-listings.ts';

export const handler: Handler<'post_listing_update'> = async ({ path, body }, ctx) => {
  const { update, slug } = await ctx.db.transaction().execute(async (trx) => {
    const listing = await ownedListing(trx, ctx, path.listing_id);
    const posted = await insertListingUpdate(trx, {
      listingId: listing.id,
      title: body.title,
      body: body.body,
      postedAt: now(),
    });
    await enqueueFollowerMail(trx, posted.id);
    return { update: posted, slug: listing.slug };
  });
  return {
    status: 201,
    body: {
      id: update.id,
      listing_id: update.listing_id,
      title: update.title,
      body: update.body,
      posted_at: update.posted_at.toISOString(),
      page_url: updatesPageUrl(ctx.config.publicUrl, slug),
    },
  };
};
