// Each test file works in its own database, cloned from the migrated template in milliseconds.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../app/db/database.ts';
import type { OpenDatabase } from '../../app/db/database.ts';
import { databaseUrl, testServerUrl } from './database-server.ts';

export interface TestDatabase extends OpenDatabase {
  url: string;
  name: string;
  /** Closes the connections and drops the database. */
  drop: () => Promise<void>;
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(options: { template?: string | null } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_SERVER_URL ?? (await testServerUrl());
  // The run's pid in the name lets the next run drop it if this run dies before cleaning up.
  const name = `test_${process.env.TEST_RUN_PID ?? process.pid}_${randomBytes(6).toString('hex')}`;
  const template = options.template === undefined ? process.env.TEST_TEMPLATE_DATABASE : options.template;
  await admin(serverUrl, async (client) => {
    // Two files cloning the template at the same instant can collide; the second simply retries.
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        return;
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  const url = databaseUrl(serverUrl, name);
  const opened = openDatabase(url, { max: 5 });
  return {
    ...opened,
    url,
    name,
    drop: async () => {
      await opened.close();
      await admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
