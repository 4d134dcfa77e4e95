// make generate: derives everything in generated/ from spec/openapi.yaml, and gives every new
// operation a handler module bound to the shared 501 `pending` handler. Output is deterministic,
// so CI can fail when a committed file differs from what this script writes.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { projectRoot } from '../app/config.ts';
import { portableSchema } from '../app/mcp/portable-schema.ts';
import { handlerModulePath, resolveRef, specDocument, specOperations, specPath } from '../app/spec.ts';
import type { JsonSchema, OpenApiDocument, SpecOperation } from '../app/spec.ts';

const header = '// DO NOT EDIT: run make generate. Generated from spec/openapi.yaml by scripts/generate.ts.\n';
const generatedDir = path.join(projectRoot, 'generated');

function write(relative: string, content: string): void {
  const target = path.join(projectRoot, relative);
  mkdirSync(path.dirname(target), { recursive: true });
  const previous = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
  if (previous !== content) {
    writeFileSync(target, content);
    console.log(`wrote ${relative}`);
  }
}

/** Copies a schema, pointing component refs at `#/$defs/<Name>` and collecting the names used. */
function localiseRefs(schema: unknown, used: Set<string>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => localiseRefs(item, used));
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') {
      const match = /^#\/components\/schemas\/(.+)$/.exec(value);
      if (!match) throw new Error(`Unsupported $ref in a schema: ${value}`);
      used.add(match[1]);
      copy.$ref = `#/$defs/${match[1]}`;
    } else if (key !== 'example' && key !== 'examples') {
      copy[key] = localiseRefs(value, used);
    }
  }
  return copy;
}

/** A self-contained JSON Schema: the root plus every component it reaches, under $defs. */
function selfContained(document: OpenApiDocument, build: (used: Set<string>) => JsonSchema): JsonSchema {
  const used = new Set<string>();
  const root = build(used);
  const defs: Record<string, unknown> = {};
  const queue = [...used];
  while (queue.length) {
    const name = queue.shift()!;
    if (name in defs) continue;
    const nested = new Set<string>();
    defs[name] = localiseRefs((document.components?.schemas as Record<string, unknown>)[name], nested);
    queue.push(...[...nested].filter((next) => !(next in defs)));
  }
  const sortedDefs = Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b)));
  return Object.keys(sortedDefs).length ? { ...root, $defs: sortedDefs } : root;
}

function mcpTool(document: OpenApiDocument, operation: SpecOperation) {
  const mapping = {
    path: [] as string[],
    query: [] as string[],
    body: [] as string[],
    idempotencyKey: undefined as string | undefined,
  };
  const inputSchema = selfContained(document, (used) => {
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    const add = (name: string, schema: unknown, isRequired: boolean, description?: string) => {
      if (name in properties) throw new Error(`${operation.operationId}: input member "${name}" appears twice`);
      const local = localiseRefs(schema, used) as JsonSchema;
      properties[name] = description && !local.description ? { ...local, description } : local;
      if (isRequired) required.push(name);
    };
    for (const parameter of operation.parameters) {
      if (parameter.in === 'path' || parameter.in === 'query') {
        mapping[parameter.in].push(parameter.name);
        add(parameter.name, parameter.schema, parameter.required, parameter.description);
      } else if (parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key') {
        mapping.idempotencyKey = 'idempotency_key';
        add(
          'idempotency_key',
          parameter.schema,
          false,
          'Makes retries safe: a repeated call with the same key returns the first result ' +
            '(the Idempotency-Key header of the REST API).',
        );
      }
    }
    if (operation.requestBody) {
      const body = resolveRef<JsonSchema>(document, operation.requestBody.schema);
      const members = (body.properties ?? {}) as Record<string, unknown>;
      const bodyRequired = operation.requestBody.required ? ((body.required ?? []) as string[]) : [];
      for (const [name, schema] of Object.entries(members)) {
        mapping.body.push(name);
        add(name, schema, bodyRequired.includes(name));
      }
    }
    return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
  });
  const success = operation.successResponses.find((response) => response.schema);
  // MCP wants `type: object` at the root: a top-level component reference is inlined, and a root
  // built with allOf (every response body is an object) says so explicitly.
  const outputSchema = success
    ? selfContained(document, (used) => ({
        type: 'object',
        ...(localiseRefs(resolveRef<JsonSchema>(document, success.schema), used) as JsonSchema),
      }))
    : undefined;
  const readOnly = operation.method === 'get';
  return {
    name: operation.operationId,
    title: operation.summary,
    description: operation.description ? `${operation.summary}\n\n${operation.description.trim()}` : operation.summary,
    // Nullable members as anyOf branches: type lists are less portable across MCP clients.
    inputSchema: portableSchema(inputSchema),
    ...(outputSchema ? { outputSchema: portableSchema(outputSchema) } : {}),
    annotations: {
      title: operation.summary,
      readOnlyHint: readOnly,
      destructiveHint: operation.method === 'delete',
      idempotentHint: readOnly || operation.idempotent,
      openWorldHint: false,
    },
    inputMapping: mapping,
  };
}

function operationsModule(operations: SpecOperation[]): string {
  const imports = operations
    .map((operation) => `import { handler as ${operation.operationId} } from '../${handlerModulePath(operation)}';`)
    .join('\n');
  const rows = operations
    .map((operation) => {
      const fields = {
        operationId: operation.operationId,
        method: operation.method,
        path: operation.path,
        tag: operation.tag,
        scopes: operation.scopes,
        public: operation.public,
        idempotent: operation.idempotent,
        successStatus: operation.successResponses[0]?.status ?? 200,
        handlerModule: handlerModulePath(operation),
      };
      const literal = JSON.stringify(fields)
        .slice(1, -1)
        .replace(/,"/g, ', "')
        .replace(/"(\w+)":/g, '$1: ');
      const id = operation.operationId;
      return `  ${id}: { ${literal}, handler: ${id} satisfies Handler<'${id}'> },`;
    })
    .join('\n');
  return `${header}// The operation table: each operation of the contract bound to its handler module. The
// \`satisfies\` clauses fail compilation when a handler's input or reply drifts from the spec.
import type { Handler } from '../app/http/handler.ts';
${imports}

export const operationTable = {
${rows}
} as const;

export type OperationRoute = (typeof operationTable)[keyof typeof operationTable];
`;
}

function handlerScaffold(operationId: string): string {
  return `// ${operationId}: not built yet; answers the shared 501 problem until its issue lands.
import { pending } from '../../app/http/handler.ts';
import type { Handler } from '../../app/http/handler.ts';

export const handler: Handler<'${operationId}'> = pending;
`;
}

async function main(): Promise<void> {
  const document = specDocument();
  const operations = specOperations(document);
  mkdirSync(generatedDir, { recursive: true });

  const ast = await openapiTS(new URL(`file://${specPath}`));
  write('generated/api.d.ts', `${header}${astToString(ast)}`);

  write('generated/operations.ts', operationsModule(operations));

  const tools = operations.map((operation) => mcpTool(document, operation));
  write(
    'generated/mcp-tools.ts',
    `${header}// One MCP tool per operation: name = operationId, input = path + query + body members.
import type { McpToolDefinition } from '../app/mcp-tool-definition.ts';

export const mcpTools: McpToolDefinition[] = ${JSON.stringify(tools, null, 2)};
`,
  );

  for (const operation of operations) {
    const modulePath = handlerModulePath(operation);
    if (!existsSync(path.join(projectRoot, modulePath))) write(modulePath, handlerScaffold(operation.operationId));
  }
  const known = new Set(operations.map(handlerModulePath));
  const handlersRoot = path.join(projectRoot, 'handlers');
  for (const folder of existsSync(handlersRoot) ? readdirSync(handlersRoot) : []) {
    for (const file of readdirSync(path.join(handlersRoot, folder))) {
      if (!known.has(`handlers/${folder}/${file}`))
        console.warn(`handlers/${folder}/${file} matches no operation in the spec`);
    }
  }
}

await main();
