// get_category: description, FAQs, parent, subcategories and the live listings of the category
// and its subcategories, most voted first.
import type { Handler } from '../../app/http/handler.ts';
import { pageOf, pageRequest } from '../../app/http/pagination.ts';
import { notFound } from '../../app/http/problem.ts';
import { searchListings } from '../../db/queries/search.ts';
import { categoriesWithCounts, findCategory } from '../../db/queries/categories.ts';
import { toSummary } from '../../db/queries/listings.ts';

export const handler: Handler<'get_category'> = async ({ path, query }, { db, searchDb, config }) => {
  const category = await findCategory(db, path.slug);
  if (!category) throw notFound(`Category "${path.slug}"`);
  const page = pageRequest(query);
  const [all, listings] = await Promise.all([
    categoriesWithCounts(db),
    searchListings(searchDb, {
      category: category.slug,
      status: 'live',
      sort: 'votes',
      limit: page.perPage,
      offset: page.offset,
    }),
  ]);
  const parent = all.find((c) => c.id === category.parent_id);
  return {
    status: 200,
    body: {
      slug: category.slug,
      name: category.name,
      description: category.description,
      faqs: category.faqs,
      parent: parent ? { slug: parent.slug, name: parent.name } : null,
      subcategories: all
        .filter((c) => c.parent_id === category.id)
        .map((c) => ({ slug: c.slug, name: c.name, live_count: c.live_count })),
      listings: pageOf(
        listings.rows.map((row) => toSummary(row, config.publicUrl)),
        listings.total,
        page,
      ),
    },
  };
};
