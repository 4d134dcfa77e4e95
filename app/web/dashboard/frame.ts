// What every dashboard page shares: the signed-in session (or the way to sign-in and back), the
// dashboard's navigation inside the site's page frame (its styles are in assets/site.css), the CSRF
// check of its forms, and the one-line notice a page shows after a redirect.
import express from 'express';
import type { Request, Response } from 'express';
import { loadSession } from '../../auth/sessions.ts';
import type { WebSession } from '../../auth/sessions.ts';
import type { Kernel } from '../../http/kernel.ts';
import { checkedForm, sendForbiddenForm } from '../account-pages.ts';
import type { WebDependencies } from '../account-pages.ts';
import { csrfField, escapeHtml, sendPage } from '../layout.ts';
import { operationsFor } from './operations.ts';
import type { CallOperation } from './operations.ts';

export interface DashboardDependencies extends WebDependencies {
  kernel: Kernel;
}

export type SignedInSession = WebSession & { accountId: string; email: string };

/** The person on a dashboard page and the operations they can call. */
export interface Visit {
  session: SignedInSession;
  call: CallOperation;
}

/** Dashboard forms are small; the largest is a draft's description (20,000 characters) or its story. */
export const formParser = express.urlencoded({ extended: false, limit: '200kb', parameterLimit: 2000 });

/**
 * The signed-in visit, or undefined after redirecting to sign-in (which comes back to this page;
 * a form posted signed-out comes back to the page it was on, never re-posting).
 */
export async function signedInVisit(deps: DashboardDependencies, req: Request, res: Response, returnTo?: string) {
  const session = await loadSession(deps.db, deps.config, req);
  if (!session?.accountId || !session.email) {
    const back = returnTo ?? (req.method === 'GET' ? req.originalUrl : '/dashboard');
    res.redirect(303, `/sign-in?return_to=${encodeURIComponent(back)}`);
    return undefined;
  }
  const signed = session as SignedInSession;
  return { session: signed, call: operationsFor(deps.kernel, req, signed.accountId) } satisfies Visit;
}

/** A signed-in visit whose form carries the session's CSRF token; otherwise the refusal is sent. */
export async function formVisit(deps: DashboardDependencies, req: Request, res: Response, returnTo: string) {
  const visit = await signedInVisit(deps, req, res, returnTo);
  if (!visit) return undefined;
  if (!checkedForm(deps, req, visit.session)) {
    sendForbiddenForm(res);
    return undefined;
  }
  return visit;
}

/** Notices shown once after a redirect, by a fixed code in the query (no posted text is echoed). */
const notices: Record<string, string> = {
  saved: 'Saved.',
  locked: 'Locked: redrafting will not change this field.',
  restored: 'The drafted value is back.',
  regenerated: 'Redrafted from the website.',
  submitted: 'Submitted: the draft is now a listing of yours, not yet published.',
  invited: 'Invitation sent.',
  free: 'The free plan is chosen. The homepage is being checked for the badge now.',
  checking: 'Checking the homepage for the badge now: this page shows the result in a moment.',
  posted: 'Update posted; followers are being told by e-mail.',
  milestone: 'Milestone added.',
  'milestone-deleted': 'Milestone deleted.',
  story: 'Founder story saved.',
  claimed: 'Claim started: follow its instructions below.',
  verified: 'Checked.',
};

export function noticeOf(req: Request): string {
  const code = typeof req.query.done === 'string' ? req.query.done : '';
  const text = notices[code];
  return text ? `<p class="notice" role="status">${escapeHtml(text)}</p>` : '';
}

const navigation = [
  ['/dashboard', 'Overview'],
  ['/submit', 'Submit a product'],
  ['/dashboard/drafts', 'Drafts'],
  ['/dashboard/listings', 'Listings'],
  ['/dashboard/claims', 'Claims'],
  ['/dashboard/orders', 'Orders'],
  ['/account', 'API keys'],
] as const;

export interface DashboardPage {
  title: string;
  body: string;
  status?: number;
  /** Reload the page after this many seconds (a draft still being read), by the HTTP Refresh header. */
  refreshSeconds?: number;
}

export function sendDashboardPage(req: Request, res: Response, session: SignedInSession, page: DashboardPage): void {
  const here = req.path.replace(/\/+$/, '') || '/';
  const links = navigation
    .map(([href, label]) => {
      const current = here === href || (href !== '/dashboard' && here.startsWith(`${href}/`));
      return `<li><a href="${href}"${current ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a></li>`;
    })
    .join('');
  if (page.refreshSeconds) res.set('Refresh', String(page.refreshSeconds));
  sendPage(res, {
    title: page.title,
    status: page.status,
    signedInAs: { email: session.email, csrfToken: session.csrfToken },
    width: 'wide',
    body: `<nav class="dashboard-nav" aria-label="Dashboard"><ul>${links}</ul></nav>
<div class="dashboard">${page.body}</div>`,
  });
}

/** A form posting to `action` with the CSRF token; `content` holds its inputs and buttons. */
export const postForm = (session: SignedInSession, action: string, content: string, attributes = '') =>
  `<form method="post" action="${escapeHtml(action)}"${attributes}>${csrfField(session.csrfToken)}${content}</form>`;

/** A form holding just one button. */
export const buttonForm = (session: SignedInSession, action: string, label: string, className = '') =>
  postForm(
    session,
    action,
    `<button type="submit"${className ? ` class="${className}"` : ''}>${escapeHtml(label)}</button>`,
    ' class="inline"',
  );

export const formatDate = (iso: string | null | undefined) =>
  iso ? `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.slice(0, 10))}</time>` : '';

export const formatTime = (iso: string | null | undefined) =>
  iso ? `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.slice(0, 16).replace('T', ' '))} UTC</time>` : '';

export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A paging row for a list page: previous and next links when there are such pages. */
export function pager(path: string, page: number, hasMore: boolean): string {
  const links = [
    page > 1 ? `<a href="${escapeHtml(path)}?page=${page - 1}" rel="prev">Previous page</a>` : '',
    hasMore ? `<a href="${escapeHtml(path)}?page=${page + 1}" rel="next">Next page</a>` : '',
  ].filter(Boolean);
  return links.length ? `<nav aria-label="Pages"><p>${links.join(' · ')}</p></nav>` : '';
}

/** The page number asked for in ?page= (1 when missing or not a page number). */
export function pageNumber(req: Request): number {
  const page = Number(req.query.page);
  return Number.isSafeInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}

/** A page an operation refused to show (not yours, not found, rate limited): its problem's words. */
export function sendRefusal(
  req: Request,
  res: Response,
  session: SignedInSession,
  problem: { status: number; title: string; detail?: string },
): void {
  sendDashboardPage(req, res, session, {
    title: problem.status === 404 || problem.status === 400 ? 'Not found' : problem.title,
    status: problem.status === 400 ? 404 : problem.status,
    body: `<p class="error" role="alert">${escapeHtml(
      problem.status === 400 ? 'There is nothing here.' : (problem.detail ?? problem.title),
    )}</p><p><a href="/dashboard">Back to your dashboard</a></p>`,
  });
}

/** A link to a page on the web that is not ours (a product's site, a crawled page): untrusted, escaped. */
export const externalLink = (url: string, text: string) =>
  `<a href="${escapeHtml(url)}" rel="nofollow noopener noreferrer">${escapeHtml(text)}</a>`;

/** Field names as people read them: "pricing_model, demo_video_url" -> "pricing model, demo video url". */
export const fieldList = (names: string[]) => names.join(', ').replaceAll('_', ' ');
