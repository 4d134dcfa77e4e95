// The founder's dashboard: /submit and /dashboard/... (see app/web/dashboard/). Every page reads
// and every form acts through the API's operations, called through the same kernel as /v1 and /mcp
// with the signed-in person as the caller, so the dashboard and the API cannot disagree.
import express from 'express';
import type { Router } from 'express';
import { claimPages, claimRows } from './dashboard/claims.ts';
import { draftPages, draftRows } from './dashboard/drafts.ts';
import { sendDashboardPage, sendRefusal, signedInVisit } from './dashboard/frame.ts';
import type { DashboardDependencies } from './dashboard/frame.ts';
import { listingPages, listingRows } from './dashboard/listings.ts';
import { orderPages, orderRows } from './dashboard/orders.ts';

/** Rows of each list the overview shows; the list pages page through the rest. */
const overviewRows = 5;

export function dashboardPages(deps: DashboardDependencies): Router {
  const router = express.Router();

  router.get('/dashboard', async (req, res) => {
    const visit = await signedInVisit(deps, req, res);
    if (!visit) return;
    const query = { per_page: overviewRows };
    const [drafts, listings, claims, orders] = await Promise.all([
      visit.call('list_my_drafts', { query }),
      visit.call('list_my_listings', { query }),
      visit.call('list_my_claims', { query }),
      visit.call('list_my_orders', { query }),
    ]);
    if (!drafts.ok || !listings.ok || !claims.ok || !orders.ok) {
      const [problem] = [drafts, listings, claims, orders].flatMap((outcome) => (outcome.ok ? [] : [outcome.problem]));
      return sendRefusal(req, res, visit.session, problem);
    }
    const more = (total: number, href: string, what: string) =>
      total > overviewRows ? `<p><a href="${href}">All ${total} ${what}</a></p>` : '';
    sendDashboardPage(req, res, visit.session, {
      title: 'Your dashboard',
      body: `<p class="lede">Your products on Launch Directory, and what to do next for each.</p>
<p><a class="button" href="/submit">Submit a product</a> by its website’s address.</p>
<section aria-labelledby="listings-heading"><h2 id="listings-heading">Listings</h2>
${listingRows(listings.body.items)}${more(listings.body.total, '/dashboard/listings', 'listings')}</section>
<section aria-labelledby="drafts-heading"><h2 id="drafts-heading">Drafts</h2>
${draftRows(drafts.body.items)}${more(drafts.body.total, '/dashboard/drafts', 'drafts')}</section>
<section aria-labelledby="claims-heading"><h2 id="claims-heading">Claims</h2>
${claimRows(claims.body.items)}${more(claims.body.total, '/dashboard/claims', 'claims')}
<p><a href="/dashboard/claims#start">Claim a listing</a></p></section>
<section aria-labelledby="orders-heading"><h2 id="orders-heading">Orders</h2>
${orderRows(orders.body.items)}${more(orders.body.total, '/dashboard/orders', 'orders')}</section>`,
    });
  });

  draftPages(router, deps);
  listingPages(router, deps);
  claimPages(router, deps);
  orderPages(router, deps);
  return router;
}
