// Once per `make test`: a freshly migrated template database that every test file clones.
import pg from 'pg';
import { openDatabase } from '../../app/db/database.ts';
import { migrate } from '../../app/db/migrate.ts';
import { databaseUrl, templateDatabase, testServerUrl } from './database-server.ts';

export default async function globalSetup(): Promise<void> {
  const serverUrl = await testServerUrl();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${templateDatabase} with (force)`);
    await admin.query(`create database ${templateDatabase}`);
  } finally {
    await admin.end();
  }
  const { pool, close } = openDatabase(databaseUrl(serverUrl, templateDatabase), { max: 2 });
  try {
    await migrate(pool);
  } finally {
    await close();
  }
  process.env.TEST_DATABASE_SERVER_URL = serverUrl;
}
