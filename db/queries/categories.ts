// The category tree with live counts (a listing counts once per category it is in, including
// the parents of those categories, as browse_counts keeps them).
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import type { Taxonomy } from '../../app/draft/fields.ts';

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
  // Counted by the triggers of migration 000045 whenever a listing's status or categories change.
  const { rows } = await sql<CategoryWithCount>`
    select c.id, c.parent_id, c.slug, c.name, c.description, coalesce(n.listings, 0) as live_count
    from categories c
    left join browse_counts n on n.status = 'live' and n.scope_id = c.id and n.facet = 'total' and n.value = ''
    order by c.position, c.name`.execute(db);
  return rows;
}

export async function findCategory(db: Db, slug: string) {
  return db.selectFrom('categories').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function countCategories(db: Db): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Of `names`, those that name a category (compared in lower case), lower-cased. */
export async function knownCategoryNames(db: Db, names: string[]): Promise<Set<string>> {
  if (!names.length) return new Set();
  const rows = await db
    .selectFrom('categories')
    .select('name')
    .where((eb) =>
      eb(
        eb.fn('lower', ['name']),
        'in',
        names.map((name) => name.toLowerCase()),
      ),
    )
    .execute();
  return new Set(rows.map((row) => row.name.toLowerCase()));
}

/** The categories and tags a draft can be placed in, with the words that justify each. */
export async function draftingTaxonomy(db: Db): Promise<Taxonomy> {
  const rows = await db
    .selectFrom('categories as c')
    .leftJoin('categories as p', 'p.id', 'c.parent_id')
    .select(['c.name', 'c.keywords', 'c.attributes', 'p.name as parent'])
    .orderBy('c.position')
    .orderBy('c.name')
    .execute();
  const tags = new Map<string, string>();
  for (const row of rows) {
    for (const attribute of row.attributes) {
      if (attribute.key.startsWith('tag:')) tags.set(attribute.key.slice(4), attribute.label);
    }
  }
  return {
    categories: rows.map((row) => ({ name: row.name, parent: row.parent, keywords: row.keywords })),
    tags: [...tags].map(([tag, label]) => ({ tag, label })),
  };
}
