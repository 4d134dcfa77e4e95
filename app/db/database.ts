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

/**
 * Connections for search_listings only, with its planner settings given at connect time (no
 * transaction and no SET per search): the trigram similarity floor for typo candidates; no
 * sequential scans (every search predicate is indexed, yet with a LIMIT and a common word the
 * planner's estimates can favour reading all the wide listings rows); and index reads costed as
 * what they are here, reads from memory. The brand keeps other connections out of search.
 */
export type SearchDatabase = Kysely<DB> & { readonly searchSettings: true };

const searchSettings = '-c pg_trgm.similarity_threshold=0.2 -c enable_seqscan=off -c random_page_cost=1.1';

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
  /** A second pool for search_listings, connecting only when a search runs. */
  searchDb: SearchDatabase;
  /** The same connections, for pg-level work (migrations, graphile-worker). */
  pool: pg.Pool;
  close: () => Promise<void>;
}

/** A pool whose errors on idle or broken connections are reported, never fatal. */
function connectionPool(connectionString: string, max: number, settings?: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, options: settings });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  // Said on stderr: scripts and tests open databases too, without a logger.
  pool.on('error', (error) => process.stderr.write(`idle PostgreSQL connection failed: ${error.message}\n`));
  pool.on('connect', (client) =>
    client.on('error', (error) => process.stderr.write(`PostgreSQL connection failed: ${error.message}\n`)),
  );
  return pool;
}

export function openDatabase(connectionString: string, options: { max?: number } = {}): OpenDatabase {
  const pool = connectionPool(connectionString, options.max ?? 10);
  const searchPool = connectionPool(connectionString, options.max ?? 10, searchSettings);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const searchDb = new Kysely<DB>({ dialect: new PostgresDialect({ pool: searchPool }) }) as SearchDatabase;
  return {
    db,
    searchDb,
    pool,
    // Kysely only ends a pool it has used, so end them here too.
    close: async () => {
      await Promise.all([db.destroy(), searchDb.destroy()]);
      for (const each of [pool, searchPool]) if (!each.ended) await each.end();
    },
  };
}
