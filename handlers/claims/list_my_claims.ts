// list_my_claims: the caller's claims, newest first, with status and instructions.
import { claimBody, expireOverdue } from '../../app/claims/claims.ts';
import type { Handler } from '../../app/http/handler.ts';
import { pageOf, pageRequest } from '../../app/http/pagination.ts';
import { callerAccount } from '../../app/listings/access.ts';
import { listAccountClaims } from '../../db/queries/claims.ts';

export const handler: Handler<'list_my_claims'> = async ({ query }, ctx) => {
  const accountId = callerAccount(ctx);
  await expireOverdue(ctx.db, accountId);
  const page = pageRequest(query);
  const { rows, total } = await listAccountClaims(ctx.db, accountId, page);
  const items = await Promise.all(rows.map((row) => claimBody(ctx.db, row)));
  return { status: 200, body: pageOf(items, total, page) };
};
