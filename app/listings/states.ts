// The listing status machine. Every status change of a listing is made by one function here, in the
// caller's transaction, guarded by its from-state and recorded in status_changes with actor and time.
//
//   draft ──choose_free_listing──> awaiting_badge ──badge found──> scheduled ──week begins──> live
//     │                                 ^                              │                      │
//     │                                 └──badge gone before launch────┘     badge gone past   │
//     │                                                                      the grace period  v
//     ├──paid launch (orders)──> scheduled or live                           badge_missing ──badge back──> live
//     └──site team──> unpublished (from any state) ──site team──> draft or live
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ListingStatus } from '../../db/schema/directory.ts';
import { updateListingColumns } from '../../db/queries/listing-content.ts';
import { now } from '../clock.ts';
import { defineMachine } from '../state/machine.ts';
import type { Actor } from '../state/machine.ts';

export const listingStates = defineMachine<ListingStatus>('listing', 'listings', {
  draft: ['awaiting_badge', 'scheduled', 'live', 'unpublished'],
  awaiting_badge: ['scheduled', 'live', 'unpublished'],
  scheduled: ['live', 'awaiting_badge', 'unpublished'],
  live: ['badge_missing', 'unpublished'],
  badge_missing: ['live', 'unpublished'],
  unpublished: ['draft', 'live'],
});

/** Statuses in which anyone may see the listing (live, or scheduled as upcoming). */
export const publicListingStatuses: readonly ListingStatus[] = ['live', 'scheduled'];

/** A submitted draft saved as a listing for the first time. */
export async function listingCreated(trx: Transaction<DB>, listingId: number, actor: Actor): Promise<void> {
  await listingStates.created(trx, listingId, 'draft', actor, 'submit_draft');
}

/** choose_free_listing: the free plan, queued for `launchWeek`, waiting for the badge. */
export async function chooseFreePlan(
  trx: Transaction<DB>,
  listingId: number,
  launchWeek: string,
  actor: Actor,
): Promise<boolean> {
  const left = await listingStates.move(trx, listingId, {
    from: 'draft',
    to: 'awaiting_badge',
    actor,
    reason: `free plan, launch week ${launchWeek}`,
  });
  if (left) await updateListingColumns(trx, listingId, { plan: 'free', launch_week: launchWeek });
  return left !== undefined;
}

/** The badge check found the badge on a listing waiting for it: it launches in `launchWeek`. */
export async function badgeFound(
  trx: Transaction<DB>,
  listingId: number,
  launchWeek: string,
  task: string,
): Promise<boolean> {
  const left = await listingStates.move(trx, listingId, {
    from: 'awaiting_badge',
    to: 'scheduled',
    actor: { kind: 'job', task },
    reason: `badge found; launch week ${launchWeek}`,
  });
  if (left) await updateListingColumns(trx, listingId, { launch_week: launchWeek });
  return left !== undefined;
}

/** A free listing's badge is gone: before launch it waits again; once live, past the grace period, it is hidden. */
export async function badgeLost(
  trx: Transaction<DB>,
  listingId: number,
  from: 'scheduled' | 'live',
  reason: string,
  task: string,
): Promise<boolean> {
  const to = from === 'scheduled' ? 'awaiting_badge' : 'badge_missing';
  return (await listingStates.move(trx, listingId, { from, to, actor: { kind: 'job', task }, reason })) !== undefined;
}

/** The badge of a listing hidden for its missing badge is back. */
export async function badgeRestored(trx: Transaction<DB>, listingId: number, task: string): Promise<boolean> {
  const left = await listingStates.move(trx, listingId, {
    from: 'badge_missing',
    to: 'live',
    actor: { kind: 'job', task },
    reason: 'badge found again',
  });
  return left !== undefined;
}

/** Its launch week began: a scheduled listing goes live. */
export async function goLive(trx: Transaction<DB>, listingId: number, task: string): Promise<boolean> {
  const left = await listingStates.move(trx, listingId, {
    from: 'scheduled',
    to: 'live',
    actor: { kind: 'job', task },
    reason: 'launch week began',
  });
  if (left) await updateListingColumns(trx, listingId, { launched_at: now() });
  return left !== undefined;
}

/**
 * A paid launch (the orders issue): live at once when `launchWeek` is null or has begun, otherwise
 * scheduled for it. From draft, or from awaiting_badge when the owner pays instead of waiting.
 */
export async function paidLaunch(
  trx: Transaction<DB>,
  listingId: number,
  launchWeek: string | null,
  startsNow: boolean,
  actor: Actor,
): Promise<boolean> {
  const to = startsNow ? 'live' : 'scheduled';
  const left = await listingStates.move(trx, listingId, {
    from: ['draft', 'awaiting_badge'],
    to,
    actor,
    reason: startsNow ? 'paid launch' : `paid launch in week ${launchWeek}`,
  });
  if (left)
    await updateListingColumns(trx, listingId, {
      plan: 'paid',
      launch_week: launchWeek,
      ...(startsNow ? { launched_at: now() } : {}),
    });
  return left !== undefined;
}

/** The site team takes a listing offline, from any status. */
export async function unpublish(trx: Transaction<DB>, listingId: number, email: string, reason: string) {
  const from = (Object.keys(listingStates.next) as ListingStatus[]).filter((status) => status !== 'unpublished');
  return listingStates.move(trx, listingId, { from, to: 'unpublished', actor: { kind: 'site_team', email }, reason });
}

/** The site team puts an unpublished listing back: live when it had launched, otherwise a draft again. */
export async function republish(trx: Transaction<DB>, listingId: number, launched: boolean, email: string) {
  return listingStates.move(trx, listingId, {
    from: 'unpublished',
    to: launched ? 'live' : 'draft',
    actor: { kind: 'site_team', email },
    reason: 'restored by the site team',
  });
}
