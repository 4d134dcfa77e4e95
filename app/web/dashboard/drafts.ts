// Submit by URL and the drafts: the URL form (submit_listing), the list (list_my_drafts), and the
// draft page's forms (draft-page.ts renders it): each field on its own (update_draft: save, lock,
// restore, redraft), the sections as whole forms, the co-founder invite (invite_cofounder) and the
// submit button (submit_draft).
import type { Request, Response, Router } from 'express';
import type { components } from '../../../generated/api.d.ts';
import { escapeHtml } from '../layout.ts';
import { FormErrors, fieldText, input, postedFields } from './forms.ts';
import type { Fields } from './forms.ts';
import {
  formParser,
  formVisit,
  pageNumber,
  pager,
  postForm,
  sendDashboardPage,
  sendRefusal,
  signedInVisit,
} from './frame.ts';
import type { DashboardDependencies, SignedInSession, Visit } from './frame.ts';
import type { ProblemBody } from '../../http/problem.ts';
import { postedFaqs, postedRows, postedSocials, postedStory, typedMembers } from './sections.ts';
import { draftStatusWords, fieldChange, fieldNotices, isFieldName } from './draft-fields.ts';
import { draftPath, founderMembers, milestoneMembers, renderDraft } from './draft-page.ts';

type Draft = components['schemas']['Draft'];
type DraftSummary = components['schemas']['DraftSummary'];

/** The draft rows of a list: name, website, status, completeness and what to do next. */
export function draftRows(drafts: DraftSummary[]): string {
  if (!drafts.length) return '<p>No drafts yet. <a href="/submit">Submit a product by its URL</a>.</p>';
  const next = (draft: DraftSummary) =>
    ({
      crawling: 'Wait a moment: the site is being read.',
      drafting: 'Wait a moment: the draft is being written.',
      ready: 'Review the fields and submit.',
      failed: 'See why, and try again.',
      submitted: 'Submitted: continue on its listing.',
    })[draft.status];
  return `<table><caption class="visually-hidden">Drafts</caption>
<thead><tr><th scope="col">Product</th><th scope="col">Status</th><th scope="col">Complete</th>
<th scope="col">Next step</th></tr></thead><tbody>${drafts
    .map(
      (draft) => `<tr><td><a href="${draftPath(draft.id)}">${escapeHtml(draft.name ?? new URL(draft.url).host)}</a><br>
<span class="meta">${escapeHtml(draft.url)}</span></td><td>${escapeHtml(draftStatusWords[draft.status])}</td>
<td>${draft.completeness}%</td><td>${escapeHtml(next(draft))}${
        draft.listing_id ? ` <a href="/dashboard/listings/${draft.listing_id}">Open the listing</a>` : ''
      }</td></tr>`,
    )
    .join('\n')}</tbody></table>`;
}

function submitForm(req: Request, res: Response, session: SignedInSession, url: string, problem?: ProblemBody) {
  const errors = new FormErrors(problem);
  const form = postForm(
    session,
    '/submit',
    `${input({
      name: 'url',
      label: 'Your product’s website',
      value: url,
      pointer: '/body/url',
      errors,
      type: 'url',
      required: true,
      hint: 'The address of its homepage, for example https://example.com',
    })}
<button type="submit">Read my site and draft the listing</button>`,
  );
  sendDashboardPage(req, res, session, {
    title: 'Submit a product',
    status: problem?.status,
    body: `<p class="lede">Give the address of your product’s website. We read it (robots.txt first, as
<code>LaunchDirectoryBot</code>) and draft the listing, quoting the page each fact comes from; you review every field
before anything is published.</p>
${errors.summary()}${form}`,
  });
}

/** update_draft's body for a posted section form. */
function sectionChange(section: string, fields: Fields): Record<string, unknown> | null {
  switch (section) {
    case 'faqs':
      return { faqs: postedFaqs(fields) };
    case 'founders':
      return {
        founders: postedRows(fields, 'founders', founderMembers).map((row) => typedMembers(row, ['title', 'bio'])),
      };
    case 'socials':
      return {
        company_socials: postedSocials(fields, 'company_socials'),
        founder_socials: postedSocials(fields, 'founder_socials'),
      };
    case 'story':
      // DraftStoryInput: members left empty are not sent (the draft keeps no empty parts).
      return { story: Object.fromEntries(Object.entries(postedStory(fields)).filter(([, value]) => value !== '')) };
    case 'milestones':
      return {
        milestones: postedRows(fields, 'milestones', milestoneMembers).map((row) =>
          typedMembers(row, ['description', 'url']),
        ),
      };
    case 'more': {
      const seo = Object.fromEntries(
        (['title', 'meta'] as const).map((member) => [member, fieldText(fields, `seo.${member}`).trim()]),
      );
      return { seo, competitor_url: fieldText(fields, 'competitor_url').trim() };
    }
    default:
      return null;
  }
}

export function draftPages(router: Router, deps: DashboardDependencies): void {
  /** The names list_categories gives, parents before their children. */
  async function categoryNames(visit: Visit): Promise<string[]> {
    const outcome = await visit.call('list_categories');
    if (!outcome.ok) return [];
    const names = (nodes: components['schemas']['CategoryNode'][]): string[] =>
      nodes.flatMap((node) => [node.name, ...names(node.children)]);
    return names(outcome.body.items);
  }

  async function readDraft(visit: Visit, req: Request, res: Response, id: string) {
    const outcome = await visit.call('get_draft', { path: { id } });
    if (!outcome.ok) {
      sendRefusal(req, res, visit.session, outcome.problem);
      return undefined;
    }
    return outcome.body;
  }

  router.get('/submit', async (req, res) => {
    const visit = await signedInVisit(deps, req, res);
    if (visit) submitForm(req, res, visit.session, typeof req.query.url === 'string' ? req.query.url : '');
  });

  router.post('/submit', formParser, async (req, res) => {
    const visit = await formVisit(deps, req, res, '/submit');
    if (!visit) return;
    const url = fieldText(postedFields(req), 'url').trim();
    const outcome = await visit.call('submit_listing', { body: { url } });
    if (!outcome.ok) return submitForm(req, res, visit.session, url, outcome.problem);
    res.redirect(303, draftPath(outcome.body.id));
  });

  router.get('/dashboard/drafts', async (req, res) => {
    const visit = await signedInVisit(deps, req, res);
    if (!visit) return;
    const page = pageNumber(req);
    const outcome = await visit.call('list_my_drafts', { query: { page } });
    if (!outcome.ok) return sendRefusal(req, res, visit.session, outcome.problem);
    sendDashboardPage(req, res, visit.session, {
      title: 'Your drafts',
      body: `${draftRows(outcome.body.items)}${pager('/dashboard/drafts', page, outcome.body.has_more)}
<p><a href="/submit">Submit another product</a></p>`,
    });
  });

  router.get('/dashboard/drafts/:id', async (req, res) => {
    const visit = await signedInVisit(deps, req, res);
    if (!visit) return;
    const draft = await readDraft(visit, req, res, String(req.params.id));
    if (draft) renderDraft(req, res, visit.session, draft, await categoryNames(visit));
  });

  type FormOutcome = { ok: true; notice?: string; to?: string } | { ok: false; problem: ProblemBody };
  type FormChange = (visit: Visit, draft: Draft, fields: Fields, req: Request) => Promise<FormOutcome>;

  /**
   * A posted draft form named `form` (the page's anchor for it): `change` runs the operation and
   * says where to go next; a refusal shows the draft again with the form as posted and the problem
   * beside its inputs.
   */
  const draftForm = (form: (req: Request) => string, change: FormChange) => [
    formParser,
    async (req: Request, res: Response) => {
      const id = String(req.params.id);
      const visit = await formVisit(deps, req, res, draftPath(id));
      if (!visit) return;
      const draft = await readDraft(visit, req, res, id);
      if (!draft) return;
      const fields = postedFields(req);
      const outcome = await change(visit, draft, fields, req);
      if (!outcome.ok) {
        const fresh = await readDraft(visit, req, res, id);
        if (fresh)
          renderDraft(req, res, visit.session, fresh, await categoryNames(visit), {
            form: form(req),
            fields,
            problem: outcome.problem,
          });
        return;
      }
      const notice = outcome.notice ? `?done=${outcome.notice}` : '';
      res.redirect(303, outcome.to ?? `${draftPath(id)}${notice}#${form(req)}`);
    },
  ];

  const updateDraft = async (visit: Visit, draft: Draft, body: Record<string, unknown> | null, notice: string) => {
    if (!body) return { ok: true as const };
    const outcome = await visit.call('update_draft', { path: { id: draft.id }, body });
    return outcome.ok ? { ok: true as const, notice } : outcome;
  };

  router.post(
    '/dashboard/drafts/:id/fields/:field',
    ...draftForm(
      (req) => String(req.params.field),
      async (visit, draft, fields, req) => {
        const field = String(req.params.field);
        if (!isFieldName(field)) return { ok: true };
        const action = fieldText(fields, 'action');
        const body = fieldChange(draft, field, action, fieldText(fields, 'value'));
        return updateDraft(visit, draft, body, fieldNotices[action] ?? 'saved');
      },
    ),
  );

  router.post(
    '/dashboard/drafts/:id/sections/:section',
    ...draftForm(
      (req) => String(req.params.section),
      (visit, draft, fields, req) =>
        updateDraft(visit, draft, sectionChange(String(req.params.section), fields), 'saved'),
    ),
  );

  router.post(
    '/dashboard/drafts/:id/invite',
    ...draftForm(
      () => 'invite',
      async (visit, draft, fields) => {
        const email = fieldText(fields, 'email').trim();
        const outcome = await visit.call('invite_cofounder', { path: { id: draft.id }, body: { email } });
        return outcome.ok ? { ok: true, notice: 'invited' } : outcome;
      },
    ),
  );

  router.post(
    '/dashboard/drafts/:id/submit',
    ...draftForm(
      () => 'submit',
      async (visit, draft) => {
        const outcome = await visit.call('submit_draft', { path: { id: draft.id } });
        return outcome.ok ? { ok: true, to: `/dashboard/listings/${outcome.body.listing_id}?done=submitted` } : outcome;
      },
    ),
  );
}
