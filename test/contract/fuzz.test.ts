// Contract fuzzing (issue 10, item 3): every operation of spec/openapi.yaml gets valid and invalid
// parameters and bodies generated from its own schemas. Whatever comes in, the answer is never a 5xx,
// an invalid input is a 400 problem naming the member, and every response matches the contract.
// Seeded: the seed is printed; FUZZ_SEED=<seed> reproduces a run, FUZZ_RUNS=<n> runs more cases.
import fc from 'fast-check';
import { responseMismatches } from '../../app/http/kernel.ts';
import { resolveRef, specDocument, specOperations } from '../../app/spec.ts';
import type { JsonSchema, SpecOperation } from '../../app/spec.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import type { SignedIn } from '../support/auth.ts';

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const runs = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 40;
const document = specDocument();
const operations = specOperations();
const unknownMember = 'zz_not_in_the_contract';

const timeout = 180_000;

let testApp: ServedTestApp;
let caller: SignedIn;
beforeAll(async () => {
  process.stdout.write(`contract fuzz seed ${seed} (reproduce with FUZZ_SEED=${seed})\n`);
  testApp = await serveTestApp();
  caller = await signedIn(testApp.database.db);
});
afterAll(() => testApp.close());

const resolve = (schema: unknown): JsonSchema => {
  const resolved = resolveRef<JsonSchema>(document, schema);
  if (!Array.isArray(resolved.allOf)) return resolved;
  // allOf of objects: one object holding every part's members.
  const parts = (resolved.allOf as unknown[]).map(resolve);
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})) as JsonSchema,
    required: parts.flatMap((part) => (part.required as string[] | undefined) ?? []),
  };
};

const typesOf = (schema: JsonSchema): string[] => {
  if (Array.isArray(schema.enum))
    return [...new Set(schema.enum.map((value) => (value === null ? 'null' : typeof value)))];
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type as string[];
  const branches = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  return branches ? branches.flatMap((branch) => typesOf(resolve(branch))) : [];
};

const text = (min: number, max: number) =>
  fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
  );

/** Values the schema accepts (near enough: only the 5xx and contract assertions apply to them). */
function valid(raw: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const branches = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (branches) return fc.oneof(...branches.map((branch) => valid(branch, depth + 1)));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...schema, type }, depth)));
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = Math.min((schema.maxLength as number | undefined) ?? 60, 300);
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return fc.integer({
        min: (schema.minimum as number | undefined) ?? -1000,
        max: (schema.maximum as number | undefined) ?? 100_000,
      });
    case 'array':
      return fc.array(valid(schema.items ?? {}, depth + 1), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.min((schema.maxItems as number | undefined) ?? 3, depth > 2 ? 1 : 3),
      });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      const required = (schema.required as string[] | undefined) ?? [];
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([name, member]) => [name, valid(member, depth + 1)])),
        { requiredKeys: required.filter((name) => name in properties) },
      );
    }
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date')
        return fc
          .date({ noInvalidDate: true, min: new Date(2000, 0, 1), max: new Date(2100, 0, 1) })
          .map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'date-time')
        return fc
          .date({ noInvalidDate: true, min: new Date(2000, 0, 1), max: new Date(2100, 0, 1) })
          .map((d) => d.toISOString());
      if (schema.format === 'email') return fc.emailAddress();
      // https satisfies both the plain uri members and those whose pattern asks for https.
      if (schema.format === 'uri')
        return fc.webUrl({ validSchemes: ['https'] }).filter((url) => url.length <= maxLength);
      if (typeof schema.pattern === 'string')
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((value) => value.length >= minLength && value.length <= maxLength);
      return text(minLength, maxLength);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

interface Invalid {
  pointer: string;
  value: unknown;
}

/** Values the schema refuses, each by construction: a wrong type, a broken bound, pattern or enum. */
function invalid(raw: unknown, inQuery: boolean): fc.Arbitrary<unknown>[] {
  const schema = resolve(raw);
  const types = typesOf(schema);
  const options: fc.Arbitrary<unknown>[] = [];
  if (types.length) {
    const numeric = types.includes('integer') || types.includes('number');
    if (inQuery) {
      if (numeric && !types.includes('string')) options.push(fc.constantFrom('abc', '1.5e', '∞', ''));
    } else {
      if (!types.includes('string')) options.push(fc.string({ maxLength: 5 }));
      if (!numeric) options.push(fc.integer());
      if (!types.includes('object')) options.push(fc.constant({ [unknownMember]: 1 }));
      if (!types.includes('array')) options.push(fc.constant([1, 'two']));
      if (!types.includes('boolean') && !types.includes('string')) options.push(fc.boolean());
    }
  }
  if (Array.isArray(schema.enum) && types.length === 1 && types[0] === 'string')
    options.push(fc.constantFrom('not-one-of-them', 'Ünïcödé 🚀', ''));
  if (typeof schema.maxLength === 'number' && types.includes('string'))
    options.push(fc.constantFrom('x'.repeat(schema.maxLength + 1), '🚀'.repeat(schema.maxLength + 1)));
  if (typeof schema.maximum === 'number')
    options.push(fc.constant(inQuery ? String(schema.maximum + 1) : schema.maximum + 1));
  if (typeof schema.minimum === 'number')
    options.push(fc.constant(inQuery ? String(schema.minimum - 1) : schema.minimum - 1));
  if (typeof schema.pattern === 'string' && types.includes('string')) {
    const pattern = new RegExp(schema.pattern);
    options.push(fc.constantFrom('Ünïcödé 🚀', '../etc', ' ', 'a b').filter((value) => !pattern.test(value)));
  }
  if (schema.format === 'uuid') options.push(fc.constantFrom('not-a-uuid', '123', '🚀'));
  return options;
}

/** One broken member of an operation's input, and the pointer its 400 must name. */
function invalidInputs(operation: SpecOperation): fc.Arbitrary<Invalid>[] {
  const result: fc.Arbitrary<Invalid>[] = [];
  for (const parameter of operation.parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
    const pointer = `/${parameter.in}/${parameter.name}`;
    // An empty path segment is another route (a 404), not a bad parameter.
    for (const value of invalid(parameter.schema, true))
      result.push(value.filter((v) => parameter.in === 'query' || v !== '').map((v) => ({ pointer, value: v })));
  }
  result.push(fc.constant({ pointer: `/query/${unknownMember}`, value: '1' }));
  const body = operation.requestBody ? resolve(operation.requestBody.schema) : undefined;
  if (body?.type === 'object') {
    const properties = (body.properties ?? {}) as Record<string, unknown>;
    for (const [name, member] of Object.entries(properties))
      for (const value of invalid(member, false))
        result.push(value.map((v) => ({ pointer: `/body/${name}`, value: v })));
    if (body.additionalProperties === false)
      result.push(fc.constant({ pointer: `/body/${unknownMember}`, value: 'x' }));
    result.push(fc.constant({ pointer: '/body', value: [1, 2, 3] }));
  }
  return result;
}

interface Case {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

function validInput(operation: SpecOperation): fc.Arbitrary<Case> {
  const byPlace = (place: 'path' | 'query') =>
    fc.record(
      Object.fromEntries(operation.parameters.filter((p) => p.in === place).map((p) => [p.name, valid(p.schema)])),
      {
        requiredKeys: operation.parameters
          .filter((p) => p.in === place && (p.required || place === 'path'))
          .map((p) => p.name),
      },
    );
  return fc.record({
    path: byPlace('path'),
    query: byPlace('query'),
    body: operation.requestBody ? valid(operation.requestBody.schema) : fc.constant(undefined),
  });
}

/** How a value travels in a path or query string (arrays in the form style, comma-separated). */
const asParameter = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(asParameter).join(',')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : `${value as string}`;

/** A body nested far deeper than any schema allows. */
const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

async function send(operation: SpecOperation, input: Case, rawBody?: string) {
  const route = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(asParameter(input.path[name])),
  );
  const url = new URL(`/v1${route}`, testApp.origin);
  for (const [name, value] of Object.entries(input.query))
    if (value !== undefined) url.searchParams.set(name, asParameter(value));
  const hasBody = rawBody !== undefined || input.body !== undefined;
  const response = await fetch(url, {
    method: operation.method.toUpperCase(),
    headers: {
      authorization: caller.authorization,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: rawBody ?? (input.body === undefined ? undefined : JSON.stringify(input.body)),
  });
  const responseText = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  const mismatches = responseMismatches.splice(0);
  const sent = `${operation.method.toUpperCase()} ${url.pathname}${url.search}`;
  const what = `${sent} -> ${response.status} ${responseText.slice(0, 300)}`;
  expect({ what, serverError: response.status >= 500, mismatches }).toEqual({
    what,
    serverError: false,
    mismatches: [],
  });
  if (response.status >= 400)
    expect({ what, contentType }).toEqual({ what, contentType: expect.stringContaining('application/problem+json') });
  return {
    status: response.status,
    body: contentType.includes('json') ? (JSON.parse(responseText) as Record<string, unknown>) : undefined,
    what,
  };
}

describe.each(operations.map((operation) => [operation.operationId, operation] as const))('%s', (_, operation) => {
  test(
    'valid input: no 5xx, every response as the contract says',
    async () => {
      await fc.assert(
        fc.asyncProperty(validInput(operation), async (input) => {
          await send(operation, input);
        }),
        { seed, numRuns: runs },
      );
    },
    timeout,
  );

  test(
    'invalid input: a 400 problem naming the member',
    async () => {
      const broken = invalidInputs(operation);
      await fc.assert(
        fc.asyncProperty(validInput(operation), fc.oneof(...broken), async (input, { pointer, value }) => {
          const [, place, name] = pointer.split('/');
          const mutated: Case = { path: { ...input.path }, query: { ...input.query }, body: input.body };
          if (place === 'path') mutated.path[name] = value;
          else if (place === 'query') mutated.query[name] = value;
          else if (name === undefined) mutated.body = value;
          else mutated.body = { ...(input.body as object), [name]: value };
          const { status, body, what } = await send(operation, mutated);
          const pointers = ((body?.errors ?? []) as { pointer: string }[]).map((error) => error.pointer);
          expect({ what, status, named: pointers.some((p) => p === pointer || p.startsWith(`${pointer}/`)) }).toEqual({
            what,
            status: 400,
            named: true,
          });
        }),
        { seed, numRuns: runs },
      );
    },
    timeout,
  );

  if (operation.requestBody)
    test(
      'deeply nested JSON is a 400 problem, never a 5xx',
      async () => {
        const input = fc.sample(validInput(operation), { seed, numRuns: 1 })[0];
        const { status } = await send(operation, input, `{"${unknownMember}":${deepJson(20_000)}}`);
        expect(status).toBe(400);
      },
      timeout,
    );
});
