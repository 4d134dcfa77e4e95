// choose_free_listing: the free plan. A draft listing is queued for the earliest launch week with
// room 6-8 weeks ahead and waits for its badge; the homepage is checked at once by a job. Called
// again while the listing awaits its badge, it checks again at once.
import type { Handler } from '../../app/http/handler.ts';
import { ProblemError } from '../../app/http/problem.ts';
import { callerAccount, ownedListing } from '../../app/listings/access.ts';
import { enqueueBadgeCheck, freeLaunchWeek } from '../../app/listings/free-plan.ts';
import { ownedListingBody } from '../../app/listings/present.ts';
import { chooseFreePlan } from '../../app/listings/states.ts';
import { findListingRow } from '../../db/queries/my-listings.ts';

export const handler: Handler<'choose_free_listing'> = async ({ path }, ctx) => {
  const listingId = path.listing_id;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const listing = await ownedListing(trx, ctx, listingId, { forUpdate: true });
    if (listing.status === 'draft') {
      const week = await freeLaunchWeek(trx);
      await chooseFreePlan(trx, listingId, week, { kind: 'account', accountId: callerAccount(ctx) });
    } else if (!(listing.status === 'awaiting_badge' && listing.plan === 'free')) {
      throw new ProblemError(
        409,
        'invalid_state',
        `The listing is ${listing.status} on plan ${listing.plan}; the free plan is chosen for a submitted listing ` +
          'that is not yet published (status draft).',
      );
    }
    await enqueueBadgeCheck(trx, listingId);
    return findListingRow(trx, listingId);
  });
  if (!row) throw new Error(`listing ${listingId} vanished while choosing the free plan`);
  return { status: 200, body: await ownedListingBody(ctx.db, row, ctx.config) };
};
