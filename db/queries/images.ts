// The names drawn on generated images: a listing's while it is public (live or upcoming), a
// founder's while they are a founder of a public listing, the ones the API and the site show.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import { publicStatuses } from './listings.ts';

type Db = Kysely<DB> | Transaction<DB>;

export async function publicListingName(db: Db, slug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('listings')
    .select('name')
    .where('slug', '=', slug)
    .where('status', 'in', publicStatuses)
    .executeTakeFirst();
  return row?.name;
}

export async function shownFounderName(db: Db, slug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('founders as f')
    .select('f.name')
    .where('f.slug', '=', slug)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('founder_listings as fl')
          .innerJoin('listings as l', 'l.id', 'fl.listing_id')
          .select('fl.founder_id')
          .whereRef('fl.founder_id', '=', 'f.id')
          .where('l.status', 'in', publicStatuses),
      ),
    )
    .executeTakeFirst();
  return row?.name;
}
