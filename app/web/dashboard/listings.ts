// My listings: the list with each listing's next step in a sentence, and the forms of a listing's
// page (listing-page.ts renders it): the free plan and "Check now" (choose_free_listing), the
// profile, FAQs and social links (update_my_listing), an update for followers (post_listing_update),
// milestones and the founder story. Buying a launch is launch.ts.
import type { Request, Response, Router } from 'express';
import type { components } from '../../../generated/api.d.ts';
import type { ProblemBody } from '../../http/problem.ts';
import { now } from '../../clock.ts';
import { escapeHtml } from '../layout.ts';
import { fieldText, postedFields } from './forms.ts';
import type { Fields } from './forms.ts';
import { changedProfileFields } from './listing-profile.ts';
import {
  formParser,
  formVisit,
  formatDate,
  pageNumber,
  pager,
  sendDashboardPage,
  sendRefusal,
  signedInVisit,
} from './frame.ts';
import type { DashboardDependencies, Visit } from './frame.ts';
import { postedFaqs, postedSocials, postedStory } from './sections.ts';
import { launchPages } from './launch.ts';
import { listingPath, readMyListing, renderListing, statusWords } from './listing-page.ts';

type OwnedListing = components['schemas']['OwnedListing'];
type OwnedListingSummary = components['schemas']['OwnedListingSummary'];

/** The next step of a listing in a sentence, for lists (the listing's page gives the details). */
function nextStepWords(listing: Pick<OwnedListingSummary, 'status' | 'plan' | 'launch_week'>): string {
  switch (listing.status) {
    case 'draft':
      return 'Choose how it launches: free with our badge on your homepage, or buy a launch.';
    case 'awaiting_badge':
      return 'Place the badge on your homepage, then press “Check now”.';
    case 'scheduled':
      return `Launches in the week of ${listing.launch_week}.${
        listing.plan === 'free' ? ' Keep the badge on your homepage.' : ''
      }`;
    case 'live':
      return 'Post updates to tell your followers what is new.';
    case 'badge_missing':
      return 'Put the badge back on your homepage to show the listing again.';
    case 'unpublished':
      return 'The site team took it offline; reply to their e-mail to ask why.';
  }
}

export function listingRows(listings: OwnedListingSummary[]): string {
  if (!listings.length)
    return '<p>No listings yet. A submitted draft becomes one; a listing you claim appears here too.</p>';
  return `<table><caption class="visually-hidden">Listings</caption><thead><tr><th scope="col">Listing</th>
<th scope="col">Status</th><th scope="col">Launch week</th><th scope="col">Next step</th></tr></thead><tbody>${listings
    .map(
      (listing) => `<tr><td><a href="${listingPath(listing.listing_id)}">${escapeHtml(listing.name)}</a><br>
<span class="meta">${escapeHtml(listing.url)}</span></td><td>${escapeHtml(statusWords[listing.status])}${
        listing.plan === 'none' ? '' : ` <span class="meta">(${listing.plan} plan)</span>`
      }</td><td>${formatDate(listing.launch_week) || '—'}</td><td>${escapeHtml(nextStepWords(listing))}</td></tr>`,
    )
    .join('\n')}</tbody></table>`;
}

export function listingPages(router: Router, deps: DashboardDependencies): void {
  router.get('/dashboard/listings', async (req, res) => {
    const visit = await signedInVisit(deps, req, res);
    if (!visit) return;
    const page = pageNumber(req);
    const outcome = await visit.call('list_my_listings', { query: { page } });
    if (!outcome.ok) return sendRefusal(req, res, visit.session, outcome.problem);
    sendDashboardPage(req, res, visit.session, {
      title: 'Your listings',
      body: `${listingRows(outcome.body.items)}${pager('/dashboard/listings', page, outcome.body.has_more)}`,
    });
  });

  router.get('/dashboard/listings/:id', async (req, res) => {
    const visit = await signedInVisit(deps, req, res);
    if (!visit) return;
    const listing = await readMyListing(visit, req, res, String(req.params.id));
    if (listing) renderListing(req, res, visit.session, listing);
  });

  type Change = (
    visit: Visit,
    listing: OwnedListing,
    fields: Fields,
    req: Request,
  ) => Promise<{ ok: true; notice: string; query?: string } | { ok: false; problem: ProblemBody }>;

  /** A posted listing form: runs its operation, then back to the listing (or the form again with the refusal). */
  const listingForm = (form: string, change: Change) => [
    formParser,
    async (req: Request, res: Response) => {
      const id = String(req.params.id);
      const visit = await formVisit(deps, req, res, listingPath(id));
      if (!visit) return;
      const listing = await readMyListing(visit, req, res, id);
      if (!listing) return;
      const fields = postedFields(req);
      const outcome = await change(visit, listing, fields, req);
      if (!outcome.ok) {
        const fresh = await readMyListing(visit, req, res, id);
        if (fresh) renderListing(req, res, visit.session, fresh, { form, fields, problem: outcome.problem });
        return;
      }
      res.redirect(303, `${listingPath(id)}?done=${outcome.notice}&section=${form}${outcome.query ?? ''}#${form}`);
    },
  ];

  const done = <T>(outcome: { ok: true; body: T } | { ok: false; problem: ProblemBody }, notice: string) =>
    outcome.ok ? { ok: true as const, notice } : outcome;

  // The free plan, and "Check now": choose_free_listing again checks the homepage at once.
  router.post(
    '/dashboard/listings/:id/free',
    ...listingForm('next-step', async (visit, listing) => {
      // Taken before the call, so a check that reports at once is not mistaken for an older one.
      const askedAt = now().getTime();
      const outcome = await visit.call('choose_free_listing', { path: { listing_id: listing.listing_id } });
      return outcome.ok
        ? { ok: true, notice: listing.status === 'draft' ? 'free' : 'checking', query: `&after=${askedAt}` }
        : outcome;
    }),
  );

  router.post(
    '/dashboard/listings/:id/profile',
    ...listingForm('profile', async (visit, listing, fields) => {
      const changes = changedProfileFields(listing, fields);
      if (!Object.keys(changes).length) return { ok: true, notice: 'saved' };
      return done(
        await visit.call('update_my_listing', { path: { listing_id: listing.listing_id }, body: { fields: changes } }),
        'saved',
      );
    }),
  );

  router.post(
    '/dashboard/listings/:id/faqs',
    ...listingForm('faqs', async (visit, listing, fields) =>
      done(
        await visit.call('update_my_listing', {
          path: { listing_id: listing.listing_id },
          body: { faqs: postedFaqs(fields) },
        }),
        'saved',
      ),
    ),
  );

  router.post(
    '/dashboard/listings/:id/socials',
    ...listingForm('socials', async (visit, listing, fields) =>
      done(
        await visit.call('update_my_listing', {
          path: { listing_id: listing.listing_id },
          body: { socials: postedSocials(fields, 'socials') },
        }),
        'saved',
      ),
    ),
  );

  router.post(
    '/dashboard/listings/:id/updates',
    ...listingForm('update', async (visit, listing, fields) =>
      done(
        await visit.call('post_listing_update', {
          path: { listing_id: listing.listing_id },
          body: { title: fieldText(fields, 'title').trim(), body: fieldText(fields, 'body').trim() },
        }),
        'posted',
      ),
    ),
  );

  router.post(
    '/dashboard/listings/:id/milestones',
    ...listingForm('milestones', async (visit, listing, fields) => {
      const optional = (name: string) => {
        const value = fieldText(fields, name).trim();
        return value ? { [name]: value } : {};
      };
      return done(
        await visit.call('add_milestone', {
          path: { listing_id: listing.listing_id },
          body: {
            date: fieldText(fields, 'date').trim(),
            title: fieldText(fields, 'title').trim(),
            ...optional('description'),
            ...optional('url'),
          },
        }),
        'milestone',
      );
    }),
  );

  router.post(
    '/dashboard/listings/:id/milestones/:milestone/delete',
    ...listingForm('milestones', async (visit, listing, _fields, req) =>
      done(
        await visit.call('delete_milestone', {
          path: { listing_id: listing.listing_id, milestone_id: String(req.params.milestone) },
        }),
        'milestone-deleted',
      ),
    ),
  );

  router.post(
    '/dashboard/listings/:id/story',
    ...listingForm('story', async (visit, listing, fields) =>
      done(
        await visit.call('set_founder_story', { path: { listing_id: listing.listing_id }, body: postedStory(fields) }),
        'story',
      ),
    ),
  );

  launchPages(router, deps);
}
