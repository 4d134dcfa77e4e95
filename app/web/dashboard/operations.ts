// The dashboard acts through the API's own pipeline: each page builds the operation's request
// (path, query, JSON body) and hands it to the kernel with the signed-in person as the caller, so
// the spec's validation, the handler and the problem details are exactly what an API client gets.
import type { Request } from 'express';
import type { OperationId, Principal, SuccessBody, SuccessStatus } from '../../http/handler.ts';
import type { Kernel } from '../../http/kernel.ts';
import { nulPointer } from '../../http/nul-guard.ts';
import { invalidField } from '../../http/problem.ts';
import type { ProblemBody } from '../../http/problem.ts';
import { requestIdText } from '../../http/request-id.ts';
import { allScopes } from '../../auth/scopes.ts';
import { operationTable } from '../../../generated/operations.ts';

export type Outcome<O extends OperationId> =
  { ok: true; body: SuccessBody<O, SuccessStatus<O>> } | { ok: false; problem: ProblemBody };

export interface OperationInput {
  path?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Request headers the operation reads, such as Idempotency-Key. */
  headers?: Record<string, string>;
}

export type CallOperation = <O extends OperationId>(operationId: O, input?: OperationInput) => Promise<Outcome<O>>;

/**
 * A person signed in on the site may do on their own account what any of their credentials could:
 * every scope. The grant names the site, as the checkout page's does.
 */
const sitePrincipal = (accountId: string): Principal => ({
  accountId,
  scopes: allScopes(),
  grant: { method: 'oauth', clientId: 'site-dashboard' },
});

/** The operation's path below /v1 with its parameters filled in. */
function operationPath(template: string, parameters: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(parameters[name] ?? '')));
}

/** Calls operations for the person signed in with `accountId`, through the same kernel as /v1 and /mcp. */
export function operationsFor(kernel: Kernel, req: Request, accountId: string): CallOperation {
  return async <O extends OperationId>(operationId: O, input: OperationInput = {}): Promise<Outcome<O>> => {
    const route = operationTable[operationId];
    const path = operationPath(route.path, input.path ?? {});
    // PostgreSQL text cannot hold NUL: the REST door refuses it before the kernel, and so does the site.
    const nul = nulPointer(input.body, '/body');
    if (nul) return { ok: false, problem: invalidField(nul, 'must not contain NUL characters').body() };
    const response = await kernel.handle({
      door: 'rest',
      method: route.method.toUpperCase(),
      path,
      query: Object.fromEntries(Object.entries(input.query ?? {}).map(([name, value]) => [name, String(value)])),
      headers: {
        ...Object.fromEntries(Object.entries(input.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value])),
        ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: input.body,
      instance: `/v1${path}`,
      requestId: requestIdText(req.id),
      ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      log: req.log,
      sessionPrincipal: sitePrincipal(accountId),
    });
    if (response.status >= 400) return { ok: false, problem: response.body as ProblemBody };
    return { ok: true, body: response.body as SuccessBody<O, SuccessStatus<O>> };
  };
}
