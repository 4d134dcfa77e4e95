-- Extensions the service relies on; all ship with PostgreSQL (and with the embedded server).
create extension if not exists pg_trgm;   -- typo-tolerant search
create extension if not exists unaccent;  -- accent-insensitive search
create extension if not exists citext;    -- case-insensitive e-mail addresses

-- Key/value site settings edited by the site admin (launch queue length, rate limits, ...).
create table site_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
