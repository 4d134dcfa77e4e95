-- Claims (issue 13): an account proves it owns a listed company by a DNS TXT record, a meta tag on
-- the homepage, a file on the site or a link e-mailed to an address at the listing's domain.
-- Status moves through app/claims/states.ts only (history in status_changes, machine 'claim').
create table claims (
  id bigint generated always as identity primary key,
  listing_id bigint not null references listings on delete cascade,
  account_id uuid not null references accounts on delete cascade,
  method text not null check (method in ('dns', 'meta', 'file', 'email')),
  status text not null default 'pending' check (status in ('pending', 'verified', 'failed', 'expired')),
  -- What the claimer publishes (dns, meta, file); for email the same random value is only in the link.
  token text not null unique,
  email text check ((method = 'email') = (email is not null)),
  -- The latest check's outcome in words, when it did not verify; and when it ran.
  detail text,
  checked_at timestamptz,
  check_count integer not null default 0,
  expires_at timestamptz not null,
  verified_at timestamptz,
  -- When the listing's earlier owners were told of this verified claim (claims__notify_owners).
  owners_notified_at timestamptz,
  created_at timestamptz not null
);
-- One open claim per account and listing.
create unique index claims_one_pending_idx on claims (listing_id, account_id) where status = 'pending';
create index claims_account_idx on claims (account_id, id desc);
