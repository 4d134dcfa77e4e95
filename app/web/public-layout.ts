// What the public pages share: sending them (cached for anonymous visitors, never for someone
// signed in, whose page carries their own vote and follow buttons), logos, vote and follow buttons,
// product rows, paging and the small formatting rules (one vote, 2 votes).
import { generatedImagePath } from '../images/paths.ts';
import type { Request, Response } from 'express';
import { entityTag, ifNoneMatch } from '../http/rest.ts';
import type { components } from '../../generated/api.d.ts';
import type { ViewerMarks } from '../../db/queries/engagement.ts';
import { contentSecurityPolicy, csrfField, escapeHtml, pageDocument } from './layout.ts';
import type { DocumentParts } from './layout.ts';
import { safeHref } from './markdown.ts';
import { platformNames } from '../social-platforms.ts';

type ListingSummary = components['schemas']['ListingSummary'];

/** A signed-in visitor of a public page. */
export interface Viewer {
  accountId: string;
  email: string;
  csrfToken: string;
}

export interface PublicPage extends Omit<DocumentParts, 'signedInAs' | 'returnTo'> {
  status?: number;
  maxAgeSeconds?: number;
}

/** The path and query the visitor asked for: where sign-in and a vote bring them back to. */
export const currentPath = (req: Request) => req.originalUrl;

/**
 * Anonymous visitors get a public, revalidated page (strong ETag, `max-age`), the same for all of
 * them; `Vary: Cookie` keeps a shared cache from handing it to someone signed in. A signed-in
 * visitor's page is `private, no-store`.
 */
export function sendPublicPage(req: Request, res: Response, viewer: Viewer | null, page: PublicPage): void {
  // Only a signed-in visitor's page has forms for the script to enhance.
  const html = pageDocument({
    ...page,
    signedInAs: viewer ? { email: viewer.email, csrfToken: viewer.csrfToken } : null,
    returnTo: currentPath(req),
    script: viewer !== null,
  });
  const status = page.status ?? 200;
  res.status(status).set({
    'Content-Security-Policy': contentSecurityPolicy({ script: viewer !== null }),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    Vary: 'Cookie',
  });
  if (status === 200 && !viewer) {
    const etag = entityTag(html);
    res.set({ ETag: etag, 'Cache-Control': `public, max-age=${page.maxAgeSeconds ?? 60}` });
    if (ifNoneMatch(req.headers['if-none-match'], etag)) return void res.status(304).end();
  } else {
    res.set('Cache-Control', viewer ? 'private, no-store' : 'no-store');
  }
  res.type('html').send(html);
}

export const listingPath = (slug: string) => `/listings/${encodeURIComponent(slug)}`;
export const founderPath = (slug: string) => `/founders/${encodeURIComponent(slug)}`;
export const categoryPath = (slug: string) => `/categories/${encodeURIComponent(slug)}`;
export const blogPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
export const weekPath = (monday: string) => `/launches/${monday}`;
export const signInPath = (returnTo: string) => `/sign-in?return_to=${encodeURIComponent(returnTo)}`;

// ------------------------------------------------------------------ words and numbers

const integer = new Intl.NumberFormat('en-US');
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "1 vote", "2 votes", "1,204 votes". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${integer.format(count)} ${count === 1 ? singular : pluralForm}`;
}

export const formatNumber = (value: number) => integer.format(value);
export const formatUsdCents = (cents: number) => dollars.format(Math.round(cents / 100));

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "16-22 November 2026" for a week given by its Monday and Sunday. */
export function formatWeek(week: { start: string; end: string }): string {
  const start = new Date(`${week.start}T00:00:00Z`);
  const end = new Date(`${week.end}T00:00:00Z`);
  const day = (date: Date) => date.getUTCDate();
  const month = (date: Date) => date.toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' });
  if (start.getUTCMonth() === end.getUTCMonth())
    return `${day(start)}-${day(end)} ${month(end)} ${end.getUTCFullYear()}`;
  const startYear = start.getUTCFullYear() === end.getUTCFullYear() ? '' : ` ${start.getUTCFullYear()}`;
  return `${day(start)} ${month(start)}${startYear} - ${day(end)} ${month(end)} ${end.getUTCFullYear()}`;
}

/** At most `limit` characters of plain text, cut at a word. */
export function clip(text: string | null | undefined, limit = 160): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim();
  if (plain.length <= limit) return plain;
  return `${plain.slice(0, limit - 1).replace(/\s+\S*$/, '')}…`;
}

// ------------------------------------------------------------------ links and images

/** An absolute http(s) URL given by a listing owner, or undefined. */
export function externalHref(url: string | null | undefined): string | undefined {
  return url && /^https?:\/\//i.test(url.trim()) ? safeHref(url) : undefined;
}

/** A link to somewhere the owner chose: not endorsed, no opener; nothing when the URL is unsafe. */
export function externalLink(url: string | null | undefined, text: string, className?: string): string {
  const href = externalHref(url);
  if (!href) return '';
  const classes = className ? ` class="${className}"` : '';
  return `<a${classes} href="${escapeHtml(href)}" rel="nofollow ugc noopener">${escapeHtml(text)}</a>`;
}

/**
 * Where an image may come from: this site (as a path, whatever host name the page was reached by)
 * or https. Anything else (plain http elsewhere, data:, javascript:) is not shown.
 */
function displayableImage(url: string | null | undefined, publicUrl: string): string | undefined {
  if (!url) return undefined;
  if (url.startsWith(`${publicUrl}/`)) return url.slice(publicUrl.length);
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  const href = externalHref(url);
  return href?.toLowerCase().startsWith('https:') ? href : undefined;
}

/** The listing's logo, or the monogram the service draws for it at /images/listings/<slug>.svg. */
export const listingImage = (listing: { slug: string; logo_url: string | null }, publicUrl: string) =>
  displayableImage(listing.logo_url, publicUrl) ?? generatedImagePath('listings', encodeURIComponent(listing.slug));

/** The founder's picture, or the monogram the service draws at /images/founders/<slug>.svg. */
export const founderImage = (founder: { slug: string; avatar_url: string | null }, publicUrl: string) =>
  displayableImage(founder.avatar_url, publicUrl) ?? generatedImagePath('founders', encodeURIComponent(founder.slug));

/**
 * An image over the name's first letter: a picture that cannot load draws the letter instead of a
 * broken-image icon (site.css: only a broken image renders its ::after). Decorative: the name is
 * always next to it.
 */
export function imageTile(src: string, name: string, className = ''): string {
  const letter = escapeHtml([...name.trim()][0]?.toUpperCase() ?? '');
  return (
    `<span class="logo ${className}" aria-hidden="true">${letter}` +
    `<img src="${escapeHtml(src)}" alt="" data-letter="${letter}" loading="lazy" referrerpolicy="no-referrer"></span>`
  );
}

// ------------------------------------------------------------------ votes and follows

/** What the page knows of one visitor, to draw their vote and follow buttons. */
export interface ButtonContext {
  viewer: Viewer | null;
  marks: ViewerMarks;
  /** The page the buttons are on (their form returns there). */
  returnTo: string;
  publicUrl: string;
}

/**
 * A button's state, drawn by the page and sent as JSON to the page's script after a vote or
 * follow. The button's accessible name is its own text ("Upvote 12") followed by words only a
 * screen reader reads ("votes for Gadget"), so what is seen is also what is heard.
 */
export interface ButtonState {
  action: string;
  pressed: boolean;
  /** The word on the button ("Upvote", "Following"). */
  text: string;
  count: number;
  /** What the count counts, singular or plural ("vote", "followers"). */
  unit: string;
  announcement: string;
}

export function voteState(listing: { slug: string; name: string }, voted: boolean, votes: number): ButtonState {
  return {
    action: `${listingPath(listing.slug)}/${voted ? 'unvote' : 'vote'}`,
    pressed: voted,
    text: voted ? 'Upvoted' : 'Upvote',
    count: votes,
    unit: votes === 1 ? 'vote' : 'votes',
    announcement: voted ? `You upvoted ${listing.name}.` : `Your vote for ${listing.name} was taken back.`,
  };
}

export function followState(listing: { slug: string; name: string }, following: boolean, follows: number): ButtonState {
  return {
    action: `${listingPath(listing.slug)}/${following ? 'unfollow' : 'follow'}`,
    pressed: following,
    text: following ? 'Following' : 'Follow',
    count: follows,
    unit: follows === 1 ? 'follower' : 'followers',
    announcement: following ? `You follow ${listing.name}.` : `You no longer follow ${listing.name}.`,
  };
}

/** The words after the count that only a screen reader reads: "votes for Gadget". */
const spoken = (state: ButtonState, rest: string) =>
  `<span class="visually-hidden"> <span class="unit">${state.unit}</span> ${escapeHtml(rest)}</span>`;

function actionForm(kind: 'vote' | 'follow', slug: string, state: ButtonState, context: ButtonContext, inner: string) {
  return `<form class="${kind}-form" method="post" action="${escapeHtml(state.action)}" data-enhance="${kind}" \
data-listing="${escapeHtml(slug)}">${csrfField(context.viewer!.csrfToken)}
<input type="hidden" name="return_to" value="${escapeHtml(context.returnTo)}">
<button type="submit" class="${kind === 'vote' ? 'vote' : 'secondary follow'}" aria-pressed="${state.pressed}">\
${inner}</button></form>`;
}

/**
 * The upvote button: a form for someone signed in (vote or take it back), a link to sign in and
 * come back for anyone else, a plain count for a listing that has not launched yet. `wide` adds
 * the word "Upvote" (the listing page).
 */
export function voteButton(listing: ListingSummary, context: ButtonContext, wide = false): string {
  const state = voteState(listing, context.marks.voted.has(listing.id), listing.votes);
  const arrow = '<span class="arrow" aria-hidden="true">▲</span>';
  const count = `<span class="count">${formatNumber(state.count)}</span>`;
  if (listing.status !== 'live')
    return `<span class="vote closed" title="Votes open on launch day">${arrow} ${count}\
${spoken(state, '; voting opens on launch day')}</span>`;
  const text = wide ? `<span class="text">${state.text}</span> ` : '';
  if (!context.viewer)
    return `<a class="vote" href="${escapeHtml(signInPath(context.returnTo))}">${arrow} ${text}${count}\
${spoken(state, `for ${listing.name}: sign in to vote`)}</a>`;
  return actionForm(
    'vote',
    listing.slug,
    state,
    context,
    `${arrow} ${text}${count}${spoken(state, `for ${listing.name}`)}`,
  );
}

export function followButton(listing: ListingSummary, context: ButtonContext): string {
  const state = followState(listing, context.marks.followed.has(listing.id), listing.follows);
  const inner = `<span class="text">${state.text}</span> <span aria-hidden="true">·</span> \
<span class="count">${formatNumber(state.count)}</span>`;
  if (!context.viewer)
    return `<a class="button secondary follow" href="${escapeHtml(signInPath(context.returnTo))}">${inner}\
${spoken(state, `of ${listing.name}: sign in to follow`)}</a>`;
  return actionForm('follow', listing.slug, state, context, `${inner}${spoken(state, `of ${listing.name}`)}`);
}

// ------------------------------------------------------------------ lists

export interface ProductRow {
  listing: ListingSummary;
  rank?: number;
  /** The row's own measure (a board's metric), shown on the right. */
  figure?: { value: string; label: string };
  /** Extra words under the tagline (HTML). */
  note?: string;
  /** The words of the name and tagline a search matched, as code point ranges. */
  highlights?: { name: TextRange[]; tagline: TextRange[] };
}

type TextRange = { start: number; end: number };

/** Escaped text with the given code point ranges marked. */
function markRanges(text: string, ranges: TextRange[] = []): string {
  const points = [...text];
  let html = '';
  let at = 0;
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    if (range.start < at) continue;
    html += escapeHtml(points.slice(at, range.start).join(''));
    html += `<mark>${escapeHtml(points.slice(range.start, range.end).join(''))}</mark>`;
    at = range.end;
  }
  return html + escapeHtml(points.slice(at).join(''));
}

/** A list of products as a launch directory shows them: rank, logo, name, tagline, category, upvote. */
export function productList(rows: ProductRow[], context: ButtonContext, empty = 'Nothing here yet.'): string {
  if (!rows.length) return `<p class="empty">${escapeHtml(empty)}</p>`;
  const items = rows.map(({ listing, rank, figure, note, highlights }) => {
    const chips = [
      listing.primary_category
        ? `<li><a href="${categoryPath(listing.primary_category.slug)}">` +
          `${escapeHtml(listing.primary_category.name)}</a></li>`
        : '',
      listing.status === 'upcoming' && listing.launch_week
        ? `<li><span>Launches ${escapeHtml(formatDate(listing.launch_week))}</span></li>`
        : '',
      listing.pricing_model ? `<li><span>${escapeHtml(listing.pricing_model)}</span></li>` : '',
    ].join('');
    return `<li>${rank === undefined ? '' : `<span class="rank">${rank}</span>`}\
${imageTile(listingImage(listing, context.publicUrl), listing.name)}
<div class="body"><a class="name" href="${listingPath(listing.slug)}">${markRanges(listing.name, highlights?.name)}</a>
${listing.tagline ? `<p class="tagline">${markRanges(listing.tagline, highlights?.tagline)}</p>` : ''}
<ul class="chips">${chips}</ul>${note ? `<p class="meta">${note}</p>` : ''}</div>
${figure ? `<div class="figure">${escapeHtml(figure.value)}<small>${escapeHtml(figure.label)}</small></div>` : ''}\
${voteButton(listing, context)}</li>`;
  });
  return `<ol class="products">${items.join('\n')}</ol>`;
}

/** Previous and next page links for a paged list (`page` 1-based), keeping the other parameters. */
export function pager(
  basePath: string,
  params: Record<string, string | number | undefined>,
  page: { page: number; has_more: boolean; total?: number; per_page?: number },
): string {
  const link = (number: number) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...params, page: number === 1 ? undefined : number }))
      if (value !== undefined && String(value) !== '') query.set(key, String(value));
    const text = query.toString();
    return `${basePath}${text ? `?${text}` : ''}`;
  };
  if (page.page === 1 && !page.has_more) return '';
  const pages = page.total && page.per_page ? Math.max(1, Math.ceil(page.total / page.per_page)) : undefined;
  return `<nav class="pager" aria-label="Pages">
${page.page > 1 ? `<a href="${escapeHtml(link(page.page - 1))}" rel="prev">← Previous</a>` : '<span></span>'}
<span class="meta">Page ${page.page}${pages ? ` of ${pages}` : ''}</span>
${page.has_more ? `<a href="${escapeHtml(link(page.page + 1))}" rel="next">Next →</a>` : '<span></span>'}
</nav>`;
}

/** A section with its heading (HTML), or nothing when it has no content. */
export const section = (id: string, heading: string, content: string) =>
  content
    ? `<section id="${id}" aria-labelledby="${id}-heading"><h2 id="${id}-heading">${heading}</h2>\n${content}</section>`
    : '';

/** A list of chips (links or words), or nothing when there are none. */
export function chipList(items: string[], options: { label?: string; id?: string } = {}): string {
  if (!items.length) return '';
  const id = options.id ? ` id="${options.id}"` : '';
  const label = options.label ? ` aria-label="${escapeHtml(options.label)}"` : '';
  return `<ul class="chips"${id}${label}>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

/** A chip linking to a list of products, with how many there are: "Design 12". */
export function countChip(href: string, name: string, count: number, current = false): string {
  return (
    `<a href="${escapeHtml(href)}"${current ? ' aria-current="true"' : ''}>${escapeHtml(name)} ` +
    `<span class="visually-hidden">(${plural(count, 'product')})</span><span aria-hidden="true">${count}</span></a>`
  );
}

/** A `page` query parameter as a page number (1 when missing or not a number; at most 1000, as the API). */
export function pageParam(value: unknown): number {
  const page = typeof value === 'string' ? Number.parseInt(value, 10) : 1;
  return Math.min(Math.max(Number.isFinite(page) ? page : 1, 1), 1000);
}

export function breadcrumbs(trail: { name: string; path: string }[]): string {
  const items = trail.map((crumb, index) =>
    index === trail.length - 1
      ? `<li><span aria-current="page">${escapeHtml(crumb.name)}</span></li>`
      : `<li><a href="${escapeHtml(crumb.path)}">${escapeHtml(crumb.name)}</a></li>`,
  );
  return `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${items.join('')}</ol></nav>`;
}

export function faqList(faqs: { question: string; answer: string }[]): string {
  const entries = faqs.map((faq) => `<dt>${escapeHtml(faq.question)}</dt><dd>${escapeHtml(faq.answer)}</dd>`);
  return `<dl class="faq">${entries.join('')}</dl>`;
}

/** Plain text written by an owner, as paragraphs. */
export function textParagraphs(text: string | null | undefined): string {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
}

export function socialLinks(socials: Record<string, string | undefined>): string {
  const items = Object.entries(socials)
    .filter(([, url]) => externalHref(url))
    .map(
      ([platform, url]) =>
        `<li>${externalLink(url, platformNames[platform as keyof typeof platformNames] ?? platform)}</li>`,
    );
  return items.length ? `<ul class="chips">${items.join('')}</ul>` : '';
}
