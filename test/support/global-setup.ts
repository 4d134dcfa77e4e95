// Once per `make test`: a freshly migrated template database that every test file clones. Names
// carry this run's pid, so concurrent runs never share a template, and databases left behind by a
// run that died are dropped here.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../app/db/database.ts';
import { migrate } from '../../app/db/migrate.ts';
import { databaseUrl, testServerUrl } from './database-server.ts';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export default async function globalSetup(): Promise<void> {
  const serverUrl = await testServerUrl();
  const template = `test_${process.pid}_template_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname ~ '^test_[0-9]+_'",
    );
    for (const { datname } of rows) {
      if (!isAlive(Number(datname.split('_')[1]))) await admin.query(`drop database if exists ${datname} with (force)`);
    }
    await admin.query(`create database ${template}`);
  } finally {
    await admin.end();
  }
  const { pool, close } = openDatabase(databaseUrl(serverUrl, template), { max: 2 });
  try {
    await migrate(pool);
  } finally {
    await close();
  }
  process.env.TEST_DATABASE_SERVER_URL = serverUrl;
  process.env.TEST_TEMPLATE_DATABASE = template;
  process.env.TEST_RUN_PID = String(process.pid);
}
