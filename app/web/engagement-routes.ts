// The site's own actions on a listing: vote and take the vote back, follow and unfollow, write or
// edit a review. Form posts with the session's CSRF token that redirect back to the page they came
// from; the page's script (assets/site.js) may send the same post asking for JSON, and gets the
// button's new state instead of a redirect. Signed-out visitors are sent to sign in and back.
import express from 'express';
import type { Request, Response, Router } from 'express';
import { loadSession } from '../auth/sessions.ts';
import { ProblemError, toProblem } from '../http/problem.ts';
import { sendProblem } from '../http/send-problem.ts';
import { setFollow } from '../engagement/follows.ts';
import { reviewTextLimit, writeReview } from '../engagement/reviews.ts';
import { setVote } from '../engagement/votes.ts';
import { checkedForm, sendForbiddenForm } from './account-pages.ts';
import { csrfField, escapeHtml, sendPage } from './layout.ts';
import type { PageDependencies } from './page-context.ts';
import { followState, listingPath, signInPath, voteState } from './public-layout.ts';
import type { ButtonState } from './public-layout.ts';

type Fields = Record<string, unknown>;
const fieldsOf = (req: Request): Fields => (req.body as Fields | undefined) ?? {};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The page to go back to: a path on this site, else the listing's page. */
function returnPath(req: Request<Record<string, string>>): string {
  const wanted = text(fieldsOf(req).return_to);
  return /^\/(?![/\\])[\x21-\x7E]*$/.test(wanted) ? wanted : listingPath(req.params.slug);
}

const wantsJson = (req: Request) => req.accepts(['html', 'json']) === 'json';

const errorTitles: Record<number, string> = {
  400: 'Not saved',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Not open yet',
  429: 'Slow down',
};

export function engagementRoutes(deps: PageDependencies): Router {
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });

  /** The signed-in account behind a checked form post, or null when the response is already sent. */
  async function signedInPoster(req: Request<Record<string, string>>, res: Response) {
    const session = await loadSession(deps.db, deps.config, req);
    if (!session?.accountId || !session.email) {
      if (wantsJson(req)) sendProblem(req, res, new ProblemError(401, 'sign_in_required', 'Sign in to do this.'));
      else res.redirect(303, signInPath(returnPath(req)));
      return null;
    }
    if (!checkedForm(deps, req, session)) {
      if (wantsJson(req))
        sendProblem(req, res, new ProblemError(403, 'form_expired', 'Reload the page and try again.'));
      else sendForbiddenForm(res);
      return null;
    }
    return { accountId: session.accountId, email: session.email, csrfToken: session.csrfToken };
  }

  function sendFailure(
    req: Request<Record<string, string>>,
    res: Response,
    poster: { email: string; csrfToken: string },
    error: unknown,
  ) {
    const problem = toProblem(error);
    if (problem.status >= 500) throw error;
    if (wantsJson(req)) return sendProblem(req, res, problem);
    res.set(problem.headers);
    sendPage(res, {
      title: errorTitles[problem.status] ?? 'Not done',
      status: problem.status,
      signedInAs: poster,
      body: `<p class="error" role="alert">${escapeHtml(problem.message)}</p>
<p><a href="${escapeHtml(returnPath(req))}">Go back</a></p>`,
    });
  }

  const toggles: [string, (accountId: string, slug: string) => Promise<ButtonState>][] = [
    ['vote', async (account, slug) => voted(await setVote(deps, account, slug, true))],
    ['unvote', async (account, slug) => voted(await setVote(deps, account, slug, false))],
    ['follow', async (account, slug) => followed(await setFollow(deps, account, slug, true))],
    ['unfollow', async (account, slug) => followed(await setFollow(deps, account, slug, false))],
  ];
  for (const [action, run] of toggles) {
    router.post(`/listings/:slug/${action}`, form, async (req, res) => {
      const poster = await signedInPoster(req, res);
      if (!poster) return;
      try {
        const state = await run(poster.accountId, req.params.slug);
        if (wantsJson(req)) return void res.set('Cache-Control', 'no-store').json(state);
        res.redirect(303, returnPath(req));
      } catch (error) {
        sendFailure(req, res, poster, error);
      }
    });
  }

  router.post('/listings/:slug/review', form, async (req, res) => {
    const poster = await signedInPoster(req, res);
    if (!poster) return;
    const fields = fieldsOf(req);
    try {
      await writeReview(deps, poster.accountId, req.params.slug, { rating: fields.rating, body: fields.body });
      res.redirect(303, returnPath(req));
    } catch (error) {
      if (!(error instanceof ProblemError && error.status === 400)) return sendFailure(req, res, poster, error);
      // The review again, as written, with what to fix.
      const rating = text(fields.rating);
      const reasons = (error.errors ?? []).map(
        (field) => `<li>${field.pointer.endsWith('rating') ? 'Rating' : 'Review'}: \
${escapeHtml(field.detail)}</li>`,
      );
      sendPage(res, {
        title: 'Your review was not saved',
        status: 400,
        signedInAs: poster,
        body: `<div class="error" role="alert"><ul>${reasons.join('')}</ul></div>
<form method="post" action="${listingPath(req.params.slug)}/review">${csrfField(poster.csrfToken)}
<input type="hidden" name="return_to" value="${escapeHtml(returnPath(req))}">
<fieldset class="stars"><legend>Your rating</legend>${[1, 2, 3, 4, 5]
          .map(
            (value) =>
              `<label><input type="radio" name="rating" value="${value}" required` +
              `${rating === String(value) ? ' checked' : ''}> \
${value} ${value === 1 ? 'star' : 'stars'}</label>`,
          )
          .join('')}</fieldset>
<label for="review-body">Your review (at most ${reviewTextLimit} characters)</label>
<textarea id="review-body" name="body">${escapeHtml(text(fields.body))}</textarea>
<p><button type="submit">Publish your review</button></p></form>`,
      });
    }
  });

  return router;
}

function voted(outcome: Awaited<ReturnType<typeof setVote>>): ButtonState {
  const state = voteState(outcome.listing, outcome.voted, outcome.votes);
  if (outcome.voted && !outcome.counts)
    return { ...state, announcement: `You own ${outcome.listing.name}: your vote is kept but not counted.` };
  return state;
}

const followed = (outcome: Awaited<ReturnType<typeof setFollow>>): ButtonState =>
  followState(outcome.listing, outcome.following, outcome.follows);
