// The sign-in and API key pages in headless Chromium: sign in from the e-mailed link (outbox),
// create a key, use it on GET /v1/me, revoke it and see 401. Screenshots in test-artifacts/identity/.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext } from 'playwright-core';
import { loadConfig, projectRoot } from '../../app/config.ts';
import type { Config } from '../../app/config.ts';
import { buildApp } from '../../app/http/app.ts';
import { createLogger } from '../../app/logger.ts';
import { createTestDatabase } from '../support/database.ts';
import type { TestDatabase } from '../support/database.ts';

const artifacts = path.join(projectRoot, 'test-artifacts', 'identity');
let server: Server;
let database: TestDatabase;
let origin: string;
let context: BrowserContext;
let profile: string;

beforeAll(async () => {
  database = await createTestDatabase();
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config: Config = { ...loadConfig({ PUBLIC_URL: origin }), logLevel: 'silent', validateResponses: true, runWorkerInProcess: false };
  server.on('request', await buildApp({ db: database.db, config, log: createLogger(config) }));
  await mkdir(artifacts, { recursive: true });
  profile = await mkdtemp(path.join(os.tmpdir(), 'identity-chromium-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
});
afterAll(async () => {
  await context?.close();
  await rm(profile, { recursive: true, force: true });
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.drop();
});

const me = (key: string) => fetch(`${origin}/v1/me`, { headers: { authorization: `Bearer ${key}` } });

test('sign in by e-mail link, create an API key, use it, revoke it', async () => {
  const page = await context.newPage();
  page.setDefaultTimeout(8000);
  await page.goto(`${origin}/account`);
  expect(new URL(page.url()).pathname).toBe('/sign-in');
  await page.getByLabel('E-mail address').fill('lin@example.com');
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

  const mail = await database.db.selectFrom('outbox').selectAll().where('to_address', '=', 'lin@example.com').executeTakeFirstOrThrow();
  const link = /http\S+\/sign-in\/verify\?token=[\w-]+/.exec(mail.text_body)![0];
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Your account' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/account');
  const cookie = (await context.cookies(origin)).find((c) => c.name === 'ld_session')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  // The link works once.
  const second = await context.newPage();
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
  expect(await used.json()).toMatchObject({ email: 'lin@example.com', access: { method: 'api_key', scopes: ['account:read', 'listings:write'], api_key: { name: 'ci script' } } });

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
