// A real app on a real (per-file) database, with every response checked against the contract.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
    pageRateLimit: { limit: 100_000, windowSeconds: 60 },
    draftsPerAccountPerHour: 100_000,
    crawlsPerHostPerHour: 100_000,
    ...overrides,
  };
  const app = await buildApp({ db: database.db, searchDb: database.searchDb, config, log: createLogger(config) });
  return { app, database, config, close: () => database.drop() };
}

export interface ServedTestApp extends TestApp {
  server: Server;
  /** http://127.0.0.1:<port>, which is also the app's PUBLIC_URL. */
  origin: string;
}

/**
 * The test app listening on 127.0.0.1, with its public URL set to where it listens: for flows
 * whose links and token audiences must point back at the server (OAuth, e-mail links, browsers).
 */
export async function serveTestApp(overrides: Partial<Config> = {}): Promise<ServedTestApp> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const testApp = await startTestApp({ publicUrl: origin, ...overrides });
  server.on('request', testApp.app);
  return {
    ...testApp,
    server,
    origin,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await testApp.close();
    },
  };
}
