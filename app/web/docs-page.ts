// /docs: the API reference, rendered once at start-up from spec/openapi.yaml through the same
// `specOperations` view the kernel and the code generator use, so it cannot drift from the API.
import type { Config } from '../config.ts';
import { resolveRef, specDocument, specOperations } from '../spec.ts';
import type { OpenApiDocument, SpecOperation } from '../spec.ts';
import { escapeHtml } from './layout.ts';
import { renderMarkdown } from './markdown.ts';

/** The JSON Schema keywords this page shows; subschemas may still be $refs. */
interface Schema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

/** A schema with its $refs resolved and allOf members merged, enough to list a body's members. */
function flatten(document: OpenApiDocument, raw: unknown): Schema {
  const schema = resolveRef<Schema>(document, raw);
  if (!Array.isArray(schema.allOf)) return schema;
  const parts = schema.allOf.map((part) => flatten(document, part));
  return {
    ...schema,
    type: 'object',
    properties: Object.fromEntries([...parts, schema].flatMap((part) => Object.entries(part.properties ?? {}))),
    required: parts.flatMap((part) => part.required ?? []).concat(schema.required ?? []),
  };
}

function typeName(document: OpenApiDocument, raw: unknown): string {
  const schema = flatten(document, raw);
  const types = ([] as string[]).concat(
    schema.type ?? (schema.anyOf || schema.oneOf ? 'one of several shapes' : 'any'),
  );
  return types
    .map((type) => (type === 'array' && schema.items ? `array of ${typeName(document, schema.items)}` : String(type)))
    .join(' or ');
}

/** The limits a value must respect, as the request validator applies them. */
function bounds(document: OpenApiDocument, raw: unknown): string {
  const schema = flatten(document, raw);
  const parts: string[] = [];
  if (schema.enum)
    parts.push(`one of ${schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(', ')}`);
  if (schema.format) parts.push(`format ${escapeHtml(schema.format)}`);
  const limits: ['minimum' | 'exclusiveMinimum' | 'maximum' | 'exclusiveMaximum', string][] = [
    ['minimum', '≥'],
    ['exclusiveMinimum', '>'],
    ['maximum', '≤'],
    ['exclusiveMaximum', '<'],
  ];
  for (const [key, sign] of limits) if (typeof schema[key] === 'number') parts.push(`${sign} ${schema[key]}`);
  if (schema.minLength !== undefined && schema.minLength === schema.maxLength)
    parts.push(`exactly ${schema.minLength} characters`);
  else if (schema.minLength !== undefined || schema.maxLength !== undefined)
    parts.push(`${schema.minLength ?? 0}–${schema.maxLength ?? '∞'} characters`);
  if (schema.minItems !== undefined || schema.maxItems !== undefined)
    parts.push(`${schema.minItems ?? 0}–${schema.maxItems ?? '∞'} items`);
  if (schema.pattern) parts.push(`pattern <code>${escapeHtml(schema.pattern)}</code>`);
  if (schema.default !== undefined) parts.push(`default <code>${escapeHtml(JSON.stringify(schema.default))}</code>`);
  return parts.join('; ');
}

const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((cell) => `<th scope="col">${cell}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

function operationHtml(document: OpenApiDocument, operation: SpecOperation): string {
  const parameters = operation.parameters.map((parameter) => [
    `<code>${escapeHtml(parameter.name)}</code>`,
    escapeHtml(parameter.in),
    parameter.required ? 'yes' : 'no',
    escapeHtml(typeName(document, parameter.schema)),
    bounds(document, parameter.schema),
    renderMarkdown(parameter.description ?? (parameter.schema.description as string | undefined) ?? ''),
  ]);
  let body = '';
  if (operation.requestBody) {
    const schema = flatten(document, operation.requestBody.schema);
    const required = new Set<string>(schema.required ?? []);
    const members = Object.entries(schema.properties ?? {}).map(([name, member]) => [
      `<code>${escapeHtml(name)}</code>`,
      required.has(name) ? 'yes' : 'no',
      escapeHtml(typeName(document, member)),
      bounds(document, member),
      renderMarkdown(String(flatten(document, member).description ?? member.description ?? '')),
    ]);
    body = `<h4>Request body${operation.requestBody.required ? '' : ' (optional)'}</h4>${
      members.length
        ? table(['Member', 'Required', 'Type', 'Bounds', 'Description'], members)
        : `<p>${escapeHtml(typeName(document, schema))}</p>`
    }`;
  }
  const scopes = operation.scopes.map((scope) => `<code>${escapeHtml(scope)}</code>`).join(', ');
  const access = operation.public
    ? 'Public: no credentials needed.'
    : `Signed in, with scope${operation.scopes.length === 1 ? '' : 's'} ${scopes}.`;
  const parameterTable = parameters.length
    ? `<h4>Parameters</h4>${table(['Name', 'In', 'Required', 'Type', 'Bounds', 'Description'], parameters)}`
    : '';
  return `<section class="operation" id="${escapeHtml(operation.operationId)}">
<h3><span class="method">${operation.method}</span> <code>/v1${escapeHtml(operation.path)}</code></h3>
<p><strong>${escapeHtml(operation.summary)}</strong> · MCP tool <code>${escapeHtml(operation.operationId)}</code></p>
<p>${access}${operation.idempotent ? ' Accepts an <code>Idempotency-Key</code> header (safe to retry).' : ''}</p>
${renderMarkdown(operation.description, { headingOffset: 3 })}
${parameterTable}
${body}
</section>`;
}

/** The page's title and body. */
export function docsPage(
  config: Pick<Config, 'publicUrl'>,
  document: OpenApiDocument = specDocument(),
): { title: string; body: string } {
  const operations = specOperations(document);
  const declaredTags = document.tags ?? [];
  const tags = [
    ...declaredTags,
    ...[...new Set(operations.map((op) => op.tag))]
      .filter((tag) => !declaredTags.some((t) => t.name === tag))
      .map((name) => ({ name, description: '' })),
  ];
  const tagId = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const groups = tags
    .map((tag) => ({ tag, operations: operations.filter((op) => op.tag === tag.name) }))
    .filter((group) => group.operations.length);
  const contents = groups
    .map(
      ({ tag, operations: ops }) =>
        `<li><a href="#${tagId(tag.name)}">${escapeHtml(tag.name)}</a><ul>${ops
          .map(
            (op) => `<li><a href="#${escapeHtml(op.operationId)}">${escapeHtml(op.summary || op.operationId)}</a></li>`,
          )
          .join('')}</ul></li>`,
    )
    .join('');
  return {
    title: `${document.info.title} ${document.info.version}`,
    body: `<p class="lede">${operations.length} operations at <code>${escapeHtml(config.publicUrl)}/v1</code>,
each also an MCP tool of the same name at <code>${escapeHtml(config.publicUrl)}/mcp</code>.</p>
<p>The contract as a file: <a href="/v1/openapi.json">openapi.json</a> · <a href="/v1/openapi.yaml">openapi.yaml</a></p>
<nav aria-label="Operations"><h2>Contents</h2><ul><li><a href="#overview">Overview</a></li>${contents}</ul></nav>
<section id="overview"><h2>Overview</h2>
${renderMarkdown(document.info.description ?? '', { headingOffset: 1 })}</section>
${groups
  .map(
    ({ tag, operations: ops }) => `<section id="${tagId(tag.name)}"><h2>${escapeHtml(tag.name)}</h2>
${tag.description ? `<p>${escapeHtml(tag.description)}</p>` : ''}
${ops.map((op) => operationHtml(document, op)).join('\n')}</section>`,
  )
  .join('\n')}`,
  };
}
