// The link an e-mail claim sends: it works without signing in, because reaching the mailbox at the
// listing's domain is the proof. Opening it shows what is being claimed and asks for a press of a
// button (mail scanners open links, and a scanner must not hand the listing to whoever asked); the
// POST verifies the claim and redirects back to the page, which then says it is verified.
import express from 'express';
import type { Response, Router } from 'express';
import { findClaimableListing, findEmailClaimByToken } from '../../db/queries/claims.ts';
import { emailClaimPath, verifyEmailClaim } from '../claims/claims.ts';
import { now } from '../clock.ts';
import type { WebDependencies } from './account-pages.ts';
import { escapeHtml, sendPage } from './layout.ts';

const tokenPattern = /^[A-Za-z0-9_-]{20,64}$/;

export function claimPages(deps: WebDependencies): Router {
  const router = express.Router();
  const unknown = (res: Response) =>
    sendPage(res, {
      title: 'Link not valid',
      status: 404,
      body: '<p class="error" role="alert">This claim link is not valid.</p>',
    });

  router.get('/claims/email/:token', async (req, res) => {
    const token = String(req.params.token);
    const claim = tokenPattern.test(token) ? await findEmailClaimByToken(deps.db, token) : undefined;
    if (!claim) return unknown(res);
    const listing = await findClaimableListing(deps.db, claim.listing_id);
    const name = `<strong>${escapeHtml(listing.name)}</strong> (${escapeHtml(listing.url)})`;
    if (claim.status === 'verified')
      return sendPage(res, {
        title: 'Claim verified',
        body: `<p class="notice" role="status">The claim is verified: the account that asked now owns ${name}.</p>`,
      });
    if (claim.status !== 'pending' || claim.expires_at <= now())
      return sendPage(res, {
        title: 'Claim no longer open',
        status: 410,
        body: `<p class="error" role="alert">This claim on ${name} is no longer open; nothing changes.</p>`,
      });
    sendPage(res, {
      title: `Confirm the claim on ${listing.name}`,
      body: `<p>An account on Launch Directory asked to become an owner of ${name}, proving it with
<strong>${escapeHtml(claim.email ?? '')}</strong>. Confirm only if that was you or your team.</p>
<form method="post" action="${escapeHtml(emailClaimPath(token))}">
<button type="submit">Confirm the claim</button></form>`,
    });
  });
  router.post('/claims/email/:token', async (req, res) => {
    const token = String(req.params.token);
    if (!tokenPattern.test(token)) return unknown(res);
    const outcome = await verifyEmailClaim(deps.db, token);
    if (!outcome) return unknown(res);
    if (outcome.verified) deps.log.info({ claim: outcome.claimId }, 'e-mail claim verified');
    res.redirect(303, emailClaimPath(token));
  });
  return router;
}
