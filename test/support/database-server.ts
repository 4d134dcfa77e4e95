// Where test databases live: DATABASE_URL's server when set, the shared embedded one otherwise.
import { loadConfig } from '../../app/config.ts';
import { ensureEmbeddedPostgres } from '../../app/db/embedded-postgres.ts';

/** A URL for the server's maintenance database, where databases are created and dropped. */
export async function testServerUrl(): Promise<string> {
  const config = loadConfig();
  if (!config.databaseUrl) return ensureEmbeddedPostgres(config.embeddedPostgres);
  const url = new URL(config.databaseUrl);
  url.pathname = '/postgres';
  return url.toString();
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
