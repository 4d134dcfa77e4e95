// search_listings: typo-tolerant full text with filters and sorts (db/queries/search.ts), with
// highlights of the matched words and, on request, facet counts.
import type { Handler } from '../../app/http/handler.ts';
import { pageOf, pageRequest } from '../../app/http/pagination.ts';
import { invalidField } from '../../app/http/problem.ts';
import { highlightWords } from '../../app/search/highlight.ts';
import { toSummary } from '../../db/queries/listings.ts';
import { searchListings } from '../../db/queries/search.ts';

export const handler: Handler<'search_listings'> = async ({ query }, { searchDb, config }) => {
  const page = pageRequest(query);
  const result = await searchListings(searchDb, {
    q: query.q,
    category: query.category,
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
  if (!result.categoryFound)
    throw invalidField('/query/category', `No category has the slug "${query.category}"; list_categories shows them.`);
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
