// Tells a listing's earlier owners that a claim on it was verified and who now co-owns it.
// Payload { claim_id }. Safe to run twice: the claim records when its owners were told.
import { tellOwnersOfClaim } from '../app/claims/notify.ts';
import type { WorkerDependencies } from '../app/worker.ts';

export async function run(payload: unknown, deps: WorkerDependencies): Promise<void> {
  const claimId = Number((payload as { claim_id?: unknown } | null)?.claim_id);
  if (!Number.isInteger(claimId)) throw new Error(`claims__notify_owners: no claim_id in ${JSON.stringify(payload)}`);
  const sent = await tellOwnersOfClaim(deps, claimId);
  if (sent) deps.log.info({ claim_id: claimId, sent }, 'owners told of a verified claim');
}
