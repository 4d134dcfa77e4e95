// Secrets made once and shared by every process through the database (OAuth signing keys, cookie
// keys): the first process to need one generates it; a concurrent one reads the winner's.
import type { Database } from '../db/database.ts';
import { insertSecretIfMissing, readSecret } from '../../db/queries/identity.ts';

export async function sharedSecret<T>(db: Database, name: string, generate: () => T): Promise<T> {
  const existing = await readSecret(db, name);
  if (existing !== undefined) return existing as T;
  await insertSecretIfMissing(db, name, generate());
  return (await readSecret(db, name)) as T;
}
