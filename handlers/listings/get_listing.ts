// get_listing: the full public profile; paid-only sections only when unlocked.
import type { Handler } from '../../app/http/handler.ts';
import { notFound } from '../../app/http/problem.ts';
import { findPublicProfile } from '../../db/queries/listings.ts';

export const handler: Handler<'get_listing'> = async ({ path }, { db, config }) => {
  const profile = await findPublicProfile(db, path.slug, config.publicUrl);
  if (!profile) throw notFound(`Listing "${path.slug}"`);
  return { status: 200, body: profile };
};
