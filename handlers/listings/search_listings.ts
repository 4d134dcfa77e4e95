// search_listings: typo-tolerant full text with filters and sorts (app/search).
import type { Handler } from '../../app/http/handler.ts';
import { pageOf, pageRequest } from '../../app/http/pagination.ts';
import { invalidField } from '../../app/http/problem.ts';
import { searchListings } from '../../db/queries/search.ts';
import { categorySubtreeIds } from '../../db/queries/categories.ts';
import { toSummary } from '../../db/queries/listings.ts';

export const handler: Handler<'search_listings'> = async ({ query }, { db, config }) => {
  const page = pageRequest(query);
  let categoryIds: number[] | undefined;
  if (query.category) {
    categoryIds = await categorySubtreeIds(db, query.category);
    if (!categoryIds)
      throw invalidField(
        '/query/category',
        `No category has the slug "${query.category}"; list_categories shows them.`,
      );
  }
  const result = await searchListings(db, {
    q: query.q,
    categoryIds,
    stage: query.stage,
    country: query.country,
    pricingModel: query.pricing_model,
    domain: query.domain,
    status: query.status ?? 'live',
    sort: query.sort ?? 'relevance',
    limit: page.perPage,
    offset: page.offset,
  });
  return {
    status: 200,
    body: pageOf(
      result.rows.map((row) => toSummary(row, config.publicUrl)),
      result.total,
      page,
    ),
  };
};
