// Forward-only migrations: db/migrations/NNNNNN_name.sql applied in order, each in its own
// transaction and recorded with a checksum. An advisory lock makes concurrent runs safe: the second
// waits, then finds nothing left to do. graphile-worker's own schema is installed afterwards.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Logger, runMigrations as runWorkerMigrations } from 'graphile-worker';
import type pg from 'pg';
import { projectRoot } from '../config.ts';

export const migrationsDir = path.join(projectRoot, 'db', 'migrations');
const lockId = 7_245_113_001; // arbitrary, constant: "launch directory migrations"
const quietWorkerLogger = new Logger(() => () => undefined);

export interface MigrationResult {
  applied: string[];
  alreadyApplied: number;
}

function checksum(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

export async function migrate(pool: pg.Pool, dir = migrationsDir): Promise<MigrationResult> {
  const files = (await fs.readdir(dir)).filter((name) => /^\d{6}_[\w-]+\.sql$/.test(name)).sort();
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    await client.query(`create table if not exists schema_migrations (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`);
    const { rows } = await client.query<{ name: string; checksum: string }>(
      'select name, checksum from schema_migrations',
    );
    const done = new Map(rows.map((row) => [row.name, row.checksum]));
    for (const name of files) {
      const sql = await fs.readFile(path.join(dir, name), 'utf8');
      const sum = checksum(sql);
      if (done.has(name)) {
        if (done.get(name) !== sum) {
          throw new Error(
            `Migration ${name} changed after it was applied. Migrations are forward-only: add a new file instead.`,
          );
        }
        continue;
      }
      try {
        await client.query('begin');
        await client.query(sql);
        await client.query('insert into schema_migrations (name, checksum) values ($1, $2)', [name, sum]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Migration ${name} failed and was rolled back: ${(error as Error).message}`, { cause: error });
      }
      applied.push(name);
    }
    await runWorkerMigrations({ pgPool: pool, logger: quietWorkerLogger });
    return { applied, alreadyApplied: files.length - applied.length };
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    client.release();
  }
}
