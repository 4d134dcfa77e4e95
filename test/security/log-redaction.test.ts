// Probe finding 3: sign-in tokens, invite tokens and API keys sent in a URL never reach the request log.
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import type express from 'express';
import { loadConfig } from '../../app/config.ts';
import { buildApp } from '../../app/http/app.ts';
import { redactUrl } from '../../app/http/redact-url.ts';
import { createTestDatabase } from '../support/database.ts';
import type { TestDatabase } from '../support/database.ts';

let database: TestDatabase;
let app: express.Express;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = { ...loadConfig({ PUBLIC_URL: 'http://localhost:3000' }), runWorkerInProcess: false };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({ db: database.db, searchDb: database.searchDb, config, log: pino({ level: 'info' }, sink) });
});
afterAll(() => database.drop());

test.each([
  '/sign-in/verify?token=SECRET-sign-in-token-1',
  '/invites/SECRET-invite-token-2',
  '/v1/me?access_token=SECRET-key-3',
  '/v1/me?api_key=SECRET-key-4',
  '/v1/listings?key=SECRET-key-5&page=1',
])('%s is logged without its secret', async (url) => {
  lines.length = 0;
  await request(app).get(url);
  const logged = lines.join('');
  expect(logged).toContain('[redacted]');
  expect(logged).not.toMatch(/SECRET/);
});

test('other parameters are kept as sent', () => {
  expect(redactUrl('/v1/listings?q=notes&page=2&token=x')).toBe('/v1/listings?q=notes&page=2&token=[redacted]');
  expect(redactUrl('/invites/abc/accept?x=1')).toBe('/invites/[redacted]/accept?x=1');
  expect(redactUrl('/v1/listings?%ZZ=1')).toBe('/v1/listings?%ZZ=1');
});
