// The HTTP kernel on a real app and database: the contract is served, what it rejects never reaches
// a handler, and every failure is an RFC 9457 problem.
import request from 'supertest';
import jsYaml from 'js-yaml';
import YAML from 'yaml';
import { portableYaml } from '../../app/http/app.ts';
import { pending } from '../../app/http/handler.ts';
import { resolveRef, specDocument } from '../../app/spec.ts';
import { operationTable } from '../../generated/operations.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';

// Real API keys from app/auth: one with every scope, one that may only read the account.
let allScopes: string;
let readOnly: string;
let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
  allScopes = (await signedIn(testApp.database.db)).authorization;
  readOnly = (await signedIn(testApp.database.db, { scopes: ['account:read'] })).authorization;
});
afterAll(() => testApp.close());

const problemType = /^application\/problem\+json/;

describe('the served contract', () => {
  test('GET /v1/openapi.json is the spec with this deployment as the server default', async () => {
    const res = await request(testApp.app)
      .get('/v1/openapi.json')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.info.version).toBe('1.0.0');
    expect(Object.keys(res.body.paths)).toEqual(Object.keys(specDocument().paths));
    expect(res.body.servers[0].url).toBe('{base_url}');
    expect(res.body.servers[0].variables.base_url.default).toBe('http://localhost:3000/v1');
  });

  test('GET /v1/openapi.yaml is the same document in YAML, for YAML 1.2 and 1.1 parsers alike', async () => {
    const res = await request(testApp.app).get('/v1/openapi.yaml').expect(200).expect('Content-Type', /yaml/);
    const json = await request(testApp.app).get('/v1/openapi.json');
    expect(YAML.parse(res.text)).toEqual(json.body);
    // js-yaml (what many tools load specs with) reads a plain 2026-11-16 as a Date; YAML 1.1 also
    // reads yes/on as booleans and 1:20 as a number. Such strings must come quoted.
    expect(jsYaml.load(res.text)).toEqual(json.body);
    expect(YAML.parse(res.text, { version: '1.1' })).toEqual(json.body);
    expect(res.text).toContain(`- "2026-11-16"`);
  });

  test('a string of any YAML 1.1 or 1.2 type is quoted, others stay plain', () => {
    const strings = ['2026-11-16', '2026-11-16T09:00:00Z', 'yes', 'On', 'n', '1:20', '0o17', '1e3', '~', 'null'];
    const text = portableYaml({ strings, plain: 'this' });
    expect(jsYaml.load(text)).toEqual({ strings, plain: 'this' });
    expect(YAML.parse(text, { version: '1.1' })).toEqual({ strings, plain: 'this' });
    expect(text).toContain('plain: this\n');
  });

  test('info.contact names the service and points at this deployment', async () => {
    const res = await request(testApp.app).get('/v1/openapi.json').expect(200);
    expect(res.body.info.contact).toEqual({ name: 'Launch Directory', url: 'http://localhost:3000/' });
  });
});

describe('the spec and the server agree on e-mail addresses', () => {
  const { pattern } = resolveRef<{ pattern: string }>(specDocument(), {
    $ref: '#/components/schemas/EmailAddress',
  });
  // Valid for format: email read as RFC 5321 (what contract fuzzers generate) or plainly valid.
  test.each([
    '0@com',
    'ada@localhost',
    '"ada lovelace"@example.com',
    'ada@[127.0.0.1]',
    'ädä@example.com',
    'ada..l@example.com',
    'ada@example.com',
    "o'neil+tag@mail.example.io",
    'A.B@Sub-Domain.EXAMPLE.com',
  ])('%s: refused by the server exactly when the spec pattern refuses it', async (email) => {
    const res = await request(testApp.app)
      .post('/v1/drafts/00000000-0000-4000-8000-000000000000/invites')
      .set('Authorization', allScopes)
      .send({ email });
    // Accepted input reaches the handler, which finds no such draft.
    const admitted = new RegExp(pattern).test(email);
    expect({ email, status: res.status }).toEqual({ email, status: admitted ? 404 : 400 });
    if (!admitted) expect(res.body.errors[0].pointer).toBe('/body/email');
  });
});

describe('requests the spec rejects', () => {
  test('per_page above 100 is a 400 problem naming per_page', async () => {
    const res = await request(testApp.app)
      .get('/v1/listings?per_page=101')
      .expect(400)
      .expect('Content-Type', problemType);
    expect(res.body).toMatchObject({
      status: 400,
      code: 'invalid_request',
      type: '/problems/invalid-request',
      instance: '/v1/listings',
    });
    expect(res.body.errors).toEqual([{ pointer: '/query/per_page', detail: 'must be <= 100' }]);
    expect(res.body.detail).toContain('per_page');
  });

  test('every bad field is reported, each with its own pointer', async () => {
    const res = await request(testApp.app).get('/v1/listings?page=0&per_page=abc&sort=best&country=usa').expect(400);
    const pointers = res.body.errors.map((error: { pointer: string }) => error.pointer).sort();
    expect(pointers).toEqual(['/query/country', '/query/page', '/query/per_page', '/query/sort']);
  });

  test('an unknown query parameter is refused rather than silently ignored', async () => {
    const res = await request(testApp.app).get('/v1/listings?colour=red').expect(400);
    expect(res.body.errors).toEqual([{ pointer: '/query/colour', detail: 'is not a parameter of this operation' }]);
  });

  test('a slug that breaks the pattern is a 400 on the path parameter', async () => {
    const res = await request(testApp.app).get('/v1/listings/Not_A_Slug').expect(400);
    expect(res.body.errors[0].pointer).toBe('/path/slug');
  });

  test('malformed JSON is a 400 pointing at the body', async () => {
    const res = await request(testApp.app)
      .post('/v1/orders/quote')
      .set('Authorization', allScopes)
      .set('Content-Type', 'application/json')
      .send('{"items": [')
      .expect(400);
    expect(res.body.errors[0].pointer).toBe('/body');
  });

  test('unknown body members and out-of-range values are named with JSON pointers', async () => {
    const res = await request(testApp.app)
      .post('/v1/orders/quote')
      .set('Authorization', allScopes)
      .send({ items: [{ product: 'launch', amount_cents: 0 }], coupon: 'FREE' })
      .expect(400);
    const pointers = res.body.errors.map((error: { pointer: string }) => error.pointer).sort();
    expect(pointers).toEqual(['/body/coupon', '/body/items/0/amount_cents']);
  });

  test('a body over the limit is a 413 problem', async () => {
    const huge = { url: `https://example.com/${'a'.repeat(testApp.config.bodyLimitBytes)}` };
    const res = await request(testApp.app)
      .post('/v1/drafts')
      .send(huge)
      .expect(413)
      .expect('Content-Type', problemType);
    expect(res.body.code).toBe('body_too_large');
  });
});

describe('credentials come before validation', () => {
  test('a signed-in operation without credentials is a 401 even when its body is invalid', async () => {
    const res = await request(testApp.app)
      .post('/v1/orders/quote')
      .send({ nonsense: true })
      .expect(401)
      .expect('Content-Type', problemType);
    expect(res.body.code).toBe('unauthorized');
    expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
  });

  test("credentials without the operation's scope are a 403 naming the scope", async () => {
    const res = await request(testApp.app).post('/v1/orders/quote').set('Authorization', readOnly).send({}).expect(403);
    expect(res.body.code).toBe('insufficient_scope');
    expect(res.headers['www-authenticate']).toContain('error="insufficient_scope", scope="orders:write"');
  });
});

describe('routing', () => {
  test('an unknown path is a 404 problem', async () => {
    const res = await request(testApp.app).get('/v1/nothing-here').expect(404).expect('Content-Type', problemType);
    expect(res.body).toMatchObject({ status: 404, code: 'not_found' });
    await request(testApp.app).get('/elsewhere').expect(404).expect('Content-Type', problemType);
  });

  test('a known path with the wrong method is a 405 naming the allowed methods', async () => {
    const res = await request(testApp.app).delete('/v1/site').expect(405).expect('Content-Type', problemType);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body.detail).toBe('DELETE is not allowed here; use GET.');
  });

  test('every response carries a request id, and a sane incoming one is kept', async () => {
    const res = await request(testApp.app).get('/v1/nothing').set('X-Request-Id', 'trace-123');
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.body.request_id).toBe('trace-123');
    const generated = await request(testApp.app).get('/v1/nothing').set('X-Request-Id', 'bad id with spaces');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('operations not built yet', () => {
  interface ParameterSchema {
    enum?: string[];
    examples?: string[];
    format?: string;
    type?: string;
  }
  interface Parameter {
    name: string;
    in: string;
    required?: boolean;
    schema: ParameterSchema;
  }
  interface Operation {
    requestBody?: { required?: boolean };
    parameters?: unknown[];
  }
  const sample = (schema: ParameterSchema): string =>
    schema.enum?.[0] ??
    schema.examples?.[0] ??
    (schema.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : schema.type === 'integer' ? '1' : 'demo');

  test('answer 501 not_implemented from the shared pending handler', async () => {
    const waiting = Object.values(operationTable).filter((route) => (route.handler as unknown) === pending);
    for (const route of waiting) {
      const operation = specDocument().paths[route.path][route.method] as Operation;
      if (operation.requestBody?.required) continue; // a valid body is operation-specific; covered by its own tests
      const parameters = (operation.parameters ?? []).map((p) => resolveRef<Parameter>(specDocument(), p));
      const url = route.path.replace(/\{(\w+)\}/g, (_m: string, name: string) =>
        sample(parameters.find((p) => p.name === name)!.schema),
      );
      const query = Object.fromEntries(
        parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, sample(p.schema)]),
      );
      const res = await request(testApp.app)[route.method](`/v1${url}`).query(query).set('Authorization', allScopes);
      expect({ operationId: route.operationId, status: res.status, code: res.body.code }).toEqual({
        operationId: route.operationId,
        status: 501,
        code: 'not_implemented',
      });
    }
  });
});
