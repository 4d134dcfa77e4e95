// The page an invite link opens: sign in first (any e-mail address), then confirm with a button;
// accepting on GET would let mail scanners that open links use the invite up.
import express from 'express';
import type { Router } from 'express';
import { loadSession } from '../auth/sessions.ts';
import { acceptInvite, invitePath } from '../draft/invites.ts';
import { checkedForm, sendForbiddenForm } from './account-pages.ts';
import type { WebDependencies } from './account-pages.ts';
import { csrfField, escapeHtml, sendPage } from './layout.ts';

export function invitePages(deps: WebDependencies): Router {
  const router = express.Router();
  router.use('/invites', express.urlencoded({ extended: false, limit: '4kb' }));

  router.get('/invites/:token', async (req, res) => {
    const session = await loadSession(deps.db, deps.config, req);
    const path = invitePath(String(req.params.token));
    if (!session?.accountId || !session.email)
      return void res.redirect(303, `/sign-in?return_to=${encodeURIComponent(path)}`);
    sendPage(res, {
      title: 'Join a draft',
      signedInAs: { email: session.email, csrfToken: session.csrfToken },
      body: `<p>You were invited to co-edit a product draft. Join it as
<strong>${escapeHtml(session.email)}</strong>?</p>
<form method="post" action="${escapeHtml(path)}">${csrfField(session.csrfToken)}
<button type="submit">Join the draft</button></form>`,
    });
  });

  router.post('/invites/:token', async (req, res) => {
    const session = await loadSession(deps.db, deps.config, req);
    if (!checkedForm(deps, req, session)) return sendForbiddenForm(res);
    if (!session?.accountId || !session.email)
      return void res.redirect(303, `/sign-in?return_to=${encodeURIComponent(invitePath(String(req.params.token)))}`);
    const outcome = await acceptInvite(deps.db, String(req.params.token), session.accountId);
    const signedInAs = { email: session.email, csrfToken: session.csrfToken };
    if (!outcome.accepted)
      return sendPage(res, {
        title: 'Invite not accepted',
        status: 410,
        signedInAs,
        body: `<p class="error" role="alert">${escapeHtml(outcome.reason)}</p>`,
      });
    sendPage(res, {
      title: 'You joined the draft',
      signedInAs,
      body: `<p class="notice" role="status">
You are now a co-owner of draft <code>${escapeHtml(outcome.draftId)}</code>.</p>
<p>Read it with <code>GET ${escapeHtml(deps.config.publicUrl)}/v1/drafts/${escapeHtml(outcome.draftId)}</code> and
an API key from <a href="/account">your account</a>.</p>`,
    });
  });
  return router;
}
