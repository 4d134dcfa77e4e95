// get_badges: every badge the listing has earned, with embed code and image URLs for one style.
import { badgeEmbed, earnedBadges } from '../../app/badges/earned.ts';
import { now } from '../../app/clock.ts';
import type { Handler } from '../../app/http/handler.ts';
import { notFound } from '../../app/http/problem.ts';
import { findBadgeSource } from '../../db/queries/badges.ts';
import { listingPageUrl } from '../../db/queries/listings.ts';

export const handler: Handler<'get_badges'> = async ({ path, query }, ctx) => {
  const listing = await findBadgeSource(ctx.db, path.slug);
  if (!listing) throw notFound(`Listing "${path.slug}"`);
  const style = { shape: query.shape ?? 'standard', mode: query.mode ?? 'auto', size: query.size ?? 'm' } as const;
  const urls = { publicUrl: ctx.config.publicUrl, pageUrl: listingPageUrl(ctx.config.publicUrl, listing.slug) };
  return {
    status: 200,
    body: {
      listing: { slug: listing.slug, name: listing.name },
      ...style,
      items: earnedBadges(listing, now()).map((badge) => badgeEmbed(badge, listing, listing.site_name, style, urls)),
    },
  };
};
