-- The free plan (issue 11): every badge check of a listing's homepage, and the site settings of the
-- launch calendar's capacity and of the grace period before a live free listing without its badge
-- is hidden. The queue offset itself is the setting free_queue_weeks (migration 000003).
create table badge_checks (
  id bigint generated always as identity primary key,
  listing_id bigint not null references listings on delete cascade,
  checked_at timestamptz not null,
  -- The homepage that was read.
  url text not null,
  found boolean not null,
  -- Why the badge was not found, in words a person understands; null when found.
  reason text,
  check (found = (reason is null))
);
create index badge_checks_listing_idx on badge_checks (listing_id, id desc);

insert into site_settings (key, value) values
  -- How many listings (free and paid) one launch week may hold; choose_free_listing takes the
  -- earliest week of the free queue with room.
  ('launch_week_capacity', '{"launches": 25}'),
  -- Days a live free listing may be without its badge before it is hidden (status badge_missing).
  ('free_badge_grace', '{"days": 7}')
on conflict (key) do nothing;
