// Probe finding 4: NUL characters and bad percent-encoding are client errors (400 naming the member,
// or 404), never a 500.
import request from 'supertest';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import type { SignedIn } from '../support/auth.ts';

let testApp: TestApp;
let owner: SignedIn;
beforeAll(async () => {
  testApp = await startTestApp();
  owner = await signedIn(testApp.database.db);
});
afterAll(() => testApp.close());

test.each([
  '/listings/a%00b',
  '/founders/a%00b',
  '/blog/a%00b',
  '/categories/a%00b',
  '/v1/listings/a%00b',
  '/v1/founders/a%00b',
  '/v1/blog/a%00b',
  '/v1/categories/a%00b',
  '/v1/listings/%ff%fe',
  '/listings/%ff%fe',
  '/v1/listings?q=a%00b',
])('GET %s is a client error', async (path) => {
  const response = await request(testApp.app).get(path);
  expect([400, 404]).toContain(response.status);
});

test('a NUL in a query parameter is a 400 naming it', async () => {
  const response = await request(testApp.app).get('/v1/listings?q=a%00b').expect(400);
  expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/query/q' })]);
});

test.each([
  [{ fields: { tagline: 'a\u0000b' } }, '/body/fields/tagline'],
  [{ faqs: [{ question: 'Why?', answer: 'a\u0000b' }] }, '/body/faqs/0/answer'],
  [{ story: 'once\u0000' }, '/body/story'],
])('PATCH /v1/drafts/{id} with a NUL is a 400 naming %j', async (body, pointer) => {
  const response = await request(testApp.app)
    .patch('/v1/drafts/00000000-0000-4000-8000-000000000000')
    .set('Authorization', owner.authorization)
    .send(body)
    .expect(400);
  expect(response.body.errors).toEqual([expect.objectContaining({ pointer })]);
});

test('bad percent-encoding in a /v1 path is a 400 naming the path', async () => {
  const response = await request(testApp.app).get('/v1/listings/%ff%fe').expect(400);
  expect(response.body.errors).toEqual([expect.objectContaining({ pointer: '/path' })]);
});
