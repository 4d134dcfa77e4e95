// Tool schemas in the spelling MCP clients read most widely. The spec writes a nullable value the
// OpenAPI 3.1 way, `type: [string, 'null']`; clients that map tool schemas onto a dialect with a
// single `type` (Gemini's function declarations, for one) reject such a tool or drop the
// constraint, and the official Inspector warns about each. Here every type list becomes `anyOf`
// with one single-typed branch per type, carrying the same constraints, so exactly the same values
// are valid and nothing is lost.

/** Keywords that describe a value without constraining it: they stay beside the `anyOf`. */
const annotationKeywords = new Set([
  'title',
  'description',
  'default',
  'examples',
  'example',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
]);
/** Keywords holding one subschema, a list of subschemas, or a map of names to subschemas. */
const singleSubschema = [
  'items',
  'additionalProperties',
  'not',
  'contains',
  'propertyNames',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
];
const subschemaLists = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const subschemaMaps = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
/** Applicators beside a type list would have to be copied into every branch; the spec has none there. */
const unsplittable = ['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', '$ref'];

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'integer':
      return Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isSchema(value);
    default:
      return typeof value === type;
  }
}

/** The branch of a split type list for one type, or undefined when `enum`/`const` leave no value of it. */
function branch(type: string, constraints: Schema): Schema | undefined {
  const { enum: allowed, const: only, ...rest } = constraints;
  if ('const' in constraints && !hasType(only, type)) return undefined;
  const values = Array.isArray(allowed) ? allowed.filter((value) => hasType(value, type)) : undefined;
  if (values?.length === 0) return undefined;
  // A null has nothing else to check; the other keywords only ever apply to their own types.
  if (type === 'null') return { type };
  return { type, ...rest, ...(values ? { enum: values } : {}), ...('const' in constraints ? { const: only } : {}) };
}

function splitTypeList(node: Schema, path: string): Schema {
  const { type, ...rest } = node as Schema & { type: string[] };
  const annotations: Schema = {};
  const constraints: Schema = {};
  for (const [key, value] of Object.entries(rest))
    (annotationKeywords.has(key) ? annotations : constraints)[key] = value;
  const applicators = unsplittable.filter((key) => key in constraints);
  if (applicators.length)
    throw new Error(`${path}: a type list beside ${applicators.join(', ')} cannot be made portable; write anyOf`);
  const branches = type.map((name) => branch(name, constraints)).filter((item) => item !== undefined);
  return { ...annotations, anyOf: branches };
}

/**
 * A copy of `schema` (JSON Schema 2020-12) with every `type: [...]` list written as `anyOf` of
 * single-typed branches; throws, naming the place, for a list it cannot rewrite without loss.
 */
export function portableSchema(schema: Schema, path = '#'): Schema {
  const copy: Schema = { ...schema };
  for (const key of singleSubschema) if (isSchema(copy[key])) copy[key] = portableSchema(copy[key], `${path}/${key}`);
  for (const key of subschemaLists)
    if (Array.isArray(copy[key]))
      copy[key] = (copy[key] as unknown[]).map((item, index) =>
        isSchema(item) ? portableSchema(item, `${path}/${key}/${index}`) : item,
      );
  for (const key of subschemaMaps)
    if (isSchema(copy[key]))
      copy[key] = Object.fromEntries(
        Object.entries(copy[key]).map(([name, item]) => [
          name,
          isSchema(item) ? portableSchema(item, `${path}/${key}/${name}`) : item,
        ]),
      );
  return Array.isArray(copy.type) ? splitTypeList(copy, path) : copy;
}
