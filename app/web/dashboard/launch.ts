// Buying a launch for a listing: the launch products (list_products), the price with VAT for the
// buyer's country (quote_order, nothing saved), then the order (create_checkout) and its checkout page.
import { randomBytes } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import type { components } from '../../../generated/api.d.ts';
import type { ProblemBody } from '../../http/problem.ts';
import { escapeHtml } from '../layout.ts';
import { FormErrors, fieldText, input, postedFields } from './forms.ts';
import { dollars, formParser, formVisit, postForm, sendDashboardPage, signedInVisit } from './frame.ts';
import type { DashboardDependencies, SignedInSession, Visit } from './frame.ts';
import { listingPath, readMyListing } from './listing-page.ts';

type OwnedListing = components['schemas']['OwnedListing'];
type Product = components['schemas']['Product'];

/** The products that launch a listing, as app/orders/quote.ts prices them (live at once or in a chosen week). */
const launchProducts = ['launch', 'launch_bundle'];

function renderLaunch(
  req: Request,
  res: Response,
  session: SignedInSession,
  listing: OwnedListing,
  products: Product[],
  choice: { product: string; billing_country: string; vat_number: string; week: string },
  quote: { ok: true; body: components['schemas']['Quote'] } | { ok: false; problem: ProblemBody } | undefined,
  refused?: ProblemBody,
) {
  const errors = new FormErrors(refused ?? (quote && !quote.ok ? quote.problem : undefined));
  const id = listing.listing_id;
  const options = products
    .map(
      (product) =>
        `<label><input type="radio" name="product" value="${escapeHtml(product.code)}"${
          product.code === choice.product ? ' checked' : ''
        }> <strong>${escapeHtml(product.name)}</strong>, ${dollars(product.price_cents)} excluding VAT:
${escapeHtml(product.description)}</label>`,
    )
    .join('\n');
  const orderInputs = [
    input({
      name: 'week',
      label: 'Launch week (optional)',
      value: choice.week,
      pointer: '/body/items/0/week',
      errors,
      type: 'date',
      hint: 'A coming Monday; leave it empty to go live as soon as it is paid.',
    }),
    input({
      name: 'billing_country',
      label: 'Billing country',
      value: choice.billing_country,
      pointer: '/body/billing_country',
      errors,
      hint: 'Two-letter code, for example DE or US: it decides the VAT.',
    }),
    input({
      name: 'vat_number',
      label: 'EU VAT number (businesses, optional)',
      value: choice.vat_number,
      pointer: '/body/vat_number',
      errors,
    }),
  ].join('\n');
  const chooser = `<form method="get" action="${listingPath(id)}/launch">
<fieldset><legend>What to buy</legend>${options}</fieldset>
${orderInputs}
<button type="submit" class="secondary">Show the price</button></form>`;
  const priced =
    quote?.ok === true
      ? `<section id="price" aria-labelledby="price-heading"><h2 id="price-heading">Price</h2>
<table><caption class="visually-hidden">Price</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Amount</th></tr></thead><tbody>${quote.body.lines
          .map((line) => `<tr><td>${escapeHtml(line.description)}</td><td>${dollars(line.amount_cents)}</td></tr>`)
          .join('')}</tbody></table>
<p>Subtotal ${dollars(quote.body.subtotal_cents)}<br>VAT ${dollars(quote.body.vat.amount_cents)}:
${escapeHtml(quote.body.vat.note)}<br>
<strong>Total ${dollars(quote.body.total_cents)}</strong> (USD)</p>
${postForm(
  session,
  `${listingPath(id)}/launch`,
  `${Object.entries(choice)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('')}<input type="hidden" name="attempt" value="${randomBytes(16).toString('base64url')}">
<button type="submit">Go to checkout</button>`,
)}
<p class="meta">The checkout page asks for the name on the invoice and takes the payment; the order waits there,
unpaid, until then.</p></section>`
      : '';
  sendDashboardPage(req, res, session, {
    title: `Buy a launch for ${listing.listing.name}`,
    status: refused?.status ?? (quote && !quote.ok ? quote.problem.status : 200),
    body: `<p><a href="${listingPath(id)}">Back to the listing</a></p>${errors.summary()}${
      products.length ? chooser : '<p class="error" role="alert">Launches are not on sale at the moment.</p>'
    }${priced}`,
  });
}

/** The order as quote_order and create_checkout take it, from the launch form's choices. */
const launchOrder = (listingId: number, choice: Record<string, string>) => ({
  items: [{ product: choice.product, listing_id: listingId, ...(choice.week ? { week: choice.week } : {}) }],
  ...(choice.billing_country ? { billing_country: choice.billing_country.toUpperCase() } : {}),
  ...(choice.vat_number ? { vat_number: choice.vat_number } : {}),
});

export function launchPages(router: Router, deps: DashboardDependencies): void {
  // Buying a launch: the price comes from quote_order (nothing saved), the order from create_checkout.
  async function launchProductsOf(visit: Visit) {
    const outcome = await visit.call('list_products');
    return outcome.ok ? outcome.body.items.filter((product) => launchProducts.includes(product.code)) : [];
  }
  const launchChoice = (source: Record<string, unknown>, products: Product[]) => {
    const text = (name: string) => (typeof source[name] === 'string' ? source[name].trim() : '');
    const product = text('product');
    return {
      product: products.some((p) => p.code === product) ? product : (products[0]?.code ?? ''),
      week: text('week'),
      billing_country: text('billing_country'),
      vat_number: text('vat_number'),
    };
  };

  router.get('/dashboard/listings/:id/launch', async (req, res) => {
    const visit = await signedInVisit(deps, req, res);
    if (!visit) return;
    const listing = await readMyListing(visit, req, res, String(req.params.id));
    if (!listing) return;
    const products = await launchProductsOf(visit);
    const choice = launchChoice(req.query, products);
    const quote = choice.product
      ? await visit.call('quote_order', { body: launchOrder(listing.listing_id, choice) })
      : undefined;
    renderLaunch(req, res, visit.session, listing, products, choice, quote);
  });

  router.post('/dashboard/listings/:id/launch', formParser, async (req, res) => {
    const id = String(req.params.id);
    const visit = await formVisit(deps, req, res, `${listingPath(id)}/launch`);
    if (!visit) return;
    const listing = await readMyListing(visit, req, res, id);
    if (!listing) return;
    const products = await launchProductsOf(visit);
    const fields = postedFields(req);
    const choice = launchChoice(fields, products);
    // The form's one-time value as the Idempotency-Key: a double click makes one order, not two.
    const attempt = fieldText(fields, 'attempt');
    const outcome = await visit.call('create_checkout', {
      body: launchOrder(listing.listing_id, choice),
      headers: /^[A-Za-z0-9_-]{16,64}$/.test(attempt) ? { 'Idempotency-Key': `site-launch-${attempt}` } : {},
    });
    if (!outcome.ok)
      return renderLaunch(req, res, visit.session, listing, products, choice, undefined, outcome.problem);
    res.redirect(303, outcome.body.checkout_url ?? '/dashboard/orders');
  });
}
