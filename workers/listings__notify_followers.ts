// E-mails a listing update to the listing's followers (app/listings/updates.ts). Payload
// { update_id }. Safe to run twice: each follower's delivery is recorded with the mail.
import { tellFollowers } from '../app/listings/updates.ts';
import type { WorkerDependencies } from '../app/worker.ts';

export async function run(payload: unknown, deps: WorkerDependencies): Promise<void> {
  const updateId = Number((payload as { update_id?: unknown } | null)?.update_id);
  if (!Number.isInteger(updateId))
    throw new Error(`listings__notify_followers: no update_id in ${JSON.stringify(payload)}`);
  const sent = await tellFollowers(deps, updateId);
  if (sent) deps.log.info({ update_id: updateId, sent }, 'followers told of an update');
}
