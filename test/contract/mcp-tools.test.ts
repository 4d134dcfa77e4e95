// The served MCP tools against the spec, member by member: names, inputs (path, query, body and the
// idempotency key) with their bounds and required-ness, output schemas, annotations and the input
// mapping, plus the tool list as tools/list serves it. operations.test.ts (next to this file) checks
// the parameters' bounds and hints; this adds bodies, outputs and exact member sets. Tool schemas
// write type lists as anyOf (app/mcp/portable-schema.ts), so the spec's side is compared so written.
import { resolveRef, specDocument, specOperations } from '../../app/spec.ts';
import type { SpecOperation } from '../../app/spec.ts';
import { portableSchema } from '../../app/mcp/portable-schema.ts';
import { toolPage } from '../../app/mcp/tool-catalog.ts';
import { mcpTools } from '../../generated/mcp-tools.ts';

const document = specDocument();
const operations = specOperations();

/**
 * A schema with every $ref inlined (spec refs through components, tool refs through the tool's
 * $defs), examples dropped and recursion marked by name, so the two can be compared for equality.
 */
function inlined(schema: unknown, lookup: (ref: string) => [string, unknown], stack: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlined(item, lookup, stack));
  if (!schema || typeof schema !== 'object') return schema;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'example' || key === 'examples' || key === '$defs') continue;
    if (key === '$ref' && typeof value === 'string') {
      const [name, target] = lookup(value);
      Object.assign(
        result,
        stack.includes(name) ? { recursive: name } : (inlined(target, lookup, [...stack, name]) as object),
      );
    } else {
      result[key] = inlined(value, lookup, stack);
    }
  }
  return result;
}

const fromSpec = (schema: unknown) =>
  portableSchema(
    inlined(schema, (ref) => [ref.replace('#/components/schemas/', ''), resolveRef(document, { $ref: ref })]) as Record<
      string,
      unknown
    >,
  );

const fromTool = (schema: unknown, root: Record<string, unknown>) =>
  inlined(schema, (ref) => {
    const name = ref.replace('#/$defs/', '');
    return [name, (root.$defs as Record<string, unknown>)[name]];
  });

function expectedInputs(operation: SpecOperation) {
  const members: Record<string, unknown> = {};
  const required: string[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path' || parameter.in === 'query') {
      members[parameter.name] = fromSpec(parameter.schema);
      if (parameter.required) required.push(parameter.name);
    }
  }
  if (operation.idempotent)
    members.idempotency_key = fromSpec(
      operation.parameters.find((p) => p.name.toLowerCase() === 'idempotency-key')!.schema,
    );
  if (operation.requestBody) {
    const body = resolveRef<{ properties?: Record<string, unknown>; required?: string[] }>(
      document,
      operation.requestBody.schema,
    );
    for (const [name, schema] of Object.entries(body.properties ?? {})) members[name] = fromSpec(schema);
    if (operation.requestBody.required) required.push(...(body.required ?? []));
  }
  return { members, required: required.sort() };
}

/** A member's own description may come from its parameter instead of its schema; compare the rest. */
const withoutDescription = (schema: unknown) => {
  const { description: _description, ...rest } = schema as Record<string, unknown>;
  return rest;
};

test.each(operations.map((operation) => [operation.operationId, operation] as const))(
  '%s: the tool matches the operation',
  (_id, operation) => {
    const tool = mcpTools.find((candidate) => candidate.name === operation.operationId)!;
    expect(tool).toBeDefined();
    expect(tool.title).toBe(operation.summary);
    expect(tool.description.startsWith(operation.summary)).toBe(true);

    const { members, required } = expectedInputs(operation);
    const properties = tool.inputSchema.properties as Record<string, unknown>;
    expect(Object.keys(properties).sort()).toEqual(Object.keys(members).sort());
    for (const [name, schema] of Object.entries(members)) {
      expect({ name, schema: withoutDescription(fromTool(properties[name], tool.inputSchema)) }).toEqual({
        name,
        schema: withoutDescription(schema),
      });
    }
    expect([...((tool.inputSchema.required as string[] | undefined) ?? [])].sort()).toEqual(required);
    expect(tool.inputSchema.additionalProperties).toBe(false);

    const byPlace = (place: 'path' | 'query') =>
      operation.parameters.filter((parameter) => parameter.in === place).map((parameter) => parameter.name);
    const bodySchema = operation.requestBody
      ? resolveRef<{ properties?: object }>(document, operation.requestBody.schema)
      : undefined;
    expect(tool.inputMapping).toEqual({
      path: byPlace('path'),
      query: byPlace('query'),
      body: Object.keys(bodySchema?.properties ?? {}),
      ...(operation.idempotent ? { idempotencyKey: 'idempotency_key' } : {}),
    });

    const success = operation.successResponses.find((response) => response.schema)!;
    expect(fromTool(tool.outputSchema, tool.outputSchema!)).toEqual({
      type: 'object',
      ...(fromSpec(success.schema) as object),
    });

    expect(tool.annotations).toEqual({
      title: operation.summary,
      readOnlyHint: operation.method === 'get',
      destructiveHint: operation.method === 'delete',
      idempotentHint: operation.method === 'get' || operation.idempotent,
      openWorldHint: false,
    });
  },
);

test('tools/list serves exactly the generated tools, without the server-side input mapping', () => {
  const served = [];
  let page = toolPage(undefined);
  served.push(...page.tools);
  while (page.nextCursor) {
    page = toolPage(page.nextCursor);
    served.push(...page.tools);
  }
  expect(served).toEqual(mcpTools.map(({ inputMapping: _mapping, ...tool }) => tool));
  expect(() => toolPage('bm90LWEtY3Vyc29y')).toThrow(/cursor/);
});
