// graphile-worker, in the same PostgreSQL. Each module in workers/ is one task: the file name is the
// task identifier, `run` does the work and an optional `crontab` line schedules it.
import { EventEmitter } from 'node:events';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseCrontab, run } from 'graphile-worker';
import type { Runner, Task, TaskList, WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import type { Logger } from 'pino';
import { projectRoot } from './config.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { leasePools, recoverCrashedPools } from './worker-recovery.ts';

export interface WorkerDependencies {
  db: Database;
  config: Config;
  log: Logger;
}

export interface WorkerModule {
  run: (payload: unknown, deps: WorkerDependencies, helpers: Parameters<Task>[1]) => Promise<void>;
  /** A graphile-worker crontab line without the task name, e.g. '5 0 * * 1' (Mondays 00:05 UTC). */
  crontab?: string;
}

const workersDir = path.join(projectRoot, 'workers');

export async function loadWorkerModules(): Promise<Record<string, WorkerModule>> {
  const modules: Record<string, WorkerModule> = {};
  for (const file of readdirSync(workersDir)
    .filter((name) => /^[a-z0-9_]+__[a-z0-9_]+\.ts$/.test(name))
    .sort()) {
    modules[file.replace(/\.ts$/, '')] = (await import(path.join(workersDir, file))) as WorkerModule;
  }
  return modules;
}

/**
 * Starts the job worker. Jobs that a worker killed earlier left locked are unlocked first (see
 * app/worker-recovery.ts), and the new pool holds a lease for as long as it lives.
 */
export async function startWorker(pool: pg.Pool, deps: WorkerDependencies): Promise<Runner> {
  await recoverCrashedPools(deps.db, deps.log);
  const modules = await loadWorkerModules();
  const taskList: TaskList = {};
  const crontab: string[] = [];
  for (const [identifier, module] of Object.entries(modules)) {
    taskList[identifier] = (payload, helpers) =>
      module.run(payload, { ...deps, log: deps.log.child({ task: identifier, job: helpers.job.id }) }, helpers);
    if (module.crontab) crontab.push(`${module.crontab} ${identifier}`);
  }
  const events = new EventEmitter() as WorkerEvents;
  const leases = leasePools(pool, events, deps.log);
  const runner = await run({
    pgPool: pool,
    concurrency: deps.config.workerConcurrency,
    noHandleSignals: true,
    pollInterval: 1000,
    taskList,
    events,
    // Parsed here so graphile-worker does not look for a crontab file.
    parsedCronItems: parseCrontab(crontab.join('\n')),
  });
  leases.attach(runner);
  const stop = runner.stop.bind(runner);
  runner.stop = async (reason) => {
    await stop(reason);
    await leases.release();
  };
  // A runner that stops by itself gives its lease connection back too, so the pool can close.
  void runner.promise.finally(() => leases.release()).catch(() => undefined);
  return runner;
}
