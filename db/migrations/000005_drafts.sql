-- Drafts: a product profile drafted from its website. The crawl is kept per page so a redraft
-- (regenerate, a worker restart) works from the same text the evidence was checked against.
create table drafts (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references accounts (id) on delete cascade,
  url text not null,
  status text not null default 'crawling' check (status in ('crawling', 'drafting', 'ready', 'failed', 'submitted')),
  failure_reason text,
  -- field name -> {value, state, evidence, ai_value, ai_evidence}; ai_* is what `restore` puts back.
  fields jsonb not null default '{}',
  faqs jsonb not null default '[]',
  founders jsonb not null default '[]',
  company_socials jsonb not null default '{}',
  founder_socials jsonb not null default '{}',
  story jsonb not null default '{}',
  milestones jsonb not null default '[]',
  competitor jsonb,
  seo jsonb not null default '{}',
  completeness integer not null default 0 check (completeness between 0 and 100),
  listing_id bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index drafts_account_created on drafts (account_id, created_at desc);

-- Who may see and edit a draft: its creator and the co-founders who accepted an invite.
create table draft_owners (
  draft_id uuid not null references drafts (id) on delete cascade,
  account_id uuid not null references accounts (id) on delete cascade,
  role text not null check (role in ('creator', 'cofounder')),
  created_at timestamptz not null default now(),
  primary key (draft_id, account_id)
);
create index draft_owners_account on draft_owners (account_id);

-- Pages read for a draft (its own site, or the competitor's), stored as each is fetched.
create table draft_pages (
  draft_id uuid not null references drafts (id) on delete cascade,
  purpose text not null default 'site' check (purpose in ('site', 'competitor')),
  url text not null,
  position integer not null,
  html text not null,
  text text not null,
  fetched_at timestamptz not null default now(),
  primary key (draft_id, purpose, url)
);

create table draft_invites (
  id bigint generated always as identity primary key,
  draft_id uuid not null references drafts (id) on delete cascade,
  email citext not null,
  -- sha256 of the token in the e-mailed link; the token itself is never stored.
  token_hash text not null unique,
  invited_by uuid not null references accounts (id) on delete cascade,
  accepted_by uuid references accounts (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz
);
create index draft_invites_draft on draft_invites (draft_id);
