// The sign-in and API key pages in headless Chromium: sign in from the e-mailed link (outbox),
// create a key, use it on GET /v1/me, revoke it and see 401. Screenshots in test-artifacts/identity/.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../../app/config.ts';
import { serveTestApp } from '../support/app.ts';
import { launchChromium } from '../support/chromium.ts';
import type { Chromium } from '../support/chromium.ts';
import type { ServedTestApp } from '../support/app.ts';
import type { TestDatabase } from '../support/database.ts';

const artifacts = path.join(projectRoot, 'test-artifacts', 'identity');
let testApp: ServedTestApp;
let database: TestDatabase;
let origin: string;
let browser: Chromium;

beforeAll(async () => {
  testApp = await serveTestApp();
  ({ origin, database } = testApp);
  await mkdir(artifacts, { recursive: true });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await testApp.close();
});

const me = (key: string) => fetch(`${origin}/v1/me`, { headers: { authorization: `Bearer ${key}` } });

test('sign in by e-mail link, create an API key, use it, revoke it', async () => {
  const page = await browser.context.newPage();
  page.setDefaultTimeout(8000);
  await page.goto(`${origin}/account`);
  expect(new URL(page.url()).pathname).toBe('/sign-in');
  await page.getByLabel('E-mail address').fill('lin@example.com');
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

  const mail = await database.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', 'lin@example.com')
    .executeTakeFirstOrThrow();
  const link = /http\S+\/sign-in\/verify\?token=[\w-]+/.exec(mail.text_body)![0];
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Your account' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/account');
  const cookie = (await browser.context.cookies(origin)).find((c) => c.name === 'ld_session')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  // The link works once.
  const second = await browser.context.newPage();
  await second.goto(link);
  await second.getByRole('button', { name: 'Sign in' }).click();
  await second.getByRole('heading', { name: 'Link expired' }).waitFor();
  await second.close();

  await page.getByLabel('Name').fill('ci script');
  await page.getByRole('checkbox', { name: /listings:write/ }).check();
  await page.getByRole('button', { name: 'Create API key' }).click();
  const key = (await page.locator('#new-api-key').textContent())!.trim();
  expect(key).toMatch(/^ldk_[A-Za-z0-9_-]{43}$/);
  await page.screenshot({ path: path.join(artifacts, 'api-key-created.png'), fullPage: true });

  const used = await me(key);
  expect(used.status).toBe(200);
  expect(await used.json()).toMatchObject({
    email: 'lin@example.com',
    access: { method: 'api_key', scopes: ['account:read', 'listings:write'], api_key: { name: 'ci script' } },
  });

  await page.goto(`${origin}/account`);
  const row = page.getByRole('row', { name: /ci script/ });
  await expect(row.getByRole('cell').nth(4).textContent()).resolves.not.toBe('never');
  expect(await page.content()).not.toContain(key);
  await page.screenshot({ path: path.join(artifacts, 'account.png'), fullPage: true });
  await row.getByRole('button', { name: 'Revoke ci script' }).click();
  await page.getByText('No API keys yet.').waitFor();

  const revoked = await me(key);
  expect(revoked.status).toBe(401);
  expect(revoked.headers.get('www-authenticate')).toContain('error="invalid_token"');

  // A form posted without the session's CSRF token is refused.
  const sessionCookie = `ld_session=${cookie.value}`;
  const forged = await fetch(`${origin}/account/api-keys`, {
    method: 'POST',
    headers: { cookie: sessionCookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'name=evil&scopes=orders%3Awrite',
  });
  expect(forged.status).toBe(403);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.goto(`${origin}/account`);
  expect(new URL(page.url()).pathname).toBe('/sign-in');
});
