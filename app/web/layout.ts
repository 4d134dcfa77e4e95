// The server-rendered pages (sign-in, account, OAuth consent, and the public pages of
// public-pages.ts): plain HTML with a little CSS, no scripts, escaped output. The private ones are
// sent with headers that keep them out of caches and frames.
import type { Response } from 'express';

export const escapeHtml = (value: string | number | null | undefined): string =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const css = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; }
header, main { max-width: 44rem; margin: 0 auto; padding: 1rem; }
header { display: flex; justify-content: space-between; align-items: center; border-bottom: 1px solid #8884; }
h1 { font-size: 1.6rem; }
label { display: block; font-weight: 600; margin-top: .75rem; }
input[type=email], input[type=text], textarea {
  width: 100%; max-width: 28rem; padding: .5rem; font: inherit; border: 1px solid #888; border-radius: 4px;
}
fieldset { border: 1px solid #8886; border-radius: 4px; margin-top: .75rem; }
fieldset label { font-weight: normal; }
button {
  font: inherit; padding: .45rem 1rem; margin-top: .75rem; border-radius: 4px; border: 1px solid #245;
  background: #2a5db0; color: #fff; cursor: pointer;
}
button.secondary { background: transparent; color: inherit; border-color: #888; }
:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }
table { border-collapse: collapse; width: 100%; margin-top: .5rem; }
th, td { text-align: left; padding: .4rem; border-bottom: 1px solid #8884; vertical-align: top; }
.notice { padding: .75rem; border: 2px solid #2a7d2a; border-radius: 4px; }
.error { padding: .75rem; border: 2px solid #b00020; border-radius: 4px; }
code.key { display: block; word-break: break-all; padding: .5rem; background: #8882; font-size: 1rem; }
form.inline { display: inline; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
header a, nav a { color: inherit; }
nav ul { display: flex; flex-wrap: wrap; gap: 1rem; list-style: none; margin: 0; padding: 0; }
a { color: #2a5db0; }
@media (prefers-color-scheme: dark) { a { color: #8ab4f8; } }
.lede { font-size: 1.15rem; }
.meta { color: #666; font-size: .95rem; }
@media (prefers-color-scheme: dark) { .meta { color: #aaa; } }
.cards { list-style: none; padding: 0; }
.cards li { display: flex; gap: .75rem; align-items: flex-start; padding: .6rem 0; border-bottom: 1px solid #8884; }
.cards li > div { flex: 1; }
.logo { flex: none; width: 3rem; height: 3rem; border-radius: 6px; object-fit: cover; background: #8882; }
span.logo { display: grid; place-items: center; font-weight: 700; font-size: 1.3rem; }
.logo.large { width: 5rem; height: 5rem; }
.badges { display: flex; flex-wrap: wrap; gap: .5rem; list-style: none; padding: 0; }
.tags { display: flex; flex-wrap: wrap; gap: .4rem; list-style: none; padding: 0; }
.tags li { padding: .1rem .5rem; border: 1px solid #8886; border-radius: 1rem; font-size: .9rem; }
pre { overflow-x: auto; padding: .75rem; background: #8882; border-radius: 4px; }
blockquote { margin-left: 0; padding-left: 1rem; border-left: 4px solid #8886; }
td > :first-child { margin-top: 0; }
td > :last-child { margin-bottom: 0; }
dt { font-weight: 600; margin-top: .5rem; }
dd { margin-left: 0; }
.operation { border-top: 1px solid #8884; padding-top: .5rem; margin-top: 1.25rem; }
.method { font-family: ui-monospace, monospace; font-weight: 700; text-transform: uppercase; }
footer { max-width: 44rem; margin: 2rem auto 0; padding: 1rem; border-top: 1px solid #8884; }
`;

export interface PageOptions {
  title: string;
  body: string;
  /** The signed-in e-mail address, shown in the header with a sign-out button. */
  signedInAs?: { email: string; csrfToken: string } | null;
  status?: number;
  /**
   * Where the page's forms may post: the site itself unless told otherwise. The consent page leaves it
   * open, because its answer redirects to the client's redirect URI and browsers hold redirects to it.
   */
  formAction?: string | null;
}

export function sendPage(res: Response, options: PageOptions): void {
  const account = options.signedInAs
    ? `<form class="inline" method="post" action="/sign-out"><span>${escapeHtml(options.signedInAs.email)}</span>
       <input type="hidden" name="csrf" value="${escapeHtml(options.signedInAs.csrfToken)}">
       <button class="secondary" type="submit">Sign out</button></form>`
    : '';
  res
    .status(options.status ?? 200)
    .set({
      'Cache-Control': 'no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'" +
        (options.formAction === null ? '' : `; form-action ${options.formAction ?? "'self'"}`),
      'X-Frame-Options': 'DENY',
      // same-origin: the verify link's token never leaves the site, and form posts keep their Origin.
      'Referrer-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
    })
    .type('html')
    .send(
      pageDocument({ title: options.title, body: options.body, header: `<strong>Launch Directory</strong>${account}` }),
    );
}

/** The whole HTML document: `header` and `body` are HTML already, the title is text. */
export function pageDocument(parts: {
  title: string;
  body: string;
  header: string;
  footer?: string;
  siteName?: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(parts.title)} · ${escapeHtml(parts.siteName ?? 'Launch Directory')}</title>
<style>${css}</style></head>
<body>
<header>${parts.header}</header>
<main>
<h1>${escapeHtml(parts.title)}</h1>
${parts.body}
</main>
${parts.footer ? `<footer>${parts.footer}</footer>\n` : ''}</body>
</html>`;
}

export const csrfField = (token: string) => `<input type="hidden" name="csrf" value="${escapeHtml(token)}">`;
