// The e-mail a listing's owners get when someone else's claim on it is verified, so a takeover
// they did not expect is seen at once (sent by the claims__notify_owners job).
import {
  accountEmail,
  findClaim,
  findClaimableListing,
  markOwnersNotified,
  ownerEmails,
} from '../../db/queries/claims.ts';
import { now } from '../clock.ts';
import type { Config } from '../config.ts';
import { sendMail } from '../mail.ts';
import type { MailDependencies } from '../mail.ts';

/** Mails every owner but the claimer once; returns how many were mailed (0 when done before). */
export async function tellOwnersOfClaim(deps: MailDependencies & { config: Config }, claimId: number): Promise<number> {
  const claim = await findClaim(deps.db, claimId);
  if (claim?.status !== 'verified' || claim.owners_notified_at) return 0;
  const listing = await findClaimableListing(deps.db, claim.listing_id);
  const claimer = await accountEmail(deps.db, claim.account_id);
  const proof =
    claim.method === 'email' ? `a link e-mailed to ${claim.email}` : `a ${claim.method} proof on ${listing.url}`;
  const others = (await ownerEmails(deps.db, claim.listing_id)).filter((email) => email !== claimer);
  for (const to of others)
    await sendMail(deps, {
      to,
      subject: `${claimer} now co-owns ${listing.name} on Launch Directory`,
      text:
        `${claimer} claimed the listing ${listing.name} and proved it with ${proof}, so they are now one of its ` +
        `owners (claim ${claim.id}, verified ${claim.verified_at?.toISOString() ?? ''}).\n\n` +
        `The change is in the listing's version history. If you did not expect it, reply to this e-mail.\n` +
        `${deps.config.publicUrl}/listings/${listing.slug}`,
    });
  await markOwnersNotified(deps.db, claim.id, now());
  return others.length;
}
