// Rate limits and idempotency on real PostgreSQL: counters shared by two app instances, 429 with
// the IETF headers, and Idempotency-Key replay, mismatch and a concurrent retry.
import request from 'supertest';
import { resetClock, setClock } from '../../app/clock.ts';
import { buildApp } from '../../app/http/app.ts';
import { fingerprint, runIdempotently } from '../../app/http/idempotency.ts';
import type { StoredResponse } from '../../app/http/idempotency.ts';
import { ProblemError } from '../../app/http/problem.ts';
import { createLogger } from '../../app/logger.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({
    rateLimits: { anonymous: { limit: 3, windowSeconds: 60 }, account: { limit: 5, windowSeconds: 60 } },
  });
});
afterAll(() => testApp.close());
afterEach(() => resetClock());

describe('rate limits', () => {
  test(
    'a burst past the anonymous limit gets 429 with Retry-After, ' + 'and a second instance shares the counter',
    async () => {
      setClock('2026-11-23T10:00:15Z');
      const second = await buildApp({
        db: testApp.database.db,
        searchDb: testApp.database.searchDb,
        config: testApp.config,
        log: createLogger(testApp.config),
      });
      const first = await request(testApp.app).get('/v1/site');
      expect(first.headers['ratelimit-policy']).toBe('"ip";q=3;w=60');
      expect(first.headers.ratelimit).toBe('"ip";r=2;t=45');
      await request(second).get('/v1/site');
      const third = await request(second).get('/v1/site');
      expect(third.headers.ratelimit).toBe('"ip";r=0;t=45');
      const limited = await request(testApp.app)
        .get('/v1/site')
        .expect(429)
        .expect('Content-Type', /problem\+json/);
      expect(limited.body.code).toBe('rate_limited');
      expect(limited.headers['retry-after']).toBe('45');
      expect(limited.headers.ratelimit).toBe('"ip";r=0;t=45');

      // The next window starts afresh.
      setClock('2026-11-23T10:01:00Z');
      const fresh = await request(second).get('/v1/site');
      expect(fresh.status).not.toBe(429);
      expect(fresh.headers.ratelimit).toBe('"ip";r=2;t=60');
    },
  );

  test('signed-in callers have their own budget per account', async () => {
    setClock('2026-11-23T11:00:00Z');
    const user = await signedIn(testApp.database.db, { scopes: ['account:read'] });
    for (let i = 0; i < 5; i++)
      await request(testApp.app).get('/v1/me').set('Authorization', user.authorization).expect(200);
    const limited = await request(testApp.app).get('/v1/me').set('Authorization', user.authorization).expect(429);
    expect(limited.headers['ratelimit-policy']).toBe('"account";q=5;w=60');
    expect(limited.headers['retry-after']).toBe('60');
    // Anonymous callers from the same address are counted separately.
    expect((await request(testApp.app).get('/v1/site')).status).not.toBe(429);
  });
});

describe('idempotency', () => {
  const base = { principal: 'account:test', operationId: 'submit_listing', method: 'POST', path: '/v1/drafts' };
  let runs = 0;
  const created = async (): Promise<StoredResponse> => ({
    status: 201,
    headers: { Location: `/v1/drafts/${++runs}` },
    body: { id: runs },
  });

  test('a replay returns the first status, headers and body without running again', async () => {
    const first = await runIdempotently(
      testApp.database.db,
      { ...base, key: 'k1', body: { url: 'https://a.example', note: 'x' } },
      created,
    );
    const again = await runIdempotently(
      testApp.database.db,
      { ...base, key: 'k1', body: { note: 'x', url: 'https://a.example' } },
      created,
    );
    expect(first).toEqual({
      replayed: false,
      response: { status: 201, headers: { Location: '/v1/drafts/1' }, body: { id: 1 } },
    });
    expect(again).toEqual({
      replayed: true,
      response: { status: 201, headers: { Location: '/v1/drafts/1' }, body: { id: 1 } },
    });
    expect(runs).toBe(1);
  });

  test(
    'the same key with a different body is 422 idempotency_mismatch; ' + 'other principals and operations are separate',
    async () => {
      await runIdempotently(testApp.database.db, { ...base, key: 'k2', body: { url: 'https://a.example' } }, created);
      await expect(
        runIdempotently(testApp.database.db, { ...base, key: 'k2', body: { url: 'https://b.example' } }, created),
      ).rejects.toMatchObject({
        status: 422,
        code: 'idempotency_mismatch',
      });
      const elsewhere = await runIdempotently(
        testApp.database.db,
        { ...base, principal: 'account:other', key: 'k2', body: {} },
        created,
      );
      expect(elsewhere.replayed).toBe(false);
      expect(fingerprint({ method: 'post', path: '/v1/drafts', body: { a: 1, b: 2 } })).toBe(
        fingerprint({ method: 'POST', path: '/v1/drafts', body: { b: 2, a: 1 } }),
      );
    },
  );

  test('two concurrent requests with one key: one runs, the other is 409 idempotency_conflict', async () => {
    let release!: () => void;
    const slow = async (): Promise<StoredResponse> => {
      await new Promise<void>((resolve) => (release = resolve));
      return created();
    };
    const firstRun = runIdempotently(testApp.database.db, { ...base, key: 'k3', body: {} }, slow);
    while (!release) await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(runIdempotently(testApp.database.db, { ...base, key: 'k3', body: {} }, created)).rejects.toMatchObject(
      { status: 409, code: 'idempotency_conflict' },
    );
    release();
    expect((await firstRun).replayed).toBe(false);
    expect((await runIdempotently(testApp.database.db, { ...base, key: 'k3', body: {} }, created)).replayed).toBe(true);
  });

  test('5xx results and failures are not stored, so the key can be retried', async () => {
    const failing = async (): Promise<StoredResponse> => ({ status: 503, headers: {}, body: { code: 'unavailable' } });
    expect(
      (await runIdempotently(testApp.database.db, { ...base, key: 'k4', body: {} }, failing)).response.status,
    ).toBe(503);
    const thrown = async (): Promise<StoredResponse> => {
      throw new ProblemError(500, 'internal_error', 'boom');
    };
    await expect(runIdempotently(testApp.database.db, { ...base, key: 'k4', body: {} }, thrown)).rejects.toThrow(
      'boom',
    );
    const retried = await runIdempotently(testApp.database.db, { ...base, key: 'k4', body: {} }, created);
    expect(retried.replayed).toBe(false);
  });

  test('records expire after 24 hours', async () => {
    setClock('2026-11-20T00:00:00Z');
    await runIdempotently(testApp.database.db, { ...base, key: 'k5', body: {} }, created);
    setClock('2026-11-21T00:00:01Z');
    expect(
      (await runIdempotently(testApp.database.db, { ...base, key: 'k5', body: { other: true } }, created)).replayed,
    ).toBe(false);
  });

  test('through the API: a replay carries Idempotent-Replayed, a different body is 422', async () => {
    const user = await signedIn(testApp.database.db);
    setClock('2026-11-23T13:00:00Z');
    const url = '/v1/drafts/00000000-0000-4000-8000-000000000001';
    const send = (key: string, body: object) =>
      request(testApp.app).patch(url).set('Authorization', user.authorization).set('Idempotency-Key', key).send(body);
    // No such draft: a 404 is a result like any other below 500, so it is kept and replayed.
    const first = await send('api-1', { lock_fields: ['name'] }).expect(404);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const replay = await send('api-1', { lock_fields: ['name'] }).expect(404);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    const mismatch = await send('api-1', { lock_fields: ['tagline'] }).expect(422);
    expect(mismatch.body.code).toBe('idempotency_mismatch');
  });

  test('through the API: an invalid Idempotency-Key header is a 400 naming it', async () => {
    const user = await signedIn(testApp.database.db);
    setClock('2026-11-23T12:00:00Z');
    const res = await request(testApp.app)
      .post('/v1/drafts')
      .set('Authorization', user.authorization)
      .set('Idempotency-Key', 'has space')
      .send({ url: 'https://example.com' })
      .expect(400);
    expect(res.body.errors[0].pointer).toBe('/headers/idempotency-key');
  });
});
