-- The Stripe PaymentIntent that paid the order, so a refund (which names the PaymentIntent) finds it.
alter table orders add column stripe_payment_intent text unique;
