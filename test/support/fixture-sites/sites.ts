// Fixture websites for the crawler's edge cases. The drafting sites (with what each states) live on
// disk in test/drafting-corpus/, served through the same server (test/support/corpus.ts).
export type Answer = { status?: number; type?: string; body: string | Buffer } | { redirect: string };
export interface FixtureSite {
  key: string;
  routes: Record<string, Answer | ((origin: string) => Answer)>;
}

const page = (title: string, body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}` +
  `<style>.hero{color:red}</style>` +
  `<script>window.tracking = "SCRIPT TEXT MUST NOT BE QUOTED";</script></head>` +
  `<body>${body}</body></html>`;

/** A site whose robots.txt shuts every robot out. */
export const closed: FixtureSite = {
  key: 'closed',
  routes: {
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /\n' },
    '/': { body: page('Closed', '<h1>Closed</h1>') },
  },
};

/** Edge cases for the fetcher: not HTML, too large, redirects to addresses that must be refused. */
export const edgy: FixtureSite = {
  key: 'edgy',
  routes: {
    '/robots.txt': { status: 404, body: '' },
    '/': { body: page('Edgy', '<h1>Edgy</h1>') },
    '/file.pdf': { type: 'application/pdf', body: '%PDF-1.4 not html' },
    '/huge': { body: page('Huge', `<p>${'x'.repeat(300_000)}</p>`) },
    '/to-loopback': (origin) => ({ redirect: origin.replace('127.0.0.1', '127.0.0.2') + '/' }),
    '/to-metadata': { redirect: 'http://169.254.169.254/latest/meta-data/' },
    '/to-mapped': (origin) => ({ redirect: `http://[::ffff:127.0.0.1]:${new URL(origin).port}/` }),
  },
};
