// make api-key EMAIL=you@example.com SCOPES="account:read listings:write": creates the account if
// new and an API key with those scopes (default: all), and prints the key alone on the last line.
// Works whether or not `make start` runs: it joins (or starts) the same database.
import { findOrCreateAccount } from '../app/auth/accounts.ts';
import { createApiKey } from '../app/auth/api-keys.ts';
import { allScopes } from '../app/auth/scopes.ts';
import { loadConfig } from '../app/config.ts';
import { openDatabase, resolveDatabaseUrl } from '../app/db/database.ts';
import { migrate } from '../app/db/migrate.ts';

const email = process.env.EMAIL?.trim();
if (!email) {
  console.error('Usage: make api-key EMAIL=you@example.com [SCOPES="account:read listings:write"] [NAME="my script"]');
  process.exit(2);
}
const scopes = process.env.SCOPES?.trim() ? process.env.SCOPES.trim().split(/[\s,]+/) : allScopes();

const { db, pool, close } = openDatabase(await resolveDatabaseUrl(loadConfig()), { max: 2 });
try {
  await migrate(pool);
  const account = await findOrCreateAccount(db, email);
  const key = await createApiKey(db, account.id, {
    name: process.env.NAME?.trim() || 'created with make api-key',
    scopes,
  });
  console.log(`API key "${key.name}" for ${account.email} with scopes: ${key.scopes.join(' ')}`);
  console.log('It is shown only this once. Use it as: Authorization: Bearer <key>');
  console.log(key.key);
} catch (error) {
  console.error(`Could not create the API key: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await close();
}
