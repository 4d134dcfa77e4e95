// A visitor in headless Chromium on the demo directory: searches, opens a listing, signs in through
// the e-mailed link (outbox), votes, takes the vote back, votes again, follows and reviews; a second
// account sees the changed count; the owner's own vote does not count; and the same vote works with
// JavaScript off. No CSP violation, no serious or critical axe-core finding. Screenshots in
// test-artifacts/site/flow-*.png.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { resetClock, setClock } from '../../app/clock.ts';
import { findOrCreateAccount } from '../../app/auth/accounts.ts';
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
const cspViolations: string[] = [];

beforeAll(async () => {
  setClock(demoNow);
  testApp = await serveTestApp();
  await loadDemoData(testApp.database.db);
  await mkdir(artifacts, { recursive: true });
  browser = await launchChromium({ viewport: { width: 1200, height: 900 }, onlyOrigin: testApp.origin });
});
afterAll(async () => {
  await browser?.close();
  await testApp?.close();
  resetClock();
});

const counted = async (slug: string) =>
  (await testApp.database.pool.query<{ vote_count: number }>('select vote_count from listings where slug = $1', [slug]))
    .rows[0].vote_count;

function watch(page: Page): Page {
  page.setDefaultTimeout(15_000);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  return page;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(artifacts, `flow-${name}.png`), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
}

/** From a sign-in page: asks for the link, opens it from the outbox and confirms; lands on return_to. */
async function signIn(page: Page, email: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  const mail = await testApp.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  await page.goto(/http\S+\/sign-in\/verify\?token=[\w-]+/.exec(mail.text_body)![0]);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const voteCount = async (page: Page) => Number(await page.locator('.actions .vote .count').textContent());

test('search, open a listing, sign in by e-mail link, vote, unvote, follow, review; others see the count', async () => {
  const page = watch(await browser.context.newPage());
  await page.goto(testApp.origin);
  await shoot(page, '1-home');

  await page.getByRole('searchbox', { name: 'Search products' }).fill('notes');
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await page.waitForURL(/\/search\?q=notes/);
  await shoot(page, '2-search');
  const first = page.locator('.products a.name').first();
  const name = (await first.textContent())!;
  await first.click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  const before = await counted(slug);
  expect(await voteCount(page)).toBe(before);
  await shoot(page, '3-listing-signed-out');

  // Upvote while signed out: sign in, then back on the listing.
  await page.locator('.actions a.vote').click();
  await page.waitForURL(/\/sign-in\?return_to=/);
  await shoot(page, '4-sign-in');
  await signIn(page, 'visitor@example.com');
  await page.waitForURL(`${testApp.origin}/listings/${slug}`);
  await shoot(page, '5-listing-signed-in');

  const vote = page.locator('.actions .vote-form button');
  await vote.click();
  await page.locator('.actions .vote-form button[aria-pressed="true"]').waitFor();
  expect(await voteCount(page)).toBe(before + 1);
  expect(await counted(slug)).toBe(before + 1);
  await expect(page.locator('#action-status').textContent()).resolves.toBe(`You upvoted ${name}.`);
  await shoot(page, '6-voted');
  await page.reload();
  expect(await vote.getAttribute('aria-pressed')).toBe('true');

  await vote.click();
  await page.locator('.actions .vote-form button[aria-pressed="false"]').waitFor();
  expect(await counted(slug)).toBe(before);
  await vote.click();
  await page.locator('.actions .vote-form button[aria-pressed="true"]').waitFor();
  expect(await counted(slug)).toBe(before + 1);

  await page.locator('.actions button.follow').click();
  await page.locator('.actions button.follow[aria-pressed="true"]').waitFor();
  expect(await page.locator('.actions button.follow .text').textContent()).toBe('Following');

  await page.getByLabel('5 stars').check();
  await page.getByLabel(/^Your review/).fill('We moved our whole team to it in an afternoon.');
  await page.getByRole('button', { name: 'Publish your review' }).click();
  await page.locator('#reviews .review', { hasText: 'We moved our whole team to it in an afternoon.' }).waitFor();
  await shoot(page, '7-reviewed');

  // A second account sees the count the first one changed, and adds to it.
  await browser.context.clearCookies();
  await page.goto(`${testApp.origin}/listings/${slug}`);
  expect(await voteCount(page)).toBe(before + 1);
  await page.locator('.actions a.vote').click();
  await signIn(page, 'second@example.com');
  await page.waitForURL(`${testApp.origin}/listings/${slug}`);
  expect(await voteCount(page)).toBe(before + 1);
  expect(await vote.getAttribute('aria-pressed')).toBe('false');
  await vote.click();
  await page.locator('.actions .vote-form button[aria-pressed="true"]').waitFor();
  expect(await voteCount(page)).toBe(before + 2);

  // The owner's own vote is kept but not counted.
  await browser.context.clearCookies();
  const owner = await findOrCreateAccount(testApp.database.db, 'owner@example.com');
  await testApp.database.pool.query(
    `insert into listing_owners (listing_id, account_id) select id, $2 from listings where slug = $1
     on conflict do nothing`,
    [slug, owner.id],
  );
  await page.goto(`${testApp.origin}/sign-in?return_to=${encodeURIComponent(`/listings/${slug}`)}`);
  await signIn(page, 'owner@example.com');
  await page.waitForURL(`${testApp.origin}/listings/${slug}`);
  await page.getByText('You own this listing: your own vote for it is not counted').waitFor();
  await vote.click();
  await page.locator('.actions .vote-form button[aria-pressed="true"]').waitFor();
  await expect(page.locator('#action-status').textContent()).resolves.toBe(
    `You own ${name}: your vote is kept but not counted.`,
  );
  expect(await counted(slug)).toBe(before + 2);
  await page.reload();
  expect(await voteCount(page)).toBe(before + 2);
  await shoot(page, '8-owner');
  await page.close();
  expect(cspViolations).toEqual([]);
});

test('with JavaScript off, voting is a form post that comes back to the same page', async () => {
  const noScript = await launchChromium({
    viewport: { width: 1200, height: 900 },
    javaScriptEnabled: false,
    onlyOrigin: testApp.origin,
  });
  try {
    const page = watch(await noScript.context.newPage());
    await page.goto(`${testApp.origin}/leaderboards/community-all-time`);
    const row = page.locator('.products > li').nth(2);
    const slug = (await row.locator('a.name').getAttribute('href'))!.split('/').pop()!;
    const before = await counted(slug);
    await row.locator('a.vote').click();
    await signIn(page, 'noscript@example.com');
    await page.waitForURL(`${testApp.origin}/leaderboards/community-all-time`);
    await page.locator('.products > li').nth(2).locator('button.vote').click();
    await page.waitForURL(`${testApp.origin}/leaderboards/community-all-time`);
    expect(await counted(slug)).toBe(before + 1);
    const pressed = page.locator(`.products form[data-listing="${slug}"] button`);
    expect(await pressed.getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: path.join(artifacts, 'flow-9-no-javascript.png'), fullPage: false });
    await page.close();
  } finally {
    await noScript.close();
  }
});
