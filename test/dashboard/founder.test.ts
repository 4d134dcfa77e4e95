// The founder's dashboard in headless Chromium, against a real app, worker and a website on
// 127.0.0.1: sign in by the e-mailed link, submit the site's URL, watch the draft being written,
// edit and lock a field (and see the API's field error beside an input), submit, launch free, place
// the badge the page gives on the site, "Check now", and see the listing scheduled then live (the
// free queue at this week). Claims and orders pages too, and the API-key page's refresh. Every page
// gets a screenshot in test-artifacts/dashboard/ and an axe-core run: no serious or critical finding.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Runner } from 'graphile-worker';
import type { Page } from 'playwright-core';
import { loadConfig, projectRoot } from '../../app/config.ts';
import { createLogger } from '../../app/logger.ts';
import { startWorker } from '../../app/worker.ts';
import { findOrCreateAccount } from '../../app/auth/accounts.ts';
import { writeSetting } from '../../db/queries/settings.ts';
import { statusHistory } from '../../db/queries/status-changes.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import { launchChromium } from '../support/chromium.ts';
import type { Chromium } from '../support/chromium.ts';
import { startFixtureServer } from '../support/fixture-server.ts';
import type { FixtureServer } from '../support/fixture-server.ts';
import { ownedListing } from '../orders/fixtures.ts';

const artifacts = path.join(projectRoot, 'test-artifacts', 'dashboard');
let testApp: ServedTestApp;
let worker: Runner;
let site: FixtureServer;
let browser: Chromium;
let axeSource: string;
let badgeHtml = '';

const homepage = () =>
  `<!doctype html><html lang="en"><head><title>Quillmate | Meeting notes that write themselves</title>
<meta name="description" content="Quillmate turns your calls into meeting notes and action items."></head>
<body><h1>Meeting notes that write themselves</h1>
<p>Quillmate turns your calls into meeting notes and action items. Founded in 2021 in Berlin.</p>
<h2>Features</h2><ul><li>Automatic meeting summaries</li><li>Action items sent to Slack</li></ul>
<h2>Pricing</h2><p>Free plan for 5 meetings a month. Pro: $12 per user per month.</p>
<footer>${badgeHtml}</footer></body></html>`;

beforeAll(async () => {
  testApp = await serveTestApp({ crawler: { ...loadConfig({}).crawler, allowLoopback: true, maxPages: 0 } });
  worker = await startWorker(testApp.database.pool, {
    db: testApp.database.db,
    config: testApp.config,
    log: createLogger(testApp.config),
  });
  site = await startFixtureServer({
    key: 'quillmate',
    routes: {
      '/': () => ({ body: homepage() }),
      '/robots.txt': () => ({ type: 'text/plain', body: 'User-agent: *\nAllow: /\n' }),
    },
  });
  await mkdir(artifacts, { recursive: true });
  axeSource = await readFile(path.join(projectRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
  browser = await launchChromium({ viewport: { width: 1100, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await worker?.stop();
  await site?.close();
  await testApp?.close();
});

/**
 * axe-core's findings of impact serious or critical on the page as it is now. The script is
 * evaluated through the DevTools protocol, which the page's CSP (no scripts) does not govern.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: (context: unknown) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }>;
    }
    const results = await axe.run(document);
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target) }));
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}) at ${JSON.stringify(violation.targets)}`);
}

/** Screenshot and accessibility check of a dashboard page as it is shown now. */
async function record(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
}

/** Watches a page for CSP violations (the pages run no scripts, and must not try). */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  const mail = await testApp.database.db
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await page.goto(/http\S+\/sign-in\/verify\?token=[\w-]+/.exec(mail.text_body)![0]);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Reloads the page until `done` holds (jobs run in the worker meanwhile). */
async function reloadUntil(page: Page, done: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (await done()) return;
    await page.waitForTimeout(200);
    await page.reload();
  }
  throw new Error(`timed out waiting for ${what}`);
}

test('a founder goes from a URL to a live listing on the free plan, all on the dashboard', async () => {
  const { db } = testApp.database;
  const page = await browser.context.newPage();
  page.setDefaultTimeout(20_000);
  const csp = cspViolations(page);

  // Signed out, Submit leads to sign-in and back.
  await page.goto(`${testApp.origin}/submit`);
  expect(new URL(page.url()).pathname).toBe('/sign-in');
  await signIn(page, 'founder@quillmate.test');
  await page.waitForURL(`${testApp.origin}/submit`);

  // The API's refusal is shown beside the input it names (submit_listing's /body/url).
  await page.getByLabel('Your product’s website').fill('ftp://quillmate.test/');
  await page.getByRole('button', { name: 'Read my site and draft the listing' }).click();
  expect(await page.locator('#f-url-error').textContent()).toMatch(/http/);
  expect(await page.getByLabel('Your product’s website').getAttribute('aria-invalid')).toBe('true');
  await record(page, 'submit-refused');

  await page.getByLabel('Your product’s website').fill(`${site.origin}/`);
  await page.getByRole('button', { name: 'Read my site and draft the listing' }).click();
  await page.waitForURL(/\/dashboard\/drafts\/[0-9a-f-]{36}$/);
  const draftUrl = page.url();
  // While the site is read the page reloads itself, so it is photographed only (axe runs on the draft below).
  await page.screenshot({ path: path.join(artifacts, 'draft-reading.png'), fullPage: true });
  // The page reloads itself (HTTP Refresh) until the draft is written.
  await page.locator('#fields-heading').waitFor({ timeout: 60_000 });

  // Each field with its state and the quotes beside it.
  const tagline = page.locator('#tagline');
  expect(await tagline.locator('.state').textContent()).toBe('ai');
  expect(await tagline.locator('.evidence blockquote').first().textContent()).toMatch(/meeting notes/i);
  expect(await tagline.locator('.evidence a').first().getAttribute('href')).toBe(`${site.origin}/`);
  expect(await page.locator('#city .state').textContent()).toMatch(/ai|not found/);
  expect(await page.getByText('built-in drafter').count()).toBeGreaterThan(0);
  await record(page, 'draft');

  // A value the API refuses (country must be a two-letter code): the error beside the field.
  await page.locator('#field-country').fill('Germany');
  await page.locator('#country').getByRole('button', { name: 'Save', exact: true }).click();
  expect(await page.locator('#field-country-error').textContent()).toContain('2 characters');
  expect(await page.locator('#field-country').getAttribute('aria-invalid')).toBe('true');
  await record(page, 'draft-refused');

  // Edit and lock the tagline.
  await page.locator('#field-tagline').fill('Meeting notes and action items from every call');
  await page.locator('#tagline').getByRole('button', { name: 'Save and lock' }).click();
  expect(await page.getByRole('status').textContent()).toContain('Locked');
  expect(await page.locator('#tagline .state').textContent()).toBe('override');
  expect(await page.locator('#field-tagline').inputValue()).toBe('Meeting notes and action items from every call');

  // An FAQ, through the section form (closed while the draft has none).
  await page.locator('#faqs summary').click();
  await page.locator('#f-faqs-0-question').fill('Does it work with Zoom?');
  await page.locator('#f-faqs-0-answer').fill('Yes, and with Google Meet.');
  await page.getByRole('button', { name: 'Save the FAQs' }).click();
  expect(await page.locator('#f-faqs-0-question').inputValue()).toBe('Does it work with Zoom?');

  // Submit: the draft becomes a listing of ours, not yet published.
  await page.goto(draftUrl);
  await page.getByRole('button', { name: 'Submit the draft' }).click();
  await page.waitForURL(/\/dashboard\/listings\/\d+\?done=submitted/);
  const listingId = Number(/listings\/(\d+)/.exec(page.url())![1]);
  const listingUrl = `${testApp.origin}/dashboard/listings/${listingId}`;
  expect(await page.locator('#next-step h2').textContent()).toBe('Next step: choose how it launches');
  await record(page, 'listing-draft');

  // The free queue at this week (README: to see a free listing go live today), then the free plan.
  await writeSetting(db, 'free_queue_weeks', { min: 0, max: 0 });
  await page.getByRole('button', { name: 'Launch free' }).click();
  expect(await page.locator('#next-step h2').textContent()).toBe('Next step: place the badge');
  const embed = await page.locator('#embed-code').inputValue();
  expect(embed).toContain(`/badges/`);
  expect(embed).toContain(`/listed.svg`);
  // The first check runs at once in the worker: no badge yet, and the page says why.
  await reloadUntil(page, async () => (await page.getByText('not found.').count()) > 0, 'the first badge check');
  expect(await page.locator('#next-step').textContent()).toContain('No badge was found on');
  await record(page, 'listing-awaiting-badge');

  // The site gets the badge; "Check now" looks again at once: scheduled, and with the week begun, live.
  badgeHtml = embed;
  await page.getByRole('button', { name: 'Check now' }).click();
  await reloadUntil(page, async () => (await page.locator('#next-step h2').textContent()) === 'Live', 'live');
  expect(await page.locator('#next-step').textContent()).toContain('the badge is there');
  await record(page, 'listing-live');
  const history = await statusHistory(db, 'listing', listingId);
  expect(history.map((row) => row.to_status)).toEqual(['draft', 'awaiting_badge', 'scheduled', 'live']);

  // Edit the live listing, post an update, add a milestone (through update_my_listing and friends).
  await page.goto(listingUrl);
  await page.locator('#f-city').fill('Hamburg');
  await page.getByRole('button', { name: 'Save the listing' }).click();
  expect(await page.locator('#f-city').inputValue()).toBe('Hamburg');
  await page.locator('#update summary').click();
  await page.locator('#update').getByLabel('Title').fill('Now with Microsoft Teams');
  await page.locator('#update').getByLabel('What is new').fill('Quillmate now joins Teams calls too.');
  await page.getByRole('button', { name: 'Post the update' }).click();
  expect(await page.getByRole('status').textContent()).toContain('Update posted');
  await page.locator('#milestones summary').click();
  await page.locator('#milestones').getByLabel('Date').fill('2021-05-01');
  await page.locator('#milestone-title').fill('Founded');
  await page.getByRole('button', { name: 'Add the milestone' }).click();
  expect(await page.locator('#milestones li').first().textContent()).toContain('Founded');
  await record(page, 'listing-edited');

  await page.goto(`${testApp.origin}/dashboard`);
  expect(
    await page
      .getByRole('row', { name: /Quillmate/ })
      .first()
      .textContent(),
  ).toContain('Live');
  await record(page, 'overview');
  await page.goto(`${testApp.origin}/dashboard/drafts`);
  expect(await page.getByRole('row', { name: /Quillmate/ }).textContent()).toContain('Submitted');
  await record(page, 'drafts');
  await page.goto(`${testApp.origin}/dashboard/listings`);
  await record(page, 'listings');
  expect(csp).toEqual([]);
  await page.close();
});

test('claims: start one with its instructions, verify it, and see the API’s refusal beside the field', async () => {
  const { db } = testApp.database;
  const other = await findOrCreateAccount(db, 'someone-else@example.com');
  const listingId = await ownedListing(db, other.id, 'scribbly', { primary: 'productivity' }, 'live');
  await db
    .updateTable('listings')
    .set({ url: `${site.origin}/` })
    .where('id', '=', listingId)
    .execute();

  const page = await browser.context.newPage();
  await page.goto(`${testApp.origin}/dashboard/claims`);
  await page.getByLabel('The listing', { exact: true }).fill('no-such-listing');
  await page.getByLabel(/Meta tag/).check();
  await page.getByRole('button', { name: 'Start the claim' }).click();
  expect(await page.locator('#f-slug-error').count()).toBe(1);
  await record(page, 'claims-refused');

  await page.getByLabel('The listing', { exact: true }).fill('scribbly');
  await page.getByLabel(/Meta tag/).check();
  await page.getByRole('button', { name: 'Start the claim' }).click();
  const claim = page.locator('article.claim').first();
  expect(await claim.textContent()).toContain('launchdirectory-verification');
  await claim.getByRole('button', { name: 'Verify' }).click();
  expect(await page.locator('article.claim').first().textContent()).toMatch(/Last check .*meta/i);
  await record(page, 'claims');
  await page.close();
});

test('orders: buy a launch through quote and checkout, then the order with its pay link', async () => {
  const { db } = testApp.database;
  const founder = await findOrCreateAccount(db, 'founder@quillmate.test');
  const listingId = await ownedListing(db, founder.id, 'quillmate-mobile');

  const page = await browser.context.newPage();
  await page.goto(`${testApp.origin}/dashboard/listings/${listingId}`);
  await page.getByRole('link', { name: 'Buy a launch' }).click();
  await page.getByLabel('Billing country').fill('DE');
  await page.getByRole('button', { name: 'Show the price' }).click();
  expect(await page.locator('#price').textContent()).toContain('DE VAT at 19%');
  await record(page, 'launch');
  await page.getByRole('button', { name: 'Go to checkout' }).click();
  await page.waitForURL(/\/checkout\/[\w-]+$/);

  // A form posted without the session's CSRF token changes nothing.
  const cookies = await browser.context.cookies(testApp.origin);
  const forged = await fetch(`${testApp.origin}/dashboard/listings/${listingId}/launch`, {
    method: 'POST',
    headers: {
      cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'product=launch',
    redirect: 'manual',
  });
  expect(forged.status).toBe(403);

  await page.goto(`${testApp.origin}/dashboard/orders`);
  const order = page.locator('article.order').first();
  expect(await order.textContent()).toContain('Waiting for payment');
  expect(await order.getByRole('link', { name: /^Pay \$/ }).getAttribute('href')).toMatch(/\/checkout\//);
  await record(page, 'orders');
  await page.close();
});

test('refreshing the page that shows a new API key creates no second key and shows the key no more', async () => {
  const { db } = testApp.database;
  const page = await browser.context.newPage();
  await page.goto(`${testApp.origin}/account`);
  await page.getByLabel('Name').fill('refresh test');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const key = (await page.locator('#new-api-key').textContent())!.trim();
  expect(key).toMatch(/^ldk_/);
  expect(new URL(page.url()).pathname).toBe('/account');
  const count = async () =>
    (await db.selectFrom('api_keys').select('id').where('name', '=', 'refresh test').execute()).length;
  expect(await count()).toBe(1);
  await page.reload();
  expect(await count()).toBe(1);
  expect(await page.locator('#new-api-key').count()).toBe(0);
  expect(await page.content()).not.toContain(key);
  // Nothing of the key is left in the database but its hash.
  expect(await db.selectFrom('session_flashes').selectAll().execute()).toEqual([]);
  await page.close();
});
