// The draft page: status (reloading itself while the site is read), each field with its state and
// the quotes beside it and its own form (save, lock, restore, redraft), the sections as whole forms,
// warnings, the co-founder invite and the submit button. A refused form is shown again as posted.
import type { Request, Response } from 'express';
import type { components } from '../../../generated/api.d.ts';
import { escapeHtml } from '../layout.ts';
import { FormErrors, fieldText, input } from './forms.ts';
import type { Fields } from './forms.ts';
import { buttonForm, externalLink, fieldList, formatTime, noticeOf, postForm, sendDashboardPage } from './frame.ts';
import type { SignedInSession } from './frame.ts';
import type { ProblemBody } from '../../http/problem.ts';
import {
  faqInputs,
  postedFaqs,
  postedRows,
  postedSocials,
  postedStory,
  socialInputs,
  storyInputs,
} from './sections.ts';
import { draftStatusWords, fieldInfo, fieldNames, listFields, shownValue, stateWords } from './draft-fields.ts';
import type { FieldName } from './draft-fields.ts';

type Draft = components['schemas']['Draft'];
type Quote = components['schemas']['DraftQuote'];

export const draftPath = (id: string) => `/dashboard/drafts/${encodeURIComponent(id)}`;

/** The quotes behind a value, with the page each came from. Untrusted text from the website, escaped. */
function quotesList(quotes: Quote[]): string {
  return `<ul>${quotes
    .map((quote) => {
      const page = new URL(quote.url);
      const where = page.pathname === '/' ? page.host : `${page.host}${page.pathname}`;
      return `<li><blockquote>“${escapeHtml(quote.quote)}”</blockquote>
<span class="meta">from ${externalLink(quote.url, where)}</span></li>`;
    })
    .join('')}</ul>`;
}

/** A form that failed: which one, what was posted, and the problem, so the page shows them again. */
export interface Refused {
  form: string;
  fields: Fields;
  problem: ProblemBody;
}

function fieldForm(
  session: SignedInSession,
  draft: Draft,
  field: FieldName,
  categories: string[],
  refused?: Refused,
): string {
  const current = draft.fields[field];
  const errors = new FormErrors(refused?.form === field ? refused.problem : undefined);
  const info = fieldInfo[field];
  const shown = refused?.form === field ? fieldText(refused.fields, 'value') : shownValue(current.value);
  const state = current.state;
  const editable = draft.status === 'ready' || draft.status === 'submitted';
  const button = (action: string, label: string, secondary = true) =>
    `<button type="submit" name="action" value="${action}"${secondary ? ' class="secondary"' : ''}>${label}</button>`;
  const buttons = editable
    ? [
        button('save', 'Save', false),
        state === 'override' ? '' : button('lock', 'Save and lock'),
        state === 'edited' || state === 'deleted' || state === 'override'
          ? button('restore', 'Restore the drafted value')
          : '',
        state === 'override' ? '' : button('regenerate', 'Redraft from the website'),
      ].join('')
    : '';
  const control = input({
    name: 'value',
    id: `field-${field}`,
    label: info.label,
    hiddenLabel: true,
    value: shown,
    pointer: `/body/fields/${field}`,
    errors,
    type: listFields.has(field) || info.rows ? 'textarea' : (info.type ?? 'text'),
    rows: info.rows,
    hint: info.hint,
  });
  // Categories are names from the directory's list: show them where they are typed.
  const choices =
    field === 'categories' && categories.length
      ? `<details class="hint"><summary>The directory’s categories</summary>
<p>${escapeHtml(categories.join(', '))}</p></details>`
      : '';
  const evidence = current.evidence.length
    ? `<h4>Where your site says so</h4>${quotesList(current.evidence)}`
    : state === 'not_found'
      ? '<p class="meta">Nothing on the website states it: write it yourself, or leave it empty.</p>'
      : state === 'ai' || !state
        ? ''
        : '<p class="meta">Your own words: no quotes needed.</p>';
  const stateLabel = state
    ? ` <span class="state state-${state}">${state.replace('_', ' ')}</span>
<span class="meta">${escapeHtml(stateWords[state])}</span>`
    : ' <span class="meta">being drafted</span>';
  return `<div class="draft-field" id="${field}">
<div><h3>${escapeHtml(info.label)}${stateLabel}</h3>
${errors.summary({ unshownOnly: true })}${postForm(
    session,
    `${draftPath(draft.id)}/fields/${field}#${field}`,
    `${control}${choices}<div class="actions">${buttons}</div>`,
  )}</div>
<div class="evidence">${evidence}</div>
</div>`;
}

/** Quotes behind a section's entries (section_evidence), listed by entry. */
function sectionQuotes(draft: Draft, section: components['schemas']['DraftSectionEvidence']['section']): string {
  const entries = draft.section_evidence.filter((entry) => entry.section === section && entry.evidence.length);
  if (!entries.length) return '';
  return `<div class="evidence"><h4>Where the website says so</h4>${entries
    .map((entry) => `<p><strong>${escapeHtml(entry.key)}</strong></p>${quotesList(entry.evidence)}`)
    .join('')}</div>`;
}

/** Milestones whose site gave only a month or a year: their day is not the site's, and the founder is told. */
function partialDates(draft: Draft): string {
  const partial = draft.milestones.filter((m) => m.date_precision === 'month' || m.date_precision === 'year');
  if (!partial.length) return '';
  const titles = partial.map((m) => `${escapeHtml(m.title)} (${m.date_precision === 'year' ? 'year' : 'month'} only)`);
  return (
    `<p class="hint">The website gives only a month or a year for: ${titles.join('; ')}. ` +
    'Each is dated the first day of it; correct the day if you know it.</p>'
  );
}

function sectionForm(
  session: SignedInSession,
  draft: Draft,
  section: { id: string; heading: string; button: string; filled: boolean },
  inputs: (errors: FormErrors) => string,
  refused: Refused | undefined,
  quotes = '',
): string {
  const errors = new FormErrors(refused?.form === section.id ? refused.problem : undefined);
  const fields = inputs(errors);
  const editable = draft.status === 'ready' || draft.status === 'submitted';
  // Closed while empty, so the page stays short; a section with content or an error is open.
  const open = section.filled || errors.any ? ' open' : '';
  return `<details class="section" id="${section.id}"${open}><summary><h2>${escapeHtml(section.heading)}</h2>${
    section.filled ? '' : ' <span class="meta">(empty)</span>'
  }</summary>
<div class="draft-field"><div>${errors.summary()}${postForm(
    session,
    `${draftPath(draft.id)}/sections/${section.id}#${section.id}`,
    editable
      ? `${fields}<div class="actions"><button type="submit">${escapeHtml(section.button)}</button></div>`
      : fields,
  )}</div>${quotes || '<div></div>'}</div></details>`;
}

export const founderMembers = ['name', 'title', 'bio'] as const;
export const milestoneMembers = ['date', 'title', 'description', 'url'] as const;

/** The sections' current values: as posted when that form was refused, otherwise the draft's. */
function sectionValues(draft: Draft, refused: Refused | undefined) {
  const posted = (section: string) => (refused?.form === section ? refused.fields : undefined);
  const founders = posted('founders');
  const milestones = posted('milestones');
  const socials = posted('socials');
  const story = posted('story');
  const faqs = posted('faqs');
  const more = posted('more');
  return {
    faqs: faqs ? postedFaqs(faqs) : draft.faqs,
    founders: founders
      ? postedRows(founders, 'founders', founderMembers)
      : draft.founders.map((founder) => ({ name: founder.name, title: founder.title ?? '', bio: founder.bio ?? '' })),
    milestones: milestones
      ? postedRows(milestones, 'milestones', milestoneMembers)
      : draft.milestones.map((m) => ({
          date: m.date,
          title: m.title,
          description: m.description ?? '',
          url: m.url ?? '',
        })),
    companySocials: socials ? postedSocials(socials, 'company_socials') : draft.company_socials,
    founderSocials: socials ? postedSocials(socials, 'founder_socials') : draft.founder_socials,
    story: story ? postedStory(story) : draft.story,
    competitorUrl: more ? fieldText(more, 'competitor_url') : (draft.competitor?.url ?? ''),
    seoTitle: more ? fieldText(more, 'seo.title') : (draft.seo.title ?? ''),
    seoMeta: more ? fieldText(more, 'seo.meta') : (draft.seo.meta ?? ''),
    invite: refused?.form === 'invite' ? fieldText(refused.fields, 'email') : '',
  };
}

function rowsTable<M extends string>(
  section: string,
  rows: Array<Record<M, string>>,
  columns: Array<{ member: M; label: string; type?: 'text' | 'date' | 'url' | 'textarea' }>,
  errors: FormErrors,
  max: number,
): string {
  const all = [...rows, ...Array.from({ length: Math.max(0, Math.min(2, max - rows.length)) }, () => undefined)];
  const body = all
    .map(
      (row, index) =>
        `<tr>${columns
          .map(
            (column) =>
              `<td>${input({
                name: `${section}.${index}.${column.member}`,
                label: `${column.label} (${row ? `row ${index + 1}` : 'new row'})`,
                hiddenLabel: true,
                value: row?.[column.member],
                pointer: `/body/${section}/${index}/${column.member}`,
                errors,
                type: column.type,
                rows: 2,
              })}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('\n');
  return `<table class="rows"><thead><tr>${columns
    .map((column) => `<th scope="col">${escapeHtml(column.label)}</th>`)
    .join('')}</tr></thead><tbody>${body}</tbody></table>
<p class="hint">Empty rows are left out; empty a row to remove it.</p>`;
}

function draftStatus(draft: Draft): string {
  switch (draft.status) {
    case 'crawling':
      return `<p class="notice" role="status">Reading <strong>${escapeHtml(draft.url)}</strong>: its robots.txt,
homepage and a few pages worth the most. This page reloads by itself.</p>`;
    case 'drafting':
      return (
        '<p class="notice" role="status">Writing the draft from what the website says. ' +
        'This page reloads by itself.</p>'
      );
    case 'failed':
      return `<div class="error" role="alert"><p>This draft failed:
${escapeHtml(draft.failure_reason ?? 'no reason was recorded')}</p>
<p><a href="/submit?url=${encodeURIComponent(draft.url)}">Try the URL again</a></p></div>`;
    case 'ready':
      return `<div class="next-step"><p><strong>Next step:</strong> check each field against the quotes beside it,
correct or lock what needs it, then <a href="#submit">submit the draft</a>.</p>
<nav aria-label="Parts of the draft"><ul class="contents">${[
        ['fields', 'Profile fields'],
        ['faqs', 'FAQs'],
        ['founders', 'Founders'],
        ['socials', 'Social links'],
        ['story', 'Story'],
        ['milestones', 'Milestones'],
        ['more', 'Search and comparison'],
        ['invite', 'Co-founders'],
        ['submit', 'Submit'],
      ]
        .map(([anchor, label]) => `<li><a href="#${anchor}">${label}</a></li>`)
        .join('')}</ul></nav></div>`;
    case 'submitted':
      return `<div class="next-step"><p><strong>Submitted.</strong> Changes saved here update the listing too.
<a href="/dashboard/listings/${draft.listing_id}">Go to the listing</a> to choose how it launches.</p></div>`;
  }
}

function draftedByWords(draft: Draft): string {
  if (!draft.drafted_by) return '';
  const engine =
    draft.drafted_by.engine === 'claude'
      ? `Claude (${escapeHtml(draft.drafted_by.model ?? 'model not recorded')})`
      : 'the built-in drafter, which copies what the site states and never writes text of its own';
  return `<p>Fields marked <span class="state state-ai">ai</span> were drafted by ${engine}; every value is kept only
when a quote from the site states it.</p>`;
}

function warningsList(draft: Draft): string {
  if (!draft.warnings.length) return '';
  const where = { visible: 'in the text people see', hidden: 'in text hidden from people', markup: 'in the markup' };
  return `<section id="warnings" class="warning" aria-labelledby="warnings-heading"><h2 id="warnings-heading">Text
addressed to AI on your site</h2>
<p>These passages speak to AI systems or crawlers. They were refused: nothing in the draft comes from them.</p>
<ul>${draft.warnings
    .map(
      (warning) =>
        `<li><blockquote>“${escapeHtml(warning.text)}”</blockquote>
<span class="meta">${escapeHtml(where[warning.seen])} of ${externalLink(warning.url, warning.url)}</span></li>`,
    )
    .join('')}</ul></section>`;
}

export function renderDraft(
  req: Request,
  res: Response,
  session: SignedInSession,
  draft: Draft,
  categories: string[],
  refused?: Refused,
): void {
  const values = sectionValues(draft, refused);
  const working = draft.status === 'crawling' || draft.status === 'drafting';
  const drafted = !working && !(draft.status === 'failed' && draft.drafted_by === null);
  const id = draft.id;
  const sections = drafted
    ? `<section id="fields" aria-labelledby="fields-heading"><h2 id="fields-heading">Profile fields</h2>
<p class="meta">Completeness ${draft.completeness}%${
        draft.missing.length ? `; still empty: ${escapeHtml(fieldList(draft.missing))}` : ''
      }.</p>
${fieldNames.map((field) => fieldForm(session, draft, field, categories, refused)).join('\n')}</section>
${sectionForm(
  session,
  draft,
  { id: 'faqs', heading: 'FAQs', button: 'Save the FAQs', filled: values.faqs.length > 0 },
  (errors) => faqInputs(values.faqs, errors, 10),
  refused,
  sectionQuotes(draft, 'faqs'),
)}
${sectionForm(
  session,
  draft,
  { id: 'founders', heading: 'Founders', button: 'Save the founders', filled: values.founders.length > 0 },
  (errors) =>
    rowsTable(
      'founders',
      values.founders,
      [
        { member: 'name', label: 'Name' },
        { member: 'title', label: 'Role' },
        { member: 'bio', label: 'Bio', type: 'textarea' },
      ],
      errors,
      6,
    ) + '<p class="hint">The first founder is the primary founder.</p>',
  refused,
  sectionQuotes(draft, 'founders'),
)}
${sectionForm(
  session,
  draft,
  {
    id: 'socials',
    heading: 'Social links',
    button: 'Save the links',
    filled: Object.keys(values.companySocials).length + Object.keys(values.founderSocials).length > 0,
  },
  (errors) =>
    socialInputs('company_socials', values.companySocials, errors, 'The company') +
    socialInputs('founder_socials', values.founderSocials, errors, 'The primary founder'),
  refused,
  sectionQuotes(draft, 'company_socials') + sectionQuotes(draft, 'founder_socials'),
)}
${sectionForm(
  session,
  draft,
  {
    id: 'story',
    heading: 'Founder story',
    button: 'Save the story',
    filled: Object.values(values.story).some(Boolean),
  },
  (errors) => storyInputs(values.story, errors, '/body/story'),
  refused,
  sectionQuotes(draft, 'story'),
)}
${sectionForm(
  session,
  draft,
  { id: 'milestones', heading: 'Milestones', button: 'Save the milestones', filled: values.milestones.length > 0 },
  (errors) =>
    rowsTable(
      'milestones',
      values.milestones,
      [
        { member: 'date', label: 'Date', type: 'date' },
        { member: 'title', label: 'Title' },
        { member: 'description', label: 'Description', type: 'textarea' },
        { member: 'url', label: 'Link (https)', type: 'url' },
      ],
      errors,
      50,
    ),
  refused,
  partialDates(draft) + sectionQuotes(draft, 'milestones'),
)}
${sectionForm(
  session,
  draft,
  {
    id: 'more',
    heading: 'Search and comparison',
    button: 'Save search and comparison',
    filled: Boolean(values.seoTitle || values.seoMeta || values.competitorUrl),
  },
  (errors) =>
    input({
      name: 'seo.title',
      label: 'Search result title',
      value: values.seoTitle,
      pointer: '/body/seo/title',
      errors,
      hint: 'At most 70 characters.',
    }) +
    input({
      name: 'seo.meta',
      label: 'Search result description',
      value: values.seoMeta,
      pointer: '/body/seo/meta',
      errors,
      type: 'textarea',
      rows: 2,
      hint: 'At most 170 characters.',
    }) +
    input({
      name: 'competitor_url',
      label: 'A competitor’s website',
      value: values.competitorUrl,
      pointer: '/body/competitor_url',
      errors,
      type: 'url',
      hint: 'The service reads it and says how your product compares. Empty it to remove the comparison.',
    }) +
    (draft.competitor
      ? `<p class="meta">Comparison: ${escapeHtml(draft.competitor.status)}${
          draft.competitor.summary ? ` — ${escapeHtml(draft.competitor.summary)}` : ''
        }</p>`
      : ''),
  refused,
)}`
    : '';
  const notFound = draft.not_found_on_website.length
    ? `<p>Your website does not state: ${escapeHtml(fieldList(draft.not_found_on_website))}.
These are left empty on purpose; fill in what you want shown.</p>`
    : '';
  const inviteErrors = new FormErrors(refused?.form === 'invite' ? refused.problem : undefined);
  const inviteInput = input({
    name: 'email',
    label: 'Their e-mail address',
    value: values.invite,
    pointer: '/body/email',
    errors: inviteErrors,
    type: 'email',
    required: true,
  });
  const invite = drafted
    ? `<section id="invite" aria-labelledby="invite-heading"><h2 id="invite-heading">Invite a co-founder</h2>
<p>They get a link by e-mail; opened while signed in, it makes them a co-owner of this draft and its listing.</p>
${inviteErrors.summary({ unshownOnly: true })}${postForm(
        session,
        `${draftPath(id)}/invite#invite`,
        `${inviteInput}<button type="submit" class="secondary">Send the invitation</button>`,
      )}</section>`
    : '';
  const submitErrors = new FormErrors(refused?.form === 'submit' ? refused.problem : undefined);
  const submit =
    draft.status === 'ready'
      ? `<section id="submit" aria-labelledby="submit-heading"><h2 id="submit-heading">Submit</h2>
<p>Submitting saves the draft as a listing of yours. It is not published yet: next you choose the free plan or buy a
launch.</p>
${submitErrors.summary()}${buttonForm(session, `${draftPath(id)}/submit#submit`, 'Submit the draft')}</section>`
      : '';
  sendDashboardPage(req, res, session, {
    title: `Draft: ${shownValue(draft.fields.name.value) || new URL(draft.url).host}`,
    status: refused ? refused.problem.status : 200,
    refreshSeconds: working ? 2 : undefined,
    body: `${noticeOf(req)}<p class="meta">From ${externalLink(draft.url, draft.url)} · started ${formatTime(
      draft.created_at,
    )} · status <strong>${escapeHtml(draftStatusWords[draft.status])}</strong></p>
${draftStatus(draft)}
${drafted ? draftedByWords(draft) + notFound : ''}
${warningsList(draft)}
${sections}
${invite}
${submit}`,
  });
}
