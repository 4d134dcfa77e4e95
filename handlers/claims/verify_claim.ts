// verify_claim: looks for the DNS record, meta tag or file of one of the caller's pending claims.
import { claimBody, verifyClaim } from '../../app/claims/claims.ts';
import type { Handler } from '../../app/http/handler.ts';
import { callerAccount } from '../../app/listings/access.ts';

export const handler: Handler<'verify_claim'> = async ({ path }, ctx) => {
  const claim = await verifyClaim(ctx, callerAccount(ctx), path.claim_id);
  return { status: 200, body: await claimBody(ctx.db, claim) };
};
