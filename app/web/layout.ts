// The frame of every server-rendered page (public, account, checkout, dashboard): the header with
// search, sign in or account, and Submit; the footer; the head with the title, description, Open
// Graph tags, canonical URL and JSON-LD. No inline script or style: the stylesheet and the small
// script come from /assets (app/web/assets.ts), so the CSP can say script-src and style-src 'self'.
import type { Response } from 'express';
import { assetUrl } from './assets.ts';

export const siteName = 'Launch Directory';

export const escapeHtml = (value: string | number | null | undefined): string =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export const csrfField = (token: string) => `<input type="hidden" name="csrf" value="${escapeHtml(token)}">`;

/** Who is signed in, for the header (and the forms of the page). */
export interface SignedInAs {
  email: string;
  csrfToken: string;
}

/** The sections of the header's navigation; a page names its own to mark the link as current. */
export type NavSection = 'launches' | 'leaderboards' | 'categories' | 'awards';

const navigation: [NavSection, string, string][] = [
  ['launches', '/launches', 'Launches'],
  ['leaderboards', '/leaderboards', 'Leaderboards'],
  ['categories', '/categories', 'Categories'],
  ['awards', '/awards', 'Awards'],
];

export interface PageMeta {
  /** The meta description (and Open Graph description): one or two plain sentences. */
  description?: string;
  /** Absolute URL of the page without tracking or per-visitor parameters. */
  canonicalUrl?: string;
  openGraphType?: 'website' | 'article' | 'profile';
  /** Absolute URL of an image that represents the page. */
  image?: string;
  /** schema.org objects, each written as one JSON-LD block. */
  jsonLd?: object[];
  /** E.g. `noindex, follow` for search results. */
  robots?: string;
}

export interface DocumentParts {
  /** The page's heading, and its title in the browser tab (followed by the site's name). */
  title: string;
  body: string;
  /** A whole <title> of its own, for pages whose heading is not a good title (the home page). */
  documentTitle?: string;
  signedInAs?: SignedInAs | null;
  /** Where "Sign in" should bring the visitor back to (a path on this site). */
  returnTo?: string;
  meta?: PageMeta;
  /** False when the body brings its own <h1>. */
  heading?: boolean;
  width?: 'wide' | 'narrow';
  current?: NavSection;
  /** The search box's text, on the search page. */
  searchQuery?: string;
  /** HTML above the heading (breadcrumbs). */
  above?: string;
  /** Loads the site's script (votes and follows without a reload); pages without such forms run none. */
  script?: boolean;
}

/** The title in the tab: "Page · Launch Directory", never the site's name twice. */
export function documentTitle(parts: Pick<DocumentParts, 'title' | 'documentTitle'>): string {
  if (parts.documentTitle) return parts.documentTitle;
  return parts.title === siteName ? siteName : `${parts.title} · ${siteName}`;
}

function header(parts: DocumentParts): string {
  const returnTo = parts.returnTo && parts.returnTo !== '/' ? `?return_to=${encodeURIComponent(parts.returnTo)}` : '';
  const account = parts.signedInAs
    ? `<a href="/dashboard" title="Signed in as ${escapeHtml(parts.signedInAs.email)}">Dashboard</a>
<form method="post" action="/sign-out">${csrfField(parts.signedInAs.csrfToken)}
<button class="link" type="submit">Sign out</button></form>`
    : `<a href="/sign-in${returnTo}">Sign in</a>`;
  const links = navigation
    .map(
      ([section, href, label]) =>
        `<li><a href="${href}"${section === parts.current ? ' aria-current="page"' : ''}>${label}</a></li>`,
    )
    .join('');
  return `<header class="site-header"><div class="bar">
<a class="brand" href="/"><span class="mark" aria-hidden="true">▲</span>${siteName}</a>
<form class="site-search" role="search" method="get" action="/search">
<label class="visually-hidden" for="site-search">Search products</label>
<input id="site-search" type="search" name="q" maxlength="200" placeholder="Search products" value="${escapeHtml(
    parts.searchQuery,
  )}">
<button type="submit">Search</button></form>
<nav class="site-nav" aria-label="Site"><ul>${links}</ul></nav>
<div class="account">${account}<a class="button" href="/submit">Submit</a></div>
</div></header>`;
}

const footer = `<footer class="site-footer"><ul>
<li><a href="/how-ranking-works">How ranking works</a></li>
<li><a href="/launches">Launches</a></li>
<li><a href="/leaderboards">Leaderboards</a></li>
<li><a href="/awards">Past winners</a></li>
<li><a href="/categories">Categories</a></li>
<li><a href="/founders">Founders</a></li>
<li><a href="/blog">Blog</a></li>
<li><a href="/docs">API and MCP</a></li>
</ul>
<p>Listing and founder texts are written by their owners. Votes come only from people signed in on this site.</p>
</footer>`;

/** One JSON-LD block; `<` is escaped so no text inside can close the script element. */
const jsonLdBlock = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')}</script>`;

function head(parts: DocumentParts): string {
  const meta = parts.meta ?? {};
  const title = documentTitle(parts);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta.description ? `<meta name="description" content="${escapeHtml(meta.description)}">` : '',
    meta.robots ? `<meta name="robots" content="${escapeHtml(meta.robots)}">` : '',
    meta.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}">` : '',
    meta.canonicalUrl
      ? [
          `<meta property="og:site_name" content="${siteName}">`,
          `<meta property="og:type" content="${meta.openGraphType ?? 'website'}">`,
          `<meta property="og:title" content="${escapeHtml(parts.documentTitle ?? parts.title)}">`,
          meta.description ? `<meta property="og:description" content="${escapeHtml(meta.description)}">` : '',
          `<meta property="og:url" content="${escapeHtml(meta.canonicalUrl)}">`,
          meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : '',
          `<meta name="twitter:card" content="summary">`,
        ].join('\n')
      : '',
    ...(meta.jsonLd ?? []).map(jsonLdBlock),
  ];
  return `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${tags.filter(Boolean).join('\n')}
<link rel="icon" href="${assetUrl('favicon.svg')}" type="image/svg+xml">
<link rel="stylesheet" href="${assetUrl('site.css')}">${
    parts.script ? `\n<script src="${assetUrl('site.js')}" defer></script>` : ''
  }`;
}

/** The whole HTML document. `body` is HTML already; the title and meta are text. */
export function pageDocument(parts: DocumentParts): string {
  const heading = parts.heading === false ? '' : `<h1>${escapeHtml(parts.title)}</h1>\n`;
  return `<!doctype html>
<html lang="en">
<head>${head(parts)}</head>
<body>
<a class="skip-link" href="#content">Skip to content</a>
${header(parts)}
<main id="content"${parts.width === 'narrow' ? ' class="narrow"' : ''}>
${parts.above ?? ''}${heading}${parts.body}${
    // Where the script announces what a vote or follow did; pages without the script need none.
    parts.script ? '\n<p id="action-status" class="visually-hidden" role="status"></p>' : ''
  }
</main>
${footer}
</body>
</html>`;
}

/**
 * The CSP of every page: nothing but this site's own stylesheet (and script, where the page runs
 * it), images from here or https, forms posting here unless told otherwise.
 */
export function contentSecurityPolicy(options: { formAction?: string | null; script?: boolean } = {}): string {
  const formAction = options.formAction === undefined ? "'self'" : options.formAction;
  return (
    "default-src 'none'; style-src 'self'; img-src 'self' https:; " +
    (options.script ? "script-src 'self'; connect-src 'self'; " : '') +
    "frame-ancestors 'none'; base-uri 'none'" +
    (formAction === null ? '' : `; form-action ${formAction}`)
  );
}

export interface PageOptions {
  title: string;
  body: string;
  /** The signed-in e-mail address and CSRF token: the header shows Dashboard and Sign out. */
  signedInAs?: SignedInAs | null;
  status?: number;
  /**
   * Where the page's forms may post: the site itself unless told otherwise. The consent page leaves it
   * open, because its answer redirects to the client's redirect URI and browsers hold redirects to it.
   */
  formAction?: string | null;
  /** The meta description. */
  description?: string;
  width?: 'wide' | 'narrow';
  /** Runs the site's script (assets/site.js), for forms marked data-enhance; none by default. */
  script?: boolean;
}

/** A private page (sign-in, account, checkout, dashboard): never cached, never framed. */
export function sendPage(res: Response, options: PageOptions): void {
  res
    .status(options.status ?? 200)
    .set({
      'Cache-Control': 'no-store',
      'Content-Security-Policy': contentSecurityPolicy({ formAction: options.formAction, script: options.script }),
      'X-Frame-Options': 'DENY',
      // same-origin: the verify link's token never leaves the site, and form posts keep their Origin.
      'Referrer-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
    })
    .type('html')
    .send(
      pageDocument({
        title: options.title,
        body: options.body,
        signedInAs: options.signedInAs,
        meta: { description: options.description, robots: 'noindex' },
        width: options.width ?? 'narrow',
        script: options.script,
      }),
    );
}
