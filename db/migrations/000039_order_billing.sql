-- The name the buyer enters on the checkout page, for the invoice.
alter table orders add column billing_name text check (length(billing_name) <= 200);
