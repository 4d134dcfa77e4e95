// Site settings: key/value rows the site admin edits.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';

export async function readSetting<T>(db: Kysely<DB> | Transaction<DB>, key: string): Promise<T | undefined> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value as T | undefined;
}

export async function writeSetting(db: Kysely<DB> | Transaction<DB>, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('site_settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
    .execute();
}
