// The admin's price change, shared by `make set-price` and the site team's prices page: the
// product's current price and its history row (who set it, when) in one transaction.
import { now } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { setPrice } from '../../db/queries/products.ts';

/** The highest price accepted, as for a billboard amount. */
export const maxPriceCents = 100_000_000;

/** USD cents from a form field or an environment variable, or undefined when it is not 0..max. */
export function parsePriceCents(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? '';
  if (!/^\d{1,9}$/.test(trimmed)) return undefined;
  const cents = Number(trimmed);
  return cents <= maxPriceCents ? cents : undefined;
}

/** False when no product has this code. */
export async function changePrice(db: Database, code: string, cents: number, setBy: string): Promise<boolean> {
  return db.transaction().execute((trx) => setPrice(trx, code, cents, setBy, now()));
}
