// The request pipeline's own rows: rate-limit counters and idempotency records, shared by every
// API process through PostgreSQL.
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

// ------------------------------------------------------------------ rate limits
/** Counts one hit of `bucket` in the window starting at `windowStart`; the window's total. */
export async function countHit(db: Db, bucket: string, windowStart: Date): Promise<number> {
  const { hits } = await db
    .insertInto('rate_limit_counters')
    .values({ bucket, window_start: windowStart, hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql`rate_limit_counters.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return hits;
}

export async function deleteWindowsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('window_start', '<', before).execute();
}

// ------------------------------------------------------------------ idempotency records
export interface IdempotencyId {
  principal: string;
  operation_id: string;
  key: string;
}

/** Claims the key for a new request; false when a record already holds it. */
export async function claimIdempotencyKey(
  db: Db,
  id: IdempotencyId,
  record: { fingerprint: string; createdAt: Date; expiresAt: Date },
): Promise<boolean> {
  const claimed = await db
    .insertInto('idempotency_records')
    .values({ ...id, fingerprint: record.fingerprint, created_at: record.createdAt, expires_at: record.expiresAt })
    .onConflict((conflict) => conflict.columns(['principal', 'operation_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function deleteExpiredIdempotencyRecords(db: Db, at: Date): Promise<void> {
  await db.deleteFrom('idempotency_records').where('expires_at', '<', at).execute();
}

export async function findIdempotencyRecord(db: Db, id: IdempotencyId) {
  return db
    .selectFrom('idempotency_records')
    .selectAll()
    .where('principal', '=', id.principal)
    .where('operation_id', '=', id.operation_id)
    .where('key', '=', id.key)
    .executeTakeFirst();
}

/** Forgets the key; with `createdAt`, only the record made at that instant (not a newer claim). */
export async function deleteIdempotencyRecord(db: Db, id: IdempotencyId, createdAt?: Date): Promise<void> {
  let query = db
    .deleteFrom('idempotency_records')
    .where('principal', '=', id.principal)
    .where('operation_id', '=', id.operation_id)
    .where('key', '=', id.key);
  if (createdAt) query = query.where('created_at', '=', createdAt);
  await query.execute();
}

export async function storeIdempotentResponse(
  db: Db,
  id: IdempotencyId,
  response: { status: number; headers: Record<string, string>; body: unknown },
): Promise<void> {
  // Serialised here: pg would turn a top-level array into a PostgreSQL array, not JSON.
  await db
    .updateTable('idempotency_records')
    .set({
      status: response.status,
      headers: JSON.stringify(response.headers) as never,
      body: JSON.stringify(response.body ?? null),
    })
    .where('principal', '=', id.principal)
    .where('operation_id', '=', id.operation_id)
    .where('key', '=', id.key)
    .execute();
}
