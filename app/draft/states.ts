// The draft status machine. A draft is read (crawling), drafted (drafting), edited by its owners
// (ready) and saved as a listing (submitted); reading or drafting can fail with a reason in words.
//
//   crawling --crawl job--> drafting --draft job--> ready --submit_draft--> submitted
//       \                      \
//        `--> failed            `--> failed
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { DraftStatus } from '../../db/schema/drafts.ts';
import { updateDraftRow } from '../../db/queries/drafts.ts';
import { defineMachine } from '../state/machine.ts';
import type { Actor } from '../state/machine.ts';

export const draftStates = defineMachine<DraftStatus>('draft', 'drafts', {
  crawling: ['drafting', 'failed'],
  drafting: ['ready', 'failed'],
  ready: ['submitted'],
  submitted: [],
  failed: [],
});

/** A new draft starts by reading its site. */
export async function draftCreated(trx: Transaction<DB>, draftId: string, actor: Actor): Promise<void> {
  await draftStates.created(trx, draftId, 'crawling', actor);
}

/** Reading or drafting ended for good; the reason is shown to the draft's owners as it is. */
export async function draftFailed(
  trx: Transaction<DB>,
  draftId: string,
  from: 'crawling' | 'drafting',
  reason: string,
  task: string,
): Promise<void> {
  const left = await draftStates.move(trx, draftId, { from, to: 'failed', actor: { kind: 'job', task }, reason });
  if (left) await updateDraftRow(trx, draftId, { failure_reason: reason });
}

/** A ready draft saved as a listing for the first time; later submits keep it submitted. */
export async function draftSubmitted(trx: Transaction<DB>, draftId: string, accountId: string): Promise<void> {
  await draftStates.move(trx, draftId, { from: 'ready', to: 'submitted', actor: { kind: 'account', accountId } });
}
