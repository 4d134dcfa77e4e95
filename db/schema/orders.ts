// Tables of migrations 000038-000041: price history, VAT rates, orders, their lines, payment events,
// site-team tasks and relaunches.
import type { ColumnType } from 'kysely';
import type { Auto, Timestamp } from './columns.ts';
import type { Defaulted, NullableTimestamp } from './directory.ts';
import type { Json } from './drafts.ts';

export type SiteTeamTaskStatus = 'open' | 'done' | 'cancelled';

export type OrderStatus = 'pending' | 'paid' | 'fulfilled' | 'cancelled' | 'expired' | 'refunded';

/** numeric arrives from pg as a string (exact); the code writes numbers. */
type Numeric = ColumnType<string, number | string, number | string>;

export interface OrderLineDetails {
  categories?: string[];
  options?: Record<string, unknown>;
}

export interface OrderTables {
  product_prices: {
    id: Auto<number>;
    product_code: string;
    price_cents: number;
    set_by: string;
    set_at: Timestamp;
  };
  vat_rates: {
    country: string;
    valid_from: ColumnType<string, string, string>;
    rate_percent: Numeric;
    source: string;
  };
  orders: {
    id: Auto<number>;
    number: string;
    account_id: string;
    status: Defaulted<OrderStatus>;
    currency: Defaulted<'USD'>;
    subtotal_cents: number;
    vat_country: string | null;
    vat_rate_percent: Numeric;
    vat_cents: number;
    vat_rate_source: string | null;
    vat_note: string;
    reverse_charge: Defaulted<boolean>;
    vat_number: string | null;
    total_cents: number;
    /** Migration 000039: entered on the checkout page. */
    billing_name: string | null;
    payment_provider: string | null;
    stripe_session_id: string | null;
    /** Migration 000040. */
    stripe_payment_intent: string | null;
    created_at: Timestamp;
    paid_at: NullableTimestamp;
    /** Migration 000041: a pending order can be paid until then. */
    expires_at: ColumnType<Date, Date | string, Date | string>;
  };
  order_lines: {
    id: Auto<number>;
    order_id: number;
    position: number;
    product_code: string;
    description: string;
    listing_id: number | null;
    week: ColumnType<string | null, string | null | undefined, string | null>;
    details: Json<OrderLineDetails>;
    quantity: Defaulted<number>;
    unit_cents: number;
    amount_cents: number;
    fulfilled: Defaulted<boolean>;
    fulfilled_at: NullableTimestamp;
  };
  /** Migration 000041: work the site team does for a paid line. */
  site_team_tasks: {
    id: Auto<number>;
    order_line_id: number;
    reason: string;
    status: Defaulted<SiteTeamTaskStatus>;
    opened_at: Timestamp;
    closed_at: NullableTimestamp;
    closed_by: string | null;
    note: string | null;
  };
  /** Migration 000041: a launched listing among the launches of `week` again. */
  relaunches: {
    id: Auto<number>;
    listing_id: number;
    week: ColumnType<string, string, string>;
    order_line_id: number | null;
    created_at: Timestamp;
  };
  payment_events: {
    provider: string;
    event_id: string;
    kind: string;
    order_id: number | null;
    received_at: Timestamp;
  };
}
