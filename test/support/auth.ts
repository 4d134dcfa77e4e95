// Signed-in callers for tests: a real account and a real API key, created through app/auth.
import { findOrCreateAccount } from '../../app/auth/accounts.ts';
import { createApiKey } from '../../app/auth/api-keys.ts';
import { allScopes } from '../../app/auth/scopes.ts';
import type { Database } from '../../app/db/database.ts';

export interface SignedIn {
  accountId: string;
  email: string;
  apiKey: string;
  /** `Bearer <apiKey>`, ready for the Authorization header. */
  authorization: string;
}

let counter = 0;

/** An account (found or created by e-mail) with a fresh API key holding `scopes` (default: all). */
export async function signedIn(
  db: Database,
  options: { email?: string; scopes?: readonly string[] } = {},
): Promise<SignedIn> {
  const email = options.email ?? `user${++counter}-${process.pid}@example.com`;
  const account = await findOrCreateAccount(db, email);
  const { key } = await createApiKey(db, account.id, {
    name: 'test key',
    scopes: [...(options.scopes ?? allScopes())],
  });
  return { accountId: account.id, email: account.email, apiKey: key, authorization: `Bearer ${key}` };
}
