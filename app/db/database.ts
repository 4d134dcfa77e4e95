// Connections: one pg pool per process wrapped by Kysely. With DATABASE_URL unset the embedded
// server is started or joined and the app database is created on first use.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from '../../db/schema.ts';
import type { Config } from '../config.ts';
import { embeddedServerUrl, ensureEmbeddedPostgres } from './embedded-postgres.ts';

// int8 (counts, sums) fits a JS number for every value this service stores.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// `date` columns stay 'YYYY-MM-DD' strings: a Date would shift them by the local time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Database = Kysely<DB>;

export async function createDatabaseIfMissing(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created by a concurrent process
      });
    }
  } finally {
    await client.end();
  }
}

/** The URL of the database this process should use. */
export async function resolveDatabaseUrl(config: Config): Promise<string> {
  if (config.databaseUrl) return config.databaseUrl;
  const serverUrl = await ensureEmbeddedPostgres(config.embeddedPostgres);
  await createDatabaseIfMissing(serverUrl, config.embeddedPostgres.database);
  return embeddedServerUrl(config.embeddedPostgres, config.embeddedPostgres.database);
}

export interface OpenDatabase {
  db: Database;
  /** The same connections, for pg-level work (migrations, graphile-worker). */
  pool: pg.Pool;
  close: () => Promise<void>;
}

export function openDatabase(connectionString: string, options: { max?: number } = {}): OpenDatabase {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  // Said on stderr: scripts and tests open databases too, without a logger.
  pool.on('error', (error) => process.stderr.write(`idle PostgreSQL connection failed: ${error.message}\n`));
  pool.on('connect', (client) =>
    client.on('error', (error) => process.stderr.write(`PostgreSQL connection failed: ${error.message}\n`)),
  );
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    // Kysely only ends a pool it has used, so end it here too.
    close: async () => {
      await db.destroy();
      if (!pool.ended) await pool.end();
    },
  };
}
