// get_draft: the draft with every field, its state and evidence; 404 unless it is yours.
import { ownedDraft } from '../../app/draft/access.ts';
import { draftBody } from '../../app/draft/present.ts';
import type { Handler } from '../../app/http/handler.ts';

export const handler: Handler<'get_draft'> = async ({ path }, ctx) => ({
  status: 200,
  body: draftBody(await ownedDraft(ctx.db, ctx, path.id)),
});
