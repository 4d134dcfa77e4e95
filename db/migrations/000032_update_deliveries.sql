-- Followers are told of a listing update by e-mail (issue 11): one delivery row per update and
-- follower, written with the mail, so a job that runs twice never sends twice. Each follow carries
-- a secret token for the unsubscribe link, which works without signing in.
create table update_deliveries (
  update_id bigint not null references listing_updates on delete cascade,
  account_id uuid not null references accounts on delete cascade,
  delivered_at timestamptz not null,
  primary key (update_id, account_id)
);

alter table follows add column unsubscribe_token text not null
  default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
create unique index follows_unsubscribe_token_idx on follows (unsubscribe_token);
