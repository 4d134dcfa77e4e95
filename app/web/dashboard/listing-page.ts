// One listing of yours: where it stands and the next step in words (the free plan's badge with its
// exact embed code and "Check now", or a paid launch), then the owner's edits folded into sections.
import type { Request, Response } from 'express';
import type { components } from '../../../generated/api.d.ts';
import type { ProblemBody } from '../../http/problem.ts';
import { now } from '../../clock.ts';
import { escapeHtml } from '../layout.ts';
import { FormErrors, fieldText, input } from './forms.ts';
import type { Fields } from './forms.ts';
import { profileInputs } from './listing-profile.ts';
import {
  buttonForm,
  externalLink,
  formatDate,
  formatTime,
  noticeOf,
  postForm,
  sendDashboardPage,
  sendRefusal,
} from './frame.ts';
import type { SignedInSession, Visit } from './frame.ts';
import { faqInputs, postedFaqs, postedSocials, postedStory, socialInputs, storyInputs } from './sections.ts';

type OwnedListing = components['schemas']['OwnedListing'];
type Status = components['schemas']['OwnedListingStatus'];

export const listingPath = (id: number | string) => `/dashboard/listings/${encodeURIComponent(String(id))}`;

export const statusWords: Record<Status, string> = {
  draft: 'Not published',
  awaiting_badge: 'Waiting for the badge',
  scheduled: 'Scheduled',
  live: 'Live',
  badge_missing: 'Hidden: badge missing',
  unpublished: 'Taken offline',
};

export interface Refused {
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

export function renderListing(
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

/** The listing get_my_listing returns, or undefined after sending its refusal as the page. */
export async function readMyListing(visit: Visit, req: Request, res: Response, id: string) {
  const outcome = await visit.call('get_my_listing', { path: { listing_id: id } });
  if (!outcome.ok) {
    sendRefusal(req, res, visit.session, outcome.problem);
    return undefined;
  }
  return outcome.body;
}
