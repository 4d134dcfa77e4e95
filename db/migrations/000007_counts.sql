-- Cheap reads for list_categories and the community-weekly board (measured with `make bench`).

-- The week's votes per listing from the index alone (no visit to the votes rows).
create index votes_created_listing_idx on votes (created_at, listing_id);

-- Which listings are live, with the slug that breaks ties, from a small index: boards join their
-- aggregated votes to it instead of reading every listings row.
create index listings_live_id_idx on listings (id) include (slug) where status = 'live';

-- Live listings per category, including those of its subcategories (a listing counts once per
-- category), kept by the triggers below so that list_categories reads 1 row per category.
create table category_live_counts (
  category_id integer primary key references categories on delete cascade,
  live_count integer not null
);

-- Recounts the given categories and every category above them. The rows are locked before
-- counting, and each statement of this function sees the changes committed before it: two
-- transactions changing the same categories recount one after the other, the second seeing both.
create function refresh_category_live_counts(changed integer[]) returns void
language sql volatile as $$
  with recursive up as (
    select id, parent_id from categories where id = any(changed)
    union
    select c.id, c.parent_id from categories c join up on c.id = up.parent_id
  )
  insert into category_live_counts (category_id, live_count)
  select id, 0 from up order by id
  on conflict (category_id) do nothing;

  with recursive up as (
    select id, parent_id from categories where id = any(changed)
    union
    select c.id, c.parent_id from categories c join up on c.id = up.parent_id
  )
  select 1 from category_live_counts where category_id in (select id from up) order by category_id for update;

  with recursive up as (
    select id, parent_id from categories where id = any(changed)
    union
    select c.id, c.parent_id from categories c join up on c.id = up.parent_id
  ),
  below as (
    select id as root, id from up
    union all
    select below.root, c.id from below join categories c on c.parent_id = below.id
  )
  update category_live_counts t
  set live_count = (
    select count(distinct lc.listing_id)::int
    from listing_categories lc
    join listings l on l.id = lc.listing_id and l.status = 'live'
    where lc.category_id in (select below.id from below where below.root = t.category_id))
  where t.category_id in (select id from up);
$$;

create function category_live_counts_from_listings() returns trigger
language plpgsql as $$
begin
  -- Only a change of status moves a listing in or out of the counts (counters change far more often).
  perform refresh_category_live_counts(array(
    select distinct lc.category_id from listing_categories lc
    where lc.listing_id in (select o.id from old_rows o join new_rows n on n.id = o.id where n.status is distinct from o.status)));
  return null;
end $$;

create function category_live_counts_from_memberships() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform refresh_category_live_counts(array(select distinct category_id from new_rows));
  elsif tg_op = 'DELETE' then
    perform refresh_category_live_counts(array(select distinct category_id from old_rows));
  else
    perform refresh_category_live_counts(array(select category_id from old_rows union select category_id from new_rows));
  end if;
  return null;
end $$;

create function category_live_counts_from_tree() returns trigger
language plpgsql as $$
begin
  -- Categories change rarely: recount them all (a moved category changes two branches).
  perform refresh_category_live_counts(array(select id from categories));
  return null;
end $$;

create trigger listings_category_counts after update on listings
  referencing old table as old_rows new table as new_rows
  for each statement execute function category_live_counts_from_listings();
create trigger listing_categories_counts_insert after insert on listing_categories
  referencing new table as new_rows for each statement execute function category_live_counts_from_memberships();
create trigger listing_categories_counts_delete after delete on listing_categories
  referencing old table as old_rows for each statement execute function category_live_counts_from_memberships();
create trigger listing_categories_counts_update after update on listing_categories
  referencing old table as old_rows new table as new_rows
  for each statement execute function category_live_counts_from_memberships();
create trigger categories_counts after insert or update of parent_id or delete on categories
  for each statement execute function category_live_counts_from_tree();

select refresh_category_live_counts(array(select id from categories));
analyze votes;
analyze listings;
