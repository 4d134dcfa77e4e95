// list_categories: the category tree with live listing counts; include_empty=false drops
// categories without live listings.
import type { Handler } from '../../app/http/handler.ts';
import { categoriesWithCounts } from '../../db/queries/categories.ts';
import type { CategoryWithCount } from '../../db/queries/categories.ts';
import type { components } from '../../generated/api.d.ts';

type CategoryNode = components['schemas']['CategoryNode'];

export const handler: Handler<'list_categories'> = async ({ query }, { db }) => {
  const categories = await categoriesWithCounts(db);
  const includeEmpty = query.include_empty ?? true;
  const node = (category: CategoryWithCount): CategoryNode => ({
    slug: category.slug,
    name: category.name,
    description: category.description,
    live_count: category.live_count,
    children: categories
      .filter((child) => child.parent_id === category.id && (includeEmpty || child.live_count > 0))
      .map(node),
  });
  const roots = categories.filter(
    (category) => category.parent_id === null && (includeEmpty || category.live_count > 0),
  );
  return { status: 200, body: { items: roots.map(node) } };
};
