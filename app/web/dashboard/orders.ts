// Orders (list_my_orders): status in words, the lines with their delivery, the totals, and the
// checkout link of an order still waiting for payment.
import type { Router } from 'express';
import type { components } from '../../../generated/api.d.ts';
import { escapeHtml } from '../layout.ts';
import { dollars, formatTime, pageNumber, pager, sendDashboardPage, sendRefusal, signedInVisit } from './frame.ts';
import type { DashboardDependencies } from './frame.ts';

type Order = components['schemas']['Order'];

const orderStatusWords: Record<Order['status'], string> = {
  pending: 'Waiting for payment',
  paid: 'Paid: being delivered',
  fulfilled: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Expired unpaid',
  refunded: 'Refunded',
};

/** The pay link of an order that can still be paid. */
const payLink = (order: Order) =>
  order.status === 'pending' && order.checkout_url
    ? `<a href="${escapeHtml(order.checkout_url)}">Pay ${dollars(order.total_cents)}</a>`
    : '';

function orderCard(order: Order): string {
  const lines = order.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.description)}</td><td>${dollars(line.amount_cents)}</td><td>${
          line.fulfilled ? 'Delivered' : order.status === 'paid' ? 'In progress' : '—'
        }</td></tr>`,
    )
    .join('');
  return `<article class="order" id="order-${escapeHtml(order.number)}"
aria-labelledby="order-${escapeHtml(order.number)}-heading">
<h2 id="order-${escapeHtml(order.number)}-heading">Order ${escapeHtml(order.number)}</h2>
<p><strong>${escapeHtml(orderStatusWords[order.status])}</strong> · placed ${formatTime(order.created_at)}${
    order.paid_at ? ` · paid ${formatTime(order.paid_at)}` : ''
  }</p>
<table><caption class="visually-hidden">Lines of order ${escapeHtml(order.number)}</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Amount</th><th scope="col">Delivery</th></tr></thead>
<tbody>${lines}</tbody></table>
<p>Subtotal ${dollars(order.subtotal_cents)} · VAT ${dollars(order.vat.amount_cents)} · <strong>Total ${dollars(
    order.total_cents,
  )}</strong> (USD)</p>
${payLink(order) ? `<p>${payLink(order)} on the checkout page.</p>` : ''}</article>`;
}

/** Orders in short, for the overview. */
export function orderRows(orders: Order[]): string {
  if (!orders.length) return '<p>No orders. A paid launch or another product starts one.</p>';
  return `<table><caption class="visually-hidden">Orders</caption>
<thead><tr><th scope="col">Order</th><th scope="col">Status</th>
<th scope="col">Total</th><th scope="col">Next step</th></tr></thead><tbody>${orders
    .map(
      (order) =>
        `<tr><td><a href="/dashboard/orders#order-${escapeHtml(order.number)}">${escapeHtml(order.number)}</a></td>
<td>${escapeHtml(orderStatusWords[order.status])}</td><td>${dollars(order.total_cents)}</td>
<td>${payLink(order) || '—'}</td></tr>`,
    )
    .join('')}</tbody></table>`;
}

const noOrders = '<p>No orders yet. Buy a launch from one of <a href="/dashboard/listings">your listings</a>.</p>';

export function orderPages(router: Router, deps: DashboardDependencies): void {
  router.get('/dashboard/orders', async (req, res) => {
    const visit = await signedInVisit(deps, req, res);
    if (!visit) return;
    const page = pageNumber(req);
    const outcome = await visit.call('list_my_orders', { query: { page } });
    if (!outcome.ok) return sendRefusal(req, res, visit.session, outcome.problem);
    const orders = outcome.body.items;
    sendDashboardPage(req, res, visit.session, {
      title: 'Orders',
      body: `${orders.length ? orders.map(orderCard).join('\n') : noOrders}
${pager('/dashboard/orders', page, outcome.body.has_more)}`,
    });
  });
}
