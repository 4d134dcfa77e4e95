// A submitted draft as an unpublished listing (status 'draft'), owned by the draft's owners. Saving
// again (a second submit, or an edit after submission) updates the same listing.
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ListingStatus } from '../../db/schema/directory.ts';
import { ownerIds } from '../../db/queries/drafts.ts';
import type { DraftRow } from '../../db/queries/drafts.ts';
import {
  addOwners,
  insertFounder,
  insertListing,
  linkedFounders,
  linkFounder,
  listingStatus,
  replaceCategoriesByName,
  replaceMilestones,
  saveStory,
  slugTaken,
  unlinkFounders,
  updateFounder,
  updateListingColumns,
} from '../../db/queries/listing-content.ts';
import type { ListingColumns } from '../../db/queries/listing-content.ts';
import { listingCreated } from '../listings/states.ts';
import { editListing } from '../listings/versions.ts';
import type { Actor } from '../state/machine.ts';
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
  return (await slugTaken(trx, table, base)) ? `${base}-${randomBytes(3).toString('hex')}` : base;
}

/**
 * The draft's founders become the listing's, in order (the first is the primary founder, who also
 * gets the founder socials). A founder of this listing is matched by name; founders the draft no
 * longer names are unlinked, and deleted when they belong to no other listing and no account.
 */
async function saveFounders(trx: Transaction<DB>, listingId: number, draft: DraftRow): Promise<void> {
  const linked = await linkedFounders(trx, listingId);
  const kept = new Set<number>();
  for (const [position, founder] of draft.founders.entries()) {
    const columns = {
      name: founder.name,
      title: founder.title,
      bio: founder.bio,
      socials: JSON.stringify(position === 0 ? draft.founder_socials : {}),
    };
    let id = linked.find((row) => row.name.toLowerCase() === founder.name.toLowerCase() && !kept.has(row.id))?.id;
    if (id === undefined)
      id = await insertFounder(trx, { ...columns, slug: await freeSlug(trx, 'founders', founder.name) });
    else await updateFounder(trx, id, columns);
    kept.add(id);
    await linkFounder(trx, { founderId: id, listingId, title: founder.title, position });
  }
  await unlinkFounders(
    trx,
    listingId,
    linked.map((row) => row.id).filter((id) => !kept.has(id)),
  );
}

const list = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function listingColumns(draft: DraftRow): ListingColumns & { name: string } {
  const fields = storedFields(draft.fields);
  const hostName = new URL(draft.url).hostname.replace(/^www\./, '');
  const { not_found_on_website } = completenessOf({ ...draft, fields, drafted: true });
  const year = Number(fields.founded_year.value);
  return {
    name: text(fields.name.value) ?? hostName,
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
}

/**
 * Saves the draft as its listing: the first time a new listing in status `draft`, later an edit of
 * that listing, recorded in its version history (`reason`: the operation that made it).
 */
export async function saveListing(
  trx: Transaction<DB>,
  draft: DraftRow,
  who: { actor: Actor; reason: string },
): Promise<{ listingId: number; status: ListingStatus }> {
  const values = listingColumns(draft);
  const existing = draft.listing_id;
  if (existing === null) {
    const listingId = await insertListing(trx, { ...values, slug: await freeSlug(trx, 'listings', values.name) });
    await listingCreated(trx, listingId, who.actor);
    await saveListingContent(trx, listingId, draft);
    return { listingId, status: await listingStatus(trx, listingId) };
  }
  await editListing(trx, existing, who, async () => {
    await updateListingColumns(trx, existing, values);
    await saveListingContent(trx, existing, draft);
  });
  return { listingId: existing, status: await listingStatus(trx, existing) };
}

/** Owners, categories, milestones, story and founders of the listing, from the draft. */
async function saveListingContent(trx: Transaction<DB>, listingId: number, draft: DraftRow): Promise<void> {
  const owners = await ownerIds(trx, draft.id);
  await addOwners(
    trx,
    listingId,
    owners.map((accountId) => ({ accountId, role: accountId === draft.account_id ? 'owner' : 'cofounder' })),
  );
  // Categories are names from list_categories; the first one found is the primary.
  await replaceCategoriesByName(trx, listingId, list(storedFields(draft.fields).categories.value));
  await replaceMilestones(trx, listingId, draft.milestones);
  const story = draft.story;
  await saveStory(
    trx,
    listingId,
    Object.keys(story).length
      ? {
          title: story.title ?? null,
          story: story.story ?? null,
          why_started: story.why_started ?? null,
          problem: story.problem ?? null,
          journey: story.journey ?? null,
          challenges: story.challenges ?? null,
          achievements: story.achievements ?? null,
          lessons: story.lessons ?? null,
          whats_next: story.whats_next ?? null,
        }
      : null,
  );
  await saveFounders(trx, listingId, draft);
}
