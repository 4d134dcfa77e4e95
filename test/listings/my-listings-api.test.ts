// The nine owner operations through the real app: who may call each (owner, co-owner, stranger,
// read-only key, anonymous), every bound, and what each stores (with version history).
import request from 'supertest';
import { listingCreated } from '../../app/listings/states.ts';
import { addOwners, insertListing } from '../../db/queries/listing-content.ts';
import { versionsOfListing } from '../../db/queries/listing-versions.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import type { SignedIn } from '../support/auth.ts';

let testApp: TestApp;
let owner: SignedIn;
let cofounder: SignedIn;
let stranger: SignedIn;
let readOnly: SignedIn;
let hidden: number;
let publicListing: number;

const api = () => request(testApp.app);
let counter = 0;

async function newListing(status: 'draft' | 'live'): Promise<number> {
  counter += 1;
  return testApp.database.db.transaction().execute(async (trx) => {
    const id = await insertListing(trx, {
      slug: `owned-${counter}`,
      name: `Owned ${counter}`,
      url: `https://owned-${counter}.test/`,
    });
    await listingCreated(trx, id, { kind: 'account', accountId: owner.accountId });
    if (status === 'live') await trx.updateTable('listings').set({ status: 'live' }).where('id', '=', id).execute();
    await addOwners(trx, id, [
      { accountId: owner.accountId, role: 'owner' },
      { accountId: cofounder.accountId, role: 'cofounder' },
    ]);
    return id;
  });
}

beforeAll(async () => {
  testApp = await startTestApp();
  const db = testApp.database.db;
  [owner, cofounder, stranger] = await Promise.all([signedIn(db), signedIn(db), signedIn(db)]);
  readOnly = await signedIn(db, { email: owner.email, scopes: ['account:read'] });
  hidden = await newListing('draft');
  publicListing = await newListing('live');
});
afterAll(() => testApp.close());

type Call = (id: number) => request.Test;
const operations: Array<{ name: string; write: boolean; call: Call; status: number }> = [
  { name: 'list_my_listings', write: false, call: () => api().get('/v1/me/listings'), status: 200 },
  { name: 'get_my_listing', write: false, call: (id) => api().get(`/v1/me/listings/${id}`), status: 200 },
  {
    name: 'update_my_listing',
    write: true,
    call: (id) =>
      api()
        .patch(`/v1/me/listings/${id}`)
        .send({ fields: { tagline: 'Edited' } }),
    status: 200,
  },
  {
    name: 'post_listing_update',
    write: true,
    call: (id) => api().post(`/v1/me/listings/${id}/updates`).send({ title: 'News', body: 'Shipped.' }),
    status: 201,
  },
  {
    name: 'add_milestone',
    write: true,
    call: (id) => api().post(`/v1/me/listings/${id}/milestones`).send({ date: '2026-01-02', title: 'Launch' }),
    status: 201,
  },
  {
    name: 'set_founder_story',
    write: true,
    call: (id) => api().put(`/v1/me/listings/${id}/story`).send({ title: 'Why' }),
    status: 200,
  },
  {
    name: 'answer_interview',
    write: true,
    call: () => api().put('/v1/me/interview').send({ answers: [] }),
    status: 200,
  },
];

describe.each(operations)('$name', ({ name, write, call, status }) => {
  test('the owner and a co-owner may call it', async () => {
    await call(hidden).set('Authorization', owner.authorization).expect(status);
    await call(hidden).set('Authorization', cofounder.authorization).expect(status);
  });
  test('anonymous callers get 401', async () => {
    const res = await call(hidden).expect(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
  });
  if (write)
    test('a read-only key gets 403 insufficient_scope', async () => {
      const res = await call(hidden).set('Authorization', readOnly.authorization).expect(403);
      expect(res.body.code).toBe('insufficient_scope');
    });
  if (name !== 'list_my_listings' && name !== 'answer_interview')
    test('a stranger gets 404 for a listing they cannot see and 403 for a public one', async () => {
      await call(hidden).set('Authorization', stranger.authorization).expect(404);
      await call(999999).set('Authorization', stranger.authorization).expect(404);
      const res = await call(publicListing).set('Authorization', stranger.authorization).expect(403);
      expect(res.body.code).toBe('not_owner');
    });
});

describe('delete_milestone and choose_free_listing', () => {
  test('ownership rules', async () => {
    const added = await api()
      .post(`/v1/me/listings/${hidden}/milestones`)
      .set('Authorization', owner.authorization)
      .send({ date: '2026-02-03', title: 'Beta' })
      .expect(201);
    const del = (who: SignedIn | null, listingId = hidden) => {
      const req = api().delete(`/v1/me/listings/${listingId}/milestones/${added.body.id}`);
      return who ? req.set('Authorization', who.authorization) : req;
    };
    await del(null).expect(401);
    await del(readOnly).expect(403);
    await del(stranger).expect(404);
    await del(stranger, publicListing).expect(403);
    await del(cofounder).expect(200, { id: added.body.id, deleted: true });
    await del(owner).expect(404);

    const free = (who: SignedIn | null, listingId = hidden) => {
      const req = api().post(`/v1/me/listings/${listingId}/free`);
      return who ? req.set('Authorization', who.authorization) : req;
    };
    await free(null).expect(401);
    await free(readOnly).expect(403);
    await free(stranger).expect(404);
    await free(stranger, publicListing).expect(403);
    // A live listing is published already.
    expect((await free(owner, publicListing).expect(409)).body.code).toBe('invalid_state');
  });
});

test('list_my_listings lists owned and co-owned listings only', async () => {
  const res = await api().get('/v1/me/listings').set('Authorization', cofounder.authorization).expect(200);
  expect(res.body.items.map((item: { listing_id: number }) => item.listing_id).sort()).toEqual(
    [hidden, publicListing].sort(),
  );
  const none = await api().get('/v1/me/listings').set('Authorization', stranger.authorization).expect(200);
  expect(none.body).toMatchObject({ items: [], total: 0, has_more: false });
});

test('update_my_listing publishes at once and keeps before/after in the version history', async () => {
  const id = await newListing('live');
  const res = await api()
    .patch(`/v1/me/listings/${id}`)
    .set('Authorization', cofounder.authorization)
    .send({
      fields: { tagline: 'Invoices in a minute', features: ['PDF export'], founded_year: 2020, headline: 'Fast' },
      socials: { x: 'https://x.com/owned' },
      faqs: [{ question: 'Free?', answer: 'Yes.' }],
    })
    .expect(200);
  expect(res.body.owner_fields.headline).toBe('Fast');
  expect(res.body.listing).toMatchObject({ tagline: 'Invoices in a minute', features: ['PDF export'] });
  const slug = res.body.slug as string;
  const pub = await api().get(`/v1/listings/${slug}`).expect(200);
  expect(pub.body).toMatchObject({ tagline: 'Invoices in a minute', socials: { x: 'https://x.com/owned' } });

  const [version] = await versionsOfListing(testApp.database.db, id);
  expect(version).toMatchObject({
    actor: `account:${cofounder.accountId}`,
    reason: 'update_my_listing',
    before: { tagline: null, features: [], founded_year: null, headline: null, socials: {}, faqs: [] },
    after: {
      tagline: 'Invoices in a minute',
      features: ['PDF export'],
      founded_year: 2020,
      headline: 'Fast',
      socials: { x: 'https://x.com/owned' },
      faqs: [{ question: 'Free?', answer: 'Yes.' }],
    },
  });
});

test('bounds: every limit of the description is a 400 naming the field', async () => {
  const bad = async (req: request.Test, pointer: string) => {
    const res = await req.set('Authorization', owner.authorization).expect(400);
    expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toContain(pointer);
  };
  const long = (n: number) => 'x'.repeat(n);
  await bad(
    api()
      .patch(`/v1/me/listings/${hidden}`)
      .send({ fields: { tagline: long(201) } }),
    '/body/fields/tagline',
  );
  await bad(
    api()
      .patch(`/v1/me/listings/${hidden}`)
      .send({ fields: { country: 'usa' } }),
    '/body/fields/country',
  );
  await bad(
    api()
      .patch(`/v1/me/listings/${hidden}`)
      .send({ fields: { founded_year: 1799 } }),
    '/body/fields/founded_year',
  );
  await bad(
    api()
      .patch(`/v1/me/listings/${hidden}`)
      .send({ faqs: Array.from({ length: 11 }, () => ({ question: 'q', answer: 'a' })) }),
    '/body/faqs',
  );
  await bad(api().patch(`/v1/me/listings/${hidden}`).send({ name: 'Not editable' }), '/body/name');
  await bad(
    api()
      .post(`/v1/me/listings/${hidden}/updates`)
      .send({ title: 'T', body: long(5001) }),
    '/body/body',
  );
  await bad(
    api()
      .post(`/v1/me/listings/${hidden}/milestones`)
      .send({ date: '2026-01-01', title: 'T', url: 'http://insecure.test/' }),
    '/body/url',
  );
  await bad(
    api()
      .post(`/v1/me/listings/${hidden}/milestones`)
      .send({ date: '2026-01-01', title: 'T', url: `https://a.test/${long(490)}` }),
    '/body/url',
  );
  await bad(
    api()
      .put(`/v1/me/listings/${hidden}/story`)
      .send({ story: long(8001) }),
    '/body/story',
  );
  await bad(
    api()
      .put('/v1/me/interview')
      .send({ answers: Array.from({ length: 31 }, () => ({ question_id: 1, answer: 'a' })) }),
    '/body/answers',
  );
  await bad(
    api()
      .put('/v1/me/interview')
      .send({ answers: [{ question_id: 999999, answer: 'a' }] }),
    '/body/answers/0/question_id',
  );
  await bad(api().get('/v1/me/listings/0'), '/path/listing_id');
});

test('milestones are shown publicly only on paid listings or when unlocked; owners always see them', async () => {
  const id = await newListing('live');
  const added = await api()
    .post(`/v1/me/listings/${id}/milestones`)
    .set('Authorization', owner.authorization)
    .send({ date: '2025-05-01', title: '1,000 users', url: 'https://owned.test/blog/1000' })
    .expect(201);
  expect(added.body).toMatchObject({ date: '2025-05-01', title: '1,000 users', description: null });
  const mine = await api().get(`/v1/me/listings/${id}`).set('Authorization', owner.authorization).expect(200);
  expect(mine.body.listing.milestones).toHaveLength(1);
  const slug = mine.body.slug as string;
  expect((await api().get(`/v1/listings/${slug}`).expect(200)).body.milestones).toBeUndefined();
  await testApp.database.db.updateTable('listings').set({ plan: 'paid' }).where('id', '=', id).execute();
  expect((await api().get(`/v1/listings/${slug}`).expect(200)).body.milestones).toHaveLength(1);
  const versions = await versionsOfListing(testApp.database.db, id);
  expect(versions[0]).toMatchObject({ reason: 'add_milestone', before: { milestones: [] } });
});

test('set_founder_story replaces the story; answer_interview merges answers shown by get_founder', async () => {
  const id = await newListing('live');
  const story = await api()
    .put(`/v1/me/listings/${id}/story`)
    .set('Authorization', owner.authorization)
    .send({ title: 'How it began', problem: 'Invoices took hours.' })
    .expect(200);
  expect(story.body).toMatchObject({ title: 'How it began', problem: 'Invoices took hours.', story: null });
  const cleared = await api().put(`/v1/me/listings/${id}/story`).set('Authorization', owner.authorization).expect(200);
  expect(cleared.body.title).toBeNull();

  const db = testApp.database.db;
  const founder = await db
    .insertInto('founders')
    .values({ slug: `founder-${id}`, name: 'Ada Owner' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('founder_listings').values({ founder_id: founder.id, listing_id: id, position: 0 }).execute();
  await db
    .insertInto('interview_questions')
    .values([
      { question: 'How does your day start?', topic: 'habits' },
      { question: 'How often do you ship?', topic: 'work' },
    ])
    .execute();
  const questions = await api().get('/v1/interview-questions').expect(200);
  const [q1, q2] = questions.body.items as Array<{ id: number }>;
  const answered = await api()
    .put('/v1/me/interview')
    .set('Authorization', owner.authorization)
    .send({
      answers: [
        { question_id: q1.id, answer: 'Coffee first.' },
        { question_id: q2.id, answer: 'Ship weekly.' },
      ],
    })
    .expect(200);
  expect(answered.body.answers).toHaveLength(2);
  const merged = await api()
    .put('/v1/me/interview')
    .set('Authorization', owner.authorization)
    .send({ answers: [{ question_id: q2.id, answer: '' }] })
    .expect(200);
  expect(merged.body.answers).toMatchObject([{ question_id: q1.id, answer: 'Coffee first.' }]);
  const profile = await api().get(`/v1/founders/founder-${id}`).expect(200);
  expect(profile.body.interview).toMatchObject([{ question_id: q1.id, answer: 'Coffee first.' }]);
});

test('idempotent operations replay their first answer', async () => {
  const first = await api()
    .post(`/v1/me/listings/${hidden}/updates`)
    .set('Authorization', owner.authorization)
    .set('Idempotency-Key', 'update-1')
    .send({ title: 'Once', body: 'Only once.' })
    .expect(201);
  const replay = await api()
    .post(`/v1/me/listings/${hidden}/updates`)
    .set('Authorization', owner.authorization)
    .set('Idempotency-Key', 'update-1')
    .send({ title: 'Once', body: 'Only once.' })
    .expect(201);
  expect(replay.headers['idempotent-replayed']).toBe('true');
  expect(replay.body.id).toBe(first.body.id);
});

test('version history: update_draft after submission and set_founder_story store before and after', async () => {
  const draft = await api()
    .post('/v1/drafts')
    .set('Authorization', owner.authorization)
    .send({ url: 'https://versioned.example/' })
    .expect(201);
  // Stands in for the drafting jobs, which this file does not run.
  await testApp.database.db.updateTable('drafts').set({ status: 'ready' }).where('id', '=', draft.body.id).execute();
  const submitted = await api()
    .post(`/v1/drafts/${draft.body.id}/submit`)
    .set('Authorization', owner.authorization)
    .expect(200);
  const id = submitted.body.listing_id as number;
  await api()
    .patch(`/v1/drafts/${draft.body.id}`)
    .set('Authorization', owner.authorization)
    .send({ fields: { tagline: 'Drafted, then edited' } })
    .expect(200);
  await api()
    .put(`/v1/me/listings/${id}/story`)
    .set('Authorization', owner.authorization)
    .send({ title: 'Our story' })
    .expect(200);
  const versions = await versionsOfListing(testApp.database.db, id);
  expect(versions.map((v) => v.reason)).toEqual(['set_founder_story', 'update_draft']);
  expect(versions[1]).toMatchObject({
    actor: `account:${owner.accountId}`,
    before: { tagline: null },
    after: { tagline: 'Drafted, then edited' },
  });
  expect(versions[0]).toMatchObject({ before: { story: null }, after: { story: { title: 'Our story' } } });
});
