// Checks a response against the contract: its status must be documented (or covered by `default`),
// its content type must be the documented one and its body must match the schema. The test suite
// turns this on for every response (VALIDATE_RESPONSES), so a handler cannot drift from the spec.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { resolveRef, specOperations } from '../spec.ts';
import type { OpenApiDocument } from '../spec.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  return ajv;
}

const pointerEscape = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

export class ResponseContract {
  private readonly ajv = createAjv();
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly operations: Map<string, { path: string; method: string }>;
  private readonly document: OpenApiDocument;

  constructor(document: OpenApiDocument) {
    this.document = document;
    this.ajv.addSchema(document, 'openapi.json');
    this.operations = new Map(specOperations(document).map((operation) => [operation.operationId, operation]));
  }

  /** Returns what is wrong with the response, or an empty list when it matches the contract. */
  check(operationId: string, status: number, contentType: string | undefined, body: unknown): string[] {
    const operation = this.operations.get(operationId);
    if (!operation) return [`unknown operation ${operationId}`];
    const responses = (this.document.paths[operation.path][operation.method] as { responses: Record<string, unknown> })
      .responses;
    const key =
      String(status) in responses
        ? String(status)
        : `${String(status)[0]}XX` in responses
          ? `${String(status)[0]}XX`
          : 'default';
    if (!(key in responses)) return [`status ${status} is not documented for ${operationId}`];
    // Follow a `$ref: '#/components/responses/X'` so the schema pointer below exists literally.
    let location = ['paths', operation.path, operation.method, 'responses', key].map(pointerEscape).join('/');
    let raw = responses[key] as { $ref?: string };
    while (typeof raw?.$ref === 'string') {
      location = raw.$ref.slice(2);
      raw = resolveRef<{ $ref?: string }>(this.document, { $ref: raw.$ref });
    }
    const response = raw as { content?: Record<string, { schema?: unknown }> };
    const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
    if (!response.content) {
      return body === undefined || body === ''
        ? []
        : [`${operationId} ${status} is documented without a body but sent one`];
    }
    if (!mediaType || !(mediaType in response.content)) {
      return [
        `${operationId} ${status} sent content type ${mediaType ?? '(none)'}; ` +
          `documented: ${Object.keys(response.content).join(', ')}`,
      ];
    }
    const pointer = `${location}/content/${pointerEscape(mediaType)}/schema`;
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi.json#/${pointer}` });
      this.validators.set(pointer, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${operationId} ${status} body${error.instancePath || ''} ${error.message}`,
    );
  }
}
