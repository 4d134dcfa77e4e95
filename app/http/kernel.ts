// The HTTP kernel: routes /v1 requests by the contract (openapi-backend), rejects what the spec
// rejects with a 400 problem naming each bad field, and only then calls the operation's handler
// from the generated table. Handlers never see an invalid request.
import { OpenAPIBackend } from 'openapi-backend';
import type { Operation, Context as RoutingContext, Request as RoutedRequest } from 'openapi-backend';
import type { ErrorObject } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Logger } from 'pino';
import { operationTable } from '../../generated/operations.ts';
import type { OperationRoute } from '../../generated/operations.ts';
import type { Config } from '../config.ts';
import type { Database, SearchDatabase } from '../db/database.ts';
import { httpMethods } from '../spec.ts';
import type { OpenApiDocument } from '../spec.ts';
import type { HandlerContext, HandlerInput, Principal } from './handler.ts';
import { resourceMetadataUrl } from '../auth/resources.ts';
import { runIdempotently } from './idempotency.ts';
import { insufficientScope, invalidRequest, ProblemError, toProblem, unauthorized } from './problem.ts';
import { countRequest, rateLimited } from './rate-limit.ts';
import type { FieldError } from './problem.ts';
import { ResponseContract } from './response-contract.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/**
 * A request as the kernel sees it, whichever door it came through (REST or an MCP tool call).
 * Header names are lower case; `path` is below /v1.
 */
export interface KernelRequest {
  /** Which door the request came through: the REST API under /v1 or an MCP tool call at /mcp. */
  door: 'rest' | 'mcp';
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string | undefined>;
  body: unknown;
  /** The path the client addressed, reported as a problem's `instance`. */
  instance: string;
  requestId: string;
  ip: string;
  log: Logger;
  /**
   * Set only by the site's pages (app/web/dashboard/operations.ts) for the person signed in there, whose
   * session cookie and form token the page has checked; REST and MCP requests are authenticated from
   * their credentials instead. Never read from a request.
   */
  sessionPrincipal?: Principal;
}

export interface KernelResponse {
  status: number;
  headers: Record<string, string>;
  /** JSON body; undefined for an empty response. */
  body?: unknown;
  contentType?: 'application/json' | 'application/problem+json';
  /** The operation that answered, when routing found one. */
  route?: OperationRoute;
}

export interface Kernel {
  handle(request: KernelRequest): Promise<KernelResponse>;
}

/** Resolves the caller from the request's credentials; null when there are none. */
export type Authenticator = (request: KernelRequest) => Promise<Principal | null>;

export interface KernelDependencies {
  document: OpenApiDocument;
  db: Database;
  searchDb: SearchDatabase;
  config: Config;
  log: Logger;
  /** Resolves credentials (app/auth/authenticator.ts in the app). */
  authenticate: Authenticator;
}

export function problemResponse(
  problem: ProblemError,
  request: Pick<KernelRequest, 'instance' | 'requestId'>,
  route?: OperationRoute,
): KernelResponse {
  return {
    status: problem.status,
    headers: problem.headers,
    body: problem.body(request.instance, request.requestId),
    contentType: 'application/problem+json',
    route,
  };
}

/** Ajv's instancePath as seen by openapi-backend -> a pointer into {path, query, headers, body}. */
function fieldError(error: ErrorObject): FieldError {
  const [, area = '', ...rest] = error.instancePath.split('/');
  const root =
    ({ requestBody: 'body', header: 'headers', path: 'path', query: 'query' } as Record<string, string>)[area] ?? area;
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

export async function createKernel(deps: KernelDependencies): Promise<Kernel> {
  const api = new ContractBackend({
    definition: withoutSecurity(deps.document),
    apiRoot: '/',
    strict: true,
    coerceTypes: true,
    // Validation runs inside runOperation, after authentication; see there.
    validate: () => false,
    ajvOpts: { strict: false, allErrors: true, useDefaults: true },
    customizeAjv: (_default, options) => {
      const ajv = new Ajv2020({ ...options, strict: false });
      addFormats(ajv);
      return ajv;
    },
  });
  await api.init();
  // openapi-backend's router rebuilds its list of operations (a lodash pass over the whole spec)
  // twice per request; the document never changes after init, so the list is built once.
  const operations = api.router.getOperations();
  api.router.getOperations = () => operations;
  // A concrete path wins over templated ones whatever the method (OpenAPI: concrete paths are
  // matched before their templated counterparts), so GET /orders/quote is a 405, not get_order
  // for an order numbered "quote". openapi-backend falls through to the templates instead.
  const concretePaths = new Set(operations.filter(({ path }) => !path.includes('{')).map(({ path }) => path));
  const matchOperation = api.router.matchOperation.bind(api.router) as (
    req: RoutedRequest,
    strict: boolean,
  ) => Operation | undefined;
  api.router.matchOperation = ((req: RoutedRequest, strict?: boolean) => {
    const { method, path } = api.router.normalizeRequest(req);
    const routePath = api.router.normalizePath(path);
    if (concretePaths.has(routePath) && !operations.some((op) => op.path === routePath && op.method === method)) {
      if (strict) throw new Error('405-methodNotAllowed: this method is not registered for the route');
      return undefined;
    }
    return matchOperation(req, strict ?? false);
  }) as typeof api.router.matchOperation;
  const contract = deps.config.validateResponses ? new ResponseContract(deps.document) : undefined;

  api.register({
    notFound: (_c: RoutingContext, request: KernelRequest) =>
      problemResponse(
        new ProblemError(404, 'not_found', `No operation at ${request.method} ${request.instance}.`),
        request,
      ),
    methodNotAllowed: (_c: RoutingContext, request: KernelRequest) => {
      const allowed = httpMethods
        .filter((method) => api.router.matchOperation({ method, path: request.path, headers: {} }))
        .map((method) => method.toUpperCase());
      // HEAD is answered wherever GET is (see handle below).
      const allow = allowed.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method]));
      const problem = new ProblemError(
        405,
        'method_not_allowed',
        `${request.method} is not allowed here; use ${allowed.join(' or ')}.`,
        { headers: { Allow: allow.join(', ') } },
      );
      return problemResponse(problem, request);
    },
  });

  for (const route of Object.values(operationTable) as OperationRoute[]) {
    api.register(route.operationId, (c: RoutingContext, request: KernelRequest) => runOperation(route, c, request));
  }

  /**
   * The one pipeline for REST and MCP: credentials, the rate limit (per account, or per IP when
   * anonymous, so failed credentials count too), scopes, validation, idempotency, the handler.
   * Every response of an operation carries the rate-limit headers.
   */
  async function runOperation(
    route: OperationRoute,
    c: RoutingContext,
    request: KernelRequest,
  ): Promise<KernelResponse> {
    const principal = request.sessionPrincipal ?? (await deps.authenticate(request));
    const limit = principal
      ? await countRequest(deps.db, 'account', `account:${principal.accountId}`, deps.config.rateLimits.account)
      : await countRequest(deps.db, 'ip', `ip:${request.ip}`, deps.config.rateLimits.anonymous);
    const response = limit.allowed
      ? await authorizedOperation(route, c, request, principal)
      : problemResponse(rateLimited(limit), request, route);
    const mismatches = contract?.check(route.operationId, response.status, response.contentType, response.body) ?? [];
    if (mismatches.length) {
      responseMismatches.push(...mismatches);
      request.log.error({ mismatches }, 'response does not match the contract');
      return problemResponse(
        new ProblemError(
          500,
          'response_contract_violation',
          `The response broke the contract: ${mismatches.join('; ')}`,
        ),
        request,
        route,
      );
    }
    return { ...response, headers: { ...limit.headers, ...response.headers } };
  }

  async function authorizedOperation(
    route: OperationRoute,
    c: RoutingContext,
    request: KernelRequest,
    principal: Principal | null,
  ): Promise<KernelResponse> {
    if (!route.public) {
      const resourceMetadata = resourceMetadataUrl(deps.config, request.door);
      // On public operations a bad credential is ignored (served as anonymous), as the spec says.
      if (!principal)
        return problemResponse(
          unauthorized({ resourceMetadata, invalidToken: Boolean(request.headers.authorization) }),
          request,
          route,
        );
      const missing = route.scopes.filter((scope) => !principal.scopes.includes(scope));
      if (missing.length) return problemResponse(insufficientScope(missing, { resourceMetadata }), request, route);
    }
    const validation = api.validator.validateRequest(c.request as never, c.operation);
    if (validation.errors) return problemResponse(invalidRequest(uniqueFieldErrors(validation.errors)), request, route);

    const context: HandlerContext = {
      operationId: route.operationId,
      db: deps.db,
      searchDb: deps.searchDb,
      config: deps.config,
      log: request.log,
      requestId: request.requestId,
      principal,
    };
    const input: HandlerInput<never> = {
      path: (validation.coerced?.params ?? {}) as never,
      query: (validation.coerced?.query ?? {}) as never,
      body: request.body as never,
      headers: request.headers,
    };
    const callHandler = () => runHandler(route, input, context, request);
    const idempotencyKey = request.headers['idempotency-key'];
    if (!route.idempotent || idempotencyKey === undefined) return callHandler();
    try {
      const outcome = await runIdempotently(
        deps.db,
        {
          principal: principal ? `account:${principal.accountId}` : `ip:${request.ip}`,
          operationId: route.operationId,
          key: idempotencyKey,
          method: request.method,
          path: request.path,
          body: request.body,
        },
        callHandler,
      );
      if (!outcome.replayed) return outcome.response;
      const { status, headers, body } = outcome.response;
      return {
        status,
        headers: { ...headers, 'Idempotent-Replayed': 'true' },
        body,
        contentType: body === undefined ? undefined : status >= 400 ? 'application/problem+json' : 'application/json',
        route,
      };
    } catch (error) {
      return problemResponse(toProblem(error), request, route);
    }
  }

  async function runHandler(
    route: OperationRoute,
    input: HandlerInput<never>,
    context: HandlerContext,
    request: KernelRequest,
  ): Promise<KernelResponse> {
    try {
      const reply = await (
        route.handler as (
          input: unknown,
          context: HandlerContext,
        ) => Promise<{ status: number; body: unknown; headers?: Record<string, string> }>
      )(input, context);
      return {
        status: reply.status,
        headers: reply.headers ?? {},
        body: reply.body,
        contentType: reply.body === undefined ? undefined : 'application/json',
        route,
      };
    } catch (error) {
      const problem = toProblem(error);
      if (problem.status >= 500 && problem.status !== 501) request.log.error({ err: error }, 'handler failed');
      return problemResponse(problem, request, route);
    }
  }

  return {
    handle: (request) =>
      api.handleRequest(
        {
          // HEAD runs the GET operation (RFC 9110 9.3.2); the REST door sends the headers only.
          method: request.method === 'HEAD' ? 'GET' : request.method,
          path: request.path,
          query: request.query as never,
          headers: request.headers as never,
          body: request.body,
        },
        request,
      ),
  };
}

/** Responses that broke the contract, recorded so the test suite fails the test that caused them. */
export const responseMismatches: string[] = [];
