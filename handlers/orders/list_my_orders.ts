// list_my_orders: your orders, newest first, with status, totals and lines.
import { accountOf } from '../../app/draft/access.ts';
import type { Handler } from '../../app/http/handler.ts';
import { pageOf, pageRequest } from '../../app/http/pagination.ts';
import { orderBody } from '../../app/orders/present.ts';
import { linesOfOrders, ordersOfAccount } from '../../db/queries/orders.ts';

export const handler: Handler<'list_my_orders'> = async ({ query }, ctx) => {
  const page = pageRequest(query);
  const { rows, total } = await ordersOfAccount(ctx.db, accountOf(ctx), { limit: page.perPage, offset: page.offset });
  const lines = await linesOfOrders(
    ctx.db,
    rows.map((row) => row.id),
  );
  const items = rows.map((row) =>
    orderBody(
      row,
      lines.filter((line) => line.order_id === row.id),
      ctx.config.publicUrl,
    ),
  );
  return { status: 200, body: pageOf(items, total, page) };
};
