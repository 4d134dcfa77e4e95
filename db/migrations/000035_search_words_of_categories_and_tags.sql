-- Search (issue 16): a listing's words include the names of its categories (primary and extra) and
-- its tags, so "live chat" finds the Live Chat category's listings and "crm" every CRM listing.

create or replace function listing_search_vector(l listings) returns tsvector
language sql stable as $$
  select setweight(to_tsvector('simple', unaccent(coalesce(l.name, ''))), 'A')
      || setweight(to_tsvector('simple', unaccent(coalesce(l.tagline, ''))), 'B')
      || setweight(to_tsvector('simple', unaccent(array_to_string(l.keywords, ' '))), 'B')
      || setweight(to_tsvector('simple', unaccent(coalesce(
           (select string_agg(c.name, ' ') from listing_categories lc join categories c on c.id = lc.category_id
            where lc.listing_id = l.id), ''))), 'B')
      -- Tags are slugs (free-trial): their words, not the hyphenated compound.
      || setweight(to_tsvector('simple', replace(array_to_string(l.tags, ' '), '-', ' ')), 'C')
      || setweight(to_tsvector('simple', unaccent(coalesce(l.short_description, ''))), 'C')
      || setweight(to_tsvector('simple', unaccent(coalesce(l.description, ''))), 'D')
$$;

drop trigger listings_search_vector on listings;
create trigger listings_search_vector
  before insert or update of name, tagline, keywords, tags, short_description, description
  on listings for each row execute function listings_set_search_vector();

-- Categories are linked after the listing row is written: recompute the words of the listings
-- whose categories changed, once per statement (search_words follows through its own trigger).
create function listing_categories_refresh_search() returns trigger
language plpgsql as $$
begin
  update listings l set search_vector = listing_search_vector(l)
  where l.id in (select listing_id from changed_rows);
  return null;
end $$;
create trigger listing_categories_search_insert after insert on listing_categories
  referencing new table as changed_rows for each statement execute function listing_categories_refresh_search();
create trigger listing_categories_search_delete after delete on listing_categories
  referencing old table as changed_rows for each statement execute function listing_categories_refresh_search();
create trigger listing_categories_search_update after update on listing_categories
  referencing new table as changed_rows for each statement execute function listing_categories_refresh_search();

create function categories_refresh_search() returns trigger
language plpgsql as $$
begin
  update listings l set search_vector = listing_search_vector(l)
  where l.id in (select lc.listing_id from listing_categories lc where lc.category_id = new.id);
  return null;
end $$;
create trigger categories_search_rename after update of name on categories
  for each row when (old.name is distinct from new.name) execute function categories_refresh_search();

update listings l set search_vector = listing_search_vector(l);
analyze listings;
