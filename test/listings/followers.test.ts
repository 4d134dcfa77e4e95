// Followers are e-mailed each listing update once, at a real SMTP sink, even when the job runs twice
// (or twice at once); the unsubscribe link works without signing in.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { createLogger } from '../../app/logger.ts';
import { listingCreated } from '../../app/listings/states.ts';
import { addOwners, insertListing } from '../../db/queries/listing-content.ts';
import { run as notifyJob } from '../../workers/listings__notify_followers.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import type { SignedIn } from '../support/auth.ts';

let testApp: ServedTestApp;
let sink: SMTPServer;
const received: { to: string[]; data: string }[] = [];
let owner: SignedIn;
let listingId: number;
const followers: SignedIn[] = [];

beforeAll(async () => {
  sink = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  testApp = await serveTestApp({
    smtpUrl: `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`,
  });
  const db = testApp.database.db;
  owner = await signedIn(db);
  for (let i = 0; i < 3; i++) followers.push(await signedIn(db));
  listingId = await db.transaction().execute(async (trx) => {
    const id = await insertListing(trx, { slug: 'followed', name: 'Followed', url: 'https://followed.test/' });
    await listingCreated(trx, id, { kind: 'account', accountId: owner.accountId });
    await trx.updateTable('listings').set({ status: 'live' }).where('id', '=', id).execute();
    await addOwners(trx, id, [{ accountId: owner.accountId, role: 'owner' }]);
    return id;
  });
  await db
    .insertInto('follows')
    .values(followers.map((f) => ({ listing_id: listingId, account_id: f.accountId })))
    .execute();
});
afterAll(async () => {
  await testApp.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
});

const deps = () => ({ db: testApp.database.db, config: testApp.config, log: createLogger(testApp.config) });
const unsubscribeLink = (data: string) =>
  /(http:\/\/127\.0\.0\.1:\d+\/unsubscribe\/[0-9a-f]{64})/.exec(data.replace(/=\r?\n/g, ''))![1];

test('each follower gets exactly one mail per update, even when the job runs twice', async () => {
  const posted = await request(testApp.server)
    .post(`/v1/me/listings/${listingId}/updates`)
    .set('Authorization', owner.authorization)
    .send({ title: 'Version 2 is out', body: 'Dark mode, and exports are twice as fast.' })
    .expect(201);
  const payload = { update_id: posted.body.id as number };
  await Promise.all([notifyJob(payload, deps()), notifyJob(payload, deps())]);
  await notifyJob(payload, deps());
  expect(received.map((mail) => mail.to[0]).sort()).toEqual(followers.map((f) => f.email).sort());
  // Quoted-printable soft line breaks and folded header lines undone.
  const mail = received[0].data.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
  expect(mail).toContain('Subject: Followed: Version 2 is out');
  expect(mail).toContain('Dark mode, and exports are twice as fast.');
  expect(mail).toMatch(/List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/unsubscribe\/[0-9a-f]{64}>/);
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const deliveries = await testApp.database.db
    .selectFrom('update_deliveries')
    .selectAll()
    .where('update_id', '=', payload.update_id)
    .execute();
  expect(deliveries).toHaveLength(3);

  const listing = await request(testApp.server).get('/v1/listings/followed').expect(200);
  expect(listing.body.latest_updates[0]).toMatchObject({ id: payload.update_id, title: 'Version 2 is out' });
});

test('the unsubscribe link works without signing in: opening it asks, the button ends the follow', async () => {
  const mail = received.find((m) => m.to[0] === followers[0].email)!;
  const link = unsubscribeLink(mail.data);
  const page = await fetch(link);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Stop following <strong>Followed</strong>');
  // Opening the link changed nothing (mail scanners open links).
  const following = () =>
    testApp.database.db.selectFrom('follows').select('account_id').where('listing_id', '=', listingId).execute();
  expect(await following()).toHaveLength(3);
  const done = await fetch(link, { method: 'POST', redirect: 'manual' });
  expect(done.status).toBe(303);
  expect((await following()).map((f) => f.account_id)).not.toContain(followers[0].accountId);
  expect((await fetch(link)).status).toBe(404);

  received.length = 0;
  const posted = await request(testApp.server)
    .post(`/v1/me/listings/${listingId}/updates`)
    .set('Authorization', owner.authorization)
    .send({ title: 'Version 3', body: 'More.' })
    .expect(201);
  await notifyJob({ update_id: posted.body.id }, deps());
  expect(received.map((m) => m.to[0]).sort()).toEqual([followers[1].email, followers[2].email].sort());
});
