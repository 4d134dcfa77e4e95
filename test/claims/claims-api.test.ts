// Claims end to end through the real app, against real local servers: a UDP DNS server answering
// TXT questions, a fixture website (meta tag, well-known file, robots.txt, a redirect to a private
// address) and an SMTP sink that receives the e-mail claim link.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sql } from 'kysely';
import request from 'supertest';
import { resetClock, setClock } from '../../app/clock.ts';
import { loadConfig } from '../../app/config.ts';
import { createLogger } from '../../app/logger.ts';
import { addOwners, insertListing } from '../../db/queries/listing-content.ts';
import { versionsOfListing } from '../../db/queries/listing-versions.ts';
import { statusHistory } from '../../db/queries/status-changes.ts';
import { run as notifyOwners } from '../../workers/claims__notify_owners.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import type { SignedIn } from '../support/auth.ts';
import { startDnsServer } from '../support/dns-server.ts';
import type { DnsServer } from '../support/dns-server.ts';
import { startFixtureServer } from '../support/fixture-server.ts';
import type { FixtureServer } from '../support/fixture-server.ts';

let testApp: TestApp;
let dns: DnsServer;
let site: FixtureServer;
let privateRedirect: FixtureServer;
let sink: SMTPServer;
const mails: { to: string[]; data: string }[] = [];
let claimer: SignedIn;
let other: SignedIn;
let readOnly: SignedIn;
let formerOwner: SignedIn;

/** What the fixture site serves; the tests change it as a claimer would. */
const siteState = { head: '', file: undefined as string | undefined, robots: '' };

const api = () => request(testApp.app);
const auth = (who: SignedIn) => ({ Authorization: who.authorization });
let counter = 0;

async function liveListing(url: string, owners: SignedIn[] = []): Promise<{ id: number; slug: string }> {
  counter += 1;
  const slug = `claimable-${counter}`;
  const id = await testApp.database.db.transaction().execute(async (trx) => {
    const listingId = await insertListing(trx, { slug, name: `Claimable ${counter}`, url });
    await trx.updateTable('listings').set({ status: 'live' }).where('id', '=', listingId).execute();
    await addOwners(
      trx,
      listingId,
      owners.map((owner) => ({ accountId: owner.accountId, role: 'owner' as const })),
    );
    return listingId;
  });
  return { id, slug };
}

const claim = (who: SignedIn, body: Record<string, unknown>) => api().post('/v1/claims').set(auth(who)).send(body);
const verify = (who: SignedIn, id: number) => api().post(`/v1/claims/${id}/verify`).set(auth(who));

beforeAll(async () => {
  dns = await startDnsServer();
  site = await startFixtureServer({
    key: 'claims',
    routes: {
      '/': () => ({
        body: `<!doctype html><html><head><title>Acme</title>${siteState.head}</head><body>Hi</body></html>`,
      }),
      '/.well-known/launchdirectory-verification.txt': () =>
        siteState.file === undefined ? { status: 404, body: 'no' } : { type: 'text/plain', body: siteState.file },
      '/robots.txt': () =>
        siteState.robots ? { type: 'text/plain', body: siteState.robots } : { status: 404, body: '' },
    },
  });
  privateRedirect = await startFixtureServer({
    key: 'private-redirect',
    routes: {
      '/': { redirect: 'http://10.1.2.3/' },
      '/.well-known/launchdirectory-verification.txt': { redirect: 'http://169.254.169.254/latest/meta-data' },
    },
  });
  sink = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  const defaults = loadConfig({});
  testApp = await startTestApp({
    smtpUrl: `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`,
    crawler: { ...defaults.crawler, allowLoopback: true },
    // Limits well above this file's calls (test/claims/claim-limits.test.ts tests them).
    claims: {
      ...defaults.claims,
      dnsServers: [dns.address],
      dnsTimeoutMs: 500,
      attemptsPerAccountPerHour: 1000,
      attemptsPerListingPerHour: 1000,
    },
  });
  const db = testApp.database.db;
  [claimer, other, formerOwner] = await Promise.all([signedIn(db), signedIn(db), signedIn(db)]);
  readOnly = await signedIn(db, { email: claimer.email, scopes: ['account:read'] });
});
afterAll(async () => {
  resetClock();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  await Promise.all([dns.close(), site.close(), privateRedirect.close()]);
  await testApp.close();
});

/** The body of the last mail to `to`, with quoted-printable soft breaks undone. */
function lastMailTo(to: string): string {
  const mail = mails.filter((m) => m.to.includes(to)).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

describe('dns', () => {
  test('no record and a wrong token keep the claim pending with a reason; the right token verifies', async () => {
    const listing = await liveListing('https://www.acme-dns.test/');
    const started = await claim(claimer, { slug: listing.slug, method: 'dns' }).expect(201);
    const name = '_launchdirectory.acme-dns.test';
    expect(started.body).toMatchObject({
      slug: listing.slug,
      method: 'dns',
      status: 'pending',
      detail: null,
      checked_at: null,
      instructions: { dns: { type: 'TXT', name }, meta: null, file: null, email: null },
    });
    const value: string = started.body.instructions.dns.value;
    expect(value).toMatch(/^launchdirectory-verification=[\w-]{32}$/);
    expect(started.body.instructions.summary).toContain(name);

    const missing = await verify(claimer, started.body.id).expect(200);
    expect(missing.body).toMatchObject({
      status: 'pending',
      detail: expect.stringContaining(`No TXT record was found at ${name}`),
    });
    expect(missing.body.checked_at).not.toBeNull();

    dns.txt.set(name, ['v=spf1 -all', 'launchdirectory-verification=someone-elses-token']);
    const wrong = await verify(claimer, started.body.id).expect(200);
    expect(wrong.body.status).toBe('pending');
    expect(wrong.body.detail).toContain('which is not this claim');

    dns.txt.set(name, ['v=spf1 -all', value]);
    const verified = await verify(claimer, started.body.id).expect(200);
    expect(verified.body).toMatchObject({ status: 'verified', detail: null });
    expect(verified.body.verified_at).not.toBeNull();
    expect(dns.questions).toContain(name);

    const mine = await api().get('/v1/me/listings').set(auth(claimer)).expect(200);
    expect(mine.body.items.map((item: { listing_id: number }) => item.listing_id)).toContain(listing.id);
    const row = await testApp.database.db
      .selectFrom('listings')
      .select('verified_at')
      .where('id', '=', listing.id)
      .executeTakeFirstOrThrow();
    expect(row.verified_at).not.toBeNull();
    const history = await statusHistory(testApp.database.db, 'claim', started.body.id);
    expect(history.map((change) => change.to_status)).toEqual(['pending', 'verified']);
    const versions = await versionsOfListing(testApp.database.db, listing.id);
    expect(versions[0]).toMatchObject({ before: { owners: [] }, after: { owners: [claimer.email] } });

    // Verified is final, and an owner has nothing left to claim.
    await verify(claimer, started.body.id).expect(409);
    const again = await claim(claimer, { slug: listing.slug, method: 'meta' }).expect(409);
    expect(again.body.code).toBe('invalid_state');
  });

  test('after 20 checks without the proof the claim fails; verify_claim then says it is not checked', async () => {
    const listing = await liveListing('https://never-dns.test/');
    const started = await claim(other, { slug: listing.slug, method: 'dns' }).expect(201);
    for (let check = 1; check < 20; check += 1) await verify(other, started.body.id).expect(200, /"status":"pending"/);
    const last = await verify(other, started.body.id).expect(200);
    expect(last.body).toMatchObject({ status: 'failed', detail: expect.stringContaining('No TXT record') });
    const after = await verify(other, started.body.id).expect(409);
    expect(after.body.detail).toContain('is failed, so it is not checked any more');
    await claim(other, { slug: listing.slug, method: 'dns' }).expect(201);
  });

  test('a DNS server that does not answer is a clear failure, and the claim stays pending', async () => {
    const listing = await liveListing('https://slow-dns.test/');
    const started = await claim(claimer, { slug: listing.slug, method: 'dns' }).expect(201);
    dns.silent.add('_launchdirectory.slow-dns.test');
    const checked = await verify(claimer, started.body.id).expect(200);
    expect(checked.body.status).toBe('pending');
    expect(checked.body.detail).toBe(
      'The DNS servers did not answer for _launchdirectory.slow-dns.test within 0.5 seconds. ' +
        'Nothing was verified; try again later.',
    );
  });
});

describe('meta and file, through the guarded crawler', () => {
  test('a meta tag on the homepage verifies; a missing or wrong tag does not', async () => {
    const listing = await liveListing(`${site.origin}/`);
    const started = await claim(claimer, { slug: listing.slug, method: 'meta' }).expect(201);
    const html: string = started.body.instructions.meta.html;
    expect(html).toMatch(/^<meta name="launchdirectory-verification" content="[\w-]{32}">$/);

    siteState.head = '';
    const missing = await verify(claimer, started.body.id).expect(200);
    expect(missing.body).toMatchObject({ status: 'pending', detail: expect.stringContaining('No <meta name=') });

    siteState.head = '<meta name="launchdirectory-verification" content="not-the-token">';
    const wrong = await verify(claimer, started.body.id).expect(200);
    expect(wrong.body.detail).toContain('is not this claim');

    siteState.head = html;
    await verify(claimer, started.body.id).expect(200, /"status":"verified"/);
    expect(site.requests.some((r) => r.path === '/robots.txt' && r.userAgent.startsWith('LaunchDirectoryBot'))).toBe(
      true,
    );
  });

  test('a file at the well-known path verifies, robots.txt is obeyed, and the earlier owners are told', async () => {
    const listing = await liveListing(`${site.origin}/`, [formerOwner]);
    const started = await claim(other, { slug: listing.slug, method: 'file' }).expect(201);
    expect(started.body.instructions.file).toEqual({
      url: `${site.origin}/.well-known/launchdirectory-verification.txt`,
      content: expect.stringMatching(/^[\w-]{32}$/),
    });
    const token: string = started.body.instructions.file.content;

    siteState.file = undefined;
    const missing = await verify(other, started.body.id).expect(200);
    expect(missing.body.detail).toContain('answered HTTP 404');

    siteState.file = `${token}\n`;
    siteState.robots = 'User-agent: LaunchDirectoryBot\nDisallow: /.well-known/\n';
    const blocked = await verify(other, started.body.id).expect(200);
    expect(blocked.body).toMatchObject({
      status: 'pending',
      detail: expect.stringContaining('robots.txt does not allow'),
    });

    siteState.robots = '';
    await verify(other, started.body.id).expect(200, /"status":"verified"/);
    const versions = await versionsOfListing(testApp.database.db, listing.id);
    expect(versions[0]).toMatchObject({
      reason: `claim ${started.body.id} verified by file`,
      before: { owners: [formerOwner.email] },
      after: { owners: [formerOwner.email, other.email] },
    });

    const { rows: jobs } = await sql<{ key: string }>`select key from graphile_worker._private_jobs`.execute(
      testApp.database.db,
    );
    expect(jobs).toContainEqual({ key: `claims__notify_owners:${started.body.id}` });
    const deps = { db: testApp.database.db, config: testApp.config, log: createLogger({ ...testApp.config }) };
    await notifyOwners({ claim_id: started.body.id }, deps);
    await notifyOwners({ claim_id: started.body.id }, deps); // a second run mails nobody again
    const toFormer = mails.filter((mail) => mail.to.includes(formerOwner.email));
    expect(toFormer).toHaveLength(1);
    expect(lastMailTo(formerOwner.email)).toContain(`${other.email} claimed the listing`);
  });

  test('a homepage or file that redirects to a private address is refused', async () => {
    const listing = await liveListing(`${privateRedirect.origin}/`);
    const meta = await claim(claimer, { slug: listing.slug, method: 'meta' }).expect(201);
    const checked = await verify(claimer, meta.body.id).expect(200);
    expect(checked.body.status).toBe('pending');
    expect(checked.body.detail).toMatch(
      /^The homepage could not be read: 10\.1\.2\.3 is not a public internet address/,
    );

    const listing2 = await liveListing(`${privateRedirect.origin}/`);
    const file = await claim(claimer, { slug: listing2.slug, method: 'file' }).expect(201);
    const fileChecked = await verify(claimer, file.body.id).expect(200);
    expect(fileChecked.body.detail).toContain('169.254.169.254 is not a public internet address');
  });
});

describe('email', () => {
  test('an address outside the listing domain is 400; the link sent to a subdomain address verifies', async () => {
    const listing = await liveListing('https://acme-mail.test/', [formerOwner]);
    const outside = await claim(claimer, {
      slug: listing.slug,
      method: 'email',
      email: 'me@acme-mail.test.evil.example',
    });
    expect(outside.status).toBe(400);
    expect(outside.body.errors).toEqual([
      { pointer: '/body/email', detail: expect.stringContaining('acme-mail.test') },
    ]);
    await claim(claimer, { slug: listing.slug, method: 'email' }).expect(400);

    const started = await claim(claimer, {
      slug: listing.slug,
      method: 'email',
      email: 'ceo@mail.acme-mail.test',
    }).expect(201);
    expect(started.body.instructions.email).toEqual({ address: 'ceo@mail.acme-mail.test' });
    const conflict = await verify(claimer, started.body.id).expect(409);
    expect(conflict.body.detail).toContain('not by verify_claim');

    const link = /http:\/\/localhost:3000(\/claims\/email\/[\w-]+)/.exec(lastMailTo('ceo@mail.acme-mail.test'))?.[1];
    expect(link).toBeDefined();
    // Opening the link asks for a button press: a mail scanner opening it verifies nothing.
    const opened = await api().get(link!).expect(200);
    expect(opened.text).toContain('Confirm the claim');
    const pending = await api().get('/v1/claims').set(auth(claimer)).expect(200);
    expect(pending.body.items.find((c: { id: number }) => c.id === started.body.id).status).toBe('pending');

    await api().post(link!).expect(303).expect('Location', link!);
    expect((await api().get(link!).expect(200)).text).toContain('The claim is verified');
    const listed = await api().get('/v1/claims').set(auth(readOnly)).expect(200);
    expect(listed.body.items.find((c: { id: number }) => c.id === started.body.id).status).toBe('verified');
    const owners = await testApp.database.db
      .selectFrom('listing_owners')
      .select('account_id')
      .where('listing_id', '=', listing.id)
      .execute();
    expect(owners.map((o) => o.account_id).sort()).toEqual([claimer.accountId, formerOwner.accountId].sort());

    await api().get('/claims/email/not-a-real-token-at-all-000').expect(404);
  });
});

describe('who may call what', () => {
  test("another account's claim is 404, a read-only key 403, one open claim per account and listing", async () => {
    const listing = await liveListing('https://acme-who.test/');
    const started = await claim(claimer, { slug: listing.slug, method: 'dns' }).expect(201);
    const strange = await verify(other, started.body.id).expect(404);
    expect(strange.headers['content-type']).toMatch(/^application\/problem\+json/);
    await verify(claimer, 999_999).expect(404);

    const forbidden = await claim(readOnly, { slug: listing.slug, method: 'dns' }).expect(403);
    expect(forbidden.headers['www-authenticate']).toContain('insufficient_scope');
    await verify(readOnly, started.body.id).expect(403);
    await api().post('/v1/claims').send({ slug: listing.slug, method: 'dns' }).expect(401);

    const twice = await claim(claimer, { slug: listing.slug, method: 'meta' }).expect(409);
    expect(twice.body).toMatchObject({ code: 'claim_pending', claim_id: started.body.id });
    // Another account may hold its own claim on the same listing.
    await claim(other, { slug: listing.slug, method: 'dns' }).expect(201);

    const unknown = await claim(claimer, { slug: 'no-such-listing', method: 'dns' }).expect(400);
    expect(unknown.body.errors[0].pointer).toBe('/body/slug');
    await claim(claimer, { slug: listing.slug, method: 'carrier-pigeon' }).expect(400);
    await api().get('/v1/claims?per_page=101').set(auth(claimer)).expect(400);
  });

  test('a claim not verified in time expires, and a new claim can then start', async () => {
    const listing = await liveListing('https://acme-late.test/');
    const started = await claim(claimer, { slug: listing.slug, method: 'dns' }).expect(201);
    const expiresAt = new Date(started.body.expires_at);
    expect(expiresAt.getTime() - new Date(started.body.created_at).getTime()).toBe(72 * 3600_000);
    setClock(new Date(expiresAt.getTime() + 1000));
    try {
      const listed = await api().get('/v1/claims').set(auth(claimer)).expect(200);
      expect(listed.body.items.find((c: { id: number }) => c.id === started.body.id).status).toBe('expired');
      const late = await verify(claimer, started.body.id).expect(409);
      expect(late.body.detail).toContain('is expired');
      await claim(claimer, { slug: listing.slug, method: 'dns' }).expect(201);
    } finally {
      resetClock();
    }
  });
});
