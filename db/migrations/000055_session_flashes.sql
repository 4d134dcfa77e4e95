-- A message a page shows once after a redirect, kept for the browser session that is to see it:
-- the account page's new API key, shown once after POST-redirect-GET (a refresh shows it no more).
-- `sealed` is encrypted with a key derived from the session cookie, which the database never holds
-- (web_sessions keeps only its hash), so the rows reveal nothing without the browser's cookie.
create table session_flashes (
  session_id_hash bytea primary key references web_sessions (id_hash) on delete cascade,
  sealed bytea not null,
  expires_at timestamptz not null
);
create index session_flashes_expires_idx on session_flashes (expires_at);
