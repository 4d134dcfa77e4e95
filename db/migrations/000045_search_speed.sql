-- Search at 100,000 listings (issue 16, item 4): one statement per search, facets without
-- counting large sets row by row. See README "Directory and search" and "Performance".

create extension if not exists fuzzystrmatch;  -- levenshtein_less_equal() for the typo allowance

-- The typo allowance, as search_listings' spec states it: none under 5 letters, one for 5-8, two
-- from 9 (counting the longer of the query's word and the listing's).
create function search_typo_allowance(word text) returns integer
language sql immutable strict parallel safe as $$
  select case when length(word) >= 9 then 2 when length(word) >= 5 then 1 else 0 end
$$;

-- Optimal string alignment distance (Levenshtein where swapping two adjacent letters is one
-- edit), capped at max + 1: only cells within max of the diagonal are computed, and the rows stop
-- once every cell exceeds max.
create function search_osa_distance(a text, b text, max integer) returns integer
language plpgsql immutable strict parallel safe as $$
declare
  x text[] := string_to_array(a, null);
  y text[] := string_to_array(b, null);
  la integer := length(a);
  lb integer := length(b);
  w integer := lb + 1;  -- d(i, j) is d[i * w + j + 1]
  far integer := max + 1;
  d integer[];
  v integer;
  best integer;
begin
  if abs(la - lb) > max then return far; end if;
  d := array_fill(far, array[(la + 1) * w]);
  for j in 0..least(lb, max) loop d[j + 1] := j; end loop;
  for i in 1..la loop
    if i <= max then d[i * w + 1] := i; end if;
    best := d[i * w + 1];
    for j in greatest(1, i - max)..least(lb, i + max) loop
      v := least(d[(i - 1) * w + j + 1] + 1, d[i * w + j] + 1,
                 d[(i - 1) * w + j] + case when x[i] = y[j] then 0 else 1 end);
      if i > 1 and j > 1 and x[i] = y[j - 1] and x[i - 1] = y[j] then
        v := least(v, d[(i - 2) * w + j - 1] + 1);
      end if;
      d[i * w + j + 1] := v;
      best := least(best, v);
    end loop;
    if best > max then return far; end if;
  end loop;
  return least(d[la * w + lb + 1], far);
end $$;

-- Whether `candidate` is within the typo allowance of the query word `word`. Levenshtein (in C)
-- answers most pairs: within the allowance is within it here too, and a swap costs Levenshtein
-- two edits, so beyond twice the allowance is beyond it. In between, t swaps and e other edits
-- with t + e within the allowance need t >= levenshtein - allowance, so the lengths differ by
-- at most e <= 2 * allowance - levenshtein; only the pairs left need the exact distance.
create function search_within_typos(word text, candidate text) returns boolean
language plpgsql immutable strict parallel safe as $$
declare
  allowed integer := search_typo_allowance(case when length(candidate) > length(word) then candidate else word end);
  levenshtein integer := levenshtein_less_equal(word, candidate, 2 * allowed);
begin
  if levenshtein <= allowed then return true; end if;
  if levenshtein > 2 * allowed or abs(length(word) - length(candidate)) > 2 * allowed - levenshtein then
    return false;
  end if;
  return search_osa_distance(word, candidate, allowed) <= allowed;
end $$;

-- A word as one tsquery lexeme, quoted so that no character in it is read as an operator
-- (search_words holds lexemes such as "74/month"); `:*` when it should match as a prefix.
create function search_lexeme(word text, prefix boolean) returns text
language sql immutable strict parallel safe as $$
  select '''' || replace(replace(word, '\', '\\'), '''', '''''') || '''' || case when prefix then ':*' else '' end
$$;

-- The planner's estimate of the listings a text query matches under search_listings' filters,
-- for `total` above the exact count (the same statistics EXPLAIN shows). Keep the conditions in
-- step with the filters in db/queries/search.ts.
create function search_match_estimate(query tsquery, status text, category_ids integer[], stage text,
                                      country text, pricing_model text, domain text) returns integer
language plpgsql volatile as $$
declare
  plan json;
begin
  execute 'explain (format json) select from listings l where '
    || format('l.status = %L and l.search_vector @@ %L::tsquery', status, query)
    || case when category_ids is null then '' else format(
         ' and exists (select 1 from listing_categories fc where fc.listing_id = l.id and fc.category_id = any(%L::int[]))',
         category_ids) end
    || case when stage is null then '' else format(' and l.stage = %L', stage) end
    || case when country is null then '' else format(' and l.country = %L', country) end
    || case when pricing_model is null then '' else format(' and lower(l.pricing_model) = lower(%L)', pricing_model) end
    || case when domain is null then '' else format(' and l.domain = %L', domain) end
  into plan;
  return round((plan -> 0 -> 'Plan' ->> 'Plan Rows')::numeric);
end $$;

-- A listing's categories (primary and extra), sorted, on the row itself: facets read them with the
-- listing instead of joining listing_categories, and the browse counts below see them change.
alter table listings add column category_ids integer[] not null default '{}';

-- The words of a listing stay in its row: out of line (TOAST), every `@@` on them fetched them
-- again from the TOAST table, once per condition; 65% of the benchmark's vectors were there. MAIN
-- moves other columns (description first) out of the row before this one.
alter table listings alter column search_vector set storage main;
update listings l
set category_ids = array(select lc.category_id from listing_categories lc where lc.listing_id = l.id order by 1),
    -- A new value (not the stored pointer), so that it is stored again under the new storage.
    search_vector = search_vector || ''::tsvector;

-- Memberships change the listing's words (category names) and its category_ids. The rows are
-- locked first, so that this statement's snapshot includes memberships committed by a concurrent
-- transaction it waited for.
create or replace function listing_categories_refresh_search() returns trigger
language plpgsql as $$
begin
  perform 1 from listings where id in (select listing_id from changed_rows) order by id for update;
  update listings l
  set search_vector = listing_search_vector(l),
      category_ids = array(select lc.category_id from listing_categories lc where lc.listing_id = l.id order by 1)
  where l.id in (select listing_id from changed_rows);
  return null;
end $$;

-- Browse counts: for each status (live, scheduled) and scope (0: the whole directory; otherwise a
-- category: the listings in it or in a category below it, each once), the number of listings in
-- all ('total', value '') and per facet value: 'category' (each of a listing's own categories, by
-- id), 'stage', 'pricing_model' (lowercased) and 'country'. search_listings reads its total and
-- facets here when browsing without q. Kept exact by the triggers below; a value whose count
-- falls to 0 keeps its row.
create table browse_counts (
  status text not null check (status in ('live', 'scheduled')),
  scope_id integer not null,
  facet text not null check (facet in ('total', 'category', 'stage', 'pricing_model', 'country')),
  value text not null,
  listings integer not null,
  primary key (status, scope_id, facet, value)
);

-- Each category with itself and every category above it.
create view category_scopes as
  with recursive up as (
    select id as category_id, id as scope_id, parent_id from categories
    union all
    select up.category_id, c.id, c.parent_id from up join categories c on c.id = up.parent_id
  )
  select category_id, scope_id from up;

-- What the browse counts depend on in a listing row.
create type listing_facets as (status text, stage text, pricing_model text, country text, category_ids integer[]);

-- Takes the `removed` listings out of the counts and adds the `added` ones. Rows are upserted in
-- key order, so that concurrent transactions lock shared rows in the same order.
create function browse_counts_change(removed listing_facets[], added listing_facets[]) returns void
language sql volatile as $$
  with changes as (
    select c.*, row_number() over () as n
    from (select r.*, -1 as delta from unnest(removed) r
          union all
          select a.*, 1 from unnest(added) a) c
    where c.status in ('live', 'scheduled')
  ),
  closure as materialized (select category_id, scope_id from category_scopes),
  listing_scopes as (
    select n, 0 as scope_id from changes
    union
    select c.n, cl.scope_id from changes c cross join unnest(c.category_ids) as own(id)
    join closure cl on cl.category_id = own.id
  ),
  facet_values as (
    select n, 'total' as facet, '' as value from changes
    union all select n, 'stage', stage from changes where stage is not null
    union all select n, 'pricing_model', lower(pricing_model) from changes where pricing_model is not null
    union all select n, 'country', country from changes where country is not null
    union all select c.n, 'category', own.id::text from changes c cross join unnest(c.category_ids) as own(id)
  )
  insert into browse_counts as b (status, scope_id, facet, value, listings)
  select c.status, s.scope_id, f.facet, f.value, sum(c.delta)
  from changes c join listing_scopes s using (n) join facet_values f using (n)
  group by c.status, s.scope_id, f.facet, f.value
  having sum(c.delta) <> 0
  order by c.status, s.scope_id, f.facet, f.value
  on conflict (status, scope_id, facet, value) do update set listings = b.listings + excluded.listings
$$;

create function browse_counts_from_listings() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform browse_counts_change('{}', array(
      select row(n.status, n.stage, n.pricing_model, n.country, n.category_ids)::listing_facets from new_rows n));
  elsif tg_op = 'DELETE' then
    perform browse_counts_change(array(
      select row(o.status, o.stage, o.pricing_model, o.country, o.category_ids)::listing_facets from old_rows o), '{}');
  else
    -- Only these columns move a listing between counts (vote and view counters change far more often).
    perform browse_counts_change(
      array(select row(o.status, o.stage, o.pricing_model, o.country, o.category_ids)::listing_facets
            from old_rows o join new_rows n on n.id = o.id
            where (o.status, o.stage, o.pricing_model, o.country, o.category_ids)
                  is distinct from (n.status, n.stage, n.pricing_model, n.country, n.category_ids)),
      array(select row(n.status, n.stage, n.pricing_model, n.country, n.category_ids)::listing_facets
            from old_rows o join new_rows n on n.id = o.id
            where (o.status, o.stage, o.pricing_model, o.country, o.category_ids)
                  is distinct from (n.status, n.stage, n.pricing_model, n.country, n.category_ids)));
  end if;
  return null;
end $$;

create trigger listings_browse_counts_insert after insert on listings
  referencing new table as new_rows for each statement execute function browse_counts_from_listings();
create trigger listings_browse_counts_update after update on listings
  referencing old table as old_rows new table as new_rows
  for each statement execute function browse_counts_from_listings();
create trigger listings_browse_counts_delete after delete on listings
  referencing old table as old_rows for each statement execute function browse_counts_from_listings();

-- All counts from the listings as they are: a change of the category tree changes the scopes.
create function refresh_browse_counts() returns void
language plpgsql as $$
begin
  lock table browse_counts in exclusive mode;
  delete from browse_counts;
  perform browse_counts_change('{}', array(
    select row(l.status, l.stage, l.pricing_model, l.country, l.category_ids)::listing_facets
    from listings l where l.status in ('live', 'scheduled')));
end $$;

create function browse_counts_from_tree() returns trigger
language plpgsql as $$
begin
  perform refresh_browse_counts();
  return null;
end $$;
-- (A new category has no listings yet, and one in use cannot be deleted: memberships restrict it.)
create trigger categories_browse_counts after update of parent_id on categories
  for each statement execute function browse_counts_from_tree();

select refresh_browse_counts();
analyze listings;
analyze browse_counts;
