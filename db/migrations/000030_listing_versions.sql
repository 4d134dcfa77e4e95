-- Owned listings (issue 11): the listing status machine gains badge_missing (a live free listing
-- whose badge has been gone past its grace period: hidden until the badge is back), and every edit
-- of a listing is kept as a version with the before and after values of what changed.
alter table listings drop constraint listings_status_check;
alter table listings add constraint listings_status_check
  check (status in ('draft', 'awaiting_badge', 'scheduled', 'live', 'badge_missing', 'unpublished'));

create table listing_versions (
  id bigint generated always as identity primary key,
  listing_id bigint not null references listings on delete cascade,
  -- Same labels as status_changes.actor: 'account:<uuid>', 'job:<task>', 'site-team:<email>', 'system'.
  actor text not null,
  -- What made the edit: 'update_my_listing', 'update_draft', 'claim', 'site_team', ...
  reason text not null,
  -- Only the members that changed, each object with the same keys.
  before jsonb not null check (jsonb_typeof(before) = 'object'),
  after jsonb not null check (jsonb_typeof(after) = 'object'),
  created_at timestamptz not null
);
create index listing_versions_listing_idx on listing_versions (listing_id, id desc);
