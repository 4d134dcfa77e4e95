// Submit by URL and the draft page: the URL form (submit_listing), then the draft as get_draft
// returns it, each field with its state and the quotes it was drafted from, editable one field at
// a time (update_draft: save, lock, restore, redraft), the sections as whole forms, the co-founder
// invite (invite_cofounder) and the submit button (submit_draft). The page reloads itself by the
// HTTP Refresh header while the site is still being read.
import type { Request, Response, Router } from 'express';
import type { components } from '../../../generated/api.d.ts';
import { escapeHtml } from '../layout.ts';
import { FormErrors, fieldText, input, postedFields, textLines } from './forms.ts';
import type { Fields } from './forms.ts';
import {
  buttonForm,
  externalLink,
  fieldList,
  formParser,
  formVisit,
  formatTime,
  noticeOf,
  pageNumber,
  pager,
  postForm,
  sendDashboardPage,
  sendRefusal,
  signedInVisit,
} from './frame.ts';
import type { DashboardDependencies, SignedInSession, Visit } from './frame.ts';
import type { ProblemBody } from '../../http/problem.ts';
import {
  faqInputs,
  postedFaqs,
  postedRows,
  postedSocials,
  postedStory,
  socialInputs,
  storyInputs,
  typedMembers,
} from './sections.ts';

type Draft = components['schemas']['Draft'];
type DraftSummary = components['schemas']['DraftSummary'];
type FieldName = keyof Draft['fields'];
type FieldState = NonNullable<Draft['fields'][FieldName]['state']>;
type Quote = components['schemas']['DraftQuote'];

const fieldNames = [
  'name',
  'tagline',
  'short_description',
  'description',
  'stage',
  'categories',
  'tags',
  'pricing_model',
  'pricing_summary',
  'country',
  'city',
  'founded_year',
  'features',
  'usps',
  'keywords',
  'contact_email',
  'demo_video_url',
  'logo_url',
] as const satisfies readonly FieldName[];
const isFieldName = (value: string): value is FieldName => (fieldNames as readonly string[]).includes(value);

const listFields = new Set<FieldName>(['categories', 'tags', 'features', 'usps', 'keywords']);

const fieldInfo: Record<FieldName, { label: string; hint?: string; type?: 'url' | 'email'; rows?: number }> = {
  name: { label: 'Name' },
  tagline: { label: 'Tagline', hint: 'One line that says what the product does.' },
  short_description: { label: 'Short description', rows: 2 },
  description: { label: 'Description', rows: 7 },
  stage: { label: 'Stage', hint: 'For example: idea, beta, launched, growing.' },
  categories: {
    label: 'Categories',
    hint: 'Names from the directory’s categories, one per line; the first is the primary category.',
    rows: 3,
  },
  tags: { label: 'Tags', hint: 'One per line.', rows: 4 },
  pricing_model: { label: 'Pricing model', hint: 'For example: free, freemium, subscription, one-time.' },
  pricing_summary: { label: 'Pricing summary', rows: 2 },
  country: { label: 'Country', hint: 'Two-letter code, for example DE or US.' },
  city: { label: 'City' },
  founded_year: { label: 'Founded in', hint: 'The year, for example 2021.' },
  features: { label: 'Features', hint: 'One per line.', rows: 5 },
  usps: { label: 'What sets it apart', hint: 'Unique selling points, one per line.', rows: 4 },
  keywords: { label: 'Keywords', hint: 'One per line.', rows: 4 },
  contact_email: { label: 'Contact e-mail', type: 'email' },
  demo_video_url: { label: 'Demo video', type: 'url' },
  logo_url: { label: 'Logo', type: 'url' },
};

const stateWords: Record<FieldState, string> = {
  ai: 'drafted from your website',
  not_found: 'your website does not say',
  edited: 'you edited the drafted value',
  manual: 'written by you',
  override: 'locked against redrafts',
  deleted: 'removed by you',
};

const draftStatusWords: Record<Draft['status'], string> = {
  crawling: 'Reading the website',
  drafting: 'Writing the draft',
  ready: 'Ready to review',
  failed: 'Failed',
  submitted: 'Submitted',
};

const draftPath = (id: string) => `/dashboard/drafts/${encodeURIComponent(id)}`;

/** A field's value as its input shows it: lists one item per line. */
function shownValue(value: Draft['fields'][FieldName]['value']): string {
  if (value === null) return '';
  return Array.isArray(value) ? value.join('\n') : String(value);
}

/** A posted field as update_draft takes it: a list from lines, text trimmed; empty is null (removes it). */
function typedValue(field: FieldName, text: string): string | string[] | null {
  if (listFields.has(field)) {
    const items = textLines(text);
    return items.length ? items : null;
  }
  return text.trim() || null;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

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
interface Refused {
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

const founderMembers = ['name', 'title', 'bio'] as const;
const milestoneMembers = ['date', 'title', 'description', 'url'] as const;

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

function renderDraft(
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
  sectionQuotes(draft, 'milestones'),
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
  return `<table><caption class="visually-hidden">Drafts</caption><thead><tr><th scope="col">Product</th><th
scope="col">Status</th>
<th scope="col">Complete</th><th scope="col">Next step</th></tr></thead><tbody>${drafts
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

/** Which draft operation a posted field form asks for, as update_draft's body. */
function fieldChange(draft: Draft, field: FieldName, action: string, text: string): Record<string, unknown> | null {
  const typed = typedValue(field, text);
  const changed = !sameValue(typed, draft.fields[field].value);
  switch (action) {
    case 'save':
      return changed ? { fields: { [field]: typed } } : null;
    case 'lock':
      return { ...(changed ? { fields: { [field]: typed } } : {}), lock_fields: [field] };
    case 'restore':
      return { restore: [field] };
    case 'regenerate':
      return { regenerate: [field] };
    default:
      return null;
  }
}

const fieldNotices: Record<string, string> = {
  save: 'saved',
  lock: 'locked',
  restore: 'restored',
  regenerate: 'regenerated',
};

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
