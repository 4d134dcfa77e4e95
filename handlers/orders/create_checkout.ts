// create_checkout: builds a pending order (validated and priced as quote_order does) and returns
// the link to our checkout page, where the person pays. No card data ever reaches the API.
import { accountOf } from '../../app/draft/access.ts';
import type { Handler } from '../../app/http/handler.ts';
import { createOrder } from '../../app/orders/checkout.ts';
import { orderBody } from '../../app/orders/present.ts';

export const handler: Handler<'create_checkout'> = async ({ body }, ctx) => {
  const { order, lines } = await createOrder(ctx.db, accountOf(ctx), body, ctx.config.orderExpiryHours);
  return { status: 201, body: orderBody(order, lines, ctx.config.publicUrl) };
};
