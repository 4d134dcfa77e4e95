// Writes of an owned listing's content: its columns, owners, categories, milestones, story and
// founders. Callers run them in one transaction (app/draft/listing.ts saves a submitted draft).
import type { Insertable, Transaction, Updateable } from 'kysely';
import type { DB } from '../schema.ts';
import type { ListingStatus } from '../schema/directory.ts';

type Trx = Transaction<DB>;
export type ListingColumns = Omit<Insertable<DB['listings']>, 'slug' | 'status'>;

export async function slugTaken(trx: Trx, table: 'listings' | 'founders', slug: string): Promise<boolean> {
  return (await trx.selectFrom(table).select('slug').where('slug', '=', slug).executeTakeFirst()) !== undefined;
}

export async function insertListing(trx: Trx, values: ListingColumns & { slug: string }): Promise<number> {
  const inserted = await trx.insertInto('listings').values(values).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** Content columns only: `status` is moved by the listing status machine. */
export async function updateListingColumns(
  trx: Trx,
  listingId: number,
  values: Omit<Updateable<DB['listings']>, 'status'>,
): Promise<void> {
  await trx
    .updateTable('listings')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', listingId)
    .execute();
}

export async function listingStatus(trx: Trx, listingId: number): Promise<ListingStatus> {
  const row = await trx.selectFrom('listings').select('status').where('id', '=', listingId).executeTakeFirstOrThrow();
  return row.status;
}

export async function addOwners(
  trx: Trx,
  listingId: number,
  owners: Array<{ accountId: string; role: 'owner' | 'cofounder' }>,
): Promise<void> {
  if (!owners.length) return;
  await trx
    .insertInto('listing_owners')
    .values(owners.map(({ accountId, role }) => ({ listing_id: listingId, account_id: accountId, role })))
    .onConflict((oc) => oc.columns(['listing_id', 'account_id']).doNothing())
    .execute();
}

/** Categories named (any letter case) in order; the first one that exists becomes the primary. */
export async function replaceCategoriesByName(trx: Trx, listingId: number, names: string[]): Promise<void> {
  await trx.deleteFrom('listing_categories').where('listing_id', '=', listingId).execute();
  const lower = names.map((name) => name.toLowerCase());
  if (!lower.length) return;
  const categories = await trx
    .selectFrom('categories')
    .select(['id', 'name'])
    .where((eb) => eb(eb.fn('lower', ['name']), 'in', lower))
    .execute();
  const ids = [
    ...new Set(
      lower.flatMap((name) => categories.filter((category) => category.name.toLowerCase() === name).map((c) => c.id)),
    ),
  ];
  if (!ids.length) return;
  await trx
    .insertInto('listing_categories')
    .values(
      ids.map((categoryId, index) => ({ listing_id: listingId, category_id: categoryId, is_primary: index === 0 })),
    )
    .execute();
}

export async function replaceMilestones(
  trx: Trx,
  listingId: number,
  milestones: Array<{ date: string; title: string; description: string | null; url: string | null }>,
): Promise<void> {
  await trx.deleteFrom('milestones').where('listing_id', '=', listingId).execute();
  if (!milestones.length) return;
  await trx
    .insertInto('milestones')
    .values(
      milestones.map((milestone) => ({
        listing_id: listingId,
        happened_on: milestone.date,
        title: milestone.title,
        description: milestone.description,
        url: milestone.url,
      })),
    )
    .execute();
}

export type StoryColumns = Omit<Insertable<DB['founder_stories']>, 'listing_id' | 'updated_at'>;

/** Saves the listing's founder story, or removes it when `story` is null. */
export async function saveStory(trx: Trx, listingId: number, story: StoryColumns | null): Promise<void> {
  if (!story) {
    await trx.deleteFrom('founder_stories').where('listing_id', '=', listingId).execute();
    return;
  }
  await trx
    .insertInto('founder_stories')
    .values({ listing_id: listingId, ...story })
    .onConflict((oc) => oc.column('listing_id').doUpdateSet({ ...story, updated_at: new Date() }))
    .execute();
}

export async function linkedFounders(trx: Trx, listingId: number): Promise<Array<{ id: number; name: string }>> {
  return trx
    .selectFrom('founder_listings as fl')
    .innerJoin('founders as f', 'f.id', 'fl.founder_id')
    .select(['f.id', 'f.name'])
    .where('fl.listing_id', '=', listingId)
    .execute();
}

export type FounderColumns = { name: string; title: string | null; bio: string | null; socials: string };

export async function insertFounder(trx: Trx, founder: FounderColumns & { slug: string }): Promise<number> {
  const created = await trx.insertInto('founders').values(founder).returning('id').executeTakeFirstOrThrow();
  return created.id;
}

export async function updateFounder(trx: Trx, founderId: number, founder: FounderColumns): Promise<void> {
  await trx.updateTable('founders').set(founder).where('id', '=', founderId).execute();
}

export async function linkFounder(
  trx: Trx,
  link: { founderId: number; listingId: number; title: string | null; position: number },
): Promise<void> {
  await trx
    .insertInto('founder_listings')
    .values({ founder_id: link.founderId, listing_id: link.listingId, title: link.title, position: link.position })
    .onConflict((oc) =>
      oc.columns(['founder_id', 'listing_id']).doUpdateSet({ title: link.title, position: link.position }),
    )
    .execute();
}

/** Unlinks founders from the listing and deletes those left with no listing and no account. */
export async function unlinkFounders(trx: Trx, listingId: number, founderIds: number[]): Promise<void> {
  if (!founderIds.length) return;
  await trx
    .deleteFrom('founder_listings')
    .where('listing_id', '=', listingId)
    .where('founder_id', 'in', founderIds)
    .execute();
  await trx
    .deleteFrom('founders')
    .where('id', 'in', founderIds)
    .where('account_id', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('founder_listings')
            .select('listing_id')
            .whereRef('founder_listings.founder_id', '=', 'founders.id'),
        ),
      ),
    )
    .execute();
}
