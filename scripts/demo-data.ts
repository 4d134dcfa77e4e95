// make demo: migrates, then loads the demo directory if the database has no listings yet.
import { loadConfig } from '../app/config.ts';
import { openDatabase, resolveDatabaseUrl } from '../app/db/database.ts';
import { migrate } from '../app/db/migrate.ts';
import { describeDemo, loadDemoData } from '../app/demo/load.ts';

const { db, pool, close } = openDatabase(await resolveDatabaseUrl(loadConfig()), { max: 2 });
try {
  await migrate(pool);
  const started = Date.now();
  const demo = await loadDemoData(db);
  console.log(
    demo
      ? `Loaded the demo directory in ${Date.now() - started} ms: ${describeDemo(demo)}.`
      : 'The database already has listings; the demo directory loads only into an empty one.',
  );
} finally {
  await close();
}
