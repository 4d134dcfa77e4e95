-- The graphile-worker pools that have run, for recovering the jobs of a pool whose process died.
-- A pool's process holds a session advisory lock on hashtextextended(pool_id, 0) for as long as it
-- lives, and registers here only once it holds it. A registered pool whose lock can be taken is gone
-- (its session ended with its process), so its locked jobs are released at once instead of after
-- graphile-worker's 4 hours (app/worker-recovery.ts).
create table worker_pools (
  pool_id text primary key,
  started_at timestamptz not null default now(),
  host text not null,
  pid integer not null
);
