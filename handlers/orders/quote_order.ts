// quote_order: the order priced at the admin's current prices, every item validated, with a VAT
// preview. Nothing is saved.
import { accountOf } from '../../app/draft/access.ts';
import type { Handler } from '../../app/http/handler.ts';
import { priceOrder } from '../../app/orders/quote.ts';

export const handler: Handler<'quote_order'> = async ({ body }, ctx) => {
  const priced = await priceOrder(ctx.db, accountOf(ctx), body);
  const { vat_number: _storedForm, ...vat } = priced.vat;
  return {
    status: 200,
    body: {
      currency: 'USD',
      lines: priced.lines.map(({ details: _details, ...line }) => line),
      subtotal_cents: priced.subtotal_cents,
      vat,
      total_cents: priced.total_cents,
    },
  };
};
