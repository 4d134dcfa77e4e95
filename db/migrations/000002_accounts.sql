-- People: one account per e-mail address. Sign-in, API keys and OAuth grants hang off accounts
-- (later migrations); listings, votes and drafts point at them.
create table accounts (
  id uuid primary key default gen_random_uuid(),
  email citext not null unique,
  name text,
  created_at timestamptz not null default now()
);
