// list_my_drafts: drafts you created or co-own, newest first.
import { accountOf } from '../../app/draft/access.ts';
import { draftSummaryBody } from '../../app/draft/present.ts';
import type { Handler } from '../../app/http/handler.ts';
import { pageOf, pageRequest } from '../../app/http/pagination.ts';
import { listOwnedDrafts } from '../../db/queries/drafts.ts';

export const handler: Handler<'list_my_drafts'> = async ({ query }, ctx) => {
  const page = pageRequest(query);
  const { rows, total } = await listOwnedDrafts(ctx.db, accountOf(ctx), page);
  return { status: 200, body: pageOf(rows.map(draftSummaryBody), total, page) };
};
