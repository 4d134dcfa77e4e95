// Probe findings 7 and 8 of issue 10: drafts per account and crawls per target host are capped per
// hour; the pages, sign-in, badges and OIDC discovery are rate limited per IP; and a cookieless
// `GET /sign-in` stores no session row (its form is still CSRF-checked, by a double-submit cookie).
import request from 'supertest';
import { resetClock, setClock } from '../../app/clock.ts';
import { loadConfig } from '../../app/config.ts';
import { crawlDraft, startDraft } from '../../app/draft/jobs.ts';
import { createLogger } from '../../app/logger.ts';
import { findDraft } from '../../db/queries/drafts.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import { corpusSite } from '../support/corpus.ts';
import { startFixtureServer } from '../support/fixture-server.ts';
import type { FixtureServer } from '../support/fixture-server.ts';

let testApp: TestApp;
let site: FixtureServer;
beforeAll(async () => {
  testApp = await startTestApp({
    crawler: { ...loadConfig({}).crawler, allowLoopback: true },
    pageRateLimit: { limit: 5, windowSeconds: 60 },
    draftsPerAccountPerHour: 2,
    crawlsPerHostPerHour: 1,
  });
  site = await startFixtureServer(corpusSite('dev', 'acme'));
});
afterAll(async () => {
  resetClock();
  await site.close();
  await testApp.close();
});

test('an account starts at most DRAFTS_PER_ACCOUNT_PER_HOUR drafts an hour, then 429 with Retry-After', async () => {
  setClock('2026-11-23T10:30:00Z');
  const user = await signedIn(testApp.database.db);
  const submit = () =>
    request(testApp.app)
      .post('/v1/drafts')
      .set('Authorization', user.authorization)
      .send({ url: `${site.origin}/` });
  await submit().expect(201);
  await submit().expect(201);
  const limited = await submit()
    .expect(429)
    .expect('Content-Type', /problem\+json/);
  expect(limited.body.code).toBe('rate_limited');
  expect(limited.body.detail).toMatch(/Too many drafts this hour/);
  expect(limited.headers['retry-after']).toBe('1800');
  // Another account has its own budget.
  const other = await signedIn(testApp.database.db, { email: 'other@example.com' });
  await request(testApp.app)
    .post('/v1/drafts')
    .set('Authorization', other.authorization)
    .send({ url: `${site.origin}/` })
    .expect(201);
});

test('a host crawled CRAWLS_PER_HOST_PER_HOUR times this hour fails the next draft politely, unread', async () => {
  setClock('2026-11-23T11:50:00Z');
  const deps = { db: testApp.database.db, config: testApp.config, log: createLogger(testApp.config) };
  const { accountId } = await signedIn(testApp.database.db, { email: 'crawler@example.com' });
  const start = () => testApp.database.db.transaction().execute((trx) => startDraft(trx, accountId, `${site.origin}/`));
  const first = await start();
  const second = await start();
  await crawlDraft(deps, first.id);
  expect((await findDraft(testApp.database.db, first.id))?.status).toBe('drafting');
  const requestsAfterFirst = site.requests.length;

  await crawlDraft(deps, second.id);
  const failed = await findDraft(testApp.database.db, second.id);
  expect(failed?.status).toBe('failed');
  expect(failed?.failure_reason).toMatch(/127\.0\.0\.1 was read too often .* Submit the URL again in 10 minutes\./);
  expect(site.requests.length).toBe(requestsAfterFirst);
});

describe('pages per IP address', () => {
  test('sign-in, OIDC discovery and badges share a per-IP budget: 429 with Retry-After; /v1 is apart', async () => {
    setClock('2026-11-23T12:00:15Z');
    await request(testApp.app).get('/sign-in').expect(200);
    await request(testApp.app).get('/.well-known/openid-configuration').expect(200);
    await request(testApp.app).get('/badges/no-such-listing/listed.svg');
    await request(testApp.app).get('/sign-in').expect(200);
    await request(testApp.app).get('/').expect(200);
    const limited = await request(testApp.app).get('/sign-in').expect(429);
    expect(limited.headers['retry-after']).toBe('45');
    expect(limited.body.code).toBe('rate_limited');
    await request(testApp.app).get('/.well-known/openid-configuration').expect(429);
    await request(testApp.app).get('/v1/site').expect(200);
  });

  test('a cookieless GET /sign-in stores no session; its form still needs the matching cookie', async () => {
    setClock('2026-11-23T12:10:00Z');
    const sessions = async () =>
      (
        await testApp.database.db
          .selectFrom('web_sessions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await sessions();
    // Five requests: within the page limit of this window.
    const page = await request(testApp.app).get('/sign-in').expect(200);
    await request(testApp.app).get('/sign-in').expect(200);
    expect(await sessions()).toBe(before);

    const cookie = (page.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('ld_form='))!;
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.text)![1];
    const form = { csrf, email: 'visitor@example.com', return_to: '/' };
    // Without the cookie (a cross-site form) the token alone is refused.
    await request(testApp.app).post('/sign-in').type('form').send(form).expect(403);
    await request(testApp.app)
      .post('/sign-in')
      .set('Cookie', cookie.split(';')[0])
      .type('form')
      .send({ ...form, csrf: 'x'.repeat(43) })
      .expect(403);
    const sent = await request(testApp.app)
      .post('/sign-in')
      .set('Cookie', cookie.split(';')[0])
      .type('form')
      .send(form)
      .expect(200);
    expect(sent.text).toMatch(/Check your e-mail/);
    expect(await sessions()).toBe(before);
  });
});
