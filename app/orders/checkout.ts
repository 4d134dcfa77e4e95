// create_checkout's work: the priced order written with its lines in one transaction, status
// pending (payable until expires_at), its first history row beside it.
import { randomBytes } from 'node:crypto';
import { now } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { insertOrder, orderById, linesOfOrders } from '../../db/queries/orders.ts';
import { priceOrder } from './quote.ts';
import type { OrderRequest } from './quote.ts';
import { orderMachine } from './states.ts';

/** LD-2026-9F3A1C07: the year, then 8 random hex digits (4 billion a year; a clash fails the insert). */
function orderNumber(at: Date): string {
  return `LD-${at.getUTCFullYear()}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

export async function createOrder(db: Database, accountId: string, body: OrderRequest, expiryHours: number) {
  return db.transaction().execute(async (trx) => {
    const priced = await priceOrder(trx, accountId, body);
    const at = now();
    const id = await insertOrder(
      trx,
      {
        number: orderNumber(at),
        accountId,
        subtotalCents: priced.subtotal_cents,
        vatCountry: priced.vat.country,
        vatRatePercent: priced.vat.rate_percent,
        vatCents: priced.vat.amount_cents,
        vatRateSource: priced.vat.rate_source,
        vatNote: priced.vat.note,
        reverseCharge: priced.vat.reverse_charge,
        vatNumber: priced.vat.vat_number,
        totalCents: priced.total_cents,
        at,
        expiresAt: new Date(at.getTime() + expiryHours * 3_600_000),
      },
      priced.lines.map((line) => ({
        productCode: line.product,
        description: line.description,
        listingId: line.listing_id,
        week: line.week,
        details: line.details,
        unitCents: line.unit_cents,
        amountCents: line.amount_cents,
      })),
    );
    await orderMachine.created(trx, id, 'pending', { kind: 'account', accountId }, 'create_checkout');
    const order = (await orderById(trx, id))!;
    return { order, lines: await linesOfOrders(trx, [id]) };
  });
}
