// get_alternatives: owner-approved alternatives first, then the most voted live listings of the
// same primary category.
import type { Handler } from '../../app/http/handler.ts';
import { notFound } from '../../app/http/problem.ts';
import { findPublicSummary, summaryQuery, toSummary } from '../../db/queries/listings.ts';

const sameCategoryLimit = 10;

export const handler: Handler<'get_alternatives'> = async ({ path }, { db, config }) => {
  const listing = await findPublicSummary(db, path.slug);
  if (!listing) throw notFound(`Listing "${path.slug}"`);
  const approved = await summaryQuery(db)
    .innerJoin('alternatives as a', 'a.alternative_id', 'l.id')
    .where('a.listing_id', '=', listing.id)
    .where('l.status', '=', 'live')
    .orderBy('a.position')
    .orderBy('l.slug')
    .execute();
  const excluded = [listing.id, ...approved.map((row) => row.id)];
  const similar = listing.category_slug
    ? await summaryQuery(db)
        .where('pc.slug', '=', listing.category_slug)
        .where('l.status', '=', 'live')
        .where('l.id', 'not in', excluded)
        .orderBy('l.vote_count', 'desc')
        .orderBy('l.slug')
        .limit(sameCategoryLimit)
        .execute()
    : [];
  return {
    status: 200,
    body: {
      listing: toSummary(listing, config.publicUrl),
      items: [
        ...approved.map((row) => ({ approved: true, listing: toSummary(row, config.publicUrl) })),
        ...similar.map((row) => ({ approved: false, listing: toSummary(row, config.publicUrl) })),
      ],
    },
  };
};
