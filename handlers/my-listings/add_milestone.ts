// add_milestone: kept with the listing; public on paid listings or when the section is unlocked.
import type { Handler } from '../../app/http/handler.ts';
import { ProblemError } from '../../app/http/problem.ts';
import { callerAccount, ownedListing } from '../../app/listings/access.ts';
import { editListing } from '../../app/listings/versions.ts';
import { countMilestones, insertMilestone } from '../../db/queries/my-listings.ts';

/** As many as a draft may hold (update_draft's milestones). */
export const maxMilestones = 50;

export const handler: Handler<'add_milestone'> = async ({ path, body }, ctx) => {
  const listingId = path.listing_id;
  const milestone = await ctx.db.transaction().execute(async (trx) => {
    await ownedListing(trx, ctx, listingId, { forUpdate: true });
    if ((await countMilestones(trx, listingId)) >= maxMilestones)
      throw new ProblemError(
        409,
        'limit_reached',
        `The listing has ${maxMilestones} milestones, the most it may hold; delete one first.`,
      );
    return editListing(
      trx,
      listingId,
      { actor: { kind: 'account', accountId: callerAccount(ctx) }, reason: 'add_milestone' },
      () =>
        insertMilestone(trx, {
          listingId,
          date: body.date,
          title: body.title,
          description: body.description ?? null,
          url: body.url ?? null,
        }),
    );
  });
  return {
    status: 201,
    body: {
      id: milestone.id,
      date: milestone.happened_on,
      title: milestone.title,
      description: milestone.description,
      url: milestone.url,
    },
  };
};
