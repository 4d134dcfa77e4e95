// Reads spec/openapi.yaml, the contract. The code generator, the HTTP kernel and the tests all see
// operations through `specOperations`, so they agree on what an operation's scopes, idempotency and
// inputs are.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { projectRoot } from './config.ts';

export const specPath = path.join(projectRoot, 'spec', 'openapi.yaml');

export type JsonSchema = Record<string, unknown>;
/** Scheme name to the scopes it needs; `{}` means no credentials. */
export type SecurityRequirement = Record<string, string[]>;
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description?: string; contact?: { name?: string; url?: string } };
  servers?: { url: string; variables?: Record<string, { default: string }> }[];
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  security?: SecurityRequirement[];
  tags?: { name: string; description?: string }[];
  [key: string]: unknown;
};

// The parts of an operation this module reads, as spec/openapi.yaml writes them. Members that may
// be a $ref are `unknown` until resolveRef has followed them.
interface OperationObject {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: unknown[];
  security?: SecurityRequirement[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

interface ParameterObject {
  name: string;
  in: SpecParameter['in'];
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

/** A request body or a response: its schema per media type. */
interface ContentObject {
  required?: boolean;
  content?: Record<string, { schema?: JsonSchema } | undefined>;
}

export const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface SpecParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface SpecOperation {
  operationId: string;
  method: HttpMethod;
  path: string;
  tag: string;
  summary: string;
  description: string;
  /** Scopes required; empty for public operations. */
  scopes: string[];
  /** Callable without credentials (the security requirements include `{}`). */
  public: boolean;
  /** Takes the Idempotency-Key header. */
  idempotent: boolean;
  parameters: SpecParameter[];
  requestBody: { required: boolean; schema: JsonSchema } | undefined;
  /** 2xx responses with their JSON schema (undefined when the response has no body). */
  successResponses: { status: number; schema: JsonSchema | undefined }[];
}

let cachedText: string | undefined;
let cachedDocument: OpenApiDocument | undefined;

export function specText(): string {
  cachedText ??= readFileSync(specPath, 'utf8');
  return cachedText;
}

/** The parsed contract. Callers must not mutate it (structuredClone first). */
export function specDocument(): OpenApiDocument {
  cachedDocument ??= YAML.parse(specText()) as OpenApiDocument;
  return cachedDocument;
}

export function resolveRef<T = Record<string, unknown>>(document: OpenApiDocument, value: unknown): T {
  type Node = Record<string, unknown> | undefined;
  let current = value as Node;
  const seen = new Set<string>();
  while (current && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (!ref.startsWith('#/') || seen.has(ref)) throw new Error(`Unsupported or circular $ref ${ref}`);
    seen.add(ref);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<Node>((node, key) => node?.[key] as Node, document);
    if (current === undefined) throw new Error(`Dangling $ref ${ref}`);
  }
  return current as T;
}

export function specOperations(document: OpenApiDocument = specDocument()): SpecOperation[] {
  const result: SpecOperation[] = [];
  for (const [pathTemplate, pathItem] of Object.entries(document.paths)) {
    const shared = (pathItem.parameters as unknown[] | undefined) ?? [];
    for (const method of httpMethods) {
      const operation = pathItem[method] as OperationObject | undefined;
      if (!operation) continue;
      const parameters = [...shared, ...(operation.parameters ?? [])].map((raw) => {
        const parameter = resolveRef<ParameterObject>(document, raw);
        return {
          name: parameter.name,
          in: parameter.in,
          required: parameter.required === true,
          description: parameter.description,
          schema: parameter.schema ?? {},
        } satisfies SpecParameter;
      });
      const security = operation.security ?? document.security ?? [];
      const scopes = [...new Set(security.flatMap((requirement) => Object.values(requirement).flat()))];
      const body = operation.requestBody ? resolveRef<ContentObject>(document, operation.requestBody) : undefined;
      const successResponses = Object.entries(operation.responses ?? {})
        .filter(([status]) => /^2\d\d$/.test(status))
        .map(([status, raw]) => {
          const response = resolveRef<ContentObject>(document, raw);
          return { status: Number(status), schema: response.content?.['application/json']?.schema };
        });
      result.push({
        operationId: operation.operationId,
        method,
        path: pathTemplate,
        // An operation without a tag fails test/contract/operations.test.ts.
        tag: operation.tags?.[0] ?? '',
        summary: operation.summary ?? '',
        description: operation.description ?? '',
        scopes,
        public: security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0),
        idempotent: parameters.some(
          (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key',
        ),
        parameters,
        requestBody: body
          ? { required: body.required === true, schema: body.content?.['application/json']?.schema ?? {} }
          : undefined,
        successResponses,
      });
    }
  }
  return result;
}

/** handlers/<tag as kebab-case>/<operationId>.ts */
export function handlerModulePath(operation: Pick<SpecOperation, 'tag' | 'operationId'>): string {
  const folder = operation.tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `handlers/${folder}/${operation.operationId}.ts`;
}
