// submit_listing: stores the draft as `crawling` and enqueues its crawl in the same transaction.
import { accountOf } from '../../app/draft/access.ts';
import { startDraft } from '../../app/draft/jobs.ts';
import { draftBody } from '../../app/draft/present.ts';
import { checkSubmittedUrl } from '../../app/draft/submitted-url.ts';
import type { Handler } from '../../app/http/handler.ts';

export const handler: Handler<'submit_listing'> = async ({ body }, ctx) => {
  const url = checkSubmittedUrl(body.url, ctx.config);
  const draft = await ctx.db.transaction().execute((trx) => startDraft(trx, accountOf(ctx), url));
  return {
    status: 201,
    body: draftBody(draft),
    headers: { Location: `${ctx.config.publicUrl}/v1/drafts/${draft.id}` },
  };
};
