// Relaunches: a launched listing among the launches of a coming week again.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Records the relaunch; false when the listing already has one in that week (nothing written). */
export async function insertRelaunch(
  trx: Transaction<DB>,
  relaunch: { listingId: number; week: string; lineId: number; at: Date },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('relaunches')
    .values({
      listing_id: relaunch.listingId,
      week: relaunch.week,
      order_line_id: relaunch.lineId,
      created_at: relaunch.at,
    })
    .onConflict((conflict) => conflict.columns(['listing_id', 'week']).doNothing())
    .executeTakeFirst();
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** The weeks each of these listings is relaunched in. */
export async function relaunchWeeks(db: Db, listingIds: number[]) {
  if (!listingIds.length) return [];
  return db.selectFrom('relaunches').select(['listing_id', 'week']).where('listing_id', 'in', listingIds).execute();
}

/** Relaunches booked in each of `weeks` (each takes a place in its week, as a launch does). */
export async function relaunchesPerWeek(db: Db, weeks: string[]): Promise<Map<string, number>> {
  if (!weeks.length) return new Map();
  const rows = await db
    .selectFrom('relaunches')
    .select(['week', (eb) => eb.fn.countAll<string>().as('n')])
    .where('week', 'in', weeks)
    .groupBy('week')
    .execute();
  return new Map(rows.map((row) => [String(row.week), Number(row.n)]));
}
