// The shape every handler module has, derived from the generated types of the contract. A handler
// whose input or reply does not match its operation in spec/openapi.yaml fails to compile.
import type { Logger } from 'pino';
import type { operations } from '../../generated/api.d.ts';
import type { Config } from '../config.ts';
import type { Database, SearchDatabase } from '../db/database.ts';
import { notImplemented } from './problem.ts';

export type OperationId = keyof operations;

type Or<T, Fallback> = [T] extends [never] ? Fallback : [T] extends [undefined] ? Fallback : T;
type Parameters<O extends OperationId, In extends string> = Or<
  NonNullable<operations[O]['parameters'] extends infer P ? (P extends { [K in In]?: infer V } ? V : never) : never>,
  Record<string, never>
>;

export type PathParams<O extends OperationId> = Parameters<O, 'path'>;
export type QueryParams<O extends OperationId> = Parameters<O, 'query'>;
export type RequestBody<O extends OperationId> = operations[O] extends { requestBody?: infer B }
  ? NonNullable<B> extends { content: { 'application/json': infer J } }
    ? J
    : undefined
  : undefined;

type Responses<O extends OperationId> = operations[O]['responses'];
export type SuccessStatus<O extends OperationId> = Extract<keyof Responses<O>, 200 | 201 | 202 | 204>;
export type SuccessBody<O extends OperationId, S extends SuccessStatus<O>> = Responses<O>[S] extends {
  content: { 'application/json': infer J };
}
  ? J
  : undefined;

/** Who is calling. Filled in by the authentication layer; null for anonymous calls. */
export interface Principal {
  accountId: string;
  scopes: string[];
  /** How these credentials were granted: an API key or an OAuth client's access token. */
  grant: { method: 'api_key'; keyId: number; name: string; prefix: string } | { method: 'oauth'; clientId: string };
}

export interface HandlerContext {
  operationId: OperationId;
  db: Database;
  /** search_listings' own pool (its planner settings on every connection). */
  searchDb: SearchDatabase;
  config: Config;
  log: Logger;
  requestId: string;
  principal: Principal | null;
}

/** What a handler receives: parameters and body after validation, with the spec's defaults applied. */
export interface HandlerInput<O extends OperationId> {
  path: PathParams<O>;
  query: QueryParams<O>;
  body: RequestBody<O>;
  headers: Record<string, string | undefined>;
}

export type HandlerReply<O extends OperationId> = {
  [S in SuccessStatus<O>]: { status: S; body: SuccessBody<O, S>; headers?: Record<string, string> };
}[SuccessStatus<O>];

export type Handler<O extends OperationId> = (
  input: HandlerInput<O>,
  context: HandlerContext,
) => Promise<HandlerReply<O>>;

/**
 * The handler of every operation whose issue has not landed: one shared 501 problem instead of a
 * copy per module. `make verify` lists the operations still bound to it.
 */
export const pending = async (_input: unknown, context: HandlerContext): Promise<never> => {
  throw notImplemented(context.operationId);
};
