// compare_listings: two live or upcoming listings side by side on their category's attributes.
import type { Handler } from '../../app/http/handler.ts';
import { invalidField } from '../../app/http/problem.ts';
import { compareAttributes, factValue, listingFacts } from '../../db/queries/compare.ts';
import { findPublicSummary, toSummary } from '../../db/queries/listings.ts';

export const handler: Handler<'compare_listings'> = async ({ query }, { db, config }) => {
  if (query.a === query.b) throw invalidField('/query/b', 'Compare two different listings: b is the same as a.');
  const [a, b] = await Promise.all([findPublicSummary(db, query.a), findPublicSummary(db, query.b)]);
  if (!a) throw invalidField('/query/a', `No live or upcoming listing has the slug "${query.a}".`);
  if (!b) throw invalidField('/query/b', `No live or upcoming listing has the slug "${query.b}".`);
  const categorySlug = a.category_slug ?? b.category_slug;
  const categoryName = a.category_slug ? a.category_name : b.category_name;
  if (!categorySlug || !categoryName)
    throw invalidField('/query/a', 'Neither listing has a primary category to compare on.');
  const [attributes, factsA, factsB] = await Promise.all([
    compareAttributes(db, categorySlug),
    listingFacts(db, a.id),
    listingFacts(db, b.id),
  ]);
  return {
    status: 200,
    body: {
      a: toSummary(a, config.publicUrl),
      b: toSummary(b, config.publicUrl),
      category: { slug: categorySlug, name: categoryName },
      rows: attributes.map((attribute) => ({
        attribute: attribute.key,
        label: attribute.label,
        a: factValue(factsA, attribute.key),
        b: factValue(factsB, attribute.key),
      })),
    },
  };
};
