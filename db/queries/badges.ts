// What badges are drawn from: the listing's dates, its Launch of the Week awards and the site's
// name, in one round trip (badge images are fetched by every page that embeds them).
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { BadgeListing } from '../../app/badges/earned.ts';
import type { DB } from '../schema.ts';
import { publicStatuses } from './listings.ts';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * Public listings have badges, and so do free listings awaiting theirs (they go live only once
 * one of these badges is found on their homepage) or hidden until it is back.
 */
export const badgeStatuses = [...publicStatuses, 'awaiting_badge', 'badge_missing'] as const;

export interface BadgeSource extends BadgeListing {
  site_name: string;
}

export async function findBadgeSource(db: Db, slug: string): Promise<BadgeSource | undefined> {
  const row = await db
    .selectFrom('listings as l')
    .select((eb) => [
      'l.slug',
      'l.name',
      'l.launched_at',
      'l.featured_until',
      'l.verified_at',
      jsonArrayFrom(
        eb
          .selectFrom('awards as a')
          .select(['a.week', 'a.rank'])
          .whereRef('a.listing_id', '=', 'l.id')
          .orderBy('a.week', 'desc'),
      ).as('awards'),
      eb
        .selectFrom('site_settings')
        .select(sql<string>`value->>'name'`.as('name'))
        .where('key', '=', 'site')
        .as('site_name'),
    ])
    .where('l.slug', '=', slug)
    .where('l.status', 'in', badgeStatuses)
    .executeTakeFirst();
  if (!row) return undefined;
  if (!row.site_name) throw new Error('site_settings has no "site" name; migration 000003 seeds it');
  return { ...row, site_name: row.site_name };
}
