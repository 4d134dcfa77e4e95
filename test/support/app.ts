// A real app on a real (per-file) database, with every response checked against the contract.
import type express from 'express';
import { loadConfig } from '../../app/config.ts';
import type { Config } from '../../app/config.ts';
import { buildApp } from '../../app/http/app.ts';
import { createLogger } from '../../app/logger.ts';
import { createTestDatabase } from './database.ts';
import type { TestDatabase } from './database.ts';

export interface TestApp {
  app: express.Express;
  database: TestDatabase;
  config: Config;
  close: () => Promise<void>;
}

export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: Config = {
    ...loadConfig({ PUBLIC_URL: 'http://localhost:3000' }),
    logLevel: 'silent',
    validateResponses: true,
    runWorkerInProcess: false,
    // Test files send bursts from one address; test/identity lowers these to test the limits.
    rateLimits: { anonymous: { limit: 100_000, windowSeconds: 60 }, account: { limit: 100_000, windowSeconds: 60 } },
    ...overrides,
  };
  const app = await buildApp({ db: database.db, config, log: createLogger(config) });
  return { app, database, config, close: () => database.drop() };
}
