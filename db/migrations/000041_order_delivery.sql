-- Orders, completed: pending orders expire, lines people deliver become site-team tasks, and a
-- relaunch puts a launched listing among the launches of a coming week again.

-- ------------------------------------------------------------------ expiry
-- A pending order can be paid until expires_at (ORDER_EXPIRY_HOURS after it was placed); then the
-- orders__expire job moves it to expired. Orders placed before this migration get 24 hours.
alter table orders add column expires_at timestamptz;
update orders set expires_at = created_at + interval '24 hours';
alter table orders alter column expires_at set not null;
create index orders_pending_expiry_idx on orders (expires_at) where status = 'pending';

-- ------------------------------------------------------------------ who delivers a product
-- 'service': a fulfilment job delivers the line by itself. 'site_team': people do the work (the job
-- opens a task on /site-team/tasks with `team_instructions`, and closing it delivers the line).
alter table products
  add column delivered_by text not null default 'service' check (delivered_by in ('service', 'site_team')),
  add column team_instructions text,
  add constraint products_team_instructions check ((delivered_by = 'site_team') = (team_instructions is not null));

update products set delivered_by = 'site_team', team_instructions = case code
  when 'done_for_you' then
    'List the product on other launch sites for the buyer (their notes are in the options). '
    || 'Close the task with the sites and the links of the new listings.'
  when 'ai_review' then
    'Write the review of the listing and its website with concrete improvements, on the focus chosen '
    || '(options), and e-mail it to the buyer. Close the task with where the review was sent.'
  when 'trophy_cabinet' then
    'Print the award of the listing in the frame chosen (with the engraving, if any), ask the buyer by '
    || 'e-mail for the shipping address and ship it. Close the task with the carrier and tracking number.'
  end
where code in ('done_for_you', 'ai_review', 'trophy_cabinet');

-- The billboard is paid placement wherever it appears, order lines and Stripe's receipt included.
update products set name = 'Billboard contribution (paid placement)'
where code = 'billboard_min' and name = 'Billboard contribution';

-- ------------------------------------------------------------------ site-team tasks
-- One task per paid line the site team must act on: the lines of site_team products, and lines a
-- job could not deliver as bought (e.g. a launch for a listing that had launched meanwhile; `reason`
-- says what to do). Closing a task (done) delivers its line; a refund cancels the open ones.
create table site_team_tasks (
  id bigint generated always as identity primary key,
  order_line_id bigint not null unique references order_lines on delete cascade,
  reason text not null,
  status text not null default 'open' check (status in ('open', 'done', 'cancelled')),
  opened_at timestamptz not null default now(),
  closed_at timestamptz,
  -- site-team:<e-mail>, or system for a refund.
  closed_by text,
  note text check (length(note) <= 2000),
  check ((status = 'open') = (closed_at is null) and (closed_at is null) = (closed_by is null))
);
create index site_team_tasks_open_idx on site_team_tasks (opened_at, id) where status = 'open';
create index site_team_tasks_closed_idx on site_team_tasks (closed_at desc, id desc) where status <> 'open';

-- ------------------------------------------------------------------ relaunches
-- A launched listing bought a relaunch: it is among the launches of `week` again, marked as a
-- relaunch, ranked by the votes cast that week.
create table relaunches (
  id bigint generated always as identity primary key,
  listing_id bigint not null references listings on delete cascade,
  week date not null check (extract(isodow from week) = 1),
  order_line_id bigint unique references order_lines on delete set null,
  created_at timestamptz not null default now(),
  unique (listing_id, week)
);
create index relaunches_week_idx on relaunches (week, listing_id);
