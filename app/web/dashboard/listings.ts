// My listings: each listing's status and the next step in words (choose the free plan and place the
// badge, with "Check now", or buy a launch), and the owner's edits: the profile (update_my_listing),
// FAQs and social links, an update for followers (post_listing_update), milestones and the founder
// story. Every action is the operation of the same name, called through the API's kernel.
import { randomBytes } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import type { components } from '../../../generated/api.d.ts';
import type { ProblemBody } from '../../http/problem.ts';
import { now } from '../../clock.ts';
import { escapeHtml } from '../layout.ts';
import { FormErrors, fieldText, input, postedFields, textLines } from './forms.ts';
import type { Fields } from './forms.ts';
import {
  buttonForm,
  dollars,
  externalLink,
  formParser,
  formVisit,
  formatDate,
  formatTime,
  noticeOf,
  pageNumber,
  pager,
  postForm,
  sendDashboardPage,
  sendRefusal,
  signedInVisit,
} from './frame.ts';
import type { DashboardDependencies, SignedInSession, Visit } from './frame.ts';
import { faqInputs, postedFaqs, postedSocials, postedStory, socialInputs, storyInputs } from './sections.ts';

type OwnedListing = components['schemas']['OwnedListing'];
type OwnedListingSummary = components['schemas']['OwnedListingSummary'];
type Status = components['schemas']['OwnedListingStatus'];
type Product = components['schemas']['Product'];

const listingPath = (id: number | string) => `/dashboard/listings/${encodeURIComponent(String(id))}`;

const statusWords: Record<Status, string> = {
  draft: 'Not published',
  awaiting_badge: 'Waiting for the badge',
  scheduled: 'Scheduled',
  live: 'Live',
  badge_missing: 'Hidden: badge missing',
  unpublished: 'Taken offline',
};

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

interface Refused {
  form: string;
  fields: Fields;
  problem: ProblemBody;
}

/** The badge to place and the latest check, for a listing on the free plan. */
function badgeBox(session: SignedInSession, listing: OwnedListing, stage: 'to-place' | 'placed'): string {
  const plan = listing.free_plan;
  if (!plan) return '';
  const check = plan.last_check;
  const lastCheck = check
    ? `<p>Last checked ${formatTime(check.checked_at)}: ${
        check.found
          ? '<strong>the badge is there.</strong>'
          : `<strong>not found.</strong> ${escapeHtml(check.reason ?? '')}`
      }</p>`
    : '<p>The homepage has not been checked yet: the first check runs in a moment.</p>';
  const code = `<p>Put this code on ${externalLink(listing.listing.url, listing.listing.url)}, where people see it.
It links to your listing’s page, <a href="${escapeHtml(plan.badge_page_url)}">${escapeHtml(plan.badge_page_url)}</a>,
and shows the “Listed on” badge:</p>
<label for="embed-code">Embed code (select it and copy)</label>
<textarea id="embed-code" readonly rows="5">${escapeHtml(plan.embed_code)}</textarea>`;
  const checkNow =
    listing.status === 'awaiting_badge'
      ? buttonForm(session, `${listingPath(listing.listing_id)}/free#next-step`, 'Check now')
      : '';
  const next = plan.next_check_at ? `<p class="meta">Next regular check: ${formatTime(plan.next_check_at)}.</p>` : '';
  // Once the badge is in place the code is still at hand, folded away.
  if (stage === 'placed')
    return `${lastCheck}${next}<details><summary>The badge code for your homepage</summary>${code}</details>`;
  return `<h3>The badge for your homepage</h3>${code}${lastCheck}${next}
${checkNow}`;
}

/** The next step of a listing, in words, with the buttons that take it. */
function nextStep(session: SignedInSession, listing: OwnedListing): string {
  const id = listing.listing_id;
  const buy = `<a class="button" href="${listingPath(id)}/launch">Buy a launch</a>`;
  const keepBadge = (why: string) =>
    `<p>Keep the badge on your homepage: ${why}</p>${badgeBox(session, listing, 'placed')}`;
  switch (listing.status) {
    case 'draft':
      return `<h2>Next step: choose how it launches</h2>
<div class="choices"><div>
<h3>Free</h3>
<p>Your listing joins the free queue: it gets the earliest launch week with room, some weeks ahead, and is scheduled
for it once our badge is on your homepage.</p>
${buttonForm(session, `${listingPath(id)}/free#next-step`, 'Launch free')}
</div><div>
<h3>Paid</h3>
<p>Launch at once or in a week you choose, with the story, milestones and media sections unlocked.</p>
<p>${buy}</p></div></div>`;
    case 'awaiting_badge':
      return `<h2>Next step: place the badge</h2>
<p>Your launch week is <strong>${formatDate(listing.launch_week)}</strong>. The listing is scheduled for it as soon
as the badge is found on your homepage.</p>
${badgeBox(session, listing, 'to-place')}
<p>Rather not wait? <a href="${listingPath(id)}/launch">Buy a launch</a> to launch now or in a week you choose.</p>`;
    case 'scheduled':
      return `<h2>Scheduled for the week of ${formatDate(listing.launch_week)}</h2>
<p>It goes live when that week begins, on <a href="${escapeHtml(listing.page_url)}">its page</a>.</p>
${listing.plan === 'free' ? keepBadge('if it is gone before the launch, the listing waits for it again.') : ''}`;
    case 'live':
      return `<h2>Live</h2>
<p>See it on <a href="${escapeHtml(listing.page_url)}">its page</a>. Post an update below to tell your followers what
is new.</p>
${listing.plan === 'free' ? keepBadge('without it the listing is hidden after the grace period.') : ''}`;
    case 'badge_missing':
      return `<h2>Hidden: the badge is missing</h2>
<p>The badge has been missing from your homepage on every check of the grace period, so the listing is hidden from
the directory. Put the code back: the next check shows the listing again.</p>
${badgeBox(session, listing, 'to-place')}`;
    case 'unpublished':
      return '<h2>Taken offline</h2><p>The site team took this listing offline. Reply to their e-mail to ask why.</p>';
  }
}

/** The profile fields update_my_listing takes, with the current value of each. */
function profileInputs(listing: OwnedListing, errors: FormErrors, posted?: Fields): string {
  const profile = listing.listing;
  const own = listing.owner_fields;
  const current: Record<string, string> = {
    tagline: profile.tagline ?? '',
    short_description: profile.short_description ?? '',
    description: profile.description ?? '',
    pricing_model: profile.pricing.model ?? '',
    pricing_summary: profile.pricing.summary ?? '',
    country: profile.country ?? '',
    city: profile.city ?? '',
    founded_year: profile.founded_year === null ? '' : String(profile.founded_year),
    demo_video_url: profile.links.demo_video_url ?? '',
    contact_email: own.contact_email ?? '',
    features: profile.features.join('\n'),
    usps: profile.usps.join('\n'),
    keywords: profile.keywords.join('\n'),
    headline: own.headline ?? '',
    summary: own.summary ?? '',
    seo_title: own.seo_title ?? '',
    seo_description: own.seo_description ?? '',
  };
  const value = (name: string) => (posted ? fieldText(posted, name) : current[name]);
  const field = (name: string, label: string, extra: Partial<Parameters<typeof input>[0]> = {}) =>
    input({ name, label, value: value(name), pointer: `/body/fields/${name}`, errors, ...extra });
  return [
    field('tagline', 'Tagline'),
    field('short_description', 'Short description', { type: 'textarea', rows: 2 }),
    field('description', 'Description', { type: 'textarea', rows: 7 }),
    field('features', 'Features', { type: 'textarea', rows: 5, hint: 'One per line.' }),
    field('usps', 'What sets it apart', { type: 'textarea', rows: 3, hint: 'One per line.' }),
    field('keywords', 'Keywords', { type: 'textarea', rows: 3, hint: 'One per line.' }),
    field('pricing_model', 'Pricing model', { hint: 'For example: free, freemium, subscription.' }),
    field('pricing_summary', 'Pricing summary'),
    field('country', 'Country', { hint: 'Two-letter code, for example DE.' }),
    field('city', 'City'),
    field('founded_year', 'Founded in'),
    field('demo_video_url', 'Demo video', { type: 'url' }),
    field('contact_email', 'Contact e-mail (not shown publicly)', { type: 'email' }),
    field('headline', 'Headline'),
    field('summary', 'Summary', { type: 'textarea', rows: 3 }),
    field('seo_title', 'Search result title'),
    field('seo_description', 'Search result description', { type: 'textarea', rows: 2 }),
  ].join('\n');
}

const listMembers = new Set(['features', 'usps', 'keywords']);

/** update_my_listing's `fields`: only what differs from the listing now ('' clears a text field). */
function changedProfileFields(listing: OwnedListing, fields: Fields): Record<string, unknown> {
  const before = profileInputsValues(listing);
  const changes: Record<string, unknown> = {};
  for (const [name, old] of Object.entries(before)) {
    const typed = fieldText(fields, name);
    if (listMembers.has(name)) {
      const items = textLines(typed);
      if (JSON.stringify(items) !== JSON.stringify(old)) changes[name] = items;
    } else if (name === 'founded_year') {
      const year = typed.trim();
      const next = year === '' ? null : /^\d+$/.test(year) ? Number(year) : year;
      if (next !== old) changes[name] = next;
    } else if (typed.trim() !== (old ?? '')) {
      changes[name] = typed.trim();
    }
  }
  return changes;
}

function profileInputsValues(listing: OwnedListing): Record<string, unknown> {
  const profile = listing.listing;
  const own = listing.owner_fields;
  return {
    tagline: profile.tagline,
    short_description: profile.short_description,
    description: profile.description,
    pricing_model: profile.pricing.model,
    pricing_summary: profile.pricing.summary,
    country: profile.country,
    city: profile.city,
    founded_year: profile.founded_year,
    demo_video_url: profile.links.demo_video_url,
    contact_email: own.contact_email,
    features: profile.features,
    usps: profile.usps,
    keywords: profile.keywords,
    headline: own.headline,
    summary: own.summary,
    seo_title: own.seo_title,
    seo_description: own.seo_description,
  };
}

/** Which section of the listing page is open: the one a form just saved or refused, else the profile. */
const openSection = (req: Request, refused?: Refused) =>
  refused?.form ?? (typeof req.query.section === 'string' ? req.query.section : 'profile');

function section(
  session: SignedInSession,
  parts: { id: string; heading: string; action: string; button: string; open: boolean; intro?: string },
  refused: Refused | undefined,
  inputs: (errors: FormErrors, posted?: Fields) => string,
): string {
  const mine = refused?.form === parts.id ? refused : undefined;
  const errors = new FormErrors(mine?.problem);
  const fields = inputs(errors, mine?.fields);
  const form = postForm(
    session,
    `${parts.action}#${parts.id}`,
    `${fields}<div class="actions"><button type="submit">${escapeHtml(parts.button)}</button></div>`,
  );
  return `<details class="section" id="${parts.id}"${parts.open ? ' open' : ''}>
<summary><h2>${escapeHtml(parts.heading)}</h2></summary>${parts.intro ?? ''}
${errors.summary()}${form}</details>`;
}

function milestonesSection(
  session: SignedInSession,
  listing: OwnedListing,
  refused: Refused | undefined,
  open: boolean,
) {
  const id = listing.listing_id;
  const milestones = listing.listing.milestones ?? [];
  const list = milestones.length
    ? `<ul>${milestones
        .map(
          (milestone) =>
            `<li>${formatDate(milestone.date)} <strong>${escapeHtml(milestone.title)}</strong>${
              milestone.description ? ` — ${escapeHtml(milestone.description)}` : ''
            } ${buttonForm(
              session,
              `${listingPath(id)}/milestones/${milestone.id}/delete#milestones`,
              `Delete “${milestone.title}”`,
              'secondary',
            )}</li>`,
        )
        .join('')}</ul>`
    : '<p>No milestones yet.</p>';
  const mine = refused?.form === 'milestones' ? refused : undefined;
  const errors = new FormErrors(mine?.problem);
  const posted = (name: string) => (mine ? fieldText(mine.fields, name) : '');
  const inputs = [
    input({
      name: 'date',
      label: 'Date',
      value: posted('date'),
      pointer: '/body/date',
      errors,
      type: 'date',
      required: true,
    }),
    input({
      name: 'title',
      label: 'Title',
      value: posted('title'),
      pointer: '/body/title',
      errors,
      required: true,
      id: 'milestone-title',
    }),
    input({
      name: 'description',
      label: 'Description',
      value: posted('description'),
      pointer: '/body/description',
      errors,
      type: 'textarea',
      rows: 2,
      id: 'milestone-description',
    }),
    input({
      name: 'url',
      label: 'Link (https)',
      value: posted('url'),
      pointer: '/body/url',
      errors,
      type: 'url',
      id: 'milestone-url',
    }),
  ].join('');
  const visible = listing.unlocked_sections.includes('milestones')
    ? 'Shown on the listing’s page.'
    : 'Kept with the listing; shown publicly once a paid launch unlocks the section.';
  return `<details class="section" id="milestones"${open || mine ? ' open' : ''}><summary><h2>Milestones
(${milestones.length})</h2></summary>
<p>${visible}</p>${list}<h3>Add a milestone</h3>${errors.summary()}${postForm(
    session,
    `${listingPath(id)}/milestones#milestones`,
    `${inputs}<button type="submit">Add the milestone</button>`,
  )}</details>`;
}

function renderListing(
  req: Request,
  res: Response,
  session: SignedInSession,
  listing: OwnedListing,
  refused?: Refused,
) {
  const id = listing.listing_id;
  const profile = listing.listing;
  const open = openSection(req, refused);
  const storyVisible = listing.unlocked_sections.includes('story');
  const waiting = waitingForCheck(req, listing);
  const done = typeof req.query.done === 'string' ? req.query.done : '';
  // "Checking now" holds only until the check's result is on the page.
  const notice = waiting || !['free', 'checking'].includes(done) ? noticeOf(req) : '';
  const nextErrors = new FormErrors(refused?.form === 'next-step' ? refused.problem : undefined);
  const body = `${notice}
<p class="meta"><strong>${escapeHtml(statusWords[listing.status])}</strong>${
    listing.plan === 'none' ? '' : ` · ${listing.plan} plan`
  }${listing.launch_week ? ` · launch week ${formatDate(listing.launch_week)}` : ''} · ${externalLink(
    profile.url,
    profile.url,
  )}</p>
<div class="next-step" id="next-step">${nextErrors.summary()}${nextStep(session, listing)}</div>
${section(
  session,
  {
    id: 'profile',
    heading: 'Edit the listing',
    action: `${listingPath(id)}/profile`,
    button: 'Save the listing',
    open: open === 'profile',
    intro: '<p>Changes are published at once (while the listing is live) and kept in its version history.</p>',
  },
  refused,
  (errors, posted) => profileInputs(listing, errors, posted),
)}
${section(
  session,
  {
    id: 'faqs',
    heading: `FAQs (${profile.faqs.length})`,
    action: `${listingPath(id)}/faqs`,
    button: 'Save the FAQs',
    open: open === 'faqs',
  },
  refused,
  (errors, posted) => faqInputs(posted ? postedFaqs(posted) : profile.faqs, errors, 20),
)}
${section(
  session,
  {
    id: 'socials',
    heading: 'Social links',
    action: `${listingPath(id)}/socials`,
    button: 'Save the links',
    open: open === 'socials',
  },
  refused,
  (errors, posted) =>
    socialInputs('socials', posted ? postedSocials(posted, 'socials') : profile.socials, errors, 'The company'),
)}
${section(
  session,
  {
    id: 'update',
    heading: 'Post an update',
    action: `${listingPath(id)}/updates`,
    button: 'Post the update',
    open: open === 'update',
    intro: `<p>Shown first among the listing’s <a href="${escapeHtml(profile.links.updates_url)}">latest updates</a>,
and e-mailed to its followers.</p>`,
  },
  refused,
  (errors, posted) =>
    input({
      name: 'title',
      label: 'Title',
      value: posted ? fieldText(posted, 'title') : '',
      pointer: '/body/title',
      errors,
      required: true,
    }) +
    input({
      name: 'body',
      label: 'What is new',
      value: posted ? fieldText(posted, 'body') : '',
      pointer: '/body/body',
      errors,
      type: 'textarea',
      rows: 5,
      required: true,
      hint: 'Plain text.',
    }),
)}
${milestonesSection(session, listing, refused, open === 'milestones')}
${section(
  session,
  {
    id: 'story',
    heading: 'Founder story',
    action: `${listingPath(id)}/story`,
    button: 'Save the story',
    open: open === 'story',
    intro: `<p>${
      storyVisible
        ? 'Shown on the listing and your founder page.'
        : 'Kept with the listing; shown publicly once a paid launch unlocks the section.'
    } Parts left empty are removed.</p>`,
  },
  refused,
  (errors, posted) => storyInputs(posted ? postedStory(posted) : (profile.story ?? {}), errors, '/body'),
)}`;
  sendDashboardPage(req, res, session, {
    title: profile.name,
    status: refused ? refused.problem.status : 200,
    refreshSeconds: waiting ? 2 : undefined,
    body,
  });
}

/** How long the page reloads itself waiting for the badge check "Check now" asked for. */
const checkWaitMs = 30_000;

/**
 * Whether the badge check asked for at `?after=` (ms) has not reported yet: the page then reloads
 * itself until it has, for at most checkWaitMs.
 */
function waitingForCheck(req: Request, listing: OwnedListing): boolean {
  const after = Number(req.query.after);
  if (!Number.isSafeInteger(after) || now().getTime() - after > checkWaitMs || !listing.free_plan) return false;
  const last = listing.free_plan.last_check;
  return !last || Date.parse(last.checked_at) < after;
}

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

export function listingPages(router: Router, deps: DashboardDependencies): void {
  async function readListing(visit: Visit, req: Request, res: Response, id: string) {
    const outcome = await visit.call('get_my_listing', { path: { listing_id: id } });
    if (!outcome.ok) {
      sendRefusal(req, res, visit.session, outcome.problem);
      return undefined;
    }
    return outcome.body;
  }

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
    const listing = await readListing(visit, req, res, String(req.params.id));
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
      const listing = await readListing(visit, req, res, id);
      if (!listing) return;
      const fields = postedFields(req);
      const outcome = await change(visit, listing, fields, req);
      if (!outcome.ok) {
        const fresh = await readListing(visit, req, res, id);
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
    const listing = await readListing(visit, req, res, String(req.params.id));
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
    const listing = await readListing(visit, req, res, id);
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
