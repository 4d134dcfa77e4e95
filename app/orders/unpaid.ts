// A pending order that is not paid ends: the buyer cancels it on the checkout page, or the expiry
// job expires it once expires_at has passed. Either way its Stripe Checkout Session, if one was
// opened, is expired at Stripe first, so no payment can arrive for an order that ended; a session
// that is already complete means the buyer paid in time, and the order waits for its webhook.
//
// Ending an order and opening a Stripe session for it both run under the order's row lock, with
// the call to Stripe inside the transaction: otherwise the page could open a session just after the
// job looked for one and just before it expired the order, and the buyer could pay an expired
// order. The lock is held for one or two short Stripe requests.
import type { Logger } from 'pino';
import type { Config, StripeConfig } from '../config.ts';
import { now } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { Actor } from '../state/machine.ts';
import { lockOrder, orderById } from '../../db/queries/orders.ts';
import { orderMachine } from './states.ts';
import { expireStripeSession, stripeCheckoutUrl } from './stripe.ts';

interface Dependencies {
  db: Database;
  config: Config;
  log: Logger;
}

export type UnpaidEnding = 'cancelled' | 'expired' | 'not_pending' | 'not_due' | 'paid_at_stripe';

export async function endUnpaidOrder(
  deps: Dependencies,
  orderId: number,
  end: { to: 'cancelled' | 'expired'; actor: Actor; reason: string },
): Promise<UnpaidEnding> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (order?.status !== 'pending') return 'not_pending';
    if (end.to === 'expired' && order.expires_at > now()) return 'not_due';
    if (order.stripe_session_id) {
      if (!deps.config.stripe) {
        deps.log.warn(
          { order: order.number, session: order.stripe_session_id },
          'order has a Stripe session but STRIPE_SECRET_KEY is not set: the session was not expired',
        );
      } else if ((await expireStripeSession(deps.config.stripe, order.stripe_session_id)) === 'complete') {
        deps.log.info(
          { order: order.number, session: order.stripe_session_id },
          `order not ${end.to}: its Stripe session is complete, the payment webhook decides`,
        );
        return 'paid_at_stripe';
      }
    }
    await orderMachine.move(trx, orderId, { from: 'pending', to: end.to, actor: end.actor, reason: end.reason });
    return end.to;
  });
}

/**
 * The Stripe Checkout page for a pending order that can still be paid: a URL, or why not
 * (`not_payable`: no longer pending or past expires_at; `awaiting_webhook`: its session is complete).
 */
export async function stripeCheckout(
  deps: Dependencies & { config: Config & { stripe: StripeConfig } },
  orderId: number,
): Promise<{ url: string } | { refused: 'not_payable' | 'awaiting_webhook' }> {
  return deps.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, orderId);
    if (locked?.status !== 'pending' || locked.expires_at <= now()) return { refused: 'not_payable' as const };
    const order = (await orderById(trx, orderId))!;
    const url = await stripeCheckoutUrl(trx, deps.config, order);
    return url ? { url } : { refused: 'awaiting_webhook' as const };
  });
}
