// The claim attempt limits: per account and per listing per hour, on top of the request limits.
import request from 'supertest';
import { loadConfig } from '../../app/config.ts';
import { insertListing } from '../../db/queries/listing-content.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';

let testApp: TestApp;

beforeAll(async () => {
  const defaults = loadConfig({});
  testApp = await startTestApp({
    claims: { ...defaults.claims, attemptsPerAccountPerHour: 3, attemptsPerListingPerHour: 4 },
  });
});
afterAll(() => testApp.close());

async function liveListing(slug: string): Promise<void> {
  await testApp.database.db.transaction().execute(async (trx) => {
    const id = await insertListing(trx, { slug, name: slug, url: `https://${slug}.test/` });
    await trx.updateTable('listings').set({ status: 'live' }).where('id', '=', id).execute();
  });
}

test('claim attempts are limited per account and per listing, with Retry-After', async () => {
  const db = testApp.database.db;
  const [first, second] = await Promise.all([signedIn(db), signedIn(db)]);
  await liveListing('limited');
  const attempt = (who: typeof first) =>
    request(testApp.app)
      .post('/v1/claims')
      .set({ Authorization: who.authorization })
      .send({ slug: 'limited', method: 'dns' });
  await attempt(first).expect(201);
  await attempt(first).expect(409); // the open claim: still an attempt
  await attempt(first).expect(409);
  const perAccount = await attempt(first).expect(429);
  expect(perAccount.body.detail).toContain('your account: 3 per hour');
  expect(Number(perAccount.headers['retry-after'])).toBeGreaterThan(0);

  // The listing has seen 4 attempts: its fifth, from another account, is refused too.
  const perListing = await attempt(second).expect(429);
  expect(perListing.body.detail).toContain('this listing: 4 per hour');
});
