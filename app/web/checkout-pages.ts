// Our checkout page: the buyer reviews the order, enters billing details and pays, or cancels it.
// Without a payment provider configured it is a test-mode page, labelled as such on every screen,
// that marks the order paid through the same path a provider's confirmation takes. An order past
// its expires_at is not paid here (it is expired on the spot). Server-rendered under the strict
// CSP (no scripts), CSRF-checked posts, redirect after POST. The order is read through get_order's
// handler, so the page and the API show the same thing.
import express from 'express';
import type { Request, Response, Router } from 'express';
import { loadSession } from '../auth/sessions.ts';
import type { WebSession } from '../auth/sessions.ts';
import type { SearchDatabase } from '../db/database.ts';
import type { Principal } from '../http/handler.ts';
import { ProblemError, invalidField, notFound } from '../http/problem.ts';
import { requestIdText } from '../http/request-id.ts';
import { now } from '../clock.ts';
import { applyPayment } from '../orders/payments.ts';
import { handleStripeWebhook } from '../orders/stripe.ts';
import { endUnpaidOrder, stripeCheckout } from '../orders/unpaid.ts';
import { sendProblem } from '../http/send-problem.ts';
import { orderOfAccount, setBillingName } from '../../db/queries/orders.ts';
import { handler as getOrder } from '../../handlers/orders/get_order.ts';
import { checkedForm, sendForbiddenForm } from './account-pages.ts';
import type { WebDependencies } from './account-pages.ts';
import { csrfField, escapeHtml, sendPage } from './layout.ts';

const testModeBanner =
  '<p class="notice" role="note"><strong>TEST MODE</strong>: no payment provider is configured, ' +
  'so no card is asked for and no money moves. Paying here marks the order paid as a real payment would.</p>';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
/** A pending order whose time to pay is over (the expiry job may not have run yet). */
const pastDue = (order: { status: string; expires_at: string }) =>
  order.status === 'pending' && Date.parse(order.expires_at) <= now().getTime();

/** The signed-in session as the caller of get_order (the page acts for the person, read-only). */
const sessionPrincipal = (accountId: string): Principal => ({
  accountId,
  scopes: ['account:read'],
  grant: { method: 'oauth', clientId: 'site-checkout-page' },
});

/** The order pages run get_order's handler, with a whole handler context. */
export function checkoutPages(deps: WebDependencies & { searchDb: SearchDatabase }): Router {
  const router = express.Router();
  router.use('/checkout', express.urlencoded({ extended: false, limit: '4kb' }));
  const stripe = deps.config.stripe;
  const stripeConfig = stripe ? { ...deps.config, stripe } : undefined;
  const banner = stripe ? '' : testModeBanner;
  const pathOf = (number: string) => `/checkout/${encodeURIComponent(number)}`;

  async function readOrder(req: Request, session: WebSession & { accountId: string }, number: string) {
    try {
      const reply = await getOrder(
        { path: { number }, query: {}, body: undefined, headers: {} },
        {
          operationId: 'get_order',
          db: deps.db,
          searchDb: deps.searchDb,
          config: deps.config,
          log: req.log ?? deps.log,
          requestId: requestIdText(req.id),
          principal: sessionPrincipal(session.accountId),
        },
      );
      return reply.body;
    } catch (error) {
      if (error instanceof ProblemError && error.status === 404) return undefined;
      throw error;
    }
  }

  function render(
    res: Response,
    session: WebSession & { email: string },
    order: NonNullable<Awaited<ReturnType<typeof readOrder>>>,
    error?: string,
  ) {
    const delivering = order.status === 'paid' || order.status === 'fulfilled';
    const lines = order.lines
      .map(
        (line) =>
          `<tr><td>${escapeHtml(line.description)}</td><td>${dollars(line.amount_cents)}</td>` +
          `<td>${line.fulfilled ? 'delivered' : delivering ? 'in progress' : ''}</td></tr>`,
      )
      .join('\n');
    const cancelForm = `<h2>Cancel</h2>
<p>Not buying after all? Cancel the order; nothing is charged.</p>
<form method="post" action="${escapeHtml(pathOf(order.number))}/cancel">${csrfField(session.csrfToken)}
<button type="submit" class="secondary">Cancel this order</button></form>`;
    const payForm = pastDue(order)
      ? `<p class="notice" role="status">This order <strong>expired</strong> on ${escapeHtml(utc(order.expires_at))}
without being paid. Place a new order to buy these products.</p>`
      : order.status === 'pending'
        ? `<p>Pay by ${escapeHtml(utc(order.expires_at))}; after that the order expires.</p>
<h2>Billing details</h2>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(pathOf(order.number))}/pay">${csrfField(session.csrfToken)}
<label for="billing_name">Name or company on the invoice</label>
<input type="text" id="billing_name" name="billing_name" maxlength="200" required autocomplete="name">
<button type="submit">${
            stripe
              ? `Continue to payment of ${dollars(order.total_cents)}`
              : `Pay ${dollars(order.total_cents)} (test mode)`
          }</button></form>
${cancelForm}`
        : `<p class="notice" role="status">This order is <strong>${escapeHtml(order.status)}</strong>${
            order.paid_at ? ` (paid ${escapeHtml(utc(order.paid_at))})` : ''
          }.</p>`;
    sendPage(res, {
      title: `Order ${order.number}`,
      status: error ? 400 : 200,
      signedInAs: { email: session.email, csrfToken: session.csrfToken },
      body: `${banner}
<table><caption class="visually-hidden">Order lines</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Amount</th><th scope="col">Delivery</th></tr></thead>
<tbody>
${lines}
</tbody></table>
<p>Subtotal ${dollars(order.subtotal_cents)}<br>
VAT ${dollars(order.vat.amount_cents)}: ${escapeHtml(order.vat.note)}<br>
<strong>Total ${dollars(order.total_cents)}</strong> (USD)</p>
${payForm}`,
    });
  }

  const signInFirst = (res: Response, number: string) =>
    res.redirect(303, `/sign-in?return_to=${encodeURIComponent(pathOf(number))}`);
  const notFoundPage = (res: Response, session: WebSession & { email: string }) =>
    sendPage(res, {
      title: 'Order not found',
      status: 404,
      signedInAs: { email: session.email, csrfToken: session.csrfToken },
      body: `${banner}<p class="error" role="alert">You have no order with this number.</p>`,
    });

  router.get('/checkout/:number', async (req, res) => {
    const number = String(req.params.number);
    const session = await loadSession(deps.db, deps.config, req);
    if (!session?.accountId || !session.email) return void signInFirst(res, number);
    const signed = { ...session, accountId: session.accountId, email: session.email };
    const order = await readOrder(req, signed, number);
    if (!order) return notFoundPage(res, signed);
    render(res, signed, order);
  });

  /** The buyer's order a checkout form posts about, or undefined once the answer is sent. */
  async function postedOrder(req: Request, res: Response, number: string) {
    const session = await loadSession(deps.db, deps.config, req);
    if (!checkedForm(deps, req, session)) return void sendForbiddenForm(res);
    if (!session?.accountId || !session.email) return void signInFirst(res, number);
    const signed = { ...session, accountId: session.accountId, email: session.email };
    const order = await orderOfAccount(deps.db, signed.accountId, number);
    if (!order) return void notFoundPage(res, signed);
    return { signed, order };
  }

  router.post('/checkout/:number/pay', async (req, res) => {
    const number = String(req.params.number);
    const posted = await postedOrder(req, res, number);
    if (!posted) return;
    const { signed, order } = posted;
    const form = req.body as Record<string, unknown>;
    const billingName = typeof form.billing_name === 'string' ? form.billing_name.trim() : '';
    const log = req.log ?? deps.log;
    if (order.status === 'pending' && order.expires_at <= now()) {
      log.info({ order: order.number }, 'payment refused: the order expired');
      await endUnpaidOrder(deps, order.id, {
        to: 'expired',
        actor: { kind: 'system' },
        reason: 'not paid by expires_at (seen on the checkout page)',
      });
    } else if (order.status === 'pending') {
      if (!billingName || billingName.length > 200) {
        return render(res, signed, (await readOrder(req, signed, number))!, 'Enter a name of up to 200 characters.');
      }
      await setBillingName(deps.db, order.id, billingName);
      // With Stripe the order is paid only when its signed webhook arrives.
      if (stripeConfig) {
        const checkout = await stripeCheckout({ ...deps, config: stripeConfig }, order.id);
        if ('url' in checkout) return void res.redirect(303, checkout.url);
        log.info({ order: order.number, refused: checkout.refused }, 'no Stripe checkout opened');
        return void res.redirect(303, pathOf(number));
      }
      await applyPayment(deps.db, log, {
        provider: 'test',
        eventId: `test-checkout:${order.number}`,
        orderId: order.id,
        actor: { kind: 'account', accountId: signed.accountId },
      });
    }
    res.redirect(303, pathOf(number));
  });

  router.post('/checkout/:number/cancel', async (req, res) => {
    const number = String(req.params.number);
    const posted = await postedOrder(req, res, number);
    if (!posted) return;
    const { signed, order } = posted;
    // Cancelling an order that is no longer pending (a second click) changes nothing.
    await endUnpaidOrder(deps, order.id, {
      to: 'cancelled',
      actor: { kind: 'account', accountId: signed.accountId },
      reason: 'cancelled by the buyer on the checkout page',
    });
    res.redirect(303, pathOf(number));
  });

  router.post('/webhooks/stripe', express.raw({ type: '*/*', limit: '1mb' }), async (req, res) => {
    if (!stripe) return sendProblem(req, res, notFound('The Stripe webhook (STRIPE_SECRET_KEY is not set)'));
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const outcome = await handleStripeWebhook(deps.db, stripe, req.log ?? deps.log, body, req.get('stripe-signature'));
    if (outcome === 'bad_signature') {
      return sendProblem(
        req,
        res,
        invalidField('/headers/stripe-signature', 'The signature does not verify against STRIPE_WEBHOOK_SECRET.'),
      );
    }
    res.json({ received: true, outcome });
  });
  return router;
}
