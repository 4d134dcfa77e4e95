// A confirmed payment, applied once: the provider's event id is stored under a unique key in the
// same transaction that moves the order to paid and enqueues one fulfilment job per line. A second
// delivery of the same event, or an event for an order no longer pending, changes nothing.
import type { Logger } from 'pino';
import { now } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { Actor } from '../state/machine.ts';
import { linesOfOrders, markPaid, recordPaymentEvent } from '../../db/queries/orders.ts';
import { enqueueJob } from '../../db/queries/drafts.ts';
import { orderMachine } from './states.ts';

export type PaymentOutcome = 'paid' | 'duplicate_event' | 'not_pending';

export const fulfilLineTask = 'orders__fulfil_line';

export async function applyPayment(
  db: Database,
  log: Logger,
  payment: { provider: 'test' | 'stripe'; eventId: string; orderId: number; actor: Actor },
): Promise<PaymentOutcome> {
  const outcome = await db.transaction().execute(async (trx): Promise<PaymentOutcome> => {
    const at = now();
    const fresh = await recordPaymentEvent(trx, {
      provider: payment.provider,
      eventId: payment.eventId,
      kind: 'payment',
      orderId: payment.orderId,
      at,
    });
    if (!fresh) return 'duplicate_event';
    const left = await orderMachine.move(trx, payment.orderId, {
      from: 'pending',
      to: 'paid',
      actor: payment.actor,
      reason: `payment ${payment.provider}:${payment.eventId}`,
    });
    if (!left) return 'not_pending';
    await markPaid(trx, payment.orderId, payment.provider, at);
    for (const line of await linesOfOrders(trx, [payment.orderId])) {
      await enqueueJob(trx, fulfilLineTask, { line_id: line.id }, `order_line:${line.id}`);
    }
    return 'paid';
  });
  log.info({ order_id: payment.orderId, provider: payment.provider, event: payment.eventId, outcome }, 'payment');
  return outcome;
}
