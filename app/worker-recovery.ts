// Jobs of a worker that died are run again at once, not 4 hours later.
//
// graphile-worker locks a job while a worker pool runs it (jobs.locked_by is the pool's id). A
// pool that stops cleanly unlocks its jobs; one whose process is killed (SIGKILL, OOM, a lost
// machine) cannot, and graphile-worker itself only treats a lock as stale after 4 hours, because it
// cannot tell a dead worker from one cut off from the database for a while (its docs, "Crashed
// worker recovery", offer heartbeats in the paid Worker Pro). Shortening that timeout would run
// long jobs of live workers twice. Instead each pool proves it is alive with a lease: a session
// advisory lock on its id, taken on a connection the pool keeps for its whole life, after which the
// pool registers in worker_pools. PostgreSQL releases a session's locks when the session ends, and
// the session ends when its process dies (the socket closes; for a machine that vanished, the
// server's TCP keepalive probes on the lease connection notice within about two minutes). So a
// registered pool whose lease can be taken is
// dead for certain, with no timing guess: recoverCrashedPools unlocks its jobs through
// graphile-worker's forceUnlockWorkers function. It runs when a worker starts and every minute
// (workers/worker_pools__recover.ts), so a surviving worker recovers a dead one's jobs too.
//
// Limits: a pool killed in the milliseconds before it registered is not known, and its jobs wait
// for graphile-worker's 4 hours. A pool whose lease connection drops while its process lives stops
// taking jobs (the runner is stopped); a job it is still running may then run again elsewhere,
// which our jobs allow: each is idempotent, guarded by row locks and flags in its own transaction.
import { hostname } from 'node:os';
import type { Runner, WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './db/database.ts';
import { poolsWithoutLease, releaseDeadPools, takePoolLease, unregisterPool } from '../db/queries/worker-pools.ts';

/** Unlocks the jobs of registered pools whose process has died; returns their ids. */
export async function recoverCrashedPools(db: Database, log: Logger): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const dead = await poolsWithoutLease(trx);
    if (!dead.length) return dead;
    const jobs = await releaseDeadPools(trx, dead);
    log.warn({ pools: dead, jobs }, 'jobs of worker pools whose process died are unlocked, to run again now');
    return dead;
  });
}

/**
 * Gives each pool `events` announces a lease for its life. Call `release` after the runner has
 * stopped. When a lease cannot be taken or its connection drops, the runner is stopped.
 */
export function leasePools(pool: pg.Pool, events: WorkerEvents, log: Logger) {
  const leases: Promise<{ client: pg.PoolClient; poolId: string } | undefined>[] = [];
  let runner: Runner | undefined;
  let leaseLost = false;
  let released: Promise<void> | undefined;
  const stopRunner = () => void runner?.stop('worker pool lease lost').catch(() => undefined);
  const lost = (error: unknown, poolId: string) => {
    log.error({ err: error, pool: poolId }, 'worker pool lost its lease: stopping the worker (restart the process)');
    leaseLost = true;
    stopRunner();
  };
  events.on('pool:create', ({ workerPool }) => {
    const poolId = workerPool.id;
    leases.push(
      (async () => {
        const client = await pool.connect();
        client.on('error', (error) => lost(error, poolId));
        await takePoolLease(client, { id: poolId, host: hostname(), pid: process.pid });
        return { client, poolId };
      })().catch((error: unknown) => {
        lost(error, poolId);
        return undefined;
      }),
    );
  });
  return {
    attach(started: Runner) {
      runner = started;
      if (leaseLost) stopRunner();
    },
    /** Ends the leases once the runner has stopped (its jobs are unlocked by then); safe to call twice. */
    release() {
      released ??= (async () => {
        for (const lease of await Promise.all(leases)) {
          if (!lease) continue;
          await unregisterPool(lease.client, lease.poolId).catch(() => undefined);
          lease.client.release(true);
        }
      })();
      return released;
    },
  };
}
