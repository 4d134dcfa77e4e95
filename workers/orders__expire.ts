// Pending orders not paid by their expires_at become expired (their Stripe session, if any, is
// expired at Stripe first: app/orders/unpaid.ts). Runs every minute and catches up whatever a
// stopped worker missed. Safe to run twice: each move is guarded by status `pending` under the
// order's lock. An order Stripe could not be asked about stays pending and is tried next minute.
import { now } from '../app/clock.ts';
import { endUnpaidOrder } from '../app/orders/unpaid.ts';
import type { WorkerDependencies } from '../app/worker.ts';
import { expiredPendingOrders } from '../db/queries/orders.ts';

export const crontab = '* * * * *';

/** Orders looked at per run; more wait for the next minute. */
const batch = 500;

export async function run(_payload: unknown, deps: WorkerDependencies): Promise<void> {
  let expired = 0;
  for (const orderId of await expiredPendingOrders(deps.db, now(), batch)) {
    try {
      const outcome = await endUnpaidOrder(deps, orderId, {
        to: 'expired',
        actor: { kind: 'job', task: 'orders__expire' },
        reason: 'not paid by expires_at',
      });
      if (outcome === 'expired') expired += 1;
    } catch (error) {
      deps.log.error(
        { err: error, order_id: orderId },
        'order not expired (Stripe unreachable?): tried again next minute',
      );
    }
  }
  if (expired) deps.log.info({ expired }, 'pending orders expired');
}
