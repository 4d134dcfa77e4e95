// The path and query parameters a page hands to an operation's handler, checked against that
// operation's parameters in the contract the way the kernel checks an API request (types coerced
// from the query string, defaults applied, unknown parameters refused): a page's address that the
// API would reject never reaches a handler either.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FieldError } from '../http/problem.ts';
import { invalidRequest } from '../http/problem.ts';
import { specDocument, specOperations } from '../spec.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true, coerceTypes: true, useDefaults: true }));
const validators = new Map<string, { path: ValidateFunction; query: ValidateFunction }>();

function validatorsOf(operationId: string) {
  let found = validators.get(operationId);
  if (found) return found;
  const operation = specOperations().find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`No operation ${operationId} in the contract`);
  const compile = (place: 'path' | 'query') => {
    const parameters = operation.parameters.filter((parameter) => parameter.in === place);
    return ajv.compile({
      type: 'object',
      properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
      required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
      additionalProperties: false,
      // Parameter schemas may point into the document's components.
      components: specDocument().components,
    });
  };
  found = { path: compile('path'), query: compile('query') };
  validators.set(operationId, found);
  return found;
}

function fieldErrors(place: 'path' | 'query', validate: ValidateFunction): FieldError[] {
  return (validate.errors ?? []).map((error) => {
    const name =
      error.keyword === 'required'
        ? String(error.params.missingProperty)
        : error.keyword === 'additionalProperties'
          ? String(error.params.additionalProperty)
          : error.instancePath.split('/')[1];
    const detail =
      error.keyword === 'required'
        ? 'is required'
        : error.keyword === 'additionalProperties'
          ? 'is not a parameter of this page'
          : error.keyword === 'enum'
            ? `must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`
            : (error.message ?? 'is invalid');
    return { pointer: `/${place}/${name}`, detail };
  });
}

/** The operation's inputs with the contract's defaults, or a 400 problem naming each wrong parameter. */
export function operationInput(
  operationId: string,
  input: { path?: Record<string, unknown>; query?: Record<string, unknown> },
): { path: Record<string, unknown>; query: Record<string, unknown> } {
  const { path: validatePath, query: validateQuery } = validatorsOf(operationId);
  const path = { ...input.path };
  // Empty fields of a GET form mean "not given", as a person leaving a filter blank means.
  const query = Object.fromEntries(Object.entries(input.query ?? {}).filter(([, value]) => value !== ''));
  const errors = [
    ...(validatePath(path) ? [] : fieldErrors('path', validatePath)),
    ...(validateQuery(query) ? [] : fieldErrors('query', validateQuery)),
  ];
  if (errors.length) throw invalidRequest(errors);
  return { path, query };
}
