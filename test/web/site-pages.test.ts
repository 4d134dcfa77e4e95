// Every page of the site in headless Chromium on the demo directory, signed out and signed in: a
// screenshot of each in test-artifacts/site/, no serious or critical axe-core violation, no CSP
// violation, and every image from this site loads (our badges included).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { resetClock, setClock } from '../../app/clock.ts';
import { projectRoot } from '../../app/config.ts';
import { loadDemoData } from '../../app/demo/load.ts';
import { demoNow } from '../directory/demo-app.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchChromium } from '../support/chromium.ts';
import type { Chromium } from '../support/chromium.ts';

const artifacts = path.join(projectRoot, 'test-artifacts', 'site');
let testApp: ServedTestApp;
let browser: Chromium;
const slugs: Record<'live' | 'reviewed' | 'scheduled' | 'founder' | 'post' | 'category' | 'alternative', string> = {
  live: '',
  reviewed: '',
  scheduled: '',
  founder: '',
  post: '',
  category: '',
  alternative: '',
};

beforeAll(async () => {
  setClock(demoNow);
  testApp = await serveTestApp({ siteTeamEmails: ['team@example.com'] });
  await loadDemoData(testApp.database.db);
  const one = async (query: string) => (await testApp.database.pool.query<{ slug: string }>(query)).rows[0].slug;
  slugs.live = await one(
    `select l.slug from listings l join awards a on a.listing_id = l.id
     where l.status = 'live' order by a.week desc, a.rank limit 1`,
  );
  slugs.reviewed = await one(
    `select l.slug from listings l join reviews r on r.listing_id = l.id
     where l.status = 'live' group by l.slug order by count(*) desc, l.slug limit 1`,
  );
  slugs.scheduled = await one(`select slug from listings where status = 'scheduled' order by vote_count desc limit 1`);
  slugs.founder = await one(
    `select f.slug from founders f join founder_listings fl on fl.founder_id = f.id
     join listings l on l.id = fl.listing_id where l.status = 'live' order by f.slug limit 1`,
  );
  slugs.post = await one(
    `select slug from blog_posts where published_at <= $$${demoNow}$$ order by published_at desc limit 1`,
  );
  slugs.category = await one(`select slug from categories where parent_id is not null order by slug limit 1`);
  slugs.alternative = (
    await (await fetch(`${testApp.origin}/v1/listings/${slugs.live}/alternatives`)).json()
  ).items[0].listing.slug;
  await mkdir(artifacts, { recursive: true });
  browser = await launchChromium({ viewport: { width: 1200, height: 900 }, onlyOrigin: testApp.origin });
});
afterAll(async () => {
  await browser?.close();
  await testApp?.close();
  resetClock();
});

async function check(pagePath: string, screenshot: string, status = 200) {
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  const csp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) csp.push(message.text());
  });
  const response = await page.goto(`${testApp.origin}${pagePath}`);
  expect({ pagePath, status: response?.status() }).toEqual({ pagePath, status });
  await page.screenshot({ path: path.join(artifacts, `${screenshot}.png`), fullPage: true });
  expect({ pagePath, violations: await seriousViolations(page) }).toEqual({ pagePath, violations: [] });
  // Lazy images load once scrolled into view; then every image from this site must have loaded.
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  const broken = await page
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => new URL(image.src).origin === location.origin && image.naturalWidth === 0)
        .map((image) => new URL(image.src).pathname),
    );
  expect({ pagePath, broken }).toEqual({ pagePath, broken: [] });
  expect({ pagePath, csp }).toEqual({ pagePath, csp: [] });
  await page.close();
}

test('home, launches, boards and awards', async () => {
  await check('/', 'home');
  await check('/launches/2026-11-16', 'launches-this-week');
  await check('/launches/2026-11-09', 'launches-past-week');
  await check('/launches/2026-12-28', 'launches-coming-week');
  await check('/leaderboards', 'leaderboards');
  for (const board of ['community-weekly', 'community-all-time', 'billboard', 'domain-rating', 'revenue'])
    await check(`/leaderboards/${board}`, `leaderboard-${board}`);
  await check('/awards', 'awards');
  await check('/how-ranking-works', 'how-ranking-works');
});

test('search, categories, founders and the blog', async () => {
  await check('/search?q=invoices&sort=votes', 'search');
  await check('/search?q=zzzzqqq', 'search-no-results');
  await check('/categories', 'categories');
  await check('/categories?page=2', 'categories-page-2');
  await check(`/categories/${slugs.category}`, 'category');
  await check('/founders', 'founders');
  await check(`/founders/${slugs.founder}`, 'founder');
  await check('/blog', 'blog');
  await check(`/blog/${slugs.post}`, 'blog-post');
});

test('listings, their updates and reviews, a comparison, the API reference, error pages', async () => {
  await check(`/listings/${slugs.live}`, 'listing');
  const badges = await browser.context.newPage();
  await badges.goto(`${testApp.origin}/listings/${slugs.live}`);
  const widths = await badges
    .locator('#badges img')
    .evaluateAll((images) => (images as HTMLImageElement[]).map((image) => image.naturalWidth));
  expect(widths.length).toBeGreaterThan(1);
  expect(widths.every((width) => width > 0)).toBe(true);
  await badges.close();
  await check(`/listings/${slugs.reviewed}`, 'listing-reviewed');
  await check(`/listings/${slugs.scheduled}`, 'listing-upcoming');
  await check(`/listings/${slugs.live}/updates`, 'listing-updates');
  await check(`/listings/${slugs.reviewed}/reviews`, 'listing-reviews');
  await check(`/compare?a=${slugs.live}&b=${slugs.alternative}`, 'compare');
  await check('/compare', 'compare-empty');
  await check('/docs', 'docs');
  await check('/no-such-page', 'not-found', 404);
  await check('/search?sort=best', 'bad-parameter', 400);
});

test('signed in: sign-in pages, the listing with its own buttons, the account, the site team’s reviews', async () => {
  await check('/sign-in', 'sign-in');
  const page = await browser.context.newPage();
  await page.goto(`${testApp.origin}/sign-in?return_to=${encodeURIComponent(`/listings/${slugs.reviewed}`)}`);
  await page.getByLabel('E-mail address').fill('team@example.com');
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  await page.screenshot({ path: path.join(artifacts, 'sign-in-sent.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  const mail = await testApp.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', 'team@example.com')
    .executeTakeFirstOrThrow();
  await page.goto(/http\S+\/sign-in\/verify\?token=[\w-]+/.exec(mail.text_body)![0]);
  await page.screenshot({ path: path.join(artifacts, 'sign-in-confirm.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${testApp.origin}/listings/${slugs.reviewed}`);
  await page.close();

  await check(`/listings/${slugs.reviewed}`, 'listing-signed-in');
  await check('/', 'home-signed-in');
  await check('/account', 'account');
  await check('/site-team/reviews', 'site-team-reviews');
  await check('/site-team/reviews?show=not-genuine', 'site-team-reviews-not-genuine');
});
