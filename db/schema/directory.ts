// Tables of db/migrations/000003_directory.sql: listings, categories, engagement, trophies,
// founders, blog, products.
import type { ColumnType } from 'kysely';
import type { Auto, Timestamp } from './columns.ts';
import type { Faq, Json } from './drafts.ts';

export type ListingStatus = 'draft' | 'awaiting_badge' | 'scheduled' | 'live' | 'badge_missing' | 'unpublished';
export type ListingPlan = 'none' | 'free' | 'paid';
export type UnlockedSection = 'story' | 'milestones' | 'media';

/** A nullable timestamptz the code writes (or leaves null). */
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A column with a database default the code may also write. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A column only the database writes (generated columns, trigger-maintained counters). */
export type ReadOnly<T> = ColumnType<T, never, never>;

export interface CategoryAttribute {
  key: string;
  label: string;
}

export interface MediaItem {
  type: 'image' | 'video';
  url: string;
  caption: string | null;
}

export interface ProductOptionRow {
  key: string;
  label: string;
  type: 'text' | 'number' | 'boolean' | 'choice' | 'multi_choice';
  choices: string[];
  required: boolean;
}

export interface DirectoryTables {
  categories: {
    id: Auto<number>;
    parent_id: number | null;
    slug: string;
    name: string;
    description: string | null;
    /** Words that place a product in the category, besides its name (the drafter maps sites with them). */
    keywords: Defaulted<string[]>;
    faqs: Json<Faq[]>;
    attributes: Json<CategoryAttribute[]>;
    position: Defaulted<number>;
    created_at: Timestamp;
  };
  listings: {
    id: Auto<number>;
    slug: string;
    name: string;
    tagline: string | null;
    short_description: string | null;
    description: string | null;
    headline: string | null;
    summary: string | null;
    url: string;
    domain: ReadOnly<string | null>;
    logo_url: string | null;
    status: Defaulted<ListingStatus>;
    plan: Defaulted<ListingPlan>;
    /** Monday, 'YYYY-MM-DD'. */
    launch_week: string | null;
    launched_at: NullableTimestamp;
    featured_until: NullableTimestamp;
    verified_at: NullableTimestamp;
    unlocked_sections: Defaulted<UnlockedSection[]>;
    features: Defaulted<string[]>;
    usps: Defaulted<string[]>;
    keywords: Defaulted<string[]>;
    tags: Defaulted<string[]>;
    pricing_model: string | null;
    pricing_summary: string | null;
    stage: string | null;
    country: string | null;
    city: string | null;
    founded_year: number | null;
    contact_email: string | null;
    demo_video_url: string | null;
    socials: Json<Record<string, string>>;
    faqs: Json<Faq[]>;
    not_found_on_website: Defaulted<string[]>;
    media: Json<MediaItem[]>;
    seo_title: string | null;
    seo_description: string | null;
    domain_rating: number | null;
    vote_count: ReadOnly<number>;
    view_count: ReadOnly<number>;
    follow_count: ReadOnly<number>;
    trending_key: ReadOnly<number | null>;
    search_vector: ReadOnly<string>;
    headline_words: ReadOnly<string>;
    /** The listing's categories (primary and extra), sorted; kept by the listing_categories triggers. */
    category_ids: ReadOnly<number[]>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  search_words: {
    word: string;
  };
  listing_owners: {
    listing_id: number;
    account_id: string;
    role: Defaulted<'owner' | 'cofounder'>;
    created_at: Timestamp;
  };
  listing_categories: {
    listing_id: number;
    category_id: number;
    is_primary: Defaulted<boolean>;
  };
  alternatives: {
    listing_id: number;
    alternative_id: number;
    position: Defaulted<number>;
    approved_at: Timestamp;
  };
  votes: {
    listing_id: number;
    account_id: string;
    created_at: Timestamp;
    /** False while the voter owns the listing (set by triggers, migration 000050). */
    counted: ReadOnly<boolean>;
  };
  follows: {
    listing_id: number;
    account_id: string;
    created_at: Timestamp;
    /** Secret of the unsubscribe link in update e-mails (migration 000032). */
    unsubscribe_token: Defaulted<string>;
  };
  listing_views: {
    listing_id: number;
    day: string;
    views: number;
  };
  reviews: {
    id: Auto<number>;
    listing_id: number;
    account_id: string;
    rating: number;
    body: string | null;
    genuine: Defaulted<boolean>;
    created_at: Timestamp;
    /** When the author last edited it (migration 000050). */
    updated_at: NullableTimestamp;
  };
  awards: {
    week: string;
    rank: number;
    listing_id: number;
    votes: number;
    created_at: Timestamp;
  };
  billboard_contributions: {
    id: Auto<number>;
    listing_id: number;
    account_id: string | null;
    amount_cents: number;
    order_number: string | null;
    created_at: Timestamp;
  };
  revenue_figures: {
    listing_id: number;
    /** First day of the month, 'YYYY-MM-DD'. */
    month: string;
    revenue_cents: number;
    created_at: Timestamp;
  };
  domain_rating_history: {
    listing_id: number;
    measured_on: string;
    value: number;
  };
  listing_updates: {
    id: Auto<number>;
    listing_id: number;
    title: string;
    body: string;
    posted_at: Timestamp;
  };
  milestones: {
    id: Auto<number>;
    listing_id: number;
    happened_on: string;
    title: string;
    description: string | null;
    url: string | null;
    created_at: Timestamp;
  };
  founder_stories: {
    listing_id: number;
    title: string | null;
    story: string | null;
    why_started: string | null;
    problem: string | null;
    journey: string | null;
    challenges: string | null;
    achievements: string | null;
    lessons: string | null;
    whats_next: string | null;
    updated_at: Timestamp;
  };
  founders: {
    id: Auto<number>;
    slug: string;
    account_id: string | null;
    name: string;
    title: string | null;
    bio: string | null;
    avatar_url: string | null;
    country: string | null;
    socials: Json<Record<string, string>>;
    created_at: Timestamp;
  };
  founder_listings: {
    founder_id: number;
    listing_id: number;
    title: string | null;
    position: Defaulted<number>;
  };
  interview_questions: {
    id: Auto<number>;
    question: string;
    topic: string;
    position: Defaulted<number>;
    active: Defaulted<boolean>;
  };
  interview_answers: {
    account_id: string;
    question_id: number;
    answer: string;
    updated_at: Timestamp;
  };
  blog_posts: {
    id: Auto<number>;
    slug: string;
    title: string;
    excerpt: string;
    markdown: string;
    author_name: string;
    tags: Defaulted<string[]>;
    cover_image_url: string | null;
    faqs: Json<Faq[]>;
    published_at: NullableTimestamp;
    updated_at: NullableTimestamp;
  };
  products: {
    code: string;
    name: string;
    description: string;
    price_cents: number;
    needs_listing: Defaulted<boolean>;
    minimum_cents: number | null;
    weeks_from: number | null;
    weeks_to: number | null;
    options: Json<ProductOptionRow[]>;
    position: Defaulted<number>;
    active: Defaulted<boolean>;
    updated_at: Timestamp;
    /** Migration 000041: a job delivers the line, or the site team does (following team_instructions). */
    delivered_by: Defaulted<'service' | 'site_team'>;
    team_instructions: string | null;
  };
}
