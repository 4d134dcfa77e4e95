// make migrate: applies pending migrations and says what it did.
import { loadConfig } from '../app/config.ts';
import { openDatabase, resolveDatabaseUrl } from '../app/db/database.ts';
import { migrate } from '../app/db/migrate.ts';

const { pool, close } = openDatabase(await resolveDatabaseUrl(loadConfig()), { max: 2 });
try {
  const { applied, alreadyApplied } = await migrate(pool);
  for (const name of applied) console.log(`applied ${name}`);
  console.log(
    `${applied.length} migration(s) applied, ${alreadyApplied} already applied; graphile-worker schema up to date.`,
  );
} finally {
  await close();
}
