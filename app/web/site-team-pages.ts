// The site team's read-only page of recent listing edits with their before and after values. Only
// accounts whose e-mail address is in SITE_TEAM_EMAILS may open it; anyone else signed in gets 403.
import express from 'express';
import type { Request, Response, Router } from 'express';
import { loadSession } from '../auth/sessions.ts';
import { recentVersions } from '../../db/queries/listing-versions.ts';
import { escapeHtml, sendPage } from './layout.ts';
import type { WebDependencies } from './account-pages.ts';

const perPage = 50;
const show = (value: unknown) => (value === null || value === undefined ? '(empty)' : JSON.stringify(value, null, 1));

export function siteTeamPages(deps: WebDependencies): Router {
  const router = express.Router();
  // Express 5 hands a rejected handler promise to the error handler, so pages need no wrapper.
  router.get('/site-team/edits', async (req: Request, res: Response) => {
    const session = await loadSession(deps.db, deps.config, req);
    if (!session?.accountId || !session.email)
      return res.redirect(303, `/sign-in?return_to=${encodeURIComponent('/site-team/edits')}`);
    const signedInAs = { email: session.email, csrfToken: session.csrfToken };
    if (!deps.config.siteTeamEmails.includes(session.email.toLowerCase()))
      return sendPage(res, {
        title: 'Site team only',
        status: 403,
        signedInAs,
        body: '<p class="error" role="alert">This page is for the site team (SITE_TEAM_EMAILS).</p>',
      });
    const pageNumber = Math.min(
      Math.max(Number.parseInt(typeof req.query.page === 'string' ? req.query.page : '1', 10) || 1, 1),
      1000,
    );
    const versions = await recentVersions(deps.db, { limit: perPage, offset: (pageNumber - 1) * perPage });
    const rows = versions
      .map((version) => {
        const changes = Object.keys(version.after)
          .map(
            (key) =>
              `<tr><th scope="row">${escapeHtml(key)}</th>` +
              `<td><pre>${escapeHtml(show(version.before[key]))}</pre></td>` +
              `<td><pre>${escapeHtml(show(version.after[key]))}</pre></td></tr>`,
          )
          .join('');
        return `<section><h2>${escapeHtml(version.name)} <small>(${escapeHtml(version.slug)})</small></h2>
<p><time datetime="${version.created_at.toISOString()}">${escapeHtml(version.created_at.toISOString())}</time>,
${escapeHtml(version.actor)}, ${escapeHtml(version.reason)}</p>
<table><thead><tr><th scope="col">Field</th><th scope="col">Before</th><th scope="col">After</th></tr></thead>
<tbody>${changes}</tbody></table></section>`;
      })
      .join('\n');
    sendPage(res, {
      title: 'Recent listing edits',
      signedInAs,
      body:
        (rows || '<p>No edits yet.</p>') +
        (versions.length === perPage ? `<p><a href="/site-team/edits?page=${pageNumber + 1}">Older edits</a></p>` : ''),
    });
  });
  return router;
}
