// make start: one process serving the API (and, by default, the job worker) on PORT.
import { createServer } from 'node:http';
import type { RequestListener, Server } from 'node:http';
import { inspect } from 'node:util';
import { ConfigError, loadConfig } from './config.ts';
import { describeDemo, loadDemoData } from './demo/load.ts';
import { openDatabase, resolveDatabaseUrl } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './http/app.ts';
import { createLogger } from './logger.ts';
import { startWorker } from './worker.ts';

/** The port cannot be opened: the message says which port and what to change. */
class PortUnavailableError extends Error {}

/**
 * Serves `app` on every interface at `port`. A port another process holds (or one this user may
 * not open) ends the start with what to change, before the banner says the service is running.
 */
function listen(app: RequestListener, port: number): Promise<Server> {
  const freePort = port === 65535 ? port - 1 : port + 1;
  return new Promise((resolve, reject) => {
    const server = createServer(app);
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(
          new PortUnavailableError(
            `Cannot listen on port ${port}: another process is using it. Stop that process, or set PORT ` +
              `to a free port (e.g. PORT=${freePort} make start).`,
          ),
        );
      else if (error.code === 'EACCES')
        reject(
          new PortUnavailableError(
            `Cannot listen on port ${port}: this user may not open it. Set PORT to a port from 1024 up.`,
          ),
        );
      else reject(error);
    });
    server.listen(port, () => resolve(server));
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  const { db, searchDb, pool, close } = openDatabase(await resolveDatabaseUrl(config));
  const { applied } = await migrate(pool);
  for (const name of applied) log.info({ migration: name }, 'applied migration');
  // An empty directory gets the demo data, so a fresh `make start` has something to browse.
  const demo = await loadDemoData(db);
  if (demo) process.stdout.write(`Loaded the demo directory: ${describeDemo(demo)}.\n`);

  const server = await listen(await buildApp({ db, searchDb, config, log }), config.port);
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
  const message =
    error instanceof ConfigError
      ? `Configuration error: ${error.message}`
      : error instanceof PortUnavailableError
        ? error.message
        : inspect(error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
