// Co-founder invites through the real pages: the e-mailed link asks the invitee to sign in, then to
// confirm; after that the draft is theirs too. At most 10 invites per draft.
import request from 'supertest';
import { signedIn } from '../support/auth.ts';
import type { SignedIn } from '../support/auth.ts';
import { Browser, csrfOf } from '../support/browser.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import type { TestDatabase } from '../support/database.ts';

let testApp: ServedTestApp;
let database: TestDatabase;
let origin: string;
let owner: SignedIn;
let cofounder: SignedIn;
let draftId: string;

beforeAll(async () => {
  testApp = await serveTestApp();
  ({ origin, database } = testApp);
  [owner, cofounder] = [await signedIn(database.db), await signedIn(database.db)];
  // No worker runs here: the draft stays `crawling`, which is enough to share it.
  draftId = (
    await request(testApp.server)
      .post('/v1/drafts')
      .set('Authorization', owner.authorization)
      .send({ url: 'https://notepad-nine.example/' })
      .expect(201)
  ).body.id;
});
afterAll(async () => {
  await testApp.close();
});

const invite = (email: string, who: SignedIn = owner) =>
  request(testApp.server).post(`/v1/drafts/${draftId}/invites`).set('Authorization', who.authorization).send({ email });

test('the e-mailed link, opened and confirmed by a signed-in account, makes it a co-owner', async () => {
  await request(testApp.server).get(`/v1/drafts/${draftId}`).set('Authorization', cofounder.authorization).expect(404);
  const created = await invite(cofounder.email).expect(201);
  expect(created.body).toMatchObject({ draft_id: draftId, email: cofounder.email, status: 'pending' });

  const mail = await database.db
    .selectFrom('outbox')
    .select('text_body')
    .where('to_address', '=', cofounder.email)
    .executeTakeFirstOrThrow();
  const link = new RegExp(`${origin}/invites/[\\w-]+`).exec(mail.text_body)![0];
  const browser = new Browser(origin);
  const signIn = await browser.follow(link);
  expect(signIn.url).toContain('/sign-in?return_to=');
  const confirmPage = await browser.signInThroughEmail(database.db, signIn, cofounder.email);
  expect(confirmPage.url).toBe(link);
  const joined = await browser.fetch(link, { form: { csrf: csrfOf(await confirmPage.res.text()) } });
  expect(joined.status).toBe(200);
  expect(await joined.text()).toContain('You joined the draft');

  const seen = await request(testApp.server)
    .get(`/v1/drafts/${draftId}`)
    .set('Authorization', cofounder.authorization)
    .expect(200);
  expect(seen.body.id).toBe(draftId);
  const listed = await request(testApp.server)
    .get('/v1/drafts')
    .set('Authorization', cofounder.authorization)
    .expect(200);
  expect(listed.body.items.map((item: { id: string }) => item.id)).toEqual([draftId]);

  // The link is spent: another account cannot use it.
  const other = new Browser(origin);
  const otherSignIn = await other.signInThroughEmail(database.db, await other.follow(link), 'someone-else@example.com');
  const refused = await other.fetch(link, { form: { csrf: csrfOf(await otherSignIn.res.text()) } });
  expect(refused.status).toBe(410);
});

test('a form without the session CSRF token is refused', async () => {
  const res = await fetch(`${origin}/invites/whatever`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'csrf=forged',
  });
  expect(res.status).toBe(403);
});

test('ten invites per draft; the eleventh is 409 limit_reached, also for a co-owner', async () => {
  for (let i = 2; i <= 10; i++) await invite(`cofounder${i}@example.com`).expect(201);
  const full = await invite('eleven@example.com', cofounder).expect(409);
  expect(full.body.code).toBe('limit_reached');
  await invite('not-an-email').expect(400);
});

test('the listing a shared draft becomes is owned by its creator and the co-founders who joined', async () => {
  // Stands in for the drafting jobs, which this file does not run.
  await database.db.updateTable('drafts').set({ status: 'ready' }).where('id', '=', draftId).execute();
  const submitted = await request(testApp.server)
    .post(`/v1/drafts/${draftId}/submit`)
    .set('Authorization', cofounder.authorization)
    .expect(200);
  const owners = await database.db
    .selectFrom('listing_owners')
    .select(['account_id', 'role'])
    .where('listing_id', '=', submitted.body.listing_id)
    .orderBy('role', 'desc')
    .execute();
  expect(owners).toEqual([
    { account_id: owner.accountId, role: 'owner' },
    { account_id: cofounder.accountId, role: 'cofounder' },
  ]);
});
