// Secrets made once and shared by every process through the database (OAuth signing keys, cookie
// keys): the first process to need one generates it; a concurrent one reads the winner's.
import type { Database } from '../db/database.ts';

const read = (db: Database, name: string) =>
  db.selectFrom('identity_secrets').select('value').where('name', '=', name).executeTakeFirst();

export async function sharedSecret<T>(db: Database, name: string, generate: () => T): Promise<T> {
  const existing = await read(db, name);
  if (existing) return existing.value as T;
  await db
    .insertInto('identity_secrets')
    .values({ name, value: JSON.stringify(generate()) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  return (await read(db, name))!.value as T;
}
