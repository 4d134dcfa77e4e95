// submit_listing: stores the draft as `crawling` and enqueues its crawl in the same transaction.
import { accountOf } from '../../app/draft/access.ts';
import { startDraft } from '../../app/draft/jobs.ts';
import { draftBody } from '../../app/draft/present.ts';
import { checkSubmittedUrl } from '../../app/draft/submitted-url.ts';
import type { Handler } from '../../app/http/handler.ts';
import { countRequest, rateLimited } from '../../app/http/rate-limit.ts';

export const handler: Handler<'submit_listing'> = async ({ body }, ctx) => {
  const url = checkSubmittedUrl(body.url, ctx.config);
  // Every draft crawls a site: capped per account per hour so one account cannot aim a crawl flood.
  const drafts = await countRequest(ctx.db, 'drafts', `drafts:${accountOf(ctx)}`, {
    limit: ctx.config.draftsPerAccountPerHour,
    windowSeconds: 3600,
  });
  if (!drafts.allowed) throw rateLimited(drafts, 'drafts this hour');
  const draft = await ctx.db.transaction().execute((trx) => startDraft(trx, accountOf(ctx), url));
  return {
    status: 201,
    body: draftBody(draft),
    headers: { Location: `${ctx.config.publicUrl}/v1/drafts/${draft.id}` },
  };
};
