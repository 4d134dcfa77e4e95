-- The public directory: listings and their profile, categories, votes and other engagement,
-- launch weeks and awards, leaderboard figures, founders, blog, products and site settings.

-- ------------------------------------------------------------------ categories
create table categories (
  id integer generated always as identity primary key,
  parent_id integer references categories on delete restrict,
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{0,219}$'),
  name text not null,
  description text,
  faqs jsonb not null default '[]' check (jsonb_typeof(faqs) = 'array'),
  -- Facts compare_listings puts side by side: [{"key": "pricing_model", "label": "Pricing model"}, ...].
  attributes jsonb not null default '[]' check (jsonb_typeof(attributes) = 'array'),
  position integer not null default 0,
  created_at timestamptz not null default now(),
  check (parent_id is distinct from id)
);
create index categories_parent_idx on categories (parent_id);

-- ------------------------------------------------------------------ listings
create table listings (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{0,219}$'),
  name text not null,
  tagline text,
  short_description text,
  description text,
  headline text,
  summary text,
  url text not null,
  -- Host of the website without "www.", for the search filter `domain`.
  domain text generated always as (lower(substring(url from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:www\.)?([^/:?#]+)'))) stored,
  logo_url text,
  status text not null default 'draft'
    check (status in ('draft', 'awaiting_badge', 'scheduled', 'live', 'unpublished')),
  plan text not null default 'none' check (plan in ('none', 'free', 'paid')),
  launch_week date check (extract(isodow from launch_week) = 1),
  launched_at timestamptz,
  featured_until timestamptz,
  verified_at timestamptz,
  unlocked_sections text[] not null default '{}'
    check (unlocked_sections <@ array['story', 'milestones', 'media']::text[]),
  features text[] not null default '{}',
  usps text[] not null default '{}',
  keywords text[] not null default '{}',
  tags text[] not null default '{}',
  pricing_model text,
  pricing_summary text,
  stage text,
  country text check (country ~ '^[A-Z]{2}$'),
  city text,
  founded_year integer check (founded_year between 1800 and 2100),
  contact_email text,
  demo_video_url text,
  socials jsonb not null default '{}' check (jsonb_typeof(socials) = 'object'),
  faqs jsonb not null default '[]' check (jsonb_typeof(faqs) = 'array'),
  not_found_on_website text[] not null default '{}',
  -- [{"type": "image"|"video", "url": "...", "caption": "..."}], shown when 'media' is unlocked.
  media jsonb not null default '[]' check (jsonb_typeof(media) = 'array'),
  seo_title text,
  seo_description text,
  -- Latest third-party Domain Rating (history in domain_rating_history).
  domain_rating smallint check (domain_rating between 0 and 100),
  -- Counters kept by the statement triggers below, so sorting 100k listings needs no aggregation.
  vote_count integer not null default 0,
  view_count bigint not null default 0,
  follow_count integer not null default 0,
  -- log2 of sum over votes of 2^(vote_hours/48), vote_hours counted from 2020-01-01: the trending
  -- score at time t is 2^(trending_key - t_hours/48), so ordering by this key is the trending order.
  trending_key double precision,
  -- Words of name, tagline, description and keywords (simple config, unaccented), weighted A..D.
  search_vector tsvector not null default ''::tsvector,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index listings_search_idx on listings using gin (search_vector);
create index listings_name_trgm_idx on listings using gin (lower(name) gin_trgm_ops);
create index listings_status_launch_week_idx on listings (status, launch_week);
create index listings_live_votes_idx on listings (vote_count desc, slug) where status = 'live';
create index listings_live_launched_idx on listings (launched_at desc, slug) where status = 'live';
create index listings_live_trending_idx on listings (trending_key desc nulls last, slug) where status = 'live';
create index listings_live_views_idx on listings (view_count desc, slug) where status = 'live';
create index listings_live_follows_idx on listings (follow_count desc, slug) where status = 'live';
create index listings_live_domain_rating_idx on listings (domain_rating desc, slug) where status = 'live';
create index listings_domain_idx on listings (domain);
create index listings_country_idx on listings (country);

create function listing_search_vector(l listings) returns tsvector
language sql stable as $$
  select setweight(to_tsvector('simple', unaccent(coalesce(l.name, ''))), 'A')
      || setweight(to_tsvector('simple', unaccent(coalesce(l.tagline, ''))), 'B')
      || setweight(to_tsvector('simple', unaccent(array_to_string(l.keywords, ' '))), 'B')
      || setweight(to_tsvector('simple', unaccent(coalesce(l.short_description, ''))), 'C')
      || setweight(to_tsvector('simple', unaccent(coalesce(l.description, ''))), 'D')
$$;

create function listings_set_search_vector() returns trigger
language plpgsql as $$
begin
  new.search_vector := listing_search_vector(new);
  return new;
end $$;
create trigger listings_search_vector before insert or update of name, tagline, keywords, short_description, description
  on listings for each row execute function listings_set_search_vector();

-- Distinct words of all listings: typo-tolerant search looks query words up here by trigram
-- similarity (a small indexed table) instead of scanning every listing.
create table search_words (
  word text primary key
);
create index search_words_trgm_idx on search_words using gin (word gin_trgm_ops);

create function search_words_from_new_listings() returns trigger
language plpgsql as $$
begin
  insert into search_words (word)
  select distinct w from new_rows, unnest(tsvector_to_array(new_rows.search_vector)) as w
  on conflict do nothing;
  return null;
end $$;
create function search_words_from_changed_listings() returns trigger
language plpgsql as $$
begin
  insert into search_words (word)
  select distinct w
  from new_rows join old_rows using (id), unnest(tsvector_to_array(new_rows.search_vector)) as w
  where new_rows.search_vector is distinct from old_rows.search_vector
  on conflict do nothing;
  return null;
end $$;
create trigger listings_search_words_insert after insert on listings
  referencing new table as new_rows for each statement execute function search_words_from_new_listings();
create trigger listings_search_words_update after update on listings
  referencing new table as new_rows old table as old_rows
  for each statement execute function search_words_from_changed_listings();

create table listing_owners (
  listing_id bigint not null references listings on delete cascade,
  account_id uuid not null references accounts on delete cascade,
  role text not null default 'owner' check (role in ('owner', 'cofounder')),
  created_at timestamptz not null default now(),
  primary key (listing_id, account_id)
);
create index listing_owners_account_idx on listing_owners (account_id);

create table listing_categories (
  listing_id bigint not null references listings on delete cascade,
  category_id integer not null references categories on delete restrict,
  is_primary boolean not null default false,
  primary key (listing_id, category_id)
);
create unique index listing_categories_one_primary on listing_categories (listing_id) where is_primary;
create index listing_categories_category_idx on listing_categories (category_id, listing_id);

-- Alternatives the listing's owner approved, shown first by get_alternatives.
create table alternatives (
  listing_id bigint not null references listings on delete cascade,
  alternative_id bigint not null references listings on delete cascade,
  position integer not null default 0,
  approved_at timestamptz not null default now(),
  primary key (listing_id, alternative_id),
  check (listing_id <> alternative_id)
);

-- ------------------------------------------------------------------ engagement
-- One vote per person per listing; only people on the site vote (never through the API).
create table votes (
  listing_id bigint not null references listings on delete cascade,
  account_id uuid not null references accounts on delete cascade,
  created_at timestamptz not null default now(),
  primary key (listing_id, account_id)
);
create index votes_listing_created_idx on votes (listing_id, created_at);
create index votes_created_idx on votes (created_at);

create function trending_hours(at timestamptz) returns double precision
language sql immutable as $$
  select extract(epoch from at - timestamptz '2020-01-01 00:00:00+00') / 3600.0
$$;

create function votes_count_inserted() returns trigger
language plpgsql as $$
begin
  update listings l
  set vote_count = l.vote_count + d.n,
      -- log2(2^a + 2^b) computed as max + log2(1 + 2^(min - max)) so it never overflows.
      trending_key = case when l.trending_key is null then d.key
        else greatest(l.trending_key, d.key) + ln(1 + power(2.0::double precision, least(l.trending_key, d.key) - greatest(l.trending_key, d.key))) / ln(2.0::double precision) end
  from (
    select listing_id, count(*)::integer as n,
           max(k) + ln(sum(power(2.0::double precision, k - mk))) / ln(2.0::double precision) as key
    from (select listing_id, trending_hours(created_at) / 48.0 as k,
                 max(trending_hours(created_at) / 48.0) over (partition by listing_id) as mk
          from new_rows) s
    group by listing_id
  ) d
  where l.id = d.listing_id;
  return null;
end $$;
create function votes_count_deleted() returns trigger
language plpgsql as $$
begin
  -- Recomputed from the remaining votes: subtracting in log space would lose precision.
  update listings l
  set vote_count = coalesce(r.n, 0),
      trending_key = r.key
  from (select distinct listing_id from old_rows) d
  left join lateral (
    select count(*)::integer as n,
           max(trending_hours(v.created_at) / 48.0)
             + ln(sum(power(2.0::double precision, trending_hours(v.created_at) / 48.0
               - (select max(trending_hours(created_at) / 48.0) from votes where listing_id = d.listing_id)))) / ln(2.0::double precision) as key
    from votes v where v.listing_id = d.listing_id
  ) r on true
  where l.id = d.listing_id;
  return null;
end $$;
create trigger votes_counts_insert after insert on votes
  referencing new table as new_rows for each statement execute function votes_count_inserted();
create trigger votes_counts_delete after delete on votes
  referencing old table as old_rows for each statement execute function votes_count_deleted();

create table follows (
  listing_id bigint not null references listings on delete cascade,
  account_id uuid not null references accounts on delete cascade,
  created_at timestamptz not null default now(),
  primary key (listing_id, account_id)
);
create index follows_account_idx on follows (account_id);

create function follows_count_inserted() returns trigger
language plpgsql as $$
begin
  update listings l set follow_count = l.follow_count + d.n
  from (select listing_id, count(*)::integer as n from new_rows group by listing_id) d
  where l.id = d.listing_id;
  return null;
end $$;
create function follows_count_deleted() returns trigger
language plpgsql as $$
begin
  update listings l set follow_count = greatest(l.follow_count - d.n, 0)
  from (select listing_id, count(*)::integer as n from old_rows group by listing_id) d
  where l.id = d.listing_id;
  return null;
end $$;
create trigger follows_counts_insert after insert on follows
  referencing new table as new_rows for each statement execute function follows_count_inserted();
create trigger follows_counts_delete after delete on follows
  referencing old table as old_rows for each statement execute function follows_count_deleted();

-- Page views per listing per day (UTC); listings.view_count is their sum.
create table listing_views (
  listing_id bigint not null references listings on delete cascade,
  day date not null,
  views integer not null check (views >= 0),
  primary key (listing_id, day)
);
create function listing_views_inserted() returns trigger
language plpgsql as $$
begin
  update listings l set view_count = l.view_count + d.n
  from (select listing_id, sum(views) as n from new_rows group by listing_id) d
  where l.id = d.listing_id;
  return null;
end $$;
create function listing_views_updated() returns trigger
language plpgsql as $$
begin
  update listings l set view_count = l.view_count + d.n
  from (select n.listing_id, sum(n.views - o.views) as n
        from new_rows n join old_rows o using (listing_id, day) group by n.listing_id) d
  where l.id = d.listing_id;
  return null;
end $$;
create trigger listing_views_counts_insert after insert on listing_views
  referencing new table as new_rows for each statement execute function listing_views_inserted();
create trigger listing_views_counts_update after update on listing_views
  referencing new table as new_rows old table as old_rows
  for each statement execute function listing_views_updated();

-- Community rating: only reviews marked genuine count.
create table reviews (
  id bigint generated always as identity primary key,
  listing_id bigint not null references listings on delete cascade,
  account_id uuid not null references accounts on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  body text,
  genuine boolean not null default true,
  created_at timestamptz not null default now(),
  unique (listing_id, account_id)
);

-- ------------------------------------------------------------------ launches and trophies
-- Launch of the Week #1-#3 from community votes only, written by the awards__close_week job.
create table awards (
  week date not null check (extract(isodow from week) = 1),
  rank smallint not null check (rank between 1 and 3),
  listing_id bigint not null references listings on delete cascade,
  votes integer not null check (votes >= 0),
  created_at timestamptz not null default now(),
  primary key (week, rank),
  unique (week, listing_id)
);
create index awards_listing_idx on awards (listing_id);

-- Money contributed to the billboard (paid placement, never mixed with votes).
create table billboard_contributions (
  id bigint generated always as identity primary key,
  listing_id bigint not null references listings on delete cascade,
  account_id uuid references accounts on delete set null,
  amount_cents bigint not null check (amount_cents > 0),
  order_number text,
  created_at timestamptz not null default now()
);
create index billboard_contributions_listing_idx on billboard_contributions (listing_id);

-- Revenue reported per month; the revenue board ranks by the latest month reported.
create table revenue_figures (
  listing_id bigint not null references listings on delete cascade,
  month date not null check (extract(day from month) = 1),
  revenue_cents bigint not null check (revenue_cents >= 0),
  created_at timestamptz not null default now(),
  primary key (listing_id, month)
);

create table domain_rating_history (
  listing_id bigint not null references listings on delete cascade,
  measured_on date not null,
  value smallint not null check (value between 0 and 100),
  primary key (listing_id, measured_on)
);

-- ------------------------------------------------------------------ listing content
create table listing_updates (
  id bigint generated always as identity primary key,
  listing_id bigint not null references listings on delete cascade,
  title text not null,
  body text not null,
  posted_at timestamptz not null default now()
);
create index listing_updates_listing_idx on listing_updates (listing_id, posted_at desc);

create table milestones (
  id bigint generated always as identity primary key,
  listing_id bigint not null references listings on delete cascade,
  happened_on date not null,
  title text not null,
  description text,
  url text,
  created_at timestamptz not null default now()
);
create index milestones_listing_idx on milestones (listing_id, happened_on desc);

-- The founder story of a listing (one per listing), in the founder's own words.
create table founder_stories (
  listing_id bigint primary key references listings on delete cascade,
  title text,
  story text,
  why_started text,
  problem text,
  journey text,
  challenges text,
  achievements text,
  lessons text,
  whats_next text,
  updated_at timestamptz not null default now()
);

-- ------------------------------------------------------------------ founders
create table founders (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{0,219}$'),
  -- The founder's own account, when they have one (interview answers hang off it).
  account_id uuid unique references accounts on delete set null,
  name text not null,
  title text,
  bio text,
  avatar_url text,
  country text check (country ~ '^[A-Z]{2}$'),
  socials jsonb not null default '{}' check (jsonb_typeof(socials) = 'object'),
  created_at timestamptz not null default now()
);
create index founders_name_trgm_idx on founders using gin (lower(name) gin_trgm_ops);

create table founder_listings (
  founder_id bigint not null references founders on delete cascade,
  listing_id bigint not null references listings on delete cascade,
  title text,
  position integer not null default 0,
  primary key (founder_id, listing_id)
);
create index founder_listings_listing_idx on founder_listings (listing_id);

create table interview_questions (
  id integer generated always as identity primary key,
  question text not null,
  topic text not null,
  position integer not null default 0,
  active boolean not null default true
);

create table interview_answers (
  account_id uuid not null references accounts on delete cascade,
  question_id integer not null references interview_questions on delete cascade,
  answer text not null,
  updated_at timestamptz not null default now(),
  primary key (account_id, question_id)
);

-- ------------------------------------------------------------------ blog
create table blog_posts (
  id bigint generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]{0,219}$'),
  title text not null,
  excerpt text not null,
  markdown text not null,
  author_name text not null,
  tags text[] not null default '{}',
  cover_image_url text,
  faqs jsonb not null default '[]' check (jsonb_typeof(faqs) = 'array'),
  -- Null while unpublished.
  published_at timestamptz,
  updated_at timestamptz
);
create index blog_posts_published_idx on blog_posts (published_at desc) where published_at is not null;

-- ------------------------------------------------------------------ products
-- Everything purchasable. Prices are the admin's (USD cents, excluding VAT), never hard-coded.
create table products (
  code text primary key check (code ~ '^[a-z0-9_]{1,60}$'),
  name text not null,
  description text not null,
  price_cents integer not null check (price_cents >= 0),
  needs_listing boolean not null default true,
  -- Smallest amount accepted, for products the buyer prices (billboard_min).
  minimum_cents integer check (minimum_cents >= 1),
  -- Launch weeks offered: Mondays from weeks_from to weeks_to weeks after the current week.
  weeks_from smallint check (weeks_from >= 0),
  weeks_to smallint check (weeks_to >= weeks_from),
  -- [{"key","label","type","choices","required"}] for products that take options.
  options jsonb not null default '[]' check (jsonb_typeof(options) = 'array'),
  position integer not null default 0,
  active boolean not null default true,
  updated_at timestamptz not null default now()
);

insert into products (code, name, description, price_cents, needs_listing, minimum_cents, weeks_from, weeks_to, options, position) values
  ('launch', 'Launch', 'Publish the listing now or in a week of your choice, without the free queue or the badge requirement.', 4900, true, null, null, null, '[]', 10),
  ('skip_queue', 'Skip the queue', 'Launch in an earlier week than the free queue offers.', 2900, true, null, 1, 5, '[]', 20),
  ('featured', 'Featured', 'Featured placement and the Featured badge for 30 days.', 9900, true, null, null, null, '[]', 30),
  ('done_for_you', 'Done for you', 'We list the product on other launch sites for you.', 19900, true, null, null, null,
   '[{"key": "notes", "label": "Anything we should know", "type": "text", "choices": [], "required": false}]', 40),
  ('launch_bundle', 'Launch bundle', 'Launch, Featured and the paid profile sections together.', 12900, true, null, null, null, '[]', 50),
  ('extra_categories', 'Extra categories', 'Up to 3 more categories besides the primary one.', 1900, true, null, null, null, '[]', 60),
  ('relaunch', 'Relaunch', 'Launch the product again in a coming week, after a major release.', 3900, true, null, 1, 8, '[]', 70),
  ('ai_review', 'AI review', 'A written review of the listing and website with concrete improvements.', 2400, true, null, null, null,
   '[{"key": "focus", "label": "What to focus on", "type": "choice", "choices": ["copy", "seo", "conversion"], "required": true}]', 80),
  ('billboard_min', 'Billboard contribution', 'Paid placement on the billboard, ranked by money contributed.', 1000, true, 1000, null, null, '[]', 90),
  ('trophy_cabinet', 'Trophy cabinet', 'A framed print of an award the listing won.', 5900, true, null, null, null,
   '[{"key": "frame", "label": "Frame", "type": "choice", "choices": ["black", "oak", "white"], "required": true},
     {"key": "engraving", "label": "Engraving", "type": "text", "choices": [], "required": false}]', 100);

-- ------------------------------------------------------------------ site settings
insert into site_settings (key, value) values
  ('site', '{"name": "Launch Directory", "description": "A directory of products with a weekly launch calendar, leaderboards, founder profiles and a blog."}'),
  -- Free listings are queued for a launch week this many weeks ahead.
  ('free_queue_weeks', '{"min": 6, "max": 8}'),
  -- How far ahead the launch calendar goes; it starts at the earliest launch week of any listing.
  ('launch_calendar', '{"weeks_ahead": 52}')
on conflict (key) do nothing;
