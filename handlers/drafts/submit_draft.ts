// submit_draft: a ready draft becomes an unpublished listing; running it again updates that listing.
import { accountOf, ownedDraft } from '../../app/draft/access.ts';
import { draftSubmitted } from '../../app/draft/states.ts';
import { saveListing } from '../../app/draft/listing.ts';
import type { Handler } from '../../app/http/handler.ts';
import { ProblemError } from '../../app/http/problem.ts';
import { updateDraftRow } from '../../db/queries/drafts.ts';

export const handler: Handler<'submit_draft'> = async ({ path }, ctx) => {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const draft = await ownedDraft(trx, ctx, path.id, { forUpdate: true });
    if (draft.status !== 'ready' && draft.status !== 'submitted') {
      throw new ProblemError(
        409,
        'invalid_state',
        `The draft is ${draft.status}; it can be submitted once it is ready.`,
      );
    }
    const saved = await saveListing(trx, draft, {
      actor: { kind: 'account', accountId: accountOf(ctx) },
      reason: 'submit_draft',
    });
    await draftSubmitted(trx, draft.id, accountOf(ctx));
    await updateDraftRow(trx, draft.id, { listing_id: saved.listingId });
    return saved;
  });
  return { status: 200, body: { listing_id: result.listingId, draft_id: path.id, listing_status: result.status } };
};
