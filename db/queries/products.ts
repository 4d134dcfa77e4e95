// Products and their admin-set prices; launch weeks offered are computed from the clock.
import type { Kysely, Transaction } from 'kysely';
import { addWeeks, currentWeek } from '../../app/directory/weeks.ts';
import type { DB } from '../schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export async function activeProducts(db: Db) {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('code')
    .execute();
  const current = currentWeek();
  return rows.map((row) => ({
    ...row,
    /** Mondays from weeks_from to weeks_to weeks after the current week. */
    weeks:
      row.weeks_from === null || row.weeks_to === null
        ? []
        : Array.from({ length: row.weeks_to - row.weeks_from + 1 }, (_, i) =>
            addWeeks(current, (row.weeks_from ?? 0) + i),
          ),
  }));
}
