// Version history of listings: what an edit changed, before and after, who made it and why.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import type { ListingSnapshot, OwnerTables } from '../schema/owners.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type ListingVersionRow = Selectable<OwnerTables['listing_versions']>;

/** Listing columns a version compares; counters, status and search columns are not edits. */
export const versionedColumns = [
  'name',
  'tagline',
  'short_description',
  'description',
  'headline',
  'summary',
  'url',
  'logo_url',
  'features',
  'usps',
  'keywords',
  'tags',
  'pricing_model',
  'pricing_summary',
  'stage',
  'country',
  'city',
  'founded_year',
  'contact_email',
  'demo_video_url',
  'socials',
  'faqs',
  'seo_title',
  'seo_description',
  'unlocked_sections',
] as const;

/**
 * The listing's editable content (columns, category slugs, milestones, story) as plain JSON values.
 * Milestones without their ids: a draft's edit replaces them all, which is no change when equal.
 */
export async function listingSnapshot(db: Db, listingId: number): Promise<ListingSnapshot> {
  const listing = await db
    .selectFrom('listings')
    .select(versionedColumns)
    .where('id', '=', listingId)
    .executeTakeFirstOrThrow();
  const categories = await db
    .selectFrom('listing_categories as lc')
    .innerJoin('categories as c', 'c.id', 'lc.category_id')
    .select('c.slug')
    .where('lc.listing_id', '=', listingId)
    .orderBy('lc.is_primary', 'desc')
    .orderBy('c.slug')
    .execute();
  const milestones = await db
    .selectFrom('milestones')
    .select(['happened_on', 'title', 'description', 'url'])
    .where('listing_id', '=', listingId)
    .orderBy('happened_on')
    .orderBy('id')
    .execute();
  const story = await db
    .selectFrom('founder_stories')
    .select([
      'title',
      'story',
      'why_started',
      'problem',
      'journey',
      'challenges',
      'achievements',
      'lessons',
      'whats_next',
    ])
    .where('listing_id', '=', listingId)
    .executeTakeFirst();
  return JSON.parse(
    JSON.stringify({
      ...listing,
      categories: categories.map((row) => row.slug),
      milestones: milestones.map(({ happened_on, ...rest }) => ({ date: happened_on, ...rest })),
      story: story ?? null,
    }),
  ) as ListingSnapshot;
}

export async function insertListingVersion(
  db: Db,
  version: {
    listingId: number;
    actor: string;
    reason: string;
    before: ListingSnapshot;
    after: ListingSnapshot;
    at: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto('listing_versions')
    .values({
      listing_id: version.listingId,
      actor: version.actor,
      reason: version.reason,
      before: JSON.stringify(version.before),
      after: JSON.stringify(version.after),
      created_at: version.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function versionsOfListing(db: Db, listingId: number): Promise<ListingVersionRow[]> {
  return db
    .selectFrom('listing_versions')
    .selectAll()
    .where('listing_id', '=', listingId)
    .orderBy('id', 'desc')
    .execute();
}

export type RecentVersion = ListingVersionRow & { slug: string; name: string };

/** The newest edits across all listings, for the site team's page. */
export async function recentVersions(db: Db, page: { limit: number; offset: number }): Promise<RecentVersion[]> {
  return db
    .selectFrom('listing_versions as v')
    .innerJoin('listings as l', 'l.id', 'v.listing_id')
    .selectAll('v')
    .select(['l.slug', 'l.name'])
    .orderBy('v.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
