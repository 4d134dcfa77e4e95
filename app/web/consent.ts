// The OAuth interaction pages: sign-in (through the e-mail link) and the consent page that shows
// the client, the scopes and the resource the token will be bound to.
import express from 'express';
import type { Request, Response, Router } from 'express';
import type Provider from 'oidc-provider';
import { scopeDescriptions } from '../auth/scopes.ts';
import { loadSession } from '../auth/sessions.ts';
import { checkedForm, sendForbiddenForm } from './account-pages.ts';
import type { WebDependencies } from './account-pages.ts';
import { csrfField, escapeHtml, sendPage } from './layout.ts';

export function consentPages(deps: WebDependencies & { provider: Provider }): Router {
  const { db, config, provider } = deps;
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });

  /** The interaction and the signed-in session of the same account, or a redirect to sign in. */
  async function signedInInteraction(req: Request, res: Response) {
    const details = await provider.interactionDetails(req, res);
    const session = await loadSession(db, config, req);
    const sameAccount =
      session?.accountId && (details.prompt.name === 'login' || details.session?.accountId === session.accountId);
    if (!session?.accountId || !sameAccount) {
      res.redirect(303, `/sign-in?return_to=${encodeURIComponent(`/oauth/interaction/${details.uid}`)}`);
      return null;
    }
    return { details, session };
  }

  router.get('/oauth/interaction/:uid', async (req, res) => {
    const found = await signedInInteraction(req, res);
    if (!found) return;
    const { details, session } = found;
    if (details.prompt.name === 'login') {
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: session.accountId! } },
        { mergeWithLastSubmission: false },
      );
    }
    // The authorization request's parameters, as oidc-provider parsed and checked them.
    const params = details.params as {
      client_id: string;
      redirect_uri: string;
      scope?: string;
      resource?: string | string[];
    };
    const client = await provider.Client.find(params.client_id);
    const descriptions = scopeDescriptions();
    const scopes = (params.scope ?? '').split(' ').filter((scope) => scope in descriptions);
    const resource = ([] as string[]).concat(params.resource ?? []);
    const clientLink = client?.clientUri
      ? `, <a href="${escapeHtml(client.clientUri)}" rel="noreferrer">${escapeHtml(client.clientUri)}</a>`
      : '';
    const interaction = `/oauth/interaction/${escapeHtml(details.uid)}`;
    const scopeItems =
      scopes
        .map((scope) => `<li><code>${escapeHtml(scope)}</code>: ${escapeHtml(descriptions[scope])}</li>`)
        .join('') || '<li>none (read nothing but your identity)</li>';
    sendPage(res, {
      title: 'Allow access?',
      formAction: null,
      signedInAs: { email: session.email!, csrfToken: session.csrfToken },
      body: `<p><strong>${escapeHtml(client?.clientName ?? params.client_id)}</strong>
wants to act on your Launch Directory account.</p>
<dl>
<dt>Client</dt><dd>
${escapeHtml(client?.clientName ?? '(no name given)')} <code>${escapeHtml(params.client_id)}</code>${clientLink}</dd>
<dt>Resource</dt><dd>${resource.map((value) => `<code>${escapeHtml(value)}</code>`).join(', ') || 'none'}</dd>
<dt>Scopes</dt><dd><ul>${scopeItems}</ul></dd>
<dt>Redirects to</dt><dd><code>${escapeHtml(params.redirect_uri)}</code></dd>
</dl>
<form class="inline" method="post" action="${interaction}/confirm">${csrfField(session.csrfToken)}
<button type="submit">Allow</button></form>
<form class="inline" method="post" action="${interaction}/abort">${csrfField(session.csrfToken)}
<button class="secondary" type="submit">Deny</button></form>`,
    });
  });

  router.post('/oauth/interaction/:uid/confirm', form, async (req, res) => {
    const found = await signedInInteraction(req, res);
    if (!found) return;
    const { details, session } = found;
    if (!checkedForm(deps, req, session) || details.prompt.name !== 'consent') return sendForbiddenForm(res);
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId: session.accountId!, clientId: String(details.params.client_id) });
    if (!grant) return sendForbiddenForm(res);
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {}))
      grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  });

  router.post('/oauth/interaction/:uid/abort', form, async (req, res) => {
    const found = await signedInInteraction(req, res);
    if (!found) return;
    if (!checkedForm(deps, req, found.session)) return sendForbiddenForm(res);
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user denied access.' },
      { mergeWithLastSubmission: false },
    );
  });

  return router;
}
