// An owned listing as list_my_listings and get_my_listing (and every owner operation answering
// with the listing) return it.
import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../generated/api.d.ts';
import type { DB } from '../../db/schema.ts';
import { findOwnerProfile, listingPageUrl } from '../../db/queries/listings.ts';
import type { ListingRow } from '../../db/queries/my-listings.ts';
import type { Config } from '../config.ts';
import { freePlanBody } from './free-plan.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type OwnedListingBody = components['schemas']['OwnedListing'];
export type OwnedListingSummaryBody = components['schemas']['OwnedListingSummary'];

export function ownedListingSummary(row: ListingRow, config: Config): OwnedListingSummaryBody {
  return {
    listing_id: row.id,
    slug: row.slug,
    name: row.name,
    url: row.url,
    page_url: listingPageUrl(config.publicUrl, row.slug),
    status: row.status,
    plan: row.plan,
    launch_week: row.launch_week,
    updated_at: row.updated_at.toISOString(),
  };
}

export async function ownedListingBody(db: Db, row: ListingRow, config: Config): Promise<OwnedListingBody> {
  return {
    listing_id: row.id,
    slug: row.slug,
    page_url: listingPageUrl(config.publicUrl, row.slug),
    status: row.status,
    plan: row.plan,
    launch_week: row.launch_week,
    unlocked_sections: row.unlocked_sections,
    owner_fields: {
      contact_email: row.contact_email,
      headline: row.headline,
      summary: row.summary,
      seo_title: row.seo_title,
      seo_description: row.seo_description,
    },
    free_plan: await freePlanBody(db, row, config),
    updated_at: row.updated_at.toISOString(),
    listing: await findOwnerProfile(db, row.id, config.publicUrl),
  };
}
