// Listing summaries and the full public profile. A listing is public while it is live, or
// scheduled for a coming launch week (shown as `upcoming`).
import { sql } from 'kysely';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { components } from '../../generated/api.d.ts';
import type { DB } from '../schema.ts';
import { presentedImageUrl } from '../../app/images/paths.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type ListingSummary = components['schemas']['ListingSummary'];
export type ListingProfile = components['schemas']['Listing'];

export const publicStatuses = ['live', 'scheduled'] as const;

/** listings `l` with their primary category `pc`, selecting what a summary needs. */
export function summaryQuery(db: Db) {
  return db
    .selectFrom('listings as l')
    .leftJoin('listing_categories as lc', (join) =>
      join.onRef('lc.listing_id', '=', 'l.id').on('lc.is_primary', '=', true),
    )
    .leftJoin('categories as pc', 'pc.id', 'lc.category_id')
    .select([
      'l.id',
      'l.slug',
      'l.name',
      'l.tagline',
      'l.url',
      'l.logo_url',
      'l.stage',
      'l.pricing_model',
      'l.country',
      'l.status',
      'l.launch_week',
      'l.launched_at',
      'l.vote_count',
      'l.view_count',
      'l.follow_count',
      'pc.slug as category_slug',
      'pc.name as category_name',
      sql<string | null>`(select max(r.week) from relaunches r where r.listing_id = l.id)`.as('relaunch_week'),
    ]);
}

/**
 * The summary fields of listing `l` with its primary category `pc`, as one JSON object (for
 * statements that return a page as one value); `summaryFromJson` reads it back.
 */
export const summaryJson = sql<SummaryJson>`json_build_object(
  'id', l.id, 'slug', l.slug, 'name', l.name, 'tagline', l.tagline, 'url', l.url, 'logo_url', l.logo_url,
  'stage', l.stage, 'pricing_model', l.pricing_model, 'country', l.country, 'status', l.status,
  'launch_week', l.launch_week, 'launched_at', l.launched_at, 'vote_count', l.vote_count,
  'view_count', l.view_count, 'follow_count', l.follow_count,
  'category_slug', pc.slug, 'category_name', pc.name,
  'relaunch_week', (select max(r.week) from relaunches r where r.listing_id = l.id))`;

/** A summary as JSON carries its timestamp as text. */
export type SummaryJson = Omit<SummaryRow, 'launched_at'> & { launched_at: string | null };

export function summaryFromJson(row: SummaryJson): SummaryRow {
  return { ...row, launched_at: row.launched_at === null ? null : new Date(row.launched_at) };
}

export interface SummaryRow {
  id: number;
  slug: string;
  name: string;
  tagline: string | null;
  url: string;
  logo_url: string | null;
  stage: string | null;
  pricing_model: string | null;
  country: string | null;
  status: string;
  launch_week: string | null;
  launched_at: Date | null;
  vote_count: number;
  view_count: number;
  follow_count: number;
  category_slug: string | null;
  category_name: string | null;
  relaunch_week: string | null;
}

export function listingPageUrl(publicUrl: string, slug: string): string {
  return `${publicUrl}/listings/${slug}`;
}

export function toSummary(row: SummaryRow, publicUrl: string): ListingSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    tagline: row.tagline,
    url: row.url,
    page_url: listingPageUrl(publicUrl, row.slug),
    logo_url: presentedImageUrl(
      publicUrl,
      'listings',
      row.slug,
      row.logo_url,
      (publicStatuses as readonly string[]).includes(row.status),
    ),
    primary_category:
      row.category_slug && row.category_name ? { slug: row.category_slug, name: row.category_name } : null,
    stage: row.stage,
    pricing_model: row.pricing_model,
    country: row.country,
    status: row.status === 'live' ? 'live' : 'upcoming',
    launch_week: row.launch_week,
    launched_at: row.launched_at ? row.launched_at.toISOString() : null,
    relaunch_week: row.relaunch_week,
    votes: row.vote_count,
    views: row.view_count,
    follows: row.follow_count,
  };
}

export async function findPublicSummary(db: Db, slug: string): Promise<SummaryRow | undefined> {
  return summaryQuery(db).where('l.slug', '=', slug).where('l.status', 'in', publicStatuses).executeTakeFirst();
}

export async function countLiveListings(db: Db): Promise<number> {
  const row = await db
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'live')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type Trend = 'up' | 'down' | 'flat';

/** Trend of the Domain Rating: its latest value against the one measured about 90 days before. */
export function domainRatingTrend(history: { date: string; value: number }[]): Trend {
  if (history.length < 2) return 'flat';
  const latest = history[history.length - 1];
  const cutoff = Date.parse(`${latest.date}T00:00:00Z`) - 90 * 86_400_000;
  const earlier = [...history].reverse().find((point) => Date.parse(`${point.date}T00:00:00Z`) <= cutoff) ?? history[0];
  if (latest.value > earlier.value) return 'up';
  if (latest.value < earlier.value) return 'down';
  return 'flat';
}

interface ProfileRow extends SummaryRow {
  short_description: string | null;
  description: string | null;
  features: string[];
  usps: string[];
  keywords: string[];
  tags: string[];
  pricing_summary: string | null;
  faqs: ListingProfile['faqs'];
  socials: ListingProfile['socials'];
  media: NonNullable<ListingProfile['media']>;
  city: string | null;
  founded_year: number | null;
  not_found_on_website: string[];
  unlocked_sections: ListingProfile['unlocked_sections'];
  domain_rating: number | null;
  demo_video_url: string | null;
  categories: { slug: string; name: string; is_primary: boolean }[];
  /** `shown`: a founder of a public listing (this one or another), who has a generated avatar. */
  founders: { slug: string; name: string; title: string | null; avatar_url: string | null; shown: boolean }[];
  updates: { id: number; title: string; body: string; posted_at: string }[];
  rating: { average: number | null; count: number };
  history: { date: string; value: number }[];
  story: Record<
    | 'title'
    | 'story'
    | 'why_started'
    | 'problem'
    | 'journey'
    | 'challenges'
    | 'achievements'
    | 'lessons'
    | 'whats_next',
    string | null
  > | null;
  milestones: { id: number; happened_on: string; title: string; description: string | null; url: string | null }[];
  plan: string;
}

/** A JSON array of `rows`, in the subquery's order (json_agg reads it as it comes), or [] when it has none. */
const jsonRows = (rows: RawBuilder<unknown>) => sql`coalesce((select json_agg(x) from (${rows}) x), '[]'::json)`;

/**
 * The full public profile of a live or upcoming listing, or undefined. One statement: the related
 * rows come as JSON aggregates, so a profile costs one round trip.
 */
export async function findPublicProfile(db: Db, slug: string, publicUrl: string): Promise<ListingProfile | undefined> {
  return loadProfile(db, publicUrl, { slug });
}

/** The profile of a listing in any status as its owners see it: milestones and story always shown. */
export async function findOwnerProfile(db: Db, listingId: number, publicUrl: string): Promise<ListingProfile> {
  const profile = await loadProfile(db, publicUrl, { id: listingId });
  if (!profile) throw new Error(`listing ${listingId} does not exist`);
  return profile;
}

async function loadProfile(
  db: Db,
  publicUrl: string,
  target: { slug: string } | { id: number },
): Promise<ListingProfile | undefined> {
  const ownerView = 'id' in target;
  let query = summaryQuery(db).select([
    'l.short_description',
    'l.description',
    'l.features',
    'l.usps',
    'l.keywords',
    'l.tags',
    'l.pricing_summary',
    'l.faqs',
    'l.socials',
    'l.media',
    'l.city',
    'l.founded_year',
    'l.not_found_on_website',
    'l.unlocked_sections',
    'l.domain_rating',
    'l.demo_video_url',
    jsonRows(sql`select c.slug, c.name, lc2.is_primary
                   from listing_categories lc2 join categories c on c.id = lc2.category_id
                   where lc2.listing_id = l.id order by lc2.is_primary desc, c.name`).as('categories'),
    jsonRows(sql`select f.slug, f.name, fl.title, f.avatar_url,
                          exists (select 1 from founder_listings fl2 join listings l2 on l2.id = fl2.listing_id
                                  where fl2.founder_id = f.id and l2.status = any(${[...publicStatuses]})) as shown
                   from founder_listings fl join founders f on f.id = fl.founder_id
                   where fl.listing_id = l.id order by fl.position, f.name`).as('founders'),
    jsonRows(sql`select id, title, body, posted_at from listing_updates where listing_id = l.id
                   order by posted_at desc, id desc limit 5`).as('updates'),
    // The community rating: genuine reviews by people who do not own the listing (app/engagement/reviews.ts).
    sql`(select json_build_object('average', round(avg(r.rating)::numeric, 2)::float8, 'count', count(*)::int)
           from reviews r where r.listing_id = l.id and r.genuine and not exists (
             select 1 from listing_owners o where o.listing_id = r.listing_id and o.account_id = r.account_id))`.as(
      'rating',
    ),
    jsonRows(
      sql`select measured_on as date, value from domain_rating_history where listing_id = l.id order by measured_on`,
    ).as('history'),
    sql`(select row_to_json(s) from (select title, story, why_started, problem, journey, challenges, achievements,
           lessons, whats_next from founder_stories where listing_id = l.id) s)`.as('story'),
    jsonRows(sql`select id, happened_on, title, description, url from milestones where listing_id = l.id
                   order by happened_on desc, id desc`).as('milestones'),
    'l.plan',
  ]);
  query = 'id' in target ? query.where('l.id', '=', target.id) : query.where('l.slug', '=', target.slug);
  if (!ownerView) query = query.where('l.status', 'in', publicStatuses);
  const listing = (await query.executeTakeFirst()) as ProfileRow | undefined;
  if (!listing) return undefined;
  const { categories, founders, updates, rating, history, story, milestones } = listing;
  const unlocked = listing.unlocked_sections;
  const profile: ListingProfile = {
    ...toSummary(listing, publicUrl),
    short_description: listing.short_description,
    description: listing.description,
    features: listing.features,
    usps: listing.usps,
    keywords: listing.keywords,
    tags: listing.tags,
    pricing: { model: listing.pricing_model, summary: listing.pricing_summary },
    categories: categories.map((c) => ({ slug: c.slug, name: c.name, primary: c.is_primary })),
    founders: founders.map((f) => ({
      slug: f.slug,
      name: f.name,
      title: f.title,
      avatar_url: presentedImageUrl(publicUrl, 'founders', f.slug, f.avatar_url, f.shown),
    })),
    faqs: listing.faqs,
    socials: listing.socials,
    latest_updates: updates.map((u) => ({
      id: u.id,
      title: u.title,
      body: u.body,
      posted_at: new Date(u.posted_at).toISOString(),
    })),
    rating: { average: rating.count > 0 ? rating.average : null, count: rating.count },
    domain_rating: {
      value: listing.domain_rating ?? history.at(-1)?.value ?? null,
      trend: domainRatingTrend(history),
      history,
    },
    links: {
      website: listing.url,
      demo_video_url: listing.demo_video_url,
      updates_url: `${listingPageUrl(publicUrl, listing.slug)}/updates`,
    },
    city: listing.city,
    founded_year: listing.founded_year,
    not_found_on_website: listing.not_found_on_website,
    unlocked_sections: unlocked,
  };
  // Paid-only sections appear only when unlocked for this listing (milestones also on paid
  // listings); its owners always see story and milestones.
  if (ownerView || unlocked.includes('story')) {
    profile.story = {
      title: story?.title ?? null,
      story: story?.story ?? null,
      why_started: story?.why_started ?? null,
      problem: story?.problem ?? null,
      journey: story?.journey ?? null,
      challenges: story?.challenges ?? null,
      achievements: story?.achievements ?? null,
      lessons: story?.lessons ?? null,
      whats_next: story?.whats_next ?? null,
    };
  }
  if (ownerView || listing.plan === 'paid' || unlocked.includes('milestones')) {
    profile.milestones = milestones.map((m) => ({
      id: m.id,
      date: m.happened_on,
      title: m.title,
      description: m.description,
      url: m.url,
    }));
  }
  if (unlocked.includes('media')) profile.media = listing.media;
  return profile;
}
