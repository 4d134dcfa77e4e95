// The free plan end to end: a site served on 127.0.0.1 is submitted by URL, drafted, submitted and
// put on the free plan; without the badge it waits with a reason, with get_badges' embed code on its
// homepage it is scheduled, and when the test clock enters its launch week the go-live job makes it
// live in get_launch_week and search_listings. Real app, real graphile-worker, real crawler.
import request from 'supertest';
import type { Runner } from 'graphile-worker';
import { loadConfig } from '../../app/config.ts';
import { resetClock, setClock } from '../../app/clock.ts';
import { addWeeks, currentWeek } from '../../app/directory/weeks.ts';
import { createLogger } from '../../app/logger.ts';
import { startWorker } from '../../app/worker.ts';
import { run as goLiveJob } from '../../workers/listings__go_live.ts';
import { statusHistory } from '../../db/queries/status-changes.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import type { SignedIn } from '../support/auth.ts';
import { startFixtureServer } from '../support/fixture-server.ts';
import type { FixtureServer } from '../support/fixture-server.ts';

let testApp: TestApp;
let worker: Runner;
let site: FixtureServer;
let owner: SignedIn;
let badgeHtml = '';
let robots = 'User-agent: *\nAllow: /\n';

const homepage = () =>
  `<!doctype html><html lang="en"><head><title>Badgerly | Invoices for freelancers</title>` +
  `<meta name="description" content="Badgerly sends invoices for freelancers in a minute."></head>` +
  `<body><h1>Invoices for freelancers</h1><p>Badgerly sends invoices in a minute. Founded in 2022.</p>` +
  `<footer>${badgeHtml}</footer></body></html>`;

beforeAll(async () => {
  testApp = await startTestApp({ crawler: { ...loadConfig({}).crawler, allowLoopback: true, maxPages: 0 } });
  worker = await startWorker(testApp.database.pool, {
    db: testApp.database.db,
    config: testApp.config,
    log: createLogger(testApp.config),
  });
  site = await startFixtureServer({
    key: 'badgerly',
    routes: {
      '/': () => ({ body: homepage() }),
      '/robots.txt': () => ({ type: 'text/plain', body: robots }),
    },
  });
  owner = await signedIn(testApp.database.db);
});
afterAll(async () => {
  resetClock();
  await worker.stop();
  await site.close();
  await testApp.close();
});

const api = () => request(testApp.app);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await sleep(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const myListing = async (id: number) =>
  (await api().get(`/v1/me/listings/${id}`).set('Authorization', owner.authorization).expect(200)).body as {
    status: string;
    plan: string;
    slug: string;
    launch_week: string;
    free_plan: {
      embed_code: string;
      badge_page_url: string;
      instructions: string;
      last_check: { found: boolean; reason: string | null; checked_at: string } | null;
      next_check_at: string | null;
    } | null;
  };

test('from a URL to a live listing on the free plan', async () => {
  // Submit by URL, wait for the draft, save it as a listing.
  const draft = await api()
    .post('/v1/drafts')
    .set('Authorization', owner.authorization)
    .send({ url: `${site.origin}/` })
    .expect(201);
  await poll(
    async () =>
      (await api().get(`/v1/drafts/${draft.body.id}`).set('Authorization', owner.authorization).expect(200)).body
        .status as string,
    (status) => status === 'ready',
    'the draft',
  );
  const submitted = await api()
    .post(`/v1/drafts/${draft.body.id}/submit`)
    .set('Authorization', owner.authorization)
    .expect(200);
  const listingId = submitted.body.listing_id as number;
  expect(submitted.body.listing_status).toBe('draft');

  // The free plan: a launch week 6-8 weeks ahead, and the embed code to place.
  const chosen = await api()
    .post(`/v1/me/listings/${listingId}/free`)
    .set('Authorization', owner.authorization)
    .expect(200);
  expect(chosen.body).toMatchObject({ status: 'awaiting_badge', plan: 'free' });
  const week = chosen.body.launch_week as string;
  expect([6, 7, 8].map((n) => addWeeks(currentWeek(), n))).toContain(week);
  const embed = chosen.body.free_plan.embed_code as string;
  expect(embed).toContain(`href="${chosen.body.page_url}"`);
  expect(embed).toContain(`/badges/${chosen.body.slug}/listed.svg`);

  // The check runs at once: no badge yet, with a reason a person understands.
  const waiting = await poll(
    () => myListing(listingId),
    (listing) => listing.free_plan?.last_check != null,
    'the first badge check',
  );
  expect(waiting.status).toBe('awaiting_badge');
  expect(waiting.free_plan?.last_check).toMatchObject({ found: false });
  expect(waiting.free_plan?.last_check?.reason).toMatch(/^No badge was found on .*: put the embed code/);

  // The badge on the homepage, and choose_free_listing again to check at once: scheduled.
  badgeHtml = embed;
  await api().post(`/v1/me/listings/${listingId}/free`).set('Authorization', owner.authorization).expect(200);
  const scheduled = await poll(
    () => myListing(listingId),
    (listing) => listing.status === 'scheduled',
    'scheduled',
  );
  expect(scheduled.launch_week).toBe(week);
  expect(scheduled.free_plan?.last_check).toMatchObject({ found: true, reason: null });
  const upcoming = await api().get(`/v1/launches/weeks/${week}`).expect(200);
  expect(upcoming.body.items.map((item: { listing: { slug: string } }) => item.listing.slug)).toContain(scheduled.slug);

  // The clock enters the launch week: the go-live job (run twice: nothing more happens) makes it live.
  setClock(`${week}T00:30:00Z`);
  const deps = { db: testApp.database.db, config: testApp.config, log: createLogger(testApp.config) };
  await goLiveJob({}, deps);
  await goLiveJob({}, deps);
  expect((await myListing(listingId)).status).toBe('live');
  const launches = await api().get(`/v1/launches/weeks/${week}`).expect(200);
  expect(launches.body.items.map((item: { listing: { slug: string } }) => item.listing.slug)).toContain(scheduled.slug);
  const found = await api().get('/v1/listings').query({ q: 'Badgerly' }).expect(200);
  expect(found.body.items.map((item: { slug: string }) => item.slug)).toContain(scheduled.slug);

  const history = await statusHistory(testApp.database.db, 'listing', listingId);
  expect(history.map((row) => [row.from_status, row.to_status, row.actor.split(':')[0]])).toEqual([
    [null, 'draft', 'account'],
    ['draft', 'awaiting_badge', 'account'],
    ['awaiting_badge', 'scheduled', 'job'],
    ['scheduled', 'live', 'job'],
  ]);
  expect(site.requests.filter((r) => r.path === '/robots.txt').length).toBeGreaterThan(0);
});

test('a homepage whose robots.txt shuts the bot out is not read, and the owner is told why', async () => {
  robots = 'User-agent: *\nDisallow: /\n';
  badgeHtml = '';
  resetClock();
  const db = testApp.database.db;
  const { insertListing, addOwners } = await import('../../db/queries/listing-content.ts');
  const { listingCreated } = await import('../../app/listings/states.ts');
  const listingId = await db.transaction().execute(async (trx) => {
    const id = await insertListing(trx, { slug: 'closed-site', name: 'Closed', url: `${site.origin}/` });
    await listingCreated(trx, id, { kind: 'account', accountId: owner.accountId });
    await addOwners(trx, id, [{ accountId: owner.accountId, role: 'owner' }]);
    return id;
  });
  const before = site.requests.filter((r) => r.path === '/').length;
  await api().post(`/v1/me/listings/${listingId}/free`).set('Authorization', owner.authorization).expect(200);
  const checked = await poll(
    () => myListing(listingId),
    (l) => l.free_plan?.last_check != null,
    'the check',
  );
  expect(checked.status).toBe('awaiting_badge');
  expect(checked.free_plan?.last_check?.reason).toMatch(/robots\.txt does not allow LaunchDirectoryBot/);
  expect(site.requests.filter((r) => r.path === '/').length).toBe(before);
  robots = 'User-agent: *\nAllow: /\n';
});
