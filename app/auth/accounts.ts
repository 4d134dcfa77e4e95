// Accounts are identified by e-mail address; the first sign-in (or API key) creates one.
import type { Database } from '../db/database.ts';
import { upsertAccount } from '../../db/queries/identity.ts';

export interface AccountRef {
  id: string;
  email: string;
}

/** Finds the account with this e-mail address (case-insensitive) or creates it. */
export async function findOrCreateAccount(db: Database, email: string): Promise<AccountRef> {
  const address = email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error(`"${email}" is not an e-mail address.`);
  return upsertAccount(db, address);
}
