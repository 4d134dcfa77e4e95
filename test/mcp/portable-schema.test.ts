// Type lists rewritten as anyOf for MCP clients: the same values stay valid, annotations stay
// where clients read them, and what cannot be rewritten without loss is refused by name.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { portableSchema } from '../../app/mcp/portable-schema.ts';
import { specDocument } from '../../app/spec.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = addFormats(new Ajv2020({ strict: false }));

type Schema = Record<string, unknown>;

test('a nullable member becomes anyOf of the typed branch, with its constraints, and a null branch', () => {
  expect(
    portableSchema({
      type: 'object',
      properties: {
        email: { type: ['string', 'null'], format: 'email', maxLength: 254, description: 'Contact.' },
        tags: { type: ['array', 'null'], maxItems: 2, items: { type: 'string' } },
      },
    }),
  ).toEqual({
    type: 'object',
    properties: {
      email: {
        description: 'Contact.',
        anyOf: [{ type: 'string', format: 'email', maxLength: 254 }, { type: 'null' }],
      },
      tags: { anyOf: [{ type: 'array', maxItems: 2, items: { type: 'string' } }, { type: 'null' }] },
    },
  });
});

test('enum values go to the branch of their type; a type no value has loses its branch', () => {
  expect(portableSchema({ type: ['string', 'null'], enum: ['ai', 'edited', null] })).toEqual({
    anyOf: [{ type: 'string', enum: ['ai', 'edited'] }, { type: 'null' }],
  });
  expect(portableSchema({ type: ['string', 'null'], enum: ['ai'] })).toEqual({
    anyOf: [{ type: 'string', enum: ['ai'] }],
  });
});

test('nested schemas are rewritten too: $defs, items, anyOf branches', () => {
  const nullable = { type: ['integer', 'null'], minimum: 1 };
  const portable = { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] };
  expect(
    portableSchema({
      $defs: { Id: nullable },
      type: 'array',
      items: { anyOf: [nullable, { type: 'string' }] },
    }),
  ).toEqual({ $defs: { Id: portable }, type: 'array', items: { anyOf: [portable, { type: 'string' }] } });
});

test('a type list beside another applicator is refused, naming where', () => {
  expect(() => portableSchema({ properties: { a: { type: ['string', 'null'], allOf: [{ minLength: 1 }] } } })).toThrow(
    '#/properties/a: a type list beside allOf cannot be made portable',
  );
});

/** Every schema node of the spec written with a type list. */
function typeListNodes(value: unknown, found: Schema[] = []): Schema[] {
  if (Array.isArray(value)) for (const item of value) typeListNodes(item, found);
  else if (value && typeof value === 'object') {
    const node = value as Schema;
    if (Array.isArray(node.type)) found.push(node);
    for (const [key, child] of Object.entries(node))
      if (key !== 'enum' && key !== 'examples') typeListNodes(child, found);
  }
  return found;
}

const samples: unknown[] = [
  null,
  '',
  'x',
  'DE',
  'de',
  'a@b.co',
  'not an email',
  'https://example.com/logo.png',
  '2026-11-16',
  '2026-11-16T09:00:00Z',
  'ai',
  'x'.repeat(600),
  0,
  1,
  3,
  101,
  1799,
  2026,
  2.5,
  -1,
  true,
  [],
  ['a'],
  Array.from({ length: 21 }, () => 'a'),
  [1],
  {},
];

test('every type list in the spec accepts exactly the same values once rewritten', () => {
  const nodes = typeListNodes(specDocument());
  expect(nodes.length).toBeGreaterThan(50);
  for (const node of nodes) {
    const original = ajv.compile(node);
    const portable = ajv.compile(portableSchema(node));
    for (const sample of samples)
      expect({ node, sample, valid: portable(sample) }).toEqual({ node, sample, valid: original(sample) });
  }
});
