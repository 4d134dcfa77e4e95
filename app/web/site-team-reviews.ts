// /site-team/reviews: the site team reads recent reviews and marks one not genuine (or genuine
// again), with a reason. Only accounts whose e-mail address is in SITE_TEAM_EMAILS; 403 for others.
import express from 'express';
import type { Request, Response, Router } from 'express';
import { loadSession } from '../auth/sessions.ts';
import type { WebSession } from '../auth/sessions.ts';
import { genuineReviewRule, judgeReview } from '../engagement/reviews.ts';
import { recentReviews } from '../../db/queries/engagement.ts';
import { checkedForm, sendForbiddenForm } from './account-pages.ts';
import { csrfField, escapeHtml, sendPage } from './layout.ts';
import type { PageDependencies } from './page-context.ts';
import { formatDate, listingPath, pageParam } from './public-layout.ts';

const perPage = 50;
const ownerNote = '<br><strong>Owns the listing</strong> (not counted)';
const filters = {
  all: { label: 'All reviews', genuine: undefined },
  'not-genuine': { label: 'Marked not genuine', genuine: false },
} as const;
type Filter = keyof typeof filters;

export function siteTeamReviews(deps: PageDependencies): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });

  /** The signed-in site-team member, or null when the response (sign in, 403) is already sent. */
  async function teamMember(req: Request, res: Response): Promise<(WebSession & { email: string }) | null> {
    const session = await loadSession(deps.db, deps.config, req);
    if (!session?.accountId || !session.email) {
      res.redirect(303, `/sign-in?return_to=${encodeURIComponent('/site-team/reviews')}`);
      return null;
    }
    if (!deps.config.siteTeamEmails.includes(session.email.toLowerCase())) {
      sendPage(res, {
        title: 'Site team only',
        status: 403,
        signedInAs: { email: session.email, csrfToken: session.csrfToken },
        body: '<p class="error" role="alert">This page is for the site team (SITE_TEAM_EMAILS).</p>',
      });
      return null;
    }
    return session as WebSession & { email: string };
  }

  router.get('/site-team/reviews', async (req, res) => {
    const member = await teamMember(req, res);
    if (!member) return;
    const filter: Filter = req.query.show === 'not-genuine' ? 'not-genuine' : 'all';
    const page = pageParam(req.query.page);
    const older = `/site-team/reviews?${filter === 'all' ? '' : `show=${filter}&`}page=${page + 1}`;
    const reviews = await recentReviews(
      deps.db,
      { genuine: filters[filter].genuine },
      { limit: perPage, offset: (page - 1) * perPage },
    );
    const rows = reviews.map((review) => {
      const judged = review.judged_by
        ? `<br><span class="meta">${review.genuine ? 'Marked genuine' : 'Marked not genuine'} by \
${escapeHtml(review.judged_by.replace(/^site-team:/, ''))} on ${formatDate(review.judged_at!.toISOString())}\
${review.judge_reason ? `: ${escapeHtml(review.judge_reason)}` : ''}</span>`
        : '';
      return `<tr><td><a href="${listingPath(review.slug)}">${escapeHtml(review.listing_name)}</a></td>
<td>${review.rating} of 5</td>
<td>${escapeHtml(review.body ?? '(no text)')}</td>
<td>${escapeHtml(review.author_email)}${review.by_owner ? ownerNote : ''}</td>
<td>${formatDate(review.created_at.toISOString())}</td>
<td>${review.genuine ? 'Genuine' : '<strong>Not genuine</strong>'}${judged}
<form method="post" action="/site-team/reviews/${review.id}">${csrfField(member.csrfToken)}
<input type="hidden" name="genuine" value="${review.genuine ? 'false' : 'true'}">
<input type="hidden" name="return_to" value="${escapeHtml(req.originalUrl)}">
<label for="reason-${review.id}">Reason</label>
<input id="reason-${review.id}" type="text" name="reason" maxlength="500">
<button type="submit" class="secondary">${review.genuine ? 'Mark not genuine' : 'Mark genuine'}</button>
</form></td></tr>`;
    });
    const tabs = (Object.keys(filters) as Filter[])
      .map((key) =>
        key === filter
          ? `<li><strong>${filters[key].label}</strong></li>`
          : `<li><a href="/site-team/reviews${key === 'all' ? '' : `?show=${key}`}">${filters[key].label}</a></li>`,
      )
      .join('');
    sendPage(res, {
      title: 'Reviews',
      width: 'wide',
      signedInAs: { email: member.email, csrfToken: member.csrfToken },
      body: `<p>A review counts toward the community rating while it is genuine and its author does not own the \
listing. \
Mark a review not genuine when it is:</p>
<ul>${genuineReviewRule.notGenuine.map((rule) => `<li>${escapeHtml(rule)}</li>`).join('')}</ul>
<nav aria-label="Show"><ul class="chips">${tabs}</ul></nav>
${
  rows.length
    ? `<table><thead><tr><th scope="col">Listing</th><th scope="col">Rating</th><th scope="col">Review</th>
<th scope="col">Author</th><th scope="col">Written</th><th scope="col">Judgement</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`
    : '<p>No reviews here.</p>'
}
${reviews.length === perPage ? `<p><a href="${escapeHtml(older)}">Older reviews</a></p>` : ''}`,
    });
  });

  router.post('/site-team/reviews/:id', form, async (req: Request<{ id: string }>, res) => {
    const member = await teamMember(req, res);
    if (!member) return;
    if (!checkedForm(deps, req, member)) return sendForbiddenForm(res);
    const fields = (req.body as Record<string, unknown> | undefined) ?? {};
    const reviewId = Number(req.params.id);
    const reason = typeof fields.reason === 'string' ? fields.reason.trim().slice(0, 500) : '';
    if (Number.isSafeInteger(reviewId) && (fields.genuine === 'true' || fields.genuine === 'false'))
      await judgeReview(deps.db, {
        reviewId,
        genuine: fields.genuine === 'true',
        teamEmail: member.email,
        reason: reason || null,
      });
    const back =
      typeof fields.return_to === 'string' && fields.return_to.startsWith('/site-team/reviews')
        ? fields.return_to
        : '/site-team/reviews';
    res.redirect(303, back);
  });

  return router;
}
