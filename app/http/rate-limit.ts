// Fixed-window rate limits with the counters in PostgreSQL, so every API process shares them. One
// atomic upsert per request counts the hit and returns the window's total.
import type { RateLimitSetting } from '../config.ts';
import type { Database } from '../db/database.ts';
import { now } from '../clock.ts';
import { countHit, deleteWindowsBefore } from '../../db/queries/kernel.ts';
import { ProblemError } from './problem.ts';

export interface RateLimitOutcome {
  allowed: boolean;
  /** IETF draft-ietf-httpapi-ratelimit-headers: `RateLimit` and `RateLimit-Policy`. */
  headers: Record<string, string>;
  retryAfterSeconds: number;
}

/** Counts one request against `bucket` (e.g. `account:<id>` or `ip:<address>`) under `policy`. */
export async function countRequest(
  db: Database,
  policyName: 'ip' | 'account' | 'page' | 'drafts' | 'crawl-host' | 'site-actions',
  bucket: string,
  setting: RateLimitSetting,
): Promise<RateLimitOutcome> {
  const at = now().getTime();
  const windowMs = setting.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(at / windowMs) * windowMs);
  const hits = await countHit(db, bucket, windowStart);
  if (hits === 1) {
    // The first hit of a new window sweeps windows that ended long ago (windows are at most an hour).
    await deleteWindowsBefore(db, new Date(at - 2 * 3600_000));
  }
  const resetSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - at) / 1000));
  const remaining = Math.max(0, setting.limit - hits);
  return {
    allowed: hits <= setting.limit,
    retryAfterSeconds: resetSeconds,
    headers: {
      'RateLimit-Policy': `"${policyName}";q=${setting.limit};w=${setting.windowSeconds}`,
      RateLimit: `"${policyName}";r=${remaining};t=${resetSeconds}`,
    },
  };
}

export const rateLimited = (outcome: RateLimitOutcome, what = 'requests') =>
  new ProblemError(
    429,
    'rate_limited',
    `Too many ${what}; the quota is used up for this window. Retry in ${outcome.retryAfterSeconds} s.`,
    {
      headers: { ...outcome.headers, 'Retry-After': String(outcome.retryAfterSeconds) },
    },
  );
