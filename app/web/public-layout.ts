// The frame and the small pieces the public pages share: cacheable like the API's public reads
// (strong ETag, If-None-Match, public max-age), no scripts, images from this site or https only.
import type { Request, Response } from 'express';
import { entityTag, ifNoneMatch } from '../http/rest.ts';
import type { components } from '../../generated/api.d.ts';
import { escapeHtml, pageDocument } from './layout.ts';
import { safeHref } from './markdown.ts';

type ListingSummary = components['schemas']['ListingSummary'];

const header = `<a href="/"><strong>Launch Directory</strong></a>
<nav aria-label="Site"><ul><li><a href="/#this-week">This week</a></li><li><a href="/#categories">Categories</a></li>
<li><a href="/docs">API docs</a></li></ul></nav>`;

const footer =
  '<p class="meta">Everything here is also in the <a href="/docs">REST API</a> and the MCP server. ' +
  'Listing and founder text is written by their owners.</p>';

export interface PublicPage {
  title: string;
  body: string;
  status?: number;
  maxAgeSeconds?: number;
}

export function sendPublicPage(req: Request, res: Response, page: PublicPage): void {
  const html = pageDocument({ title: page.title, body: page.body, header, footer });
  const status = page.status ?? 200;
  res.status(status).set({
    'Content-Security-Policy':
      "default-src 'none'; img-src 'self' https:; style-src 'unsafe-inline'; " +
      "frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
  if (status === 200) {
    const etag = entityTag(html);
    res.set({ ETag: etag, 'Cache-Control': `public, max-age=${page.maxAgeSeconds ?? 60}` });
    if (ifNoneMatch(req.headers['if-none-match'], etag)) return void res.status(304).end();
  } else {
    res.set('Cache-Control', 'no-store');
  }
  res.type('html').send(html);
}

export function sendNotFoundPage(req: Request, res: Response, what: string): void {
  sendPublicPage(req, res, {
    status: 404,
    title: 'Not found',
    body:
      `<p>${escapeHtml(what)} is not on Launch Directory, or not public yet.</p>` +
      `<p><a href="/">Go to the home page</a></p>`,
  });
}

export const listingPath = (slug: string) => `/listings/${encodeURIComponent(slug)}`;
export const founderPath = (slug: string) => `/founders/${encodeURIComponent(slug)}`;
export const categoryPath = (slug: string) => `/categories/${encodeURIComponent(slug)}`;
export const blogPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** An absolute http(s) URL given by a listing owner, or undefined. */
export function externalHref(url: string | null | undefined): string | undefined {
  return url && /^https?:\/\//i.test(url.trim()) ? safeHref(url) : undefined;
}

/** A link to somewhere the owner chose: not endorsed, no opener, shown as text when unsafe. */
export function externalLink(url: string | null | undefined, text: string): string {
  const href = externalHref(url);
  return href ? `<a href="${escapeHtml(href)}" rel="nofollow ugc noopener">${escapeHtml(text)}</a>` : escapeHtml(text);
}

/** An https image from the owner (anything else would be mixed content or a local file). */
export function externalImage(url: string | null | undefined, className: string, alt = ''): string {
  const href = externalHref(url);
  if (!href?.toLowerCase().startsWith('https:')) return '';
  return (
    `<img class="${className}" src="${escapeHtml(href)}" alt="${escapeHtml(alt)}" ` +
    'loading="lazy" referrerpolicy="no-referrer">'
  );
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

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Keeps cards aligned when a listing has no usable logo. */
const logoPlaceholder = (name: string) =>
  `<span class="logo" aria-hidden="true">${escapeHtml([...name.trim()][0]?.toUpperCase() ?? '')}</span>`;

export function listingCards(
  listings: ListingSummary[],
  extra: (listing: ListingSummary, index: number) => string = () => '',
): string {
  if (!listings.length) return '<p>Nothing here yet.</p>';
  const cards = listings.map((listing, index) => {
    const logo = externalImage(listing.logo_url, 'logo') || logoPlaceholder(listing.name);
    const upcoming = listing.status === 'upcoming' ? ' <span class="meta">(upcoming)</span>' : '';
    const category = listing.primary_category ? `${escapeHtml(listing.primary_category.name)} · ` : '';
    return `<li>${logo}<div>
<a href="${listingPath(listing.slug)}"><strong>${escapeHtml(listing.name)}</strong></a>${upcoming}
${listing.tagline ? `<br>${escapeHtml(listing.tagline)}` : ''}
<br><span class="meta">${category}${listing.votes} votes${extra(listing, index)}</span></div></li>`;
  });
  return `<ul class="cards">${cards.join('\n')}</ul>`;
}

export function faqList(faqs: { question: string; answer: string }[]): string {
  const entries = faqs.map((faq) => `<dt>${escapeHtml(faq.question)}</dt><dd>${escapeHtml(faq.answer)}</dd>`);
  return `<dl>${entries.join('')}</dl>`;
}

export function socialLinks(socials: Record<string, string | undefined>): string {
  const names: Record<string, string> = {
    website: 'Website',
    linkedin: 'LinkedIn',
    x: 'X',
    facebook: 'Facebook',
    instagram: 'Instagram',
    tiktok: 'TikTok',
    youtube: 'YouTube',
    threads: 'Threads',
    pinterest: 'Pinterest',
    github: 'GitHub',
    reddit: 'Reddit',
    producthunt: 'Product Hunt',
  };
  const items = Object.entries(socials)
    .filter(([, url]) => externalHref(url))
    .map(([platform, url]) => `<li>${externalLink(url, names[platform] ?? platform)}</li>`);
  return items.length ? `<ul class="tags">${items.join('')}</ul>` : '';
}
