// API keys and enforcement on a real app: 401 and 403 with the right challenges for every signed-in
// operation (from the operation table), revocation at once, public operations ignoring bad
// credentials, the same rules at the MCP door, and `make api-key`'s script.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import request from 'supertest';
import { revokeApiKey } from '../../app/auth/api-keys.ts';
import { createAuthenticator } from '../../app/auth/authenticator.ts';
import { safeReturnPath } from '../../app/auth/sign-in.ts';
import { createKernel } from '../../app/http/kernel.ts';
import { createLogger } from '../../app/logger.ts';
import { specDocument } from '../../app/spec.ts';
import { operationTable } from '../../generated/operations.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.close());

const metadataV1 = 'http://localhost:3000/.well-known/oauth-protected-resource/v1';
const signedInRoutes = Object.values(operationTable).filter((route) => !route.public);
const sampleOf = (name: string) => (name === 'week' ? '2026-W10' : name.endsWith('id') ? '1' : 'demo');
const urlOf = (path: string) => `/v1${path.replace(/\{(\w+)\}/g, (_m, name: string) => sampleOf(name))}`;
const call = (route: (typeof signedInRoutes)[number], authorization?: string) => {
  const req = (request(testApp.app) as unknown as Record<string, (url: string) => request.Test>)[route.method](
    urlOf(route.path),
  );
  return authorization ? req.set('Authorization', authorization) : req;
};

describe('API keys on GET /v1/me', () => {
  test('a key identifies the account and says how it was granted', async () => {
    const user = await signedIn(testApp.database.db, {
      email: 'Ada@Example.com',
      scopes: ['account:read', 'orders:write'],
    });
    expect(user.apiKey).toMatch(/^ldk_[A-Za-z0-9_-]{43}$/);
    const res = await request(testApp.app).get('/v1/me').set('Authorization', user.authorization).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      id: user.accountId,
      email: 'Ada@Example.com',
      access: {
        method: 'api_key',
        scopes: ['account:read', 'orders:write'],
        api_key: { name: 'test key', prefix: user.apiKey.slice(0, 8) },
        client: null,
      },
    });
    const stored = await testApp.database.db
      .selectFrom('api_keys')
      .select(['key_hash', 'last_used_at'])
      .where('account_id', '=', user.accountId)
      .executeTakeFirstOrThrow();
    expect(stored.key_hash.toString('utf8')).not.toContain(user.apiKey.slice(4));
    expect(stored.last_used_at).toBeInstanceOf(Date);
  });

  test('without credentials: 401 naming the protected resource metadata, no error code', async () => {
    const res = await request(testApp.app)
      .get('/v1/me')
      .expect(401)
      .expect('Content-Type', /problem\+json/);
    expect(res.headers['www-authenticate']).toBe(`Bearer resource_metadata="${metadataV1}"`);
    expect(res.body.code).toBe('unauthorized');
  });

  test('an unknown, malformed or revoked key: 401 with error="invalid_token"', async () => {
    const user = await signedIn(testApp.database.db);
    await request(testApp.app).get('/v1/me').set('Authorization', user.authorization).expect(200);
    const [key] = await testApp.database.db
      .selectFrom('api_keys')
      .select('id')
      .where('account_id', '=', user.accountId)
      .execute();
    expect(await revokeApiKey(testApp.database.db, user.accountId, key.id)).toBe(true);
    for (const authorization of [
      user.authorization,
      `Bearer ldk_${'A'.repeat(43)}`,
      'Bearer not-a-token',
      'Basic dXNlcjpwYXNz',
      `Bearer ${user.apiKey}x`,
    ]) {
      const res = await request(testApp.app).get('/v1/me').set('Authorization', authorization).expect(401);
      expect(res.headers['www-authenticate']).toBe(`Bearer resource_metadata="${metadataV1}", error="invalid_token"`);
    }
  });

  test('public operations ignore a bad credential and serve the request as anonymous', async () => {
    const res = await request(testApp.app).get('/v1/listings').set('Authorization', 'Bearer ldk_wrong');
    expect(res.status).not.toBe(401);
    expect(res.headers['ratelimit-policy']).toMatch(/^"ip";/);
  });
});

describe('401 vs 403 for every signed-in operation', () => {
  test.each(signedInRoutes.map((route) => [route.operationId, route] as const))('%s', async (_id, route) => {
    const missing = await call(route).send({}).expect(401);
    expect(missing.headers['www-authenticate']).toBe(`Bearer resource_metadata="${metadataV1}"`);

    const other = (await signedIn(testApp.database.db, { scopes: [] })).authorization;
    const forbidden = await call(route, other).send({}).expect(403);
    expect(forbidden.body.code).toBe('insufficient_scope');
    expect(forbidden.headers['www-authenticate']).toBe(
      `Bearer error="insufficient_scope", scope="${route.scopes.join(' ')}", resource_metadata="${metadataV1}"`,
    );

    const allowed = (await signedIn(testApp.database.db, { scopes: route.scopes })).authorization;
    const res = await call(route, allowed).send({});
    expect([401, 403]).not.toContain(res.status);
  });
});

describe('the MCP door', () => {
  test('goes through the same kernel and names the /mcp resource metadata', async () => {
    const { db, config } = { db: testApp.database.db, config: testApp.config };
    const log = createLogger(config);
    const kernel = await createKernel({
      document: specDocument(),
      db,
      searchDb: testApp.database.searchDb,
      config,
      log,
      authenticate: createAuthenticator({ db, config, verifyAccessToken: async () => null }),
    });
    const base = {
      door: 'mcp' as const,
      method: 'GET',
      path: '/me',
      query: {},
      body: undefined,
      instance: '/mcp',
      requestId: 'r1',
      ip: '127.0.0.1',
      log,
    };
    const anonymous = await kernel.handle({ ...base, headers: {} });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['WWW-Authenticate']).toBe(
      'Bearer resource_metadata="http://localhost:3000/.well-known/oauth-protected-resource/mcp"',
    );
    const user = await signedIn(db);
    const ok = await kernel.handle({ ...base, headers: { authorization: user.authorization } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: user.accountId, access: { method: 'api_key' } });
  });
});

describe('make api-key', () => {
  test('creates the account and a key with the chosen scopes, printed alone on the last line', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', 'scripts/create-api-key.ts'],
      {
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          DATABASE_URL: testApp.database.url,
          EMAIL: 'shell@example.com',
          SCOPES: 'account:read listings:write',
          LOG_LEVEL: 'silent',
        },
      },
    );
    const key = stdout.trim().split('\n').at(-1)!;
    expect(key).toMatch(/^ldk_[A-Za-z0-9_-]{43}$/);
    const res = await request(testApp.app).get('/v1/me').set('Authorization', `Bearer ${key}`).expect(200);
    expect(res.body).toMatchObject({
      email: 'shell@example.com',
      access: { scopes: ['account:read', 'listings:write'] },
    });
  });
});

describe('the sign-in form', () => {
  test('sends at most 5 links per address in 15 minutes and returns only to paths on this site', async () => {
    const agent = request.agent(testApp.app);
    const csrf = /name="csrf" value="([^"]+)"/.exec((await agent.get('/sign-in').expect(200)).text)![1];
    for (let i = 0; i < 5; i++)
      await agent
        .post('/sign-in')
        .type('form')
        .send({ csrf, email: 'busy@example.com', return_to: '//evil.example' })
        .expect(200);
    const limited = await agent.post('/sign-in').type('form').send({ csrf, email: 'busy@example.com' }).expect(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    const links = await testApp.database.db
      .selectFrom('sign_in_tokens')
      .select('return_to')
      .where('email', '=', 'busy@example.com')
      .execute();
    expect(links).toHaveLength(5);
    expect(links.every((link) => link.return_to === '/account')).toBe(true);
    expect([
      safeReturnPath('/oauth/interaction/abc'),
      safeReturnPath('https://evil.example'),
      safeReturnPath('/\\evil.example'),
    ]).toEqual(['/oauth/interaction/abc', '/account', '/account']);
  });

  test("a post without the session's CSRF token is refused", async () => {
    await request(testApp.app).post('/sign-in').type('form').send({ email: 'x@example.com' }).expect(403);
  });
});
