// Checks a free listing's homepage for its badge and moves the listing on (app/listings/free-plan.ts),
// then schedules the next check BADGE_CHECK_INTERVAL_SECONDS later. Payload { listing_id }. Safe to
// run twice: each run records one check and a move is guarded by the listing's current status.
import { now } from '../app/clock.ts';
import {
  applyBadgeCheck,
  enqueueBadgeCheck,
  enqueueGoLive,
  isBadgeChecked,
  readBadge,
} from '../app/listings/free-plan.ts';
import type { WorkerDependencies } from '../app/worker.ts';
import { findListingRow } from '../db/queries/my-listings.ts';

export async function run(payload: unknown, { db, config, log }: WorkerDependencies): Promise<void> {
  const listingId = Number((payload as { listing_id?: unknown } | null)?.listing_id);
  if (!Number.isInteger(listingId))
    throw new Error(`listings__check_badge: no listing_id in ${JSON.stringify(payload)}`);
  const listing = await findListingRow(db, listingId);
  if (!listing || !isBadgeChecked(listing)) return;
  // Read outside the transaction: the homepage may take seconds.
  const result = await readBadge(listing, config);
  await db.transaction().execute(async (trx) => {
    const current = await findListingRow(trx, listingId, { forUpdate: true });
    if (!current || !isBadgeChecked(current)) return;
    const { launchDue } = await applyBadgeCheck(trx, current, result);
    if (launchDue) await enqueueGoLive(trx);
    const after = await findListingRow(trx, listingId);
    if (after && isBadgeChecked(after))
      await enqueueBadgeCheck(trx, listingId, new Date(now().getTime() + config.badgeCheckIntervalSeconds * 1000));
  });
  log.info({ listing_id: listingId, found: result.found }, 'badge checked');
}
