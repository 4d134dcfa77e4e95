// search_listings: typo-tolerant full text with filters and sorts (db/queries/search.ts), with
// highlights of the matched words and, on request, facet counts.
import type { Handler } from '../../app/http/handler.ts';
import { pageOf, pageRequest } from '../../app/http/pagination.ts';
import { invalidField } from '../../app/http/problem.ts';
import { highlightWords } from '../../app/search/highlight.ts';
import { categorySubtreeIds } from '../../db/queries/categories.ts';
import { toSummary } from '../../db/queries/listings.ts';
import { searchListings } from '../../db/queries/search.ts';

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
    facets: query.facets ?? false,
  });
  const withQuery = (query.q ?? '').trim().length > 0;
  const items = result.rows.map((row) => {
    const summary = toSummary(row, config.publicUrl);
    if (!withQuery) return summary;
    return {
      ...summary,
      highlights: {
        name: highlightWords(row.name, result.terms),
        tagline: highlightWords(row.tagline, result.terms),
      },
    };
  });
  return {
    status: 200,
    body: { ...pageOf(items, result.total, page), ...(result.facets ? { facets: result.facets } : {}) },
  };
};
