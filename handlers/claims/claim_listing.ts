// claim_listing: starts a claim on a published listing and returns what to publish (app/claims).
import { claimBody, startClaim } from '../../app/claims/claims.ts';
import type { Handler } from '../../app/http/handler.ts';
import { callerAccount } from '../../app/listings/access.ts';

export const handler: Handler<'claim_listing'> = async ({ body }, ctx) => {
  const claim = await startClaim(ctx, callerAccount(ctx), body);
  return { status: 201, body: await claimBody(ctx.db, claim) };
};
