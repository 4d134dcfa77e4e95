// Side-by-side facts for compare_listings. An attribute key is a listing field or `tag:<tag>`;
// a value is null when the listing does not state the fact.
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { CategoryAttribute } from '../schema/directory.ts';
import type { DB } from '../schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The category's attributes, or its parent's when it defines none. */
export async function compareAttributes(db: Db, categorySlug: string): Promise<CategoryAttribute[]> {
  const row = await db
    .selectFrom('categories as c')
    .leftJoin('categories as p', 'p.id', 'c.parent_id')
    .select(['c.attributes as own', 'p.attributes as inherited'])
    .where('c.slug', '=', categorySlug)
    .executeTakeFirst();
  if (!row) return [];
  return row.own.length > 0 ? row.own : (row.inherited ?? []);
}

export async function listingFacts(db: Db, listingId: number) {
  return db
    .selectFrom('listings as l')
    .select([
      'l.pricing_model',
      'l.pricing_summary',
      'l.stage',
      'l.country',
      'l.city',
      'l.founded_year',
      'l.domain_rating',
      'l.tags',
      sql<
        number | null
      >`(select round(avg(r.rating)::numeric, 1)::float8 from reviews r where r.listing_id = l.id and r.genuine)`.as(
        'rating_average',
      ),
      sql<number>`(select count(*)::int from reviews r where r.listing_id = l.id and r.genuine)`.as('rating_count'),
    ])
    .where('l.id', '=', listingId)
    .executeTakeFirstOrThrow();
}

/** The facts compare_listings reads, typed by the query itself. */
export type ListingFacts = Awaited<ReturnType<typeof listingFacts>>;

export function factValue(facts: ListingFacts, key: string): string | null {
  if (key.startsWith('tag:')) return facts.tags.includes(key.slice(4)) ? 'Yes' : null;
  switch (key) {
    case 'rating':
      return facts.rating_average === null ? null : `${facts.rating_average} / 5 (${facts.rating_count} reviews)`;
    case 'pricing_model':
    case 'pricing_summary':
    case 'stage':
    case 'country':
    case 'city':
    case 'founded_year':
    case 'domain_rating': {
      const value = facts[key];
      return value === null ? null : String(value);
    }
    default:
      return null;
  }
}
