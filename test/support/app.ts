// A real app on a real (per-file) database, with every response checked against the contract.
import type express from 'express';
import { loadConfig } from '../../app/config.ts';
import type { Config } from '../../app/config.ts';
import { buildApp } from '../../app/http/app.ts';
import type { Authenticator } from '../../app/http/kernel.ts';
import { createLogger } from '../../app/logger.ts';
import { createTestDatabase } from './database.ts';
import type { TestDatabase } from './database.ts';

export interface TestApp {
  app: express.Express;
  database: TestDatabase;
  config: Config;
  close: () => Promise<void>;
}

export async function startTestApp(overrides: Partial<Config> = {}, options: { authenticate?: Authenticator } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: Config = {
    ...loadConfig({ PUBLIC_URL: 'http://localhost:3000' }),
    logLevel: 'silent',
    validateResponses: true,
    runWorkerInProcess: false,
    ...overrides,
  };
  const app = await buildApp({ db: database.db, config, log: createLogger(config), authenticate: options.authenticate });
  return { app, database, config, close: () => database.drop() };
}
