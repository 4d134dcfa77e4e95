// make db-stop: stops the shared embedded PostgreSQL (it keeps running between commands otherwise).
import { loadConfig } from '../app/config.ts';
import { stopEmbeddedPostgres } from '../app/db/embedded-postgres.ts';

const config = loadConfig();
if (config.databaseUrl) console.log('DATABASE_URL is set: there is no embedded PostgreSQL to stop.');
else
  console.log(
    (await stopEmbeddedPostgres(config.embeddedPostgres))
      ? 'embedded PostgreSQL stopped'
      : 'embedded PostgreSQL was not running',
  );
