-- Performance (issue 3's goals, measured with `make bench`).

-- Rate-limit counters are written on every request and need not survive a crash: unlogged, an
-- increment writes no WAL and waits for no flush, so requests no longer queue behind the commit
-- of the hot counter row. The table stays in PostgreSQL, shared by every API process.
alter table rate_limit_counters set unlogged;

-- unaccent() is only stable (its dictionary could change); this wrapper fixes the dictionary, so
-- search can index the unaccented, lowercased name and headline.
create function unaccented_lower(text) returns text
language sql immutable strict parallel safe as $$
  select lower(public.unaccent('public.unaccent'::regdictionary, $1))
$$;

-- Search's name tiers (exact name, name prefix) through a btree instead of testing every match.
create index listings_name_key_idx on listings (unaccented_lower(name) text_pattern_ops);

-- The words of the name and tagline, for search's "a query word in the name or tagline" tiers:
-- stored, so ranking reads them instead of recomputing them per match, and indexed, so the
-- planner knows how common a word is there.
alter table listings add column headline_words tsvector
  generated always as (to_tsvector('simple', unaccented_lower(name || ' ' || coalesce(tagline, '')))) stored;
create index listings_headline_words_idx on listings using gin (headline_words);
analyze listings;
