// Version history: every change to a listing (update_my_listing, update_draft after submission, a
// claim, the site team) is stored with the before and after values of what changed, actor and time.
import type { Transaction } from 'kysely';
import { isDeepStrictEqual } from 'node:util';
import type { DB } from '../../db/schema.ts';
import type { ListingSnapshot } from '../../db/schema/owners.ts';
import { insertListingVersion, listingSnapshot } from '../../db/queries/listing-versions.ts';
import { now } from '../clock.ts';
import { actorLabel } from '../state/machine.ts';
import type { Actor } from '../state/machine.ts';

export type { ListingSnapshot };
export { listingSnapshot };

/** The members whose values differ, each side with the same keys (absent members read as null). */
export function changedMembers(
  before: ListingSnapshot,
  after: ListingSnapshot,
): { before: ListingSnapshot; after: ListingSnapshot } {
  const changedBefore: ListingSnapshot = {};
  const changedAfter: ListingSnapshot = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[key] ?? null;
    const is = after[key] ?? null;
    if (isDeepStrictEqual(was, is)) continue;
    changedBefore[key] = was;
    changedAfter[key] = is;
  }
  return { before: changedBefore, after: changedAfter };
}

/**
 * Records one edit of a listing, in the caller's transaction. `before` and `after` may be whole
 * snapshots (listingSnapshot) or any objects: only the members that changed are stored. Returns the
 * version id, or undefined when nothing changed (no version is written).
 */
export async function recordListingVersion(
  trx: Transaction<DB>,
  version: { listingId: number; actor: Actor; reason: string; before: ListingSnapshot; after: ListingSnapshot },
): Promise<number | undefined> {
  const changes = changedMembers(version.before, version.after);
  if (!Object.keys(changes.after).length) return undefined;
  return insertListingVersion(trx, {
    listingId: version.listingId,
    actor: actorLabel(version.actor),
    reason: version.reason,
    ...changes,
    at: now(),
  });
}

/**
 * Runs `edit` and records what it changed as one version: the usual way to make an edit.
 * Snapshots are taken inside the same transaction, before and after.
 */
export async function editListing<T>(
  trx: Transaction<DB>,
  listingId: number,
  who: { actor: Actor; reason: string },
  edit: () => Promise<T>,
): Promise<T> {
  const before = await listingSnapshot(trx, listingId);
  const result = await edit();
  const after = await listingSnapshot(trx, listingId);
  await recordListingVersion(trx, { listingId, ...who, before, after });
  return result;
}
