// update_my_listing: edits publish at once and are kept in the listing's version history.
import type { Handler } from '../../app/http/handler.ts';
import { callerAccount, ownedListing } from '../../app/listings/access.ts';
import { ownedListingBody } from '../../app/listings/present.ts';
import { editListing } from '../../app/listings/versions.ts';
import { updateListingColumns } from '../../db/queries/listing-content.ts';
import type { ListingColumns } from '../../db/queries/listing-content.ts';
import { findListingRow } from '../../db/queries/my-listings.ts';

/** An empty string clears a text field. */
const text = (value: string | undefined) => (value === undefined ? undefined : value.trim() === '' ? null : value);

export const handler: Handler<'update_my_listing'> = async ({ path, body }, ctx) => {
  const listingId = path.listing_id;
  const fields = body.fields ?? {};
  const changes: Partial<ListingColumns> = {
    tagline: text(fields.tagline),
    short_description: text(fields.short_description),
    description: text(fields.description),
    pricing_model: text(fields.pricing_model),
    pricing_summary: text(fields.pricing_summary),
    country: text(fields.country),
    city: text(fields.city),
    founded_year: fields.founded_year,
    demo_video_url: text(fields.demo_video_url),
    contact_email: text(fields.contact_email),
    features: fields.features,
    usps: fields.usps,
    keywords: fields.keywords,
    headline: text(fields.headline),
    summary: text(fields.summary),
    seo_title: text(fields.seo_title),
    seo_description: text(fields.seo_description),
    socials: body.socials === undefined ? undefined : JSON.stringify(body.socials),
    faqs: body.faqs === undefined ? undefined : JSON.stringify(body.faqs),
  };
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const row = await ctx.db.transaction().execute(async (trx) => {
    await ownedListing(trx, ctx, listingId, { forUpdate: true });
    if (Object.keys(set).length)
      await editListing(
        trx,
        listingId,
        { actor: { kind: 'account', accountId: callerAccount(ctx) }, reason: 'update_my_listing' },
        () => updateListingColumns(trx, listingId, set),
      );
    return findListingRow(trx, listingId);
  });
  if (!row) throw new Error(`listing ${listingId} vanished during its edit`);
  return { status: 200, body: await ownedListingBody(ctx.db, row, ctx.config) };
};
