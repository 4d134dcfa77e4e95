// Stripe, when STRIPE_SECRET_KEY is set: our checkout page sends the buyer to a Checkout Session
// (cards, wallets and whatever else the Stripe account offers) and the order is paid only when a
// webhook whose signature verifies says so. Each event is applied once (payment_events).
import Stripe from 'stripe';
import type { Transaction } from 'kysely';
import type { Logger } from 'pino';
import { now } from '../clock.ts';
import type { Config, StripeConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { linesOfOrders, orderByNumber, orderByPaymentIntent, setStripeSession } from '../../db/queries/orders.ts';
import type { DB } from '../../db/schema.ts';
import { applyPayment, applyRefund } from './payments.ts';
import type { PaymentOutcome } from './payments.ts';
import { checkoutUrl } from './present.ts';

export function stripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    ...(config.host ? { host: config.host } : {}),
    ...(config.port ? { port: config.port } : {}),
    ...(config.protocol ? { protocol: config.protocol } : {}),
    maxNetworkRetries: 2,
  });
}

/** Stripe's bounds for a session's expires_at: 30 minutes to 24 hours after it is created. */
const sessionMinimumSeconds = 31 * 60;
const sessionMaximumSeconds = 24 * 3600;

/**
 * Where to send the buyer of a pending order: its open Checkout Session, or a new one with its
 * lines and VAT as Stripe line items, in USD cents; undefined when its session is complete (paid,
 * or an asynchronous payment under way: the webhook decides). A session ends when the order
 * expires (or after Stripe's 30-minute minimum), so even with the expiry job stopped Stripe takes
 * no payment long after the order could be paid. The caller holds the order's row lock
 * (app/orders/unpaid.ts), so the expiry job never ends an order while a session is being opened.
 */
export async function stripeCheckoutUrl(
  trx: Transaction<DB>,
  config: Config & { stripe: StripeConfig },
  order: {
    id: number;
    number: string;
    vat_cents: number;
    vat_country: string | null;
    expires_at: Date;
    stripe_session_id: string | null;
  },
): Promise<string | undefined> {
  const sessions = stripeClient(config.stripe).checkout.sessions;
  if (order.stripe_session_id) {
    const previous = await sessions.retrieve(order.stripe_session_id);
    if (previous.status === 'complete') return undefined;
    if (previous.status === 'open' && previous.url) return previous.url;
  }
  const lines = await linesOfOrders(trx, [order.id]);
  const back = checkoutUrl(config.publicUrl, order.number);
  const items = lines.map((line) => ({
    quantity: line.quantity,
    price_data: { currency: 'usd', unit_amount: line.unit_cents, product_data: { name: line.description } },
  }));
  if (order.vat_cents > 0) {
    items.push({
      quantity: 1,
      price_data: {
        currency: 'usd',
        unit_amount: order.vat_cents,
        product_data: { name: `VAT (${order.vat_country})` },
      },
    });
  }
  const expiresAt = sessionExpiry(order.expires_at);
  const session = await sessions.create(
    {
      mode: 'payment',
      line_items: items,
      client_reference_id: order.number,
      metadata: { order_number: order.number },
      success_url: `${back}?stripe=done`,
      cancel_url: back,
      expires_at: expiresAt,
    },
    // The SDK's retries of this request get the same session back; a session that expired is
    // followed by a new one under another key.
    { idempotencyKey: `checkout-session:${order.number}:${order.stripe_session_id ?? 'first'}:${expiresAt}` },
  );
  await setStripeSession(trx, order.id, session.id);
  if (!session.url) throw new Error(`Stripe returned no URL for session ${session.id}`);
  return session.url;
}

function sessionExpiry(orderExpiresAt: Date): number {
  const nowSeconds = Math.floor(now().getTime() / 1000);
  const wanted = Math.floor(orderExpiresAt.getTime() / 1000);
  return Math.min(Math.max(wanted, nowSeconds + sessionMinimumSeconds), nowSeconds + sessionMaximumSeconds);
}

/**
 * Makes sure a Checkout Session can no longer take a payment: an open one is expired through the
 * API. `complete` means the buyer has paid (or started an asynchronous payment) already: the order
 * must wait for the webhook instead of ending unpaid.
 */
export async function expireStripeSession(config: StripeConfig, sessionId: string): Promise<'expired' | 'complete'> {
  const sessions = stripeClient(config).checkout.sessions;
  const session = await sessions.retrieve(sessionId);
  if (session.status === 'complete') return 'complete';
  if (session.status === 'open') {
    try {
      await sessions.expire(sessionId);
    } catch (error) {
      // Completed between the two calls: Stripe refuses to expire it, and the webhook will pay.
      if ((await sessions.retrieve(sessionId)).status === 'complete') return 'complete';
      throw error;
    }
  }
  return 'expired';
}

export type WebhookOutcome =
  PaymentOutcome | 'refunded' | 'not_refundable' | 'unknown_session' | 'ignored' | 'bad_signature';

/** Verifies and applies one webhook delivery; `bad_signature` is answered 400, the rest 200. */
export async function handleStripeWebhook(
  db: Database,
  config: StripeConfig,
  log: Logger,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  let event: Stripe.Event;
  try {
    event = stripeClient(config).webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
  } catch (error) {
    log.warn({ err: (error as Error).message }, 'stripe webhook refused: signature does not verify');
    return 'bad_signature';
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    const order = paymentIntent ? await orderByPaymentIntent(db, paymentIntent) : undefined;
    if (!order) {
      log.warn({ event: event.id, payment_intent: paymentIntent }, 'stripe refund for an unknown payment ignored');
      return 'unknown_session';
    }
    if (!charge.refunded) {
      log.warn({ event: event.id, order: order.number }, 'stripe partial refund not applied: the site team decides');
      return 'ignored';
    }
    return applyRefund(db, log, { provider: 'stripe', eventId: event.id, orderId: order.id });
  }
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') {
    log.info({ event: event.id, type: event.type }, 'stripe webhook ignored: event type not handled');
    return 'ignored';
  }
  const session = event.data.object;
  if (session.payment_status !== 'paid') {
    log.info({ event: event.id, session: session.id }, 'stripe webhook: session complete, payment not yet confirmed');
    return 'ignored';
  }
  const number = session.metadata?.order_number ?? session.client_reference_id ?? '';
  const order = number ? await orderByNumber(db, number) : undefined;
  if (!order || order.stripe_session_id !== session.id) {
    log.warn(
      { event: event.id, session: session.id, order_number: number },
      'stripe webhook for an unknown session ignored',
    );
    return 'unknown_session';
  }
  return applyPayment(db, log, {
    provider: 'stripe',
    eventId: event.id,
    orderId: order.id,
    actor: { kind: 'system' },
    ...(typeof session.payment_intent === 'string' ? { paymentIntent: session.payment_intent } : {}),
  });
}
