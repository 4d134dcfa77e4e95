// A crawl of the running site from / on the demo directory: every same-site link, image,
// stylesheet and script found on a page is requested, and each must answer (after redirects) with
// a success, images as images. Pages are followed for more links, except search results and
// comparisons, whose filter and pair links multiply without end: those are checked but not
// followed further. The sign-in link differs on every page only by where it returns to, so it is
// requested once.
import { resetClock, setClock } from '../../app/clock.ts';
import { loadDemoData } from '../../app/demo/load.ts';
import { demoNow } from '../directory/demo-app.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';

let testApp: ServedTestApp;

beforeAll(async () => {
  setClock(demoNow);
  testApp = await serveTestApp();
  await loadDemoData(testApp.database.db);
});
afterAll(async () => {
  await testApp?.close();
  resetClock();
});

const leaves = [/^\/search(\?|$)/, /^\/compare(\?|$)/];
const unescape = (value: string) =>
  value.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  );
const concurrency = 8;

interface Found {
  url: string;
  kind: 'page' | 'image' | 'asset';
  from: string;
}

test('every link and image on the site resolves', async () => {
  const origin = testApp.origin;
  const seen = new Set<string>();
  const queue: Found[] = [{ url: `${origin}/`, kind: 'page', from: '(start)' }];
  const failures: string[] = [];
  let pages = 0;

  const enqueue = (raw: string | null, kind: Found['kind'], from: string) => {
    if (!raw) return;
    const url = new URL(raw, from);
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return;
    url.hash = '';
    url.searchParams.delete('return_to');
    if (seen.has(url.href)) return;
    seen.add(url.href);
    queue.push({ url: url.href, kind, from });
  };

  async function visit(found: Found) {
    const res = await fetch(found.url, { headers: { accept: found.kind === 'page' ? 'text/html' : '*/*' } });
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok) return void failures.push(`${res.status} ${found.url} (linked from ${found.from})`);
    if (found.kind === 'image' && !/^image\//.test(type))
      return void failures.push(`not an image (${type}): ${found.url} (from ${found.from})`);
    if (found.kind !== 'page' || !type.startsWith('text/html')) return void (await res.arrayBuffer());
    pages++;
    const html = await res.text();
    const here = res.url;
    // Our own markup: every attribute value double-quoted and escaped, so a pattern reads it exactly.
    const attributes = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => unescape(match[1]));
    for (const src of attributes(/<img\b[^>]*?\ssrc="([^"]*)"/g)) enqueue(src, 'image', here);
    for (const href of attributes(/<link\b[^>]*?\shref="([^"]*)"/g)) enqueue(href, 'asset', here);
    for (const src of attributes(/<script\b[^>]*?\ssrc="([^"]*)"/g)) enqueue(src, 'asset', here);
    if (leaves.some((leaf) => leaf.test(new URL(here).pathname + new URL(here).search))) return;
    for (const href of attributes(/<a\b[^>]*?\shref="([^"]*)"/g)) enqueue(href, 'page', here);
  }

  seen.add(`${origin}/`);
  while (queue.length) {
    const batch = queue.splice(0, concurrency);
    await Promise.all(batch.map(visit));
  }
  expect(failures).toEqual([]);
  // The crawl reached the whole site: every live listing's page and more.
  const live = (await (await fetch(`${origin}/v1/listings?per_page=1`)).json()) as { total: number };
  const listingPages = [...seen].filter((url) => /\/listings\/[a-z0-9-]+$/.test(new URL(url).pathname));
  expect(listingPages.length).toBeGreaterThanOrEqual(live.total);
  expect(pages).toBeGreaterThan(500);
});
