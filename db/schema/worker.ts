// Migration 000042: the graphile-worker pools that have run (app/worker-recovery.ts).
import type { Timestamp } from './columns.ts';

export interface WorkerTables {
  worker_pools: {
    pool_id: string;
    started_at: Timestamp;
    host: string;
    pid: number;
  };
}
