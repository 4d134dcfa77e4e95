// make migrate's runner on real, empty databases: ordered, recorded, concurrent-safe, all-or-nothing.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, migrationsDir } from '../../app/db/migrate.ts';
import { createTestDatabase } from '../support/database.ts';
import type { TestDatabase } from '../support/database.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase({ template: null });
});
afterEach(() => database.drop());

const tableExists = async (name: string) =>
  (await database.pool.query('select to_regclass($1) is not null as present', [name])).rows[0].present as boolean;

test('applies every migration once, in order, and installs the graphile-worker schema', async () => {
  const first = await migrate(database.pool);
  expect(first.applied.length).toBeGreaterThan(0);
  expect(first.applied).toEqual([...first.applied].sort());
  const second = await migrate(database.pool);
  expect(second).toEqual({ applied: [], alreadyApplied: first.applied.length });
  expect(await tableExists('graphile_worker._private_jobs')).toBe(true);
  const recorded = await database.pool.query('select name from schema_migrations order by name');
  expect(recorded.rows.map((row) => row.name)).toEqual(first.applied);
});

test('two processes migrating at once apply each migration exactly once', async () => {
  const results = await Promise.all([migrate(database.pool), migrate(database.pool)]);
  const appliedCounts = results.map((result) => result.applied.length).sort();
  expect(appliedCounts[0]).toBe(0);
  const recorded = await database.pool.query('select count(*)::int as n from schema_migrations');
  expect(recorded.rows[0].n).toBe(appliedCounts[1]);
});

test('a failing migration is rolled back whole and stops the run', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  writeFileSync(path.join(dir, '000001_good.sql'), 'create table good (id int);');
  writeFileSync(path.join(dir, '000002_bad.sql'), 'create table half (id int);\nselect no_such_function();');
  await expect(migrate(database.pool, dir)).rejects.toThrow(/000002_bad.sql failed and was rolled back/);
  expect(await tableExists('good')).toBe(true);
  expect(await tableExists('half')).toBe(false);
});

test('an applied migration that was edited afterwards is refused', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  writeFileSync(path.join(dir, '000001_one.sql'), 'create table one (id int);');
  await migrate(database.pool, dir);
  writeFileSync(path.join(dir, '000001_one.sql'), 'create table one (id bigint);');
  await expect(migrate(database.pool, dir)).rejects.toThrow(/changed after it was applied/);
});

test('the real migrations directory is the default', () => {
  expect(migrationsDir.endsWith(path.join('db', 'migrations'))).toBe(true);
});
