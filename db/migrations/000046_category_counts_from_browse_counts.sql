-- Live listings per category now come from browse_counts (migration 000045), which the listing
-- triggers keep per status and category subtree (a listing counts once per category, including the
-- categories above its own). The recount of migration 000007 read every membership of each changed
-- category on every change, so loading listings took quadratic time: `make seed-bench N=4000` spent
-- 17 of its 20 s in it, and N=100000 did not finish.
drop trigger listings_category_counts on listings;
drop trigger listing_categories_counts_insert on listing_categories;
drop trigger listing_categories_counts_delete on listing_categories;
drop trigger listing_categories_counts_update on listing_categories;
drop trigger categories_counts on categories;
drop function category_live_counts_from_listings();
drop function category_live_counts_from_memberships();
drop function category_live_counts_from_tree();
drop function refresh_category_live_counts(integer[]);
drop table category_live_counts;
