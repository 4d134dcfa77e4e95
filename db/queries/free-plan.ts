// The free plan's queries: launch-week capacity, badge checks, and the listings the jobs move.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import type { OwnerTables } from '../schema/owners.ts';
import { relaunchesPerWeek } from './relaunches.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type BadgeCheckRow = Selectable<OwnerTables['badge_checks']>;

/** Launches queued or made in each of `weeks`: free and paid alike take a place, and relaunches too. */
export async function launchesPerWeek(db: Db, weeks: string[]): Promise<Map<string, number>> {
  if (!weeks.length) return new Map();
  const rows = await db
    .selectFrom('listings')
    .select(['launch_week', (eb) => eb.fn.countAll<string>().as('n')])
    .where('launch_week', 'in', weeks)
    .where('status', 'in', ['awaiting_badge', 'scheduled', 'live', 'badge_missing'])
    .groupBy('launch_week')
    .execute();
  const taken = await relaunchesPerWeek(db, weeks);
  for (const row of rows) {
    const week = String(row.launch_week);
    taken.set(week, (taken.get(week) ?? 0) + Number(row.n));
  }
  return taken;
}

export async function insertBadgeCheck(
  db: Db,
  check: { listingId: number; checkedAt: Date; url: string; found: boolean; reason: string | null },
): Promise<void> {
  await db
    .insertInto('badge_checks')
    .values({
      listing_id: check.listingId,
      checked_at: check.checkedAt,
      url: check.url,
      found: check.found,
      reason: check.reason,
    })
    .execute();
}

export async function latestBadgeCheck(db: Db, listingId: number): Promise<BadgeCheckRow | undefined> {
  return db
    .selectFrom('badge_checks')
    .selectAll()
    .where('listing_id', '=', listingId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** When the current run of failed checks began (undefined when the latest check found the badge). */
export async function missingSince(db: Db, listingId: number): Promise<Date | undefined> {
  const row = await db
    .selectFrom('badge_checks')
    .select((eb) => eb.fn.min('checked_at').as('since'))
    .where('listing_id', '=', listingId)
    .where('found', '=', false)
    .where((eb) =>
      eb(
        'id',
        '>',
        eb.fn.coalesce(
          eb
            .selectFrom('badge_checks as f')
            .select((inner) => inner.fn.max('f.id').as('id'))
            .where('f.listing_id', '=', listingId)
            .where('f.found', '=', true),
          eb.lit(0),
        ),
      ),
    )
    .executeTakeFirst();
  return row?.since ? new Date(row.since) : undefined;
}

/** Scheduled listings whose launch week has begun by `week` (a Monday). */
export async function dueLaunches(db: Db, week: string): Promise<number[]> {
  const rows = await db
    .selectFrom('listings')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('launch_week', '<=', week)
    .orderBy('launch_week')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}
