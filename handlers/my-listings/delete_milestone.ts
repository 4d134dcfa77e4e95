// delete_milestone: removes one milestone of a listing you own.
import type { Handler } from '../../app/http/handler.ts';
import { notFound } from '../../app/http/problem.ts';
import { callerAccount, ownedListing } from '../../app/listings/access.ts';
import { editListing } from '../../app/listings/versions.ts';
import { deleteMilestone } from '../../db/queries/my-listings.ts';

export const handler: Handler<'delete_milestone'> = async ({ path }, ctx) => {
  const { listing_id: listingId, milestone_id: milestoneId } = path;
  await ctx.db.transaction().execute(async (trx) => {
    await ownedListing(trx, ctx, listingId, { forUpdate: true });
    const deleted = await editListing(
      trx,
      listingId,
      { actor: { kind: 'account', accountId: callerAccount(ctx) }, reason: 'delete_milestone' },
      () => deleteMilestone(trx, listingId, milestoneId),
    );
    if (!deleted) throw notFound(`Milestone ${milestoneId} of listing ${listingId}`);
  });
  return { status: 200, body: { id: milestoneId, deleted: true } };
};
