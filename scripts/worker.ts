// make worker: the job worker on its own, for scaling workers apart from the API.
import { loadConfig } from '../app/config.ts';
import { openDatabase, resolveDatabaseUrl } from '../app/db/database.ts';
import { migrate } from '../app/db/migrate.ts';
import { createLogger } from '../app/logger.ts';
import { loadWorkerModules, startWorker } from '../app/worker.ts';

const config = loadConfig();
const log = createLogger(config);
const { db, pool, close } = openDatabase(await resolveDatabaseUrl(config));
await migrate(pool);
const tasks = Object.keys(await loadWorkerModules());
const runner = await startWorker(pool, { db, config, log });
// Registered before anything else is awaited: jobs may already be running, and a stop must let
// graphile-worker release them.
let stopping = false;
const stop = async () => {
  stopping = true;
  await runner.stop();
  await close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
console.log(`worker running tasks: ${tasks.join(', ') || '(none yet)'}`);
await runner.promise;
if (!stopping) {
  // The runner stopped by itself (e.g. its pool lost its lease): exit, so a supervisor restarts it.
  log.error('the worker stopped by itself; exiting');
  await close();
  process.exit(1);
}
