// The one place that reads process.env. Every setting is validated at start, and a bad one names
// the variable and how to fix it, so a misconfigured deploy fails loudly instead of half-working.
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '..');

export interface Config {
  port: number;
  /** Origin the service is reached at, without a trailing slash; used in links and the served spec. */
  publicUrl: string;
  /** Set: use this PostgreSQL. Unset: start (or join) the embedded one in `embeddedPostgres.dataDir`. */
  databaseUrl: string | undefined;
  embeddedPostgres: { dataDir: string; port: number; database: string };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Largest JSON request body accepted, in bytes. */
  bodyLimitBytes: number;
  /** Run graphile-worker inside the API process (the default); off when workers run on their own. */
  runWorkerInProcess: boolean;
  workerConcurrency: number;
  /** Validate every response against the spec and answer 500 on a mismatch (the test suite turns this on). */
  validateResponses: boolean;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name}=${raw} is not valid: set it to a whole number from ${min} to ${max}, or unset it for ${fallback}.`);
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name}=${raw} is not valid: set it to true or false, or unset it for ${fallback}.`);
}

function url(env: Env, name: string, protocols: string[], fallback?: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a URL: set it to something like ${protocols[0]}//host:port${fallback ? `, or unset it for ${fallback}` : ''}.`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')} (got ${parsed.protocol}).`);
  }
  return raw;
}

/**
 * Each checkout's embedded PostgreSQL gets its own stable port (40000-59999, from its data
 * directory's path), so two clones on one machine never meet on the same server.
 */
function portForDataDir(dataDir: string): number {
  let hash = 2166136261;
  for (const char of dataDir) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return 40000 + (hash % 20000);
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:'], `http://localhost:${port}`)!.replace(/\/+$/, '');
  const dataDir = path.resolve(projectRoot, env.EMBEDDED_PG_DIR || '.data/postgres');
  const logLevel = (env.LOG_LEVEL || 'info') as Config['logLevel'];
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL=${env.LOG_LEVEL} is not valid: use one of ${logLevels.join(', ')}.`);
  }
  return {
    port,
    publicUrl,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    embeddedPostgres: {
      dataDir,
      port: integer(env, 'EMBEDDED_PG_PORT', portForDataDir(dataDir), 1024, 65535),
      database: env.EMBEDDED_PG_DATABASE || 'launch_directory',
    },
    logLevel,
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 256 * 1024, 1024, 16 * 1024 * 1024),
    runWorkerInProcess: boolean(env, 'RUN_WORKER_IN_PROCESS', true),
    workerConcurrency: integer(env, 'WORKER_CONCURRENCY', 4, 1, 64),
    validateResponses: boolean(env, 'VALIDATE_RESPONSES', false),
  };
}
