// Two public pages as headless Chromium shows them, on the demo directory: no CSP violations,
// our badge images load, screenshots in test-artifacts/web/.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { resetClock, setClock } from '../../app/clock.ts';
import { projectRoot } from '../../app/config.ts';
import { loadDemoData } from '../../app/demo/load.ts';
import { demoNow } from '../directory/demo-app.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import { launchChromium } from '../support/chromium.ts';
import type { Chromium } from '../support/chromium.ts';

const artifacts = path.join(projectRoot, 'test-artifacts', 'web');
let testApp: ServedTestApp;
let browser: Chromium;

beforeAll(async () => {
  setClock(demoNow);
  testApp = await serveTestApp();
  await loadDemoData(testApp.database.db);
  await mkdir(artifacts, { recursive: true });
  browser = await launchChromium({ viewport: { width: 1000, height: 900 } });
  // The demo's logos live on example.com hosts; this machine only reaches loopback.
  await browser.context.route(
    (url) => url.origin !== testApp.origin,
    (route) => route.abort(),
  );
});
afterAll(async () => {
  await browser?.close();
  await testApp?.close();
  resetClock();
});

async function visit(pagePath: string, screenshot: string) {
  const page = await browser.context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(`${testApp.origin}${pagePath}`);
  expect(response?.status()).toBe(200);
  await page.screenshot({ path: path.join(artifacts, screenshot), fullPage: true });
  return { page, violations };
}

test('the home page', async () => {
  const { page, violations } = await visit('/', 'home.png');
  expect(await page.locator('h1').textContent()).toBe('Launch Directory');
  expect(await page.locator('#this-week .cards li').count()).toBeGreaterThan(0);
  expect(violations).toEqual([]);
  await page.close();
});

test('a listing page with its badges', async () => {
  const slug = (
    await testApp.database.pool.query<{ slug: string }>(
      `select l.slug from listings l join awards a on a.listing_id = l.id
       where l.status = 'live' order by a.week desc, a.rank limit 1`,
    )
  ).rows[0].slug;
  const { page, violations } = await visit(`/listings/${slug}`, 'listing.png');
  const badgeWidths = await page
    .locator('#badges img')
    .evaluateAll((images) => (images as HTMLImageElement[]).map((image) => image.naturalWidth));
  expect(badgeWidths.length).toBeGreaterThan(1);
  expect(badgeWidths.every((width) => width > 0)).toBe(true);
  expect(violations).toEqual([]);
  await page.close();
});
