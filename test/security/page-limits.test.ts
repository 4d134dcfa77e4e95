// The guarded page reader: cheap limits refuse a hostile page before any DOM is built, and a page
// within them is read in a worker thread that is ended when its time or heap is spent.
import { readPageGuarded } from '../../app/crawl/isolated.ts';
import { CrawlFailure } from '../../app/crawl/fetch.ts';
import { checkPageLimits } from '../../app/crawl/page-limits.ts';

const url = 'http://example.com/';
const roomy = { timeMs: 60_000, memoryMb: 256 };

async function failureOf(work: Promise<unknown>): Promise<CrawlFailure> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CrawlFailure);
  return error as CrawlFailure;
}

test.each([
  ['20,000 nested divs (probe finding 1)', '<div>'.repeat(20_000), /nested more than 256 deep/],
  ['60,000 elements', '<p>x</p>'.repeat(60_000), /more than 50000 elements/],
  ['300,000 attributes', `<div ${'a '.repeat(300_000)}>`, /more than 200000 attributes/],
  ['a 600,000-character text node', `<p>${'x'.repeat(600_000)}</p>`, /more than 500000 characters of text/],
  ['6,000 links', '<a href="/x">x</a>'.repeat(6000), /more than 5000 links/],
  ['51 JSON-LD blocks', '<script type="application/ld+json">{}</script>'.repeat(51), /more than 50 JSON-LD/],
])('%s: refused before parsing', (_, html, reason) => {
  expect(() => checkPageLimits(html, url)).toThrow(reason);
});

test('an ordinary page passes; markup inside scripts, styles and comments is not counted', () => {
  const script = `<script>${'<div>'.repeat(10_000)}</script><style>${'<p>'.repeat(60_000)}</style>`;
  const comment = `<!-- ${'<div>'.repeat(10_000)} -->`;
  expect(() =>
    checkPageLimits(
      `<!doctype html><html><head>${script}</head><body>${comment}<p>Hi<br><img src=a></body></html>`,
      url,
    ),
  ).not.toThrow();
  // Unclosed optional-end elements (<li>, <p>) add no depth.
  expect(() => checkPageLimits(`<ul>${'<li>item'.repeat(10_000)}</ul>`, url)).not.toThrow();
});

test('the reader returns the text people see and the same-site links worth reading', async () => {
  const page = await readPageGuarded(
    '<title>Acme</title><p>Hello <span hidden>secret</span></p>' +
      '<a href="/pricing">Pricing</a><a href="http://other.test/about">About</a>',
    url,
    roomy,
    5,
  );
  expect(page.text).toMatch(/^Acme\nHello\nPricing/);
  expect(page.text).not.toContain('secret');
  expect(page.links).toEqual(['http://example.com/pricing']);
});

test('a page that takes longer than its time ends the thread and says so', async () => {
  const failure = await failureOf(readPageGuarded('<p>x <b>y</b></p>'.repeat(20_000), url, { ...roomy, timeMs: 1 }));
  expect(failure).toMatchObject({ kind: 'too_complex' });
  expect(failure.message).toMatch(/too complex to read: reading it took more than 0.001 seconds/);
  // The next page gets a fresh thread and is read.
  expect((await readPageGuarded('<p>fine</p>', url, roomy)).text).toBe('fine');
});

test('a page that needs more heap than allowed ends the thread and says so', async () => {
  const failure = await failureOf(
    readPageGuarded('<p>x <b>y</b> z</p>'.repeat(24_000), url, { ...roomy, memoryMb: 40 }),
  );
  expect(failure.message).toMatch(/too complex to read: reading it needs more than 40 MB/);
});
