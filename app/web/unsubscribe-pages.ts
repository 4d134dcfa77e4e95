// The unsubscribe link of update e-mails: it works without signing in, because the link's token is
// the secret of one follow. Opening it asks for a press of a button (mail scanners open links);
// the POST, also sent by mail clients' one-click unsubscribe (RFC 8058), ends the follow.
import express from 'express';
import type { Response, Router } from 'express';
import { followedListing, unfollowByToken } from '../../db/queries/followers.ts';
import { escapeHtml, sendPage } from './layout.ts';
import type { WebDependencies } from './account-pages.ts';

const tokenPattern = /^[0-9a-f]{64}$/;

export function unsubscribePages(deps: WebDependencies): Router {
  const router = express.Router();
  router.use('/unsubscribe', express.urlencoded({ extended: false, limit: '1kb' }));
  const unknown = (res: Response) =>
    sendPage(res, {
      title: 'Link not valid',
      status: 404,
      body: '<p class="error" role="alert">This unsubscribe link is not valid, or it was used already.</p>',
    });

  router.get('/unsubscribe/done', async (_req, res) => {
    sendPage(res, {
      title: 'Unsubscribed',
      body: '<p class="notice" role="status">You no longer follow this listing and get no more of its updates.</p>',
    });
  });
  router.get('/unsubscribe/:token', async (req, res) => {
    const token = String(req.params.token);
    const listing = tokenPattern.test(token) ? await followedListing(deps.db, token) : undefined;
    if (!listing) return unknown(res);
    sendPage(res, {
      title: `Stop following ${listing.name}`,
      body: `<p>Stop following <strong>${escapeHtml(listing.name)}</strong> and getting its updates by e-mail?</p>
<form method="post" action="/unsubscribe/${escapeHtml(token)}"><button type="submit">Unsubscribe</button></form>`,
    });
  });
  router.post('/unsubscribe/:token', async (req, res) => {
    const token = String(req.params.token);
    const listing = tokenPattern.test(token) ? await unfollowByToken(deps.db, token) : undefined;
    if (!listing) return unknown(res);
    deps.log.info({ listing: listing.slug }, 'unsubscribed from a listing');
    res.redirect(303, '/unsubscribe/done');
  });
  return router;
}
