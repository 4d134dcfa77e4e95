// Probe finding 9: nosniff on every response, HSTS when the public URL is https, form-action in the
// CSP of the sign-in and account pages, and the OAuth server's own error page framed and sniffed by no one.
import request from 'supertest';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';

let plain: TestApp;
let secure: TestApp;
beforeAll(async () => {
  [plain, secure] = await Promise.all([startTestApp(), startTestApp({ publicUrl: 'https://directory.example' })]);
});
afterAll(() => Promise.all([plain.close(), secure.close()]));

test('/v1 responses, problems included, say nosniff; HSTS only when the public URL is https', async () => {
  for (const path of ['/v1/site', '/v1/listings/nothing-here']) {
    const response = await request(plain.app).get(path);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  }
  const response = await request(secure.app).get('/v1/site');
  expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
});

test('the sign-in page limits where its forms post', async () => {
  const response = await request(plain.app).get('/sign-in').expect(200);
  expect(response.headers['content-security-policy']).toContain("form-action 'self'");
});

test("the OAuth server's error page has a CSP, no framing and nosniff", async () => {
  const response = await request(plain.app).get('/oauth/auth?client_id=nobody&response_type=code');
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.headers['content-type']).toMatch(/html/);
  expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

test('dynamic registration refuses a plain-http redirect URI off this machine (probe finding 10)', async () => {
  const register = (uri: string) =>
    request(plain.app)
      .post('/oauth/reg')
      .send({ redirect_uris: [uri], token_endpoint_auth_method: 'none' });
  const refused = await register('http://attacker.example/cb');
  expect(refused.status).toBe(400);
  expect(refused.body.error).toBe('invalid_redirect_uri');
  expect((await register('http://127.0.0.1:9/cb')).status).toBe(201);
  expect((await register('https://client.example/cb')).status).toBe(201);
});
