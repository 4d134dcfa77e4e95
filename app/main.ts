// make start: one process serving the API (and, by default, the job worker) on PORT.
import type { Server } from 'node:http';
import { inspect } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { loadDemoData } from './demo/load.ts';
import { openDatabase, resolveDatabaseUrl } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './http/app.ts';
import { createLogger } from './logger.ts';
import { startWorker } from './worker.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  const { db, pool, close } = openDatabase(await resolveDatabaseUrl(config));
  const { applied } = await migrate(pool);
  for (const name of applied) log.info({ migration: name }, 'applied migration');
  // An empty directory gets the demo data, so a fresh `make start` has something to browse.
  const demo = await loadDemoData(db);
  if (demo) {
    process.stdout.write(
      `Loaded the demo directory: ${demo.listings} listings (weeks ${demo.weeks.first} to ${demo.weeks.last}), ` +
        `${demo.categories} categories, ${demo.founders} founders, ` +
        `${demo.votes} votes from ${demo.accounts} accounts, ${demo.blogPosts} blog posts, ${demo.awards} awards.\n`,
    );
  }

  const app = await buildApp({ db, config, log });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(config.port, () => resolve(listening));
  });
  const worker = config.runWorkerInProcess ? await startWorker(pool, { db, config, log }) : undefined;

  // The banner is for the person at the terminal, next to the JSON log lines.
  const base = config.publicUrl;
  process.stdout.write(
    [
      '',
      `Launch Directory is running${worker ? ' (API + job worker)' : ' (API only)'}:`,
      `  API            ${base}/v1`,
      `  OpenAPI        ${base}/v1/openapi.json  (also .yaml)`,
      `  Site info      ${base}/v1/site`,
      `  API docs       ${base}/docs  (and the public pages at ${base}/)`,
      `  MCP server     ${base}/mcp  (Streamable HTTP)`,
      `  Sign in        ${base}/sign-in  (then API keys at ${base}/account)`,
      '',
    ].join('\n') + '\n',
  );

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'shutting down');
    server.close();
    await worker?.stop();
    await close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? `Configuration error: ${error.message}` : inspect(error)}\n`);
  process.exit(1);
});
