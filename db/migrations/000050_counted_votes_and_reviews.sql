-- Votes and reviews from people on the site (issue 17).
--
-- A vote by an owner or co-owner of the listing is kept but not counted: `votes.counted` is false
-- while the voter is in listing_owners for that listing, whether they voted before or after they
-- became an owner (a claim, an accepted invite). Every figure built from votes reads counted votes
-- only: listings.vote_count and trending_key (the triggers below), the weekly board, a week's
-- launch ranking and the weekly awards (db/queries: counted = true).

alter table votes add column counted boolean not null default true;
update votes v set counted = false
where exists (select 1 from listing_owners o where o.listing_id = v.listing_id and o.account_id = v.account_id);

-- The week's counted votes per listing from the index alone (weekly board), and one listing's
-- counted votes in time order (a week's launch ranking, the recount below).
drop index votes_created_listing_idx;
drop index votes_listing_created_idx;
create index votes_counted_created_listing_idx on votes (created_at, listing_id) where counted;
create index votes_counted_listing_created_idx on votes (listing_id, created_at) where counted;

-- vote_count and trending_key of the given listings, recounted from their counted votes.
create function refresh_vote_counts(changed bigint[]) returns void
language sql volatile as $$
  update listings l
  set vote_count = coalesce(r.n, 0),
      trending_key = r.key
  from (select distinct id from unnest(changed) as c(id)) c
  left join lateral (
    select count(*)::integer as n,
           -- log2 of sum 2^k, as max + log2(sum 2^(k - max)) so it never overflows.
           max(k) + ln(sum(power(2.0::double precision, k - top))) / ln(2.0::double precision) as key
    from (select trending_hours(v.created_at) / 48.0 as k,
                 max(trending_hours(v.created_at) / 48.0) over () as top
          from votes v where v.listing_id = c.id and v.counted) s
  ) r on true
  where l.id = c.id;
$$;

-- A new vote counts unless the voter owns the listing. The site locks the listing row before it
-- inserts a vote and the owner triggers below lock it before they re-mark votes, so a vote and a
-- new owner of the same listing cannot miss each other.
create function votes_set_counted() returns trigger
language plpgsql as $$
begin
  new.counted := not exists (
    select 1 from listing_owners o where o.listing_id = new.listing_id and o.account_id = new.account_id);
  return new;
end $$;
create trigger votes_set_counted before insert on votes
  for each row execute function votes_set_counted();

-- Inserted votes add to the counters incrementally (only the counted ones); the rest recount.
create or replace function votes_count_inserted() returns trigger
language plpgsql as $$
begin
  update listings l
  set vote_count = l.vote_count + d.n,
      -- log2(2^a + 2^b) computed as max + log2(1 + 2^(min - max)) so it never overflows.
      trending_key = case when l.trending_key is null then d.key
        else greatest(l.trending_key, d.key) + ln(1 + power(2.0::double precision, least(l.trending_key, d.key) - greatest(l.trending_key, d.key))) / ln(2.0::double precision) end
  from (
    select listing_id, count(*)::integer as n,
           max(k) + ln(sum(power(2.0::double precision, k - mk))) / ln(2.0::double precision) as key
    from (select listing_id, trending_hours(created_at) / 48.0 as k,
                 max(trending_hours(created_at) / 48.0) over (partition by listing_id) as mk
          from new_rows where counted) s
    group by listing_id
  ) d
  where l.id = d.listing_id;
  return null;
end $$;

-- Recounted from the remaining votes: subtracting in log space would lose precision.
create or replace function votes_count_deleted() returns trigger
language plpgsql as $$
begin
  perform refresh_vote_counts(array(select listing_id from old_rows where counted));
  return null;
end $$;

create function votes_count_changed() returns trigger
language plpgsql as $$
begin
  perform refresh_vote_counts(array(
    select n.listing_id from new_rows n join old_rows o using (listing_id, account_id)
    where n.counted is distinct from o.counted));
  return null;
end $$;
create trigger votes_counts_update after update on votes
  referencing old table as old_rows new table as new_rows
  for each statement execute function votes_count_changed();

-- Owners come and go (submission, invites, claims): their votes on that listing follow.
create function listing_owner_votes_recount(changed_pairs jsonb) returns void
language plpgsql as $$
begin
  perform 1 from listings
  where id in (select (p->>'listing_id')::bigint from jsonb_array_elements(changed_pairs) p)
  order by id for no key update;
  update votes v
  set counted = not exists (
    select 1 from listing_owners o where o.listing_id = v.listing_id and o.account_id = v.account_id)
  from (select distinct (p->>'listing_id')::bigint as listing_id, (p->>'account_id')::uuid as account_id
        from jsonb_array_elements(changed_pairs) p) c
  where v.listing_id = c.listing_id and v.account_id = c.account_id;
end $$;

create function listing_owners_inserted() returns trigger
language plpgsql as $$
begin
  perform listing_owner_votes_recount(
    (select coalesce(jsonb_agg(jsonb_build_object('listing_id', listing_id, 'account_id', account_id)), '[]')
     from new_rows));
  return null;
end $$;
create function listing_owners_deleted() returns trigger
language plpgsql as $$
begin
  perform listing_owner_votes_recount(
    (select coalesce(jsonb_agg(jsonb_build_object('listing_id', listing_id, 'account_id', account_id)), '[]')
     from old_rows));
  return null;
end $$;
create trigger listing_owners_votes_insert after insert on listing_owners
  referencing new table as new_rows for each statement execute function listing_owners_inserted();
create trigger listing_owners_votes_delete after delete on listing_owners
  referencing old table as old_rows for each statement execute function listing_owners_deleted();

select refresh_vote_counts(array(select distinct listing_id from votes where not counted));

-- Reviews: a rating 1-5 with at most 2,000 characters of text, one per account and listing,
-- edited in place. `genuine` is the site team's judgement (true until they say otherwise); each
-- judgement is kept with who made it, why and when. The community rating counts a review only
-- while it is genuine and its author is not an owner of the listing.
alter table reviews add column updated_at timestamptz;
alter table reviews add constraint reviews_body_length check (char_length(body) <= 2000);
create index reviews_listing_created_idx on reviews (listing_id, created_at desc);
create index reviews_created_idx on reviews (created_at desc);

create table review_judgements (
  id bigint generated always as identity primary key,
  review_id bigint not null references reviews on delete cascade,
  genuine boolean not null,
  -- 'site-team:<email>', as in status_changes.
  actor text not null,
  reason text check (char_length(reason) <= 500),
  judged_at timestamptz not null
);
create index review_judgements_review_idx on review_judgements (review_id, id);
analyze votes;
