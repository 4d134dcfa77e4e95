-- Orders and payments: price history, dated VAT rates, orders with their lines, and payment events.

-- ------------------------------------------------------------------ price history
-- Every price a product has had. products.price_cents is the current one; `make set-price` changes
-- both in one transaction, so the history can never miss a change.
create table product_prices (
  id bigint generated always as identity primary key,
  product_code text not null references products on update cascade on delete cascade,
  price_cents integer not null check (price_cents >= 0),
  set_by text not null,
  set_at timestamptz not null default now()
);
create index product_prices_product_idx on product_prices (product_code, set_at desc, id desc);
insert into product_prices (product_code, price_cents, set_by)
  select code, price_cents, 'migration 000038 (initial price)' from products;

-- ------------------------------------------------------------------ VAT rates
-- Standard VAT rates of the EU member states, dated. The rate for an order is the row of its
-- country with the latest valid_from on or before the order's date.
create table vat_rates (
  country text not null check (country ~ '^[A-Z]{2}$'),
  valid_from date not null,
  rate_percent numeric(5, 2) not null check (rate_percent >= 0 and rate_percent <= 100),
  source text not null,
  primary key (country, valid_from)
);

insert into vat_rates (country, valid_from, rate_percent, source)
select country, date '2025-01-01', rate, 'European Commission, "VAT rates applied in the Member States of the European Union", situation at 1 January 2025 (taxation-customs.ec.europa.eu)'
from (values
  ('AT', 20), ('BE', 21), ('BG', 20), ('CY', 19), ('CZ', 21), ('DE', 19), ('DK', 25), ('EE', 22),
  ('GR', 24), ('ES', 21), ('FI', 25.5), ('FR', 20), ('HR', 25), ('HU', 27), ('IE', 23), ('IT', 22),
  ('LT', 21), ('LU', 17), ('LV', 21), ('MT', 18), ('NL', 21), ('PL', 23), ('PT', 23), ('RO', 19),
  ('SE', 25), ('SI', 22), ('SK', 23)
) as rates (country, rate);
insert into vat_rates (country, valid_from, rate_percent, source) values
  ('EE', '2025-07-01', 24, 'Estonian Tax and Customs Board: standard rate 24% from 1 July 2025 (Value-Added Tax Act amendment)'),
  ('RO', '2025-08-01', 21, 'Romanian Law 141/2025: standard rate 21% from 1 August 2025');

-- The seller's own EU country: buyers there always pay its VAT, businesses elsewhere in the EU get
-- reverse charge.
insert into site_settings (key, value) values ('vat', '{"seller_country": "IE"}');

-- ------------------------------------------------------------------ orders
create table orders (
  id bigint generated always as identity primary key,
  -- Shown to people and used in URLs: LD-<year>-<6 hex>.
  number text not null unique check (number ~ '^[A-Z0-9-]{1,32}$'),
  account_id uuid not null references accounts on delete restrict,
  -- pending, paid, fulfilled, cancelled, expired, refunded: app/orders/states.ts owns the moves.
  status text not null default 'pending'
    check (status in ('pending', 'paid', 'fulfilled', 'cancelled', 'expired', 'refunded')),
  currency text not null default 'USD' check (currency = 'USD'),
  subtotal_cents bigint not null check (subtotal_cents >= 0),
  vat_country text check (vat_country ~ '^[A-Z]{2}$'),
  vat_rate_percent numeric(5, 2) not null check (vat_rate_percent >= 0),
  vat_cents bigint not null check (vat_cents >= 0),
  -- The vat_rates source of the rate applied, copied so the order keeps citing it.
  vat_rate_source text,
  -- The note the buyer was shown with the VAT (reverse charge, format-only check, ...).
  vat_note text not null,
  reverse_charge boolean not null default false,
  vat_number text,
  total_cents bigint not null check (total_cents = subtotal_cents + vat_cents),
  -- 'test' (the built-in test-mode page) or 'stripe'.
  payment_provider text,
  stripe_session_id text unique,
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
create index orders_account_idx on orders (account_id, created_at desc, id desc);

create table order_lines (
  id bigint generated always as identity primary key,
  order_id bigint not null references orders on delete cascade,
  position smallint not null,
  product_code text not null references products on update cascade on delete restrict,
  description text not null,
  listing_id bigint references listings on delete set null,
  week date check (extract(isodow from week) = 1),
  -- What the buyer chose: extra category slugs, options.
  details jsonb not null default '{}' check (jsonb_typeof(details) = 'object'),
  quantity integer not null default 1 check (quantity >= 1),
  unit_cents bigint not null check (unit_cents >= 0),
  amount_cents bigint not null check (amount_cents >= 0),
  fulfilled boolean not null default false,
  fulfilled_at timestamptz,
  unique (order_id, position)
);

-- A payment provider's event is applied once: its id is stored here in the same transaction.
create table payment_events (
  provider text not null,
  event_id text not null,
  kind text not null,
  order_id bigint references orders on delete set null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);
