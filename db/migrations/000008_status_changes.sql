-- Every status change of a draft, listing, order or claim: from what, to what, who made it, why
-- and when. Written by app/state/machine.ts in the same transaction as the change itself.
create table status_changes (
  id bigint generated always as identity primary key,
  machine text not null check (machine in ('draft', 'listing', 'order', 'claim')),
  -- The changed row's id as text (a uuid or an integer).
  subject text not null,
  -- Null when the row was created in `to_status`.
  from_status text,
  to_status text not null,
  -- 'account:<uuid>', 'job:<task>', 'site-team:<email>' or 'system'.
  actor text not null,
  reason text,
  changed_at timestamptz not null default now()
);
create index status_changes_subject_idx on status_changes (machine, subject, id);
