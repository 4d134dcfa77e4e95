// Idempotency-Key for every operation the contract marks idempotent. A record per principal,
// operation and key holds the request's fingerprint and, once the first request has finished,
// its response: a replay returns that response, a different request with the key is 422, a retry
// while the first still runs is 409. 5xx results are not kept, so they can be retried.
import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { now } from '../clock.ts';
import {
  claimIdempotencyKey,
  deleteExpiredIdempotencyRecords,
  deleteIdempotencyRecord,
  findIdempotencyRecord,
  storeIdempotentResponse,
} from '../../db/queries/kernel.ts';
import type { IdempotencyId } from '../../db/queries/kernel.ts';
import { ProblemError } from './problem.ts';

const retentionMs = 24 * 3600_000;
/** A record still in flight after this long belongs to a process that died; it is taken over. */
const abandonedAfterMs = 5 * 60_000;

export interface IdempotentRequest {
  principal: string;
  operationId: string;
  key: string;
  method: string;
  path: string;
  body: unknown;
}

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body?: unknown;
}

/** JSON with object keys sorted, so the same body always has the same fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function fingerprint(request: Pick<IdempotentRequest, 'method' | 'path' | 'body'>): string {
  return createHash('sha256')
    .update(`${request.method.toUpperCase()}\n${request.path}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

export const idempotencyMismatch = () =>
  new ProblemError(
    422,
    'idempotency_mismatch',
    'This Idempotency-Key was already used with a different request (method, path or body) ' +
      'in the last 24 hours. Use a new key.',
  );

export const idempotencyConflict = () =>
  new ProblemError(
    409,
    'idempotency_conflict',
    'A request with this Idempotency-Key is still being processed. Retry shortly to get its result.',
    {
      headers: { 'Retry-After': '1' },
    },
  );

/**
 * Runs `execute` at most once per key: returns the stored response with `replayed: true` instead
 * when the key was seen, or throws 409/422 as described above.
 */
export async function runIdempotently<R extends StoredResponse>(
  db: Database,
  request: IdempotentRequest,
  execute: () => Promise<R>,
): Promise<{ replayed: false; response: R } | { replayed: true; response: StoredResponse }> {
  const print = fingerprint(request);
  const id = { principal: request.principal, operation_id: request.operationId, key: request.key };
  for (let attempt = 0; attempt < 3; attempt++) {
    const at = now();
    const claimed = await claimIdempotencyKey(db, id, {
      fingerprint: print,
      createdAt: at,
      expiresAt: new Date(at.getTime() + retentionMs),
    });
    if (claimed) {
      await deleteExpiredIdempotencyRecords(db, at);
      return { replayed: false, response: await executeAndStore(db, id, execute) };
    }

    const record = await findIdempotencyRecord(db, id);
    if (!record) continue; // removed meanwhile (a 5xx or expiry): claim it again
    const abandoned = record.status === null && at.getTime() - new Date(record.created_at).getTime() > abandonedAfterMs;
    if (record.expires_at <= at || abandoned) {
      await deleteIdempotencyRecord(db, id, record.created_at);
      continue;
    }
    if (record.fingerprint !== print) throw idempotencyMismatch();
    if (record.status === null) throw idempotencyConflict();
    return {
      replayed: true,
      response: { status: record.status, headers: record.headers ?? {}, body: record.body ?? undefined },
    };
  }
  throw idempotencyConflict();
}

async function executeAndStore<R extends StoredResponse>(
  db: Database,
  id: IdempotencyId,
  execute: () => Promise<R>,
): Promise<R> {
  const forget = () => deleteIdempotencyRecord(db, id);
  let response: R;
  try {
    response = await execute();
  } catch (error) {
    await forget();
    throw error;
  }
  if (response.status >= 500) {
    await forget();
    return response;
  }
  await storeIdempotentResponse(db, id, { ...response, body: response.body });
  return response;
}
