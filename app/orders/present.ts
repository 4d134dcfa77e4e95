// An order as the API shows it (get_order, list_my_orders, create_checkout).
import type { Selectable } from 'kysely';
import type { OrderTables } from '../../db/schema/orders.ts';

type OrderRow = Pick<
  Selectable<OrderTables['orders']>,
  | 'number'
  | 'status'
  | 'subtotal_cents'
  | 'vat_country'
  | 'vat_rate_percent'
  | 'vat_cents'
  | 'vat_rate_source'
  | 'vat_note'
  | 'reverse_charge'
  | 'vat_number'
  | 'total_cents'
  | 'created_at'
  | 'paid_at'
  | 'expires_at'
>;
type LineRow = Selectable<OrderTables['order_lines']>;

export function checkoutUrl(publicUrl: string, number: string): string {
  return `${publicUrl}/checkout/${encodeURIComponent(number)}`;
}

export function orderBody(order: OrderRow, lines: LineRow[], publicUrl: string) {
  return {
    number: order.number,
    status: order.status,
    currency: 'USD' as const,
    lines: lines.map((line) => ({
      product: line.product_code,
      description: line.description,
      listing_id: line.listing_id,
      week: line.week,
      quantity: line.quantity,
      unit_cents: line.unit_cents,
      amount_cents: line.amount_cents,
      fulfilled: line.fulfilled,
    })),
    subtotal_cents: order.subtotal_cents,
    vat: {
      country: order.vat_country,
      rate_percent: Number(order.vat_rate_percent),
      amount_cents: order.vat_cents,
      reverse_charge: order.reverse_charge,
      vat_number_check: order.vat_number ? ('format_only' as const) : null,
      rate_source: order.vat_rate_source,
      note: order.vat_note,
    },
    total_cents: order.total_cents,
    checkout_url: order.status === 'pending' ? checkoutUrl(publicUrl, order.number) : null,
    created_at: order.created_at.toISOString(),
    paid_at: order.paid_at ? order.paid_at.toISOString() : null,
    expires_at: order.expires_at.toISOString(),
  };
}
