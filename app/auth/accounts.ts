// Accounts are identified by e-mail address; the first sign-in (or API key) creates one.
import type { Database } from '../db/database.ts';

export interface AccountRef {
  id: string;
  email: string;
}

/** Finds the account with this e-mail address (case-insensitive) or creates it. */
export async function findOrCreateAccount(db: Database, email: string): Promise<AccountRef> {
  const address = email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error(`"${email}" is not an e-mail address.`);
  // The no-op update makes `returning` yield the existing row too, so a concurrent insert cannot lose.
  const row = await db
    .insertInto('accounts')
    .values({ email: address })
    .onConflict((conflict) => conflict.column('email').doUpdateSet((eb) => ({ email: eb.ref('accounts.email') })))
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  return row;
}
