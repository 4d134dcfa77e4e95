// The HTTP kernel: routes /v1 requests by the contract (openapi-backend), rejects what the spec
// rejects with a 400 problem naming each bad field, and only then calls the operation's handler
// from the generated table. Handlers never see an invalid request.
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { OpenAPIBackend } from 'openapi-backend';
import type { Context as RoutingContext } from 'openapi-backend';
import type { ErrorObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Logger } from 'pino';
import { operationTable } from '../../generated/operations.ts';
import type { OperationRoute } from '../../generated/operations.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { httpMethods } from '../spec.ts';
import type { OpenApiDocument } from '../spec.ts';
import type { HandlerContext, HandlerInput, OperationId, Principal } from './handler.ts';
import { insufficientScope, invalidRequest, ProblemError, toProblem, unauthorized } from './problem.ts';
import type { FieldError } from './problem.ts';
import { ResponseContract } from './response-contract.ts';
import { sendProblem } from './send-problem.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** Resolves the caller from the request's credentials; null when there are none. */
export type Authenticator = (req: Request) => Promise<Principal | null>;

export interface KernelDependencies {
  document: OpenApiDocument;
  db: Database;
  config: Config;
  log: Logger;
  /** Until an authenticator is configured every caller is anonymous. */
  authenticate?: Authenticator;
}

/** Ajv's instancePath as seen by openapi-backend -> a pointer into {path, query, headers, body}. */
function fieldError(error: ErrorObject): FieldError {
  const [, area = '', ...rest] = error.instancePath.split('/');
  const root = ({ requestBody: 'body', header: 'headers', path: 'path', query: 'query' } as Record<string, string>)[area] ?? area;
  let segments = rest;
  let detail = error.message ?? 'is invalid';
  if (error.keyword === 'required') {
    segments = [...rest, String(error.params.missingProperty)];
    detail = 'is required';
  } else if (error.keyword === 'additionalProperties') {
    segments = [...rest, String(error.params.additionalProperty)];
    detail = root === 'query' ? 'is not a parameter of this operation' : 'is not an allowed member';
  } else if (error.keyword === 'enum') {
    detail = `must be one of: ${(error.params.allowedValues as unknown[]).join(', ')}`;
  }
  if (root === 'body' && segments.length === 0 && error.keyword === 'required') {
    return { pointer: '/body', detail: 'a JSON request body is required' };
  }
  return { pointer: `/${[root, ...segments].filter(Boolean).join('/')}`, detail };
}

/** Ajv reports each failing branch of a type union; keep one error per field, the most telling. */
function uniqueFieldErrors(errors: ErrorObject[]): FieldError[] {
  const byPointer = new Map<string, FieldError>();
  for (const error of errors) {
    if (error.keyword === 'if' || error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    const field = fieldError(error);
    if (!byPointer.has(field.pointer)) byPointer.set(field.pointer, field);
  }
  return [...byPointer.values()];
}

/**
 * openapi-backend checks documents against the OpenAPI 3.0 schema, which rejects 3.1 keywords. The
 * contract is checked by a 3.1-aware linter instead (`make lint`), so that check is skipped here.
 */
class ContractBackend extends OpenAPIBackend {
  override validateDefinition() {
    return this.definition;
  }
}

/**
 * Security is enforced by runOperation from the generated table (credentials, then scopes, then
 * validation), so openapi-backend only routes and validates and is given the spec without it.
 */
function withoutSecurity(document: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(document);
  delete copy.security;
  for (const pathItem of Object.values(copy.paths)) {
    for (const method of httpMethods) delete (pathItem[method] as { security?: unknown } | undefined)?.security;
  }
  return copy;
}

export async function createKernel(deps: KernelDependencies): Promise<(req: Request, res: Response) => Promise<void>> {
  const api = new ContractBackend({
    definition: withoutSecurity(deps.document) as never,
    apiRoot: '/',
    strict: true,
    coerceTypes: true,
    // Validation runs inside runOperation, after authentication; see there.
    validate: () => false,
    ajvOpts: { strict: false, allErrors: true, useDefaults: true },
    customizeAjv: (_default, options) => {
      const ajv = new Ajv2020({ ...options, strict: false });
      addFormats(ajv);
      return ajv as never;
    },
  });
  await api.init();
  const contract = deps.config.validateResponses ? new ResponseContract(deps.document) : undefined;

  api.register({
    notFound: (_c: RoutingContext, req: Request, res: Response) =>
      sendProblem(req, res, new ProblemError(404, 'not_found', `No operation at ${req.method} ${req.originalUrl.split('?')[0]}.`)),
    methodNotAllowed: (_c: RoutingContext, req: Request, res: Response) => {
      const allowed = httpMethods.filter((method) => api.router.matchOperation({ method, path: req.path, headers: {} }));
      sendProblem(req, res, new ProblemError(405, 'method_not_allowed', `${req.method} is not allowed here; use ${allowed.join(' or ').toUpperCase()}.`, {
        headers: { Allow: allowed.map((method) => method.toUpperCase()).join(', ') },
      }));
    },
  });

  for (const route of Object.values(operationTable) as OperationRoute[]) {
    api.register(route.operationId, (c: RoutingContext, req: Request, res: Response) => runOperation(route, c, req, res));
  }

  async function runOperation(route: OperationRoute, c: RoutingContext, req: Request, res: Response): Promise<void> {
    const principal = (await deps.authenticate?.(req)) ?? null;
    if (!route.public) {
      if (!principal) return sendProblem(req, res, unauthorized());
      const missing = route.scopes.filter((scope) => !principal.scopes.includes(scope));
      if (missing.length) return sendProblem(req, res, insufficientScope(missing));
    }
    const validation = api.validator.validateRequest(c.request as never, c.operation);
    if (validation.errors) return sendProblem(req, res, invalidRequest(uniqueFieldErrors(validation.errors as ErrorObject[])));

    const context: HandlerContext = {
      operationId: route.operationId as OperationId,
      db: deps.db,
      config: deps.config,
      log: req.log,
      requestId: String(req.id),
      principal,
    };
    const input: HandlerInput<never> = {
      path: (validation.coerced?.params ?? {}) as never,
      query: (validation.coerced?.query ?? {}) as never,
      body: req.body as never,
      headers: req.headers as Record<string, string | undefined>,
    };
    try {
      const reply = await (route.handler as (input: unknown, context: HandlerContext) => Promise<{ status: number; body: unknown; headers?: Record<string, string> }>)(input, context);
      const mismatches = contract?.check(route.operationId, reply.status, 'application/json', reply.body) ?? [];
      if (mismatches.length) return reportMismatch(req, res, mismatches);
      res.status(reply.status).set(reply.headers ?? {});
      if (reply.body === undefined) return void res.end();
      const payload = JSON.stringify(reply.body);
      if (route.public && route.method === 'get') {
        // Public reads are the same for every caller: cacheable, and revalidated with If-None-Match.
        const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
        res.set({ ETag: etag, 'Cache-Control': 'public, max-age=60' });
        if (ifNoneMatch(req.headers['if-none-match'], etag)) return void res.status(304).end();
      } else {
        res.set('Cache-Control', 'no-store');
      }
      res.type('application/json').send(payload);
    } catch (error) {
      const problem = toProblem(error);
      if (problem.status >= 500 && problem.status !== 501) req.log.error({ err: error }, 'handler failed');
      const mismatches = contract?.check(route.operationId, problem.status, 'application/problem+json', problem.body()) ?? [];
      if (mismatches.length) return reportMismatch(req, res, mismatches);
      sendProblem(req, res, problem);
    }
  }

  return async (req, res) => {
    await api.handleRequest(
      { method: req.method, path: req.path, query: req.query as Record<string, string>, headers: req.headers as Record<string, string>, body: req.body },
      req,
      res,
    );
  };
}

/** RFC 9110 If-None-Match: `*` or any listed tag, compared weakly. */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** A response that breaks the contract becomes a 500 naming the mismatch, and is recorded for tests. */
export const responseMismatches: string[] = [];

function reportMismatch(req: Request, res: Response, mismatches: string[]): void {
  responseMismatches.push(...mismatches);
  req.log.error({ mismatches }, 'response does not match the contract');
  sendProblem(req, res, new ProblemError(500, 'response_contract_violation', `The response broke the contract: ${mismatches.join('; ')}`));
}
