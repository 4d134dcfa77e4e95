// Part of make verify: the official MCP conformance runner against this app's /mcp, for the server
// scenarios that apply to a tools-only server. Serves the app on a free loopback port on the
// development database (migrated first) and exits non-zero when a scenario fails.
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { loadConfig, projectRoot } from '../app/config.ts';
import { openDatabase, resolveDatabaseUrl } from '../app/db/database.ts';
import { migrate } from '../app/db/migrate.ts';
import { buildApp } from '../app/http/app.ts';
import { createLogger } from '../app/logger.ts';

const scenarios = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection'];

function runScenario(url: string, scenario: string): Promise<number> {
  // Run by this Node (24): the runner needs 22 or later, and the machine's own node may be older.
  const runner = path.join(projectRoot, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
  const outputDir = path.join(projectRoot, 'test-artifacts', 'mcp-conformance');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [runner, 'server', '--url', url, '--scenario', scenario, '--output-dir', outputDir],
      { stdio: 'inherit' },
    );
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const config = { ...loadConfig(), logLevel: 'warn' as const, runWorkerInProcess: false };
const log = createLogger(config);
const { db, searchDb, pool, close } = openDatabase(await resolveDatabaseUrl(config));
await migrate(pool);
const app = await buildApp({ db, searchDb, config, log });
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const url = `http://localhost:${(server.address() as AddressInfo).port}/mcp`;

const failed: string[] = [];
for (const scenario of scenarios) {
  if ((await runScenario(url, scenario)) !== 0) failed.push(scenario);
}
server.close();
await close();
console.log(
  failed.length ? `MCP conformance failed: ${failed.join(', ')}` : `MCP conformance passed: ${scenarios.join(', ')}`,
);
process.exit(failed.length ? 1 : 0);
