// The SQL of app/worker-recovery.ts: a pool's lease (a session advisory lock on its id, held by a
// connection of its own) and the sweep that frees the jobs of pools whose lease is gone.
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type pg from 'pg';
import type { DB } from '../schema.ts';

/**
 * Takes the pool's lease on `client` (a connection kept for the pool's life), then registers it.
 * The server probes this connection after a minute of silence (every 10 s, 6 times), so a lease
 * whose machine vanished without closing its socket ends within about two minutes.
 */
export async function takePoolLease(client: pg.PoolClient, pool: { id: string; host: string; pid: number }) {
  await client.query('set tcp_keepalives_idle = 60; set tcp_keepalives_interval = 10; set tcp_keepalives_count = 6');
  await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [pool.id]);
  await client.query('insert into worker_pools (pool_id, host, pid) values ($1, $2, $3)', [
    pool.id,
    pool.host,
    pool.pid,
  ]);
}

/** A pool stopped cleanly (its jobs released by graphile-worker): it leaves the register. */
export async function unregisterPool(client: pg.PoolClient, poolId: string) {
  await client.query('delete from worker_pools where pool_id = $1', [poolId]);
}

/**
 * Registered pools whose lease can be taken: their session (and so their process) is gone. The
 * locks taken here are transaction-level, released at commit; a live pool's lease is held by its
 * own session, so the try fails and the pool is left alone.
 */
export async function poolsWithoutLease(trx: Transaction<DB>): Promise<string[]> {
  const { rows } = await sql<{ pool_id: string }>`
    select pool_id from worker_pools where pg_try_advisory_xact_lock(hashtextextended(pool_id, 0))`.execute(trx);
  return rows.map((row) => row.pool_id);
}

/**
 * Unlocks every job (and job queue) the pools hold, through graphile-worker's own function, and
 * forgets the pools; returns how many jobs were unlocked.
 */
export async function releaseDeadPools(trx: Transaction<DB>, poolIds: string[]): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from graphile_worker.jobs where locked_by = any(${poolIds}::text[])`.execute(trx);
  await sql`select graphile_worker.force_unlock_workers(${poolIds}::text[])`.execute(trx);
  await trx.deleteFrom('worker_pools').where('pool_id', 'in', poolIds).execute();
  return rows[0].n;
}
