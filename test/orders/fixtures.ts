// Rows an order test needs that other issues' operations create: categories and a submitted
// listing owned by an account (written directly; no order code runs here).
import type { Database } from '../../app/db/database.ts';

export async function category(db: Database, slug: string): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({ slug, name: slug })
    .onConflict((conflict) => conflict.column('slug').doUpdateSet({ name: slug }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A listing owned by `accountId`, in `primary`: by default a draft (submitted, not published);
 * `awaiting_badge` is a free listing waiting in the queue.
 */
export async function ownedListing(
  db: Database,
  accountId: string,
  slug: string,
  categories: { primary: string; extra?: string[] } = { primary: 'productivity' },
  status: 'draft' | 'awaiting_badge' | 'live' = 'draft',
): Promise<number> {
  const { id } = await db
    .insertInto('listings')
    .values({ slug, name: `Listing ${slug}`, url: `https://${slug}.example/`, status })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('listing_owners').values({ listing_id: id, account_id: accountId }).execute();
  const slugs = [categories.primary, ...(categories.extra ?? [])];
  for (const [index, categorySlug] of slugs.entries()) {
    await db
      .insertInto('listing_categories')
      .values({ listing_id: id, category_id: await category(db, categorySlug), is_primary: index === 0 })
      .execute();
  }
  return id;
}
