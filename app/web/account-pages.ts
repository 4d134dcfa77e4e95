// Sign in by e-mail link, and the account page with its API keys (create, shown once, revoke). A
// new key is shown once after POST-redirect-GET, from a flash kept for the session (app/web/flash.ts):
// refreshing the page that shows it neither shows it again nor creates another key.
import express from 'express';
import type { Request, Response, Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../auth/api-keys.ts';
import type { CreatedApiKey } from '../auth/api-keys.ts';
import { scopeDescriptions } from '../auth/scopes.ts';
import { endSession, formCsrfToken, loadSession, startSignedInSession, validCsrfToken } from '../auth/sessions.ts';
import type { WebSession } from '../auth/sessions.ts';
import { redeemSignInToken, safeReturnPath, sendSignInLink } from '../auth/sign-in.ts';
import { countRequest } from '../http/rate-limit.ts';
import { resolveRef, specDocument } from '../spec.ts';
import { putFlash, takeFlash } from './flash.ts';
import { csrfField, escapeHtml, sendPage } from './layout.ts';

export interface WebDependencies {
  db: Database;
  config: Config;
  log: Logger;
}

/** What the API accepts as an e-mail address (the spec's EmailAddress), so every account's address is one. */
const emailPattern = new RegExp(
  resolveRef<{ pattern: string }>(specDocument(), { $ref: '#/components/schemas/EmailAddress' }).pattern,
);
/** Sign-in links per 15 minutes: few per address (no mail bombing), more per client address. */
const linksPerAddress = { limit: 5, windowSeconds: 900 };
const linksPerIp = { limit: 20, windowSeconds: 900 };
const formatTime = (date: Date | null) =>
  date
    ? `<time datetime="${date.toISOString()}">${date.toISOString().slice(0, 16).replace('T', ' ')} UTC</time>`
    : 'never';

/** A posted form's fields (none when the body was not a form): strings, or arrays when a name repeats. */
const formFields = (req: Request): Record<string, unknown> => (req.body as Record<string, unknown> | undefined) ?? {};

/** A field as text: '' when missing, the values joined by commas when its name repeats. */
const fieldText = (value: unknown): string =>
  Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';

/** A form post is accepted only with the session's CSRF token (and, when sent, this site's Origin). */
export function checkedForm(deps: WebDependencies, req: Request, session: WebSession | null): boolean {
  const origin = req.headers.origin;
  if (origin && origin !== new URL(deps.config.publicUrl).origin) return false;
  return validCsrfToken(deps.config, req, session, formFields(req).csrf);
}

export function sendForbiddenForm(res: Response): void {
  sendPage(res, {
    title: 'Form expired',
    status: 403,
    body:
      '<p class="error" role="alert">This form could not be verified (it may have expired). ' +
      'Go back, reload the page and try again.</p>',
  });
}

/** The flash the key form leaves: the new key's name and the key itself. */
const isCreatedKey = (value: unknown): value is Pick<CreatedApiKey, 'name' | 'key'> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { key?: unknown }).key === 'string';

export function accountPages(deps: WebDependencies): Router {
  const { db, config } = deps;
  const router = express.Router();
  const form = express.urlencoded({ extended: false, limit: '16kb' });

  router.get('/sign-in', async (req, res) => {
    // No session row for a visitor without one (probe finding 8): the form carries a cookie token.
    const session = await loadSession(db, config, req);
    const returnTo = safeReturnPath(req.query.return_to);
    if (session?.accountId) return void res.redirect(303, returnTo);
    sendPage(res, {
      title: 'Sign in',
      body: `<p>Enter your e-mail address and we will send you a link to sign in.
New here? The same link creates your account.</p>
<form method="post" action="/sign-in">
${csrfField(formCsrfToken(config, req, res, session))}
<input type="hidden" name="return_to" value="${escapeHtml(returnTo)}">
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<button type="submit">Send me a sign-in link</button>
</form>`,
    });
  });

  router.post('/sign-in', form, async (req, res) => {
    const session = await loadSession(db, config, req);
    if (!checkedForm(deps, req, session)) return sendForbiddenForm(res);
    const fields = formFields(req);
    const email = fieldText(fields.email).trim();
    if (!emailPattern.test(email) || email.length > 254) {
      return sendPage(res, {
        title: 'Sign in',
        status: 400,
        body:
          `<p class="error" role="alert">"${escapeHtml(email)}" is not an e-mail address.</p>` +
          `<p><a href="/sign-in">Try again</a></p>`,
      });
    }
    const perAddress = await countRequest(db, 'account', `sign-in:${email.toLowerCase()}`, linksPerAddress);
    const perIp = await countRequest(db, 'ip', `sign-in-ip:${req.ip}`, linksPerIp);
    if (!perAddress.allowed || !perIp.allowed) {
      const minutes = Math.ceil(Math.max(perAddress.retryAfterSeconds, perIp.retryAfterSeconds) / 60);
      res.set('Retry-After', String(minutes * 60));
      return sendPage(res, {
        title: 'Sign in',
        status: 429,
        body:
          `<p class="error" role="alert">Too many sign-in links were requested. ` +
          `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.</p>`,
      });
    }
    await sendSignInLink({ ...deps, publicUrl: config.publicUrl }, email, safeReturnPath(fields.return_to));
    sendPage(res, {
      title: 'Check your e-mail',
      body:
        `<p class="notice" role="status">We sent a sign-in link to <strong>${escapeHtml(email)}</strong>. ` +
        `It works once, for 15 minutes.</p>`,
    });
  });

  // The link shows a button rather than signing in on GET, so mail scanners that open links do not use it up.
  router.get('/sign-in/verify', async (req, res) => {
    const session = await loadSession(db, config, req);
    sendPage(res, {
      title: 'Sign in',
      body: `<form method="post" action="/sign-in/verify">
${csrfField(formCsrfToken(config, req, res, session))}
<input type="hidden" name="token" value="${escapeHtml(fieldText(req.query.token))}">
<p>Continue to sign in to Launch Directory.</p>
<button type="submit">Sign in</button>
</form>`,
    });
  });

  router.post('/sign-in/verify', form, async (req, res) => {
    const session = await loadSession(db, config, req);
    if (!checkedForm(deps, req, session)) return sendForbiddenForm(res);
    const redeemed = await redeemSignInToken(db, fieldText(formFields(req).token));
    if (!redeemed) {
      return sendPage(res, {
        title: 'Link expired',
        status: 400,
        body:
          '<p class="error" role="alert">This sign-in link has expired or was already used.</p>' +
          '<p><a href="/sign-in">Get a new link</a></p>',
      });
    }
    await startSignedInSession(db, config, res, session, redeemed.account);
    res.redirect(303, redeemed.returnTo);
  });

  router.post('/sign-out', form, async (req, res) => {
    const session = await loadSession(db, config, req);
    if (!checkedForm(deps, req, session)) return sendForbiddenForm(res);
    await endSession(db, config, res, session);
    res.redirect(303, '/sign-in');
  });

  const signedIn = async (
    req: Request,
    res: Response,
  ): Promise<(WebSession & { accountId: string; email: string }) | null> => {
    const session = await loadSession(db, config, req);
    if (session?.accountId && session.email) return session as WebSession & { accountId: string; email: string };
    res.redirect(303, `/sign-in?return_to=${encodeURIComponent('/account')}`);
    return null;
  };

  async function sendAccountPage(
    res: Response,
    session: WebSession & { accountId: string; email: string },
    extra: { created?: Pick<CreatedApiKey, 'name' | 'key'>; error?: string; status?: number } = {},
  ) {
    const keys = await listApiKeys(db, session.accountId);
    const scopes = scopeDescriptions();
    const created = extra.created
      ? `<div class="notice" role="status">
<p>Your new API key <strong>${escapeHtml(extra.created.name)}</strong>. Copy it now: it is shown only once.</p>
<code class="key" id="new-api-key">${escapeHtml(extra.created.key)}</code>
<p>Use it as <code>Authorization: Bearer &lt;key&gt;</code>, e.g.
<code>curl -H "Authorization: Bearer $KEY" ${escapeHtml(config.publicUrl)}/v1/me</code></p></div>`
      : '';
    const error = extra.error ? `<p class="error" role="alert">${escapeHtml(extra.error)}</p>` : '';
    const rows = keys
      .map(
        (key) => `<tr><td>${escapeHtml(key.name)}</td><td><code>${escapeHtml(key.prefix)}…</code></td>
<td>${key.scopes.map((scope) => `<code>${escapeHtml(scope)}</code>`).join(' ') || 'none'}</td>
<td>${formatTime(key.createdAt)}</td><td>${formatTime(key.lastUsedAt)}</td>
<td><form class="inline" method="post" action="/account/api-keys/${key.id}/revoke">${csrfField(session.csrfToken)}
<button class="secondary" type="submit" aria-label="Revoke ${escapeHtml(key.name)}">Revoke</button></form></td></tr>`,
      )
      .join('\n');
    const keyTable = keys.length
      ? `<table><thead>
<tr><th scope="col">Name</th><th scope="col">Key</th><th scope="col">Scopes</th><th scope="col">Created</th>
<th scope="col">Last used</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
<tbody>${rows}</tbody></table>`
      : '<p>No API keys yet.</p>';
    sendPage(res, {
      title: 'Your account',
      status: extra.status,
      signedInAs: { email: session.email, csrfToken: session.csrfToken },
      body: `${created}${error}
<p>Signed in as <strong>${escapeHtml(session.email)}</strong>.</p>
<h2>API keys</h2>
${keyTable}
<h2>Create an API key</h2>
<form method="post" action="/account/api-keys">
${csrfField(session.csrfToken)}
<label for="key-name">Name</label>
<input id="key-name" name="name" type="text" maxlength="100" required placeholder="e.g. laptop script">
<fieldset><legend>Scopes</legend>
${Object.entries(scopes)
  .map(
    ([scope, description]) =>
      `<label><input type="checkbox" name="scopes" value="${escapeHtml(scope)}"` +
      `${scope === 'account:read' ? ' checked' : ''}> ` +
      `<code>${escapeHtml(scope)}</code>: ${escapeHtml(description)}</label>`,
  )
  .join('\n')}
</fieldset>
<button type="submit">Create API key</button>
</form>`,
    });
  }

  router.get('/account', async (req, res) => {
    const session = await signedIn(req, res);
    if (!session) return;
    const flash = await takeFlash(db, config, req, session);
    await sendAccountPage(res, session, { created: isCreatedKey(flash) ? flash : undefined });
  });

  router.post('/account/api-keys', form, async (req, res) => {
    const session = await signedIn(req, res);
    if (!session) return;
    if (!checkedForm(deps, req, session)) return sendForbiddenForm(res);
    const fields = formFields(req);
    const chosen = ([] as unknown[]).concat(fields.scopes ?? []).map(String);
    const name = fieldText(fields.name).trim();
    if (!chosen.length)
      return sendAccountPage(res, session, { error: 'Choose at least one scope for the key.', status: 400 });
    let created: CreatedApiKey;
    try {
      created = await createApiKey(db, session.accountId, { name, scopes: chosen });
    } catch (error) {
      return sendAccountPage(res, session, { error: (error as Error).message, status: 400 });
    }
    await putFlash(db, config, req, session, { name: created.name, key: created.key });
    res.redirect(303, '/account');
  });

  router.post('/account/api-keys/:id/revoke', form, async (req, res) => {
    const session = await signedIn(req, res);
    if (!session) return;
    if (!checkedForm(deps, req, session)) return sendForbiddenForm(res);
    const id = Number(req.params.id);
    if (Number.isSafeInteger(id)) await revokeApiKey(db, session.accountId, id);
    res.redirect(303, '/account');
  });

  return router;
}
