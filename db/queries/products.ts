// Products and their admin-set prices; launch weeks offered are computed from the clock and the
// room left in each week.
import type { Kysely, Transaction } from 'kysely';
import { addWeeks, currentWeek } from '../../app/directory/weeks.ts';
import type { DB } from '../schema.ts';
import { launchesPerWeek } from './free-plan.ts';
import { readSetting } from './settings.ts';

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
  const offered = (row: (typeof rows)[number]) =>
    row.weeks_from === null || row.weeks_to === null
      ? []
      : Array.from({ length: row.weeks_to - row.weeks_from + 1 }, (_, i) =>
          addWeeks(current, (row.weeks_from ?? 0) + i),
        );
  const capacity = (await readSetting<{ launches: number }>(db, 'launch_week_capacity'))?.launches ?? 25;
  const taken = await launchesPerWeek(db, [...new Set(rows.flatMap(offered))]);
  return rows.map((row) => ({
    ...row,
    /** Mondays from weeks_from to weeks_to weeks after the current week that have room for a launch. */
    weeks: offered(row).filter((monday) => (taken.get(monday) ?? 0) < capacity),
  }));
}

export async function productByCode(db: Db, code: string) {
  return db.selectFrom('products').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The admin's price change: the current price and its history row, in the caller's transaction. */
export async function setPrice(trx: Transaction<DB>, code: string, priceCents: number, setBy: string, at: Date) {
  const updated = await trx
    .updateTable('products')
    .set({ price_cents: priceCents, updated_at: at })
    .where('code', '=', code)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return false;
  await trx
    .insertInto('product_prices')
    .values({ product_code: code, price_cents: priceCents, set_by: setBy, set_at: at })
    .execute();
  return true;
}

export async function priceHistory(db: Db, code: string) {
  return db
    .selectFrom('product_prices')
    .select(['price_cents', 'set_by', 'set_at'])
    .where('product_code', '=', code)
    .orderBy('set_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Every product, active or not, in the order list_products shows them: for the prices page. */
export async function allProducts(db: Db) {
  return db
    .selectFrom('products')
    .select(['code', 'name', 'price_cents', 'active', 'minimum_cents', 'delivered_by'])
    .orderBy('position')
    .orderBy('code')
    .execute();
}

/** The price history of every product, newest first within each. */
export async function allPriceHistory(db: Db) {
  return db
    .selectFrom('product_prices')
    .select(['product_code', 'price_cents', 'set_by', 'set_at'])
    .orderBy('product_code')
    .orderBy('set_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
