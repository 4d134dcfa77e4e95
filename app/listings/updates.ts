// Listing updates and the e-mails that tell followers of them.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { claimDelivery, findUpdateToTell, followersToTell } from '../../db/queries/followers.ts';
import { enqueueJob } from '../../db/queries/drafts.ts';
import { listingPageUrl } from '../../db/queries/listings.ts';
import { now } from '../clock.ts';
import type { Config } from '../config.ts';
import { sendMail } from '../mail.ts';
import type { MailDependencies } from '../mail.ts';

export const notifyFollowersTask = 'listings__notify_followers';

export function updatesPageUrl(publicUrl: string, slug: string): string {
  return `${listingPageUrl(publicUrl, slug)}/updates`;
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/unsubscribe/${token}`;
}

/** Tells the followers of a new update, through a job enqueued in the posting transaction. */
export async function enqueueFollowerMail(trx: Transaction<DB>, updateId: number): Promise<void> {
  await enqueueJob(trx, notifyFollowersTask, { update_id: updateId }, `${notifyFollowersTask}:${updateId}`);
}

/**
 * Mails the update to each follower not yet told. Per follower, one transaction claims the delivery
 * row and sends: a failed send rolls the claim back (the job is retried), and a second run, or two
 * at once, skip followers already told. Returns how many mails were sent.
 */
export async function tellFollowers(
  deps: { db: Kysely<DB>; config: Config; log: MailDependencies['log'] },
  updateId: number,
): Promise<number> {
  const found = await findUpdateToTell(deps.db, updateId);
  if (!found) return 0;
  const { update, listing } = found;
  let sent = 0;
  for (const follower of await followersToTell(deps.db, update)) {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await claimDelivery(trx, update.id, follower.account_id, now()))) return;
      const unsubscribe = unsubscribeUrl(deps.config.publicUrl, follower.unsubscribe_token);
      await sendMail(
        { db: trx, config: deps.config, log: deps.log },
        {
          to: follower.email,
          subject: `${listing.name}: ${update.title}`,
          text:
            `${listing.name} posted an update.\n\n${update.title}\n\n${update.body}\n\n` +
            `Read it on ${updatesPageUrl(deps.config.publicUrl, listing.slug)}\n\n` +
            `You get this because you follow ${listing.name}. Stop following it: ${unsubscribe}\n`,
          headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        },
      );
      sent += 1;
    });
  }
  return sent;
}
