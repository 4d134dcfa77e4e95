// The claim status machine. A claim starts pending; a check that finds the proof (or the opened
// e-mail link) verifies it; a claim still pending at its expiry time expires; a claim whose proof
// was looked for `maxUnsuccessfulChecks` times without success fails. Verified, failed and expired
// are final: a new claim starts over.
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ClaimStatus } from '../../db/schema/claims.ts';
import { defineMachine } from '../state/machine.ts';
import type { Actor } from '../state/machine.ts';

export const claimStates = defineMachine<ClaimStatus>('claim', 'claims', {
  pending: ['verified', 'failed', 'expired'],
  verified: [],
  failed: [],
  expired: [],
});

/** Checks of one claim that may come back empty before it fails (each also counts against the rate limits). */
export const maxUnsuccessfulChecks = 20;

export async function claimCreated(trx: Transaction<DB>, claimId: number, actor: Actor): Promise<void> {
  await claimStates.created(trx, claimId, 'pending', actor, 'claim_listing');
}

export async function claimVerified(trx: Transaction<DB>, claimId: number, actor: Actor, how: string) {
  return (await claimStates.move(trx, claimId, { from: 'pending', to: 'verified', actor, reason: how })) !== undefined;
}

export async function claimFailed(trx: Transaction<DB>, claimId: number, actor: Actor, reason: string) {
  return (await claimStates.move(trx, claimId, { from: 'pending', to: 'failed', actor, reason })) !== undefined;
}

export async function claimExpired(trx: Transaction<DB>, claimId: number) {
  const left = await claimStates.move(trx, claimId, {
    from: 'pending',
    to: 'expired',
    actor: { kind: 'system' },
    reason: 'not verified before its expiry time',
  });
  return left !== undefined;
}
