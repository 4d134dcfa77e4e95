// A confirmed payment, applied once: the provider's event id is stored under a unique key in the
// same transaction that moves the order to paid and enqueues one fulfilment job per line. A second
// delivery of the same event, or an event for an order no longer pending, changes nothing.
import type { Logger } from 'pino';
import { now } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { Actor } from '../state/machine.ts';
import {
  linesOfOrders,
  lockOrder,
  markPaid,
  recordPaymentEvent,
  removeBillboardContributions,
  setStripePaymentIntent,
} from '../../db/queries/orders.ts';
import { cancelOpenTasks } from '../../db/queries/site-team-tasks.ts';
import { enqueueJob } from '../../db/queries/drafts.ts';
import { orderMachine } from './states.ts';

export type PaymentOutcome = 'paid' | 'duplicate_event' | 'not_pending';

export const fulfilLineTask = 'orders__fulfil_line';

export async function applyPayment(
  db: Database,
  log: Logger,
  payment: { provider: 'test' | 'stripe'; eventId: string; orderId: number; actor: Actor; paymentIntent?: string },
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
    if (!left) {
      // Cancelled or expired orders cannot be paid: their Stripe session was expired first, so
      // this is a payment that raced it. Money taken for it is for the site team to return.
      const order = await lockOrder(trx, payment.orderId);
      log.warn(
        { order: order?.number, status: order?.status, provider: payment.provider, event: payment.eventId },
        'payment for an order that is not pending ignored: refund it if money was taken',
      );
      return 'not_pending';
    }
    await markPaid(trx, payment.orderId, payment.provider, at);
    if (payment.paymentIntent) await setStripePaymentIntent(trx, payment.orderId, payment.paymentIntent);
    for (const line of await linesOfOrders(trx, [payment.orderId])) {
      await enqueueJob(trx, fulfilLineTask, { line_id: line.id }, `order_line:${line.id}`);
    }
    return 'paid';
  });
  log.info({ order_id: payment.orderId, provider: payment.provider, event: payment.eventId, outcome }, 'payment');
  return outcome;
}

/**
 * A full refund, applied once per provider event: the order becomes refunded, billboard money it
 * paid for stops counting, its open site-team tasks are cancelled, and the status change says what
 * was reversed and what stays. The order is locked first, so a line being delivered at the same
 * moment either finished before (and is reversed here) or sees the order refunded and stops.
 */
export async function applyRefund(
  db: Database,
  log: Logger,
  refund: { provider: 'stripe'; eventId: string; orderId: number },
): Promise<'refunded' | 'duplicate_event' | 'not_refundable'> {
  const outcome = await db
    .transaction()
    .execute(async (trx) => {
      const fresh = await recordPaymentEvent(trx, {
        provider: refund.provider,
        eventId: refund.eventId,
        kind: 'refund',
        orderId: refund.orderId,
        at: now(),
      });
      if (!fresh) return 'duplicate_event' as const;
      const order = (await lockOrder(trx, refund.orderId))!;
      const lines = await linesOfOrders(trx, [refund.orderId]);
      const removed = await removeBillboardContributions(trx, order.number);
      const cancelledTasks = await cancelOpenTasks(trx, order.id, 'order refunded', now());
      const kept = lines.filter((line) => line.fulfilled && line.product_code !== 'billboard_min');
      const undelivered = lines.filter((line) => !line.fulfilled);
      const reason = [
        `refund ${refund.provider}:${refund.eventId}`,
        `reversed: ${removed} billboard contribution(s)` +
          (undelivered.length
            ? `, delivery of ${undelivered.map((line) => line.product_code).join(', ')} stopped`
            : '') +
          (cancelledTasks ? `, ${cancelledTasks} site-team task(s) cancelled` : ''),
        kept.length
          ? `not reversed (for the site team): ${kept.map((line) => line.description).join('; ')}`
          : 'nothing else was delivered',
      ].join('. ');
      const left = await orderMachine.move(trx, refund.orderId, {
        from: ['paid', 'fulfilled'],
        to: 'refunded',
        actor: { kind: 'system' },
        reason,
      });
      if (!left) throw new NotRefundable();
      return 'refunded' as const;
    })
    .catch((error: unknown) => {
      if (error instanceof NotRefundable) return 'not_refundable' as const;
      throw error;
    });
  log.info({ order_id: refund.orderId, event: refund.eventId, outcome }, 'refund');
  return outcome;
}

/** Rolls the refund's transaction back (its event row too) when the order was never paid. */
class NotRefundable extends Error {}
