// The order status machine. pending is the only payable state; paid orders are fulfilled line by
// line; a refund can follow payment or fulfilment. The spec's Order.status documents the same moves.
import { defineMachine } from '../state/machine.ts';
import type { OrderStatus } from '../../db/schema/orders.ts';

export const orderMachine = defineMachine<OrderStatus>('order', 'orders', {
  pending: ['paid', 'cancelled', 'expired'],
  paid: ['fulfilled', 'refunded'],
  fulfilled: ['refunded'],
  cancelled: [],
  expired: [],
  refunded: [],
});
