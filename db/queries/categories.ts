// The category tree with live counts (a listing counts once per category it is in, including
// the parents of those categories).
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface CategoryWithCount {
  id: number;
  parent_id: number | null;
  slug: string;
  name: string;
  description: string | null;
  /** Distinct live listings in the category or any category below it. */
  live_count: number;
}

export async function categoriesWithCounts(db: Db): Promise<CategoryWithCount[]> {
  // One pass over the live listings' categories, counted for every ancestor of each category.
  const { rows } = await sql<CategoryWithCount>`
    with recursive tree as (
      select id as root, id from categories
      union all
      select tree.root, c.id from tree join categories c on c.parent_id = tree.id
    ),
    counts as (
      select root, count(*)::int as live_count
      from (select distinct tree.root, lc.listing_id
            from listing_categories lc
            join listings l on l.id = lc.listing_id and l.status = 'live'
            join tree on tree.id = lc.category_id) pairs
      group by root
    )
    select c.id, c.parent_id, c.slug, c.name, c.description, coalesce(counts.live_count, 0) as live_count
    from categories c left join counts on counts.root = c.id
    order by c.position, c.name`.execute(db);
  return rows;
}

/** The category and all categories below it. */
export async function categorySubtreeIds(db: Db, slug: string): Promise<number[] | undefined> {
  const { rows } = await sql<{ id: number }>`
    with recursive tree as (
      select id from categories where slug = ${slug}
      union all
      select c.id from categories c join tree on c.parent_id = tree.id
    )
    select id from tree`.execute(db);
  return rows.length > 0 ? rows.map((row) => row.id) : undefined;
}
