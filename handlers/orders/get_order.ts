// get_order: one of your orders with its lines and their fulfilment; another account's number is 404.
import { accountOf } from '../../app/draft/access.ts';
import type { Handler } from '../../app/http/handler.ts';
import { notFound } from '../../app/http/problem.ts';
import { orderBody } from '../../app/orders/present.ts';
import { linesOfOrders, orderOfAccount } from '../../db/queries/orders.ts';

export const handler: Handler<'get_order'> = async ({ path }, ctx) => {
  const order = await orderOfAccount(ctx.db, accountOf(ctx), path.number);
  if (!order) throw notFound(`Order "${path.number}"`);
  return { status: 200, body: orderBody(order, await linesOfOrders(ctx.db, [order.id]), ctx.config.publicUrl) };
};
