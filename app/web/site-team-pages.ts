// The site team's pages under /site-team: the tasks of paid lines people deliver (closable with a
// note, which delivers the line), every product's price with its history and a form to set a new
// one (the code path of `make set-price`), and the recent listing edits. Only accounts whose e-mail
// address is in SITE_TEAM_EMAILS may open them; anyone else signed in gets 403. Forms are
// CSRF-checked and redirect after a successful POST.
import express from 'express';
import type { Request, Response, Router } from 'express';
import { loadSession } from '../auth/sessions.ts';
import { now } from '../clock.ts';
import { changePrice, maxPriceCents, parsePriceCents } from '../orders/prices.ts';
import { closeTask, maxTaskNoteLength } from '../orders/tasks.ts';
import { actorLabel } from '../state/machine.ts';
import { recentVersions } from '../../db/queries/listing-versions.ts';
import { allPriceHistory, allProducts } from '../../db/queries/products.ts';
import { closedTasks, openTasks } from '../../db/queries/site-team-tasks.ts';
import type { TaskRow } from '../../db/queries/site-team-tasks.ts';
import { checkedForm, sendForbiddenForm } from './account-pages.ts';
import type { WebDependencies } from './account-pages.ts';
import { csrfField, escapeHtml, sendPage } from './layout.ts';

const perPage = 50;
const closedShown = 50;
const show = (value: unknown) => (value === null || value === undefined ? '(empty)' : JSON.stringify(value, null, 1));
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const time = (date: Date) =>
  `<time datetime="${date.toISOString()}">${escapeHtml(date.toISOString().slice(0, 16).replace('T', ' '))} UTC</time>`;

/** How long ago, in the largest whole unit: "3 h", "2 d". */
function age(since: Date): string {
  const minutes = Math.max(0, Math.floor((now().getTime() - since.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / 1440)} d`;
}

type TeamMember = { email: string; csrfToken: string };

const nav =
  '<nav aria-label="Site team"><ul><li><a href="/site-team/tasks">Tasks</a></li>' +
  '<li><a href="/site-team/prices">Prices</a></li><li><a href="/site-team/edits">Listing edits</a></li>' +
  '<li><a href="/site-team/reviews">Reviews</a></li></ul></nav>';

export function siteTeamPages(deps: WebDependencies): Router {
  const router = express.Router();
  router.use('/site-team', express.urlencoded({ extended: false, limit: '8kb' }));

  /** The signed-in site-team member, or undefined once the answer (sign-in, 403) has been sent. */
  async function teamMember(req: Request, res: Response, form: boolean): Promise<TeamMember | undefined> {
    const session = await loadSession(deps.db, deps.config, req);
    if (form && !checkedForm(deps, req, session)) return void sendForbiddenForm(res);
    if (!session?.accountId || !session.email) {
      return void res.redirect(303, `/sign-in?return_to=${encodeURIComponent(form ? '/site-team' : req.originalUrl)}`);
    }
    const member = { email: session.email, csrfToken: session.csrfToken };
    if (!deps.config.siteTeamEmails.includes(session.email.toLowerCase())) {
      return void sendPage(res, {
        title: 'Site team only',
        status: 403,
        signedInAs: member,
        body: '<p class="error" role="alert">This page is for the site team (SITE_TEAM_EMAILS).</p>',
      });
    }
    return member;
  }

  // Express 5 hands a rejected handler promise to the error handler, so pages need no wrapper.
  router.get('/site-team', async (req, res) => {
    const member = await teamMember(req, res, false);
    if (!member) return;
    const tasks = await openTasks(deps.db);
    sendPage(res, {
      title: 'Site team',
      signedInAs: member,
      body: `${nav}
<ul>
<li><a href="/site-team/tasks">Tasks</a>: ${tasks.length} open (paid lines people deliver).</li>
<li><a href="/site-team/prices">Prices</a>: every product's price and its history; set a new price.</li>
<li><a href="/site-team/edits">Listing edits</a>: recent changes with before and after.</li>
<li><a href="/site-team/reviews">Reviews</a>: mark a review not genuine (or genuine again).</li>
</ul>`,
    });
  });

  router.get('/site-team/edits', async (req: Request, res: Response) => {
    const member = await teamMember(req, res, false);
    if (!member) return;
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
<p>${time(version.created_at)},
${escapeHtml(version.actor)}, ${escapeHtml(version.reason)}</p>
<table><thead><tr><th scope="col">Field</th><th scope="col">Before</th><th scope="col">After</th></tr></thead>
<tbody>${changes}</tbody></table></section>`;
      })
      .join('\n');
    sendPage(res, {
      title: 'Recent listing edits',
      signedInAs: member,
      body:
        nav +
        (rows || '<p>No edits yet.</p>') +
        (versions.length === perPage ? `<p><a href="/site-team/edits?page=${pageNumber + 1}">Older edits</a></p>` : ''),
    });
  });

  async function renderPrices(res: Response, member: TeamMember, message?: { error?: string; saved?: string }) {
    const [products, history] = await Promise.all([allProducts(deps.db), allPriceHistory(deps.db)]);
    const sections = products
      .map((product) => {
        const rows = history
          .filter((row) => row.product_code === product.code)
          .map(
            (row) =>
              `<tr><td>${time(row.set_at)}</td><td>${dollars(row.price_cents)}</td>` +
              `<td>${escapeHtml(row.set_by)}</td></tr>`,
          )
          .join('');
        const field = `price-${product.code}`;
        return `<section><h2>${escapeHtml(product.name)} <small>(${escapeHtml(product.code)}${
          product.active ? '' : ', not on sale'
        })</small></h2>
<p>Now <strong>${dollars(product.price_cents)}</strong> (${product.price_cents} USD cents, excluding VAT)${
          product.minimum_cents !== null
            ? `; the buyer chooses the amount, at least ${dollars(product.minimum_cents)}`
            : ''
        }.</p>
<form method="post" action="/site-team/prices">${csrfField(member.csrfToken)}
<input type="hidden" name="product" value="${escapeHtml(product.code)}">
<label for="${escapeHtml(field)}">New price of ${escapeHtml(product.name)} in USD cents (0 to ${maxPriceCents})</label>
<input type="text" inputmode="numeric" pattern="[0-9]{1,9}" id="${escapeHtml(field)}" name="cents" required>
<button type="submit">Set price</button></form>
<table><caption>Price history, newest first</caption>
<thead><tr><th scope="col">Set at</th><th scope="col">Price</th><th scope="col">Set by</th></tr></thead>
<tbody>${rows}</tbody></table></section>`;
      })
      .join('\n');
    sendPage(res, {
      title: 'Prices',
      status: message?.error ? 400 : 200,
      signedInAs: member,
      body: `${nav}
${message?.error ? `<p class="error" role="alert">${escapeHtml(message.error)}</p>` : ''}${
        message?.saved ? `<p class="notice" role="status">${escapeHtml(message.saved)}</p>` : ''
      }
<p>Prices are in USD cents, excluding VAT. A new price applies to quotes and orders from now on; orders
already placed keep theirs. The same change as <code>make set-price</code>, recorded with who set it.</p>
${sections}`,
    });
  }

  router.get('/site-team/prices', async (req, res) => {
    const member = await teamMember(req, res, false);
    if (!member) return;
    const saved = typeof req.query.saved === 'string' ? req.query.saved : undefined;
    const product = saved ? (await allProducts(deps.db)).find((candidate) => candidate.code === saved) : undefined;
    await renderPrices(res, member, {
      saved: product ? `${product.name} now costs ${dollars(product.price_cents)}.` : undefined,
    });
  });

  router.post('/site-team/prices', async (req, res) => {
    const member = await teamMember(req, res, true);
    if (!member) return;
    const form = req.body as Record<string, unknown>;
    const code = typeof form.product === 'string' ? form.product : '';
    const cents = parsePriceCents(typeof form.cents === 'string' ? form.cents : undefined);
    if (cents === undefined) {
      return renderPrices(res, member, { error: `Give the price as whole USD cents from 0 to ${maxPriceCents}.` });
    }
    if (!(await changePrice(deps.db, code, cents, actorLabel({ kind: 'site_team', email: member.email })))) {
      return renderPrices(res, member, { error: `There is no product "${code}".` });
    }
    res.redirect(303, `/site-team/prices?saved=${encodeURIComponent(code)}`);
  });

  function taskRow(task: TaskRow, member: TeamMember): string {
    const options = Object.entries(task.details.options ?? {})
      .map(
        ([key, value]) =>
          `<li>${escapeHtml(key)}: ${escapeHtml(Array.isArray(value) ? value.join(', ') : String(value))}</li>`,
      )
      .join('');
    const categories = task.details.categories?.length
      ? `<li>categories: ${escapeHtml(task.details.categories.join(', '))}</li>`
      : '';
    const listing = task.listing_slug
      ? `<a href="/listings/${encodeURIComponent(task.listing_slug)}">${escapeHtml(task.listing_name)}</a> ` +
        `(${escapeHtml(task.listing_slug)})`
      : '(no listing)';
    const closing =
      task.status === 'open'
        ? `<form method="post" action="/site-team/tasks/${task.id}/close">${csrfField(member.csrfToken)}
<label for="note-${task.id}">What was done (kept with the task)</label>
<textarea id="note-${task.id}" name="note" rows="3" cols="60" maxlength="${maxTaskNoteLength}" required></textarea>
<button type="submit">Close as done</button></form>`
        : `<p>${escapeHtml(task.status)} ${task.closed_at ? time(task.closed_at) : ''} ` +
          `by ${escapeHtml(task.closed_by)}: ${escapeHtml(task.note)}</p>`;
    return `<section id="task-${task.id}"><h3>${escapeHtml(task.product_name)}: ${listing}</h3>
<dl>
<dt>Order</dt><dd>${escapeHtml(task.order_number)} (${escapeHtml(task.order_status)}${
      task.paid_at ? `, paid ${time(task.paid_at)}` : ''
    })</dd>
<dt>Buyer</dt><dd><a href="mailto:${escapeHtml(task.buyer_email)}">${escapeHtml(task.buyer_email)}</a>${
      task.billing_name ? ` (${escapeHtml(task.billing_name)})` : ''
    }</dd>
<dt>Line</dt><dd>${escapeHtml(task.description)}${task.week ? `, week of ${escapeHtml(task.week)}` : ''}</dd>
<dt>Options</dt><dd>${options || categories ? `<ul>${options}${categories}</ul>` : 'none'}</dd>
<dt>Opened</dt><dd>${time(task.opened_at)}, ${age(task.opened_at)} ago</dd>
<dt>To do</dt><dd>${escapeHtml(task.reason)}</dd>
</dl>
${closing}</section>`;
  }

  router.get('/site-team/tasks', async (req, res) => {
    const member = await teamMember(req, res, false);
    if (!member) return;
    const [open, closed] = await Promise.all([openTasks(deps.db), closedTasks(deps.db, closedShown)]);
    const notice =
      typeof req.query.closed === 'string'
        ? `<p class="notice" role="status">Task ${escapeHtml(req.query.closed)} is closed and its line delivered.</p>`
        : typeof req.query.already === 'string'
          ? `<p class="notice" role="status">Task ${escapeHtml(req.query.already)} was already closed; ` +
            'nothing changed.</p>'
          : '';
    sendPage(res, {
      title: 'Site-team tasks',
      signedInAs: member,
      body: `${nav}
${notice}
<p>Paid lines people deliver (done for you, AI review, trophy cabinet) and lines a job could not
deliver as bought. Closing a task marks its line delivered; the order is fulfilled with its last line.</p>
<h2>Open (${open.length}), oldest first</h2>
${open.map((task) => taskRow(task, member)).join('\n') || '<p>No open tasks.</p>'}
<h2>Recently closed</h2>
${closed.map((task) => taskRow(task, member)).join('\n') || '<p>None yet.</p>'}`,
    });
  });

  router.post('/site-team/tasks/:id/close', async (req, res) => {
    const member = await teamMember(req, res, true);
    if (!member) return;
    const taskId = /^\d{1,15}$/.test(String(req.params.id)) ? Number(req.params.id) : undefined;
    const posted = (req.body as Record<string, unknown>).note;
    const note = typeof posted === 'string' ? posted.trim() : '';
    if (!note || note.length > maxTaskNoteLength) {
      return sendPage(res, {
        title: 'Site-team tasks',
        status: 400,
        signedInAs: member,
        body:
          `${nav}<p class="error" role="alert">Say what was done (1 to ${maxTaskNoteLength} characters), ` +
          `then close the task.</p>
<p><a href="/site-team/tasks">Back to the tasks</a></p>`,
      });
    }
    const outcome =
      taskId === undefined ? 'not_found' : await closeTask(deps.db, taskId, { email: member.email, note });
    if (outcome === 'not_found') {
      return sendPage(res, {
        title: 'Task not found',
        status: 404,
        signedInAs: member,
        body: `${nav}<p class="error" role="alert">There is no task ${escapeHtml(String(req.params.id))}.</p>`,
      });
    }
    res.redirect(303, `/site-team/tasks?${outcome === 'closed' ? 'closed' : 'already'}=${taskId}`);
  });

  return router;
}
