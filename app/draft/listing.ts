// A submitted draft as an unpublished listing (status 'draft'), owned by the draft's owners. Saving
// again (a second submit, or an edit after submission) updates the same listing.
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ListingStatus } from '../../db/schema/directory.ts';
import { ownerIds } from '../../db/queries/drafts.ts';
import type { DraftRow } from '../../db/queries/drafts.ts';
import { completenessOf, storedFields } from './profile.ts';

function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return base || 'listing';
}

async function freeSlug(trx: Transaction<DB>, table: 'listings' | 'founders', name: string): Promise<string> {
  const base = slugify(name);
  const taken = await trx.selectFrom(table).select('slug').where('slug', '=', base).executeTakeFirst();
  return taken ? `${base}-${randomBytes(3).toString('hex')}` : base;
}

/**
 * The draft's founders become the listing's, in order (the first is the primary founder, who also
 * gets the founder socials). A founder of this listing is matched by name; founders the draft no
 * longer names are unlinked, and deleted when they belong to no other listing and no account.
 */
async function saveFounders(trx: Transaction<DB>, listingId: number, draft: DraftRow): Promise<void> {
  const linked = await trx
    .selectFrom('founder_listings as fl')
    .innerJoin('founders as f', 'f.id', 'fl.founder_id')
    .select(['f.id', 'f.name'])
    .where('fl.listing_id', '=', listingId)
    .execute();
  const kept = new Set<number>();
  for (const [position, founder] of draft.founders.entries()) {
    const socials = JSON.stringify(position === 0 ? draft.founder_socials : {});
    let id = linked.find((row) => row.name.toLowerCase() === founder.name.toLowerCase() && !kept.has(row.id))?.id;
    if (id === undefined) {
      const created = await trx
        .insertInto('founders')
        .values({
          slug: await freeSlug(trx, 'founders', founder.name),
          name: founder.name,
          title: founder.title,
          bio: founder.bio,
          socials,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = created.id;
    } else {
      await trx
        .updateTable('founders')
        .set({ name: founder.name, title: founder.title, bio: founder.bio, socials })
        .where('id', '=', id)
        .execute();
    }
    kept.add(id);
    await trx
      .insertInto('founder_listings')
      .values({ founder_id: id, listing_id: listingId, title: founder.title, position })
      .onConflict((oc) => oc.columns(['founder_id', 'listing_id']).doUpdateSet({ title: founder.title, position }))
      .execute();
  }
  const dropped = linked.map((row) => row.id).filter((id) => !kept.has(id));
  if (!dropped.length) return;
  await trx
    .deleteFrom('founder_listings')
    .where('listing_id', '=', listingId)
    .where('founder_id', 'in', dropped)
    .execute();
  await trx
    .deleteFrom('founders')
    .where('id', 'in', dropped)
    .where('account_id', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('founder_listings')
            .select('listing_id')
            .whereRef('founder_listings.founder_id', '=', 'founders.id'),
        ),
      ),
    )
    .execute();
}

const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

export async function saveListing(
  trx: Transaction<DB>,
  draft: DraftRow,
): Promise<{ listingId: number; status: ListingStatus }> {
  const fields = storedFields(draft.fields);
  const hostName = new URL(draft.url).hostname.replace(/^www\./, '');
  const name = text(fields.name.value) ?? hostName;
  const { not_found_on_website } = completenessOf({ ...draft, fields, drafted: true });
  const year = Number(fields.founded_year.value);
  const values = {
    name,
    tagline: text(fields.tagline.value),
    short_description: text(fields.short_description.value),
    description: text(fields.description.value),
    url: draft.url,
    logo_url: text(fields.logo_url.value),
    features: list(fields.features.value),
    usps: list(fields.usps.value),
    keywords: list(fields.keywords.value),
    tags: list(fields.tags.value),
    pricing_model: text(fields.pricing_model.value),
    pricing_summary: text(fields.pricing_summary.value),
    stage: text(fields.stage.value),
    country: text(fields.country.value),
    city: text(fields.city.value),
    founded_year: Number.isInteger(year) && year >= 1800 && year <= 2100 ? year : null,
    contact_email: text(fields.contact_email.value),
    demo_video_url: text(fields.demo_video_url.value),
    socials: JSON.stringify(draft.company_socials),
    faqs: JSON.stringify(draft.faqs),
    not_found_on_website,
    seo_title: draft.seo.title ?? null,
    seo_description: draft.seo.meta ?? null,
  };

  let listingId = draft.listing_id;
  if (listingId === null) {
    const inserted = await trx
      .insertInto('listings')
      .values({ ...values, slug: await freeSlug(trx, 'listings', name) })
      .returning('id')
      .executeTakeFirstOrThrow();
    listingId = inserted.id;
  } else {
    await trx
      .updateTable('listings')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', listingId)
      .execute();
  }

  const owners = await ownerIds(trx, draft.id);
  await trx
    .insertInto('listing_owners')
    .values(
      owners.map((accountId) => ({
        listing_id: listingId,
        account_id: accountId,
        role: accountId === draft.account_id ? ('owner' as const) : ('cofounder' as const),
      })),
    )
    .onConflict((oc) => oc.columns(['listing_id', 'account_id']).doNothing())
    .execute();

  // Categories are names from list_categories; the first one found is the primary.
  const names = list(fields.categories.value).map((category) => category.toLowerCase());
  await trx.deleteFrom('listing_categories').where('listing_id', '=', listingId).execute();
  if (names.length) {
    const categories = await trx
      .selectFrom('categories')
      .select(['id', 'name'])
      .where((eb) => eb(eb.fn('lower', ['name']), 'in', names))
      .execute();
    const ordered = names
      .map((lower) => categories.find((category) => category.name.toLowerCase() === lower))
      .filter((category) => category !== undefined);
    if (ordered.length) {
      await trx
        .insertInto('listing_categories')
        .values(
          [...new Map(ordered.map((category) => [category.id, category])).values()].map((category, index) => ({
            listing_id: listingId,
            category_id: category.id,
            is_primary: index === 0,
          })),
        )
        .execute();
    }
  }

  await trx.deleteFrom('milestones').where('listing_id', '=', listingId).execute();
  if (draft.milestones.length) {
    await trx
      .insertInto('milestones')
      .values(
        draft.milestones.map((milestone) => ({
          listing_id: listingId,
          happened_on: milestone.date,
          title: milestone.title,
          description: milestone.description,
          url: milestone.url,
        })),
      )
      .execute();
  }
  if (Object.keys(draft.story).length) {
    const story = {
      title: draft.story.title ?? null,
      story: draft.story.story ?? null,
      why_started: draft.story.why_started ?? null,
      problem: draft.story.problem ?? null,
      journey: draft.story.journey ?? null,
      challenges: draft.story.challenges ?? null,
      achievements: draft.story.achievements ?? null,
      lessons: draft.story.lessons ?? null,
      whats_next: draft.story.whats_next ?? null,
    };
    await trx
      .insertInto('founder_stories')
      .values({ listing_id: listingId, ...story })
      .onConflict((oc) => oc.column('listing_id').doUpdateSet({ ...story, updated_at: new Date() }))
      .execute();
  } else {
    await trx.deleteFrom('founder_stories').where('listing_id', '=', listingId).execute();
  }

  await saveFounders(trx, listingId, draft);

  const listing = await trx
    .selectFrom('listings')
    .select('status')
    .where('id', '=', listingId)
    .executeTakeFirstOrThrow();
  return { listingId, status: listing.status };
}
