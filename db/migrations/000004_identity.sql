-- Identity and access: API keys, e-mail sign-in, browser sessions, the OAuth server's storage,
-- idempotency records, rate-limit counters and the mail outbox. Everything lives here (no process
-- memory) so any number of API processes share it.

-- API keys: only the SHA-256 of the key is kept; `prefix` lets the owner recognise a key.
create table api_keys (
  id bigint generated always as identity primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  name text not null,
  prefix text not null,
  key_hash bytea not null unique,
  scopes text[] not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_keys_account_idx on api_keys (account_id, created_at);

-- One-time sign-in links: the token's hash, single use, short expiry.
create table sign_in_tokens (
  token_hash bytea primary key,
  email citext not null,
  return_to text not null default '/account',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Browser sessions (also anonymous ones, which carry the CSRF token of the sign-in form).
create table web_sessions (
  id_hash bytea primary key,
  account_id uuid references accounts (id) on delete cascade,
  csrf_token text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index web_sessions_expires_idx on web_sessions (expires_at);

-- oidc-provider's models (clients, grants, codes, tokens, sessions, interactions), one row each.
create table oauth_models (
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  consumed_at timestamptz,
  primary key (model, id)
);
create index oauth_models_grant_idx on oauth_models (grant_id) where grant_id is not null;
create index oauth_models_uid_idx on oauth_models (uid) where uid is not null;
create index oauth_models_expires_idx on oauth_models (expires_at);

-- Secrets generated once and shared by every process (OAuth signing keys, cookie keys).
create table identity_secrets (
  name text primary key,
  value jsonb not null,
  created_at timestamptz not null default now()
);

-- Idempotency records: per principal and operation; status null while the first request runs.
create table idempotency_records (
  principal text not null,
  operation_id text not null,
  key text not null,
  fingerprint text not null,
  status integer,
  headers jsonb,
  body jsonb,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (principal, operation_id, key)
);
create index idempotency_records_expires_idx on idempotency_records (expires_at);

-- Fixed-window rate-limit counters, one row per bucket (account or IP) and window.
create table rate_limit_counters (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, window_start)
);
create index rate_limit_counters_window_idx on rate_limit_counters (window_start);

-- Mail that was not sent over SMTP (no SMTP_URL): kept here so it can be read.
create table outbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  created_at timestamptz not null default now()
);
