// Who may touch a draft: its creator and accepted co-founders. Anyone else is told it does not
// exist, so a draft id reveals nothing.
import type { HandlerContext } from '../http/handler.ts';
import { notFound, unauthorized } from '../http/problem.ts';
import { findOwnedDraft } from '../../db/queries/drafts.ts';
import type { DraftRow } from '../../db/queries/drafts.ts';
import type { Database } from '../db/database.ts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function accountOf(ctx: HandlerContext): string {
  if (!ctx.principal) throw unauthorized();
  return ctx.principal.accountId;
}

export async function ownedDraft(
  db: Database | Transaction<DB>,
  ctx: HandlerContext,
  draftId: string,
  options: { forUpdate?: boolean } = {},
): Promise<DraftRow> {
  const draft = await findOwnedDraft(db, draftId, accountOf(ctx), options);
  if (!draft) throw notFound(`Draft "${draftId}"`);
  return draft;
}
