// Every minute, the jobs of worker pools whose process died are unlocked to run again (see
// app/worker-recovery.ts), so a surviving worker recovers them without waiting for a restart or
// for graphile-worker's 4 hours. Safe to run twice or on several workers at once: a pool is only
// released while its lease is free, inside one transaction.
import type { WorkerDependencies } from '../app/worker.ts';
import { recoverCrashedPools } from '../app/worker-recovery.ts';

export const crontab = '* * * * *';

export async function run(_payload: unknown, { db, log }: WorkerDependencies): Promise<void> {
  await recoverCrashedPools(db, log);
}
