// search_listings beyond 1,000 matches, on a directory made by the benchmark's generator (1,500
// listings, whose descriptions are then given "data" and "tools", and one in ten "freelancers"):
// the estimated total, facets estimated from a sample, the relevance order reached through
// candidates, and the browse counts that triggers keep (checked against a count from the listings
// after every kind of change).
import { sql } from 'kysely';
import request from 'supertest';
import { now, resetClock, setClock } from '../../app/clock.ts';
import { generateDirectory } from '../../app/demo/generate.ts';
import { currentWeek } from '../../app/directory/weeks.ts';
import { insertDirectory } from '../../db/queries/demo.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';

let testApp: TestApp;
beforeAll(async () => {
  setClock('2026-11-18T12:00:00.000Z');
  testApp = await startTestApp();
  const data = generateDirectory({
    count: 1500,
    seed: 16,
    currentWeek: currentWeek(),
    now: now(),
    weeksPast: 20,
    weeksAhead: 6,
    voters: 200,
    prefix: 'big-',
    full: false,
  });
  await testApp.database.db.transaction().execute((trx) => insertDirectory(trx, data));
  // Words every listing has (the generator writes each category's own words), so queries match
  // more than 1,000 listings; the triggers keep the search words current.
  await sql`update listings set description = description || ' Data tools for every team.'
    || case when id % 10 = 0 then ' Made for freelancers.' else '' end`.execute(testApp.database.db);
  // The planner's statistics give `total` above 1,000 matches.
  await sql`analyze listings`.execute(testApp.database.db);
});
afterAll(async () => {
  resetClock();
  await testApp.close();
});

const get = (path: string) => request(testApp.app).get(`/v1${path}`).expect(200);
const rows = async <T>(text: string, values: unknown[] = []) =>
  (await testApp.database.pool.query(text, values)).rows as T[];

test('above 1,000 matches, total is an estimate, facets are estimated from a sample and say so', async () => {
  const [{ live }] = await rows<{ live: number }>(`select count(*)::int as live from listings where status = 'live'`);
  const res = await get('/listings?q=tools&facets=true&per_page=5');
  expect(live).toBeGreaterThan(1000);
  expect(res.body.total).toBeGreaterThan(1000);
  expect(res.body.facets.approximate).toBe(true);
  // Each estimate is within three standard deviations of a sample of 250 (the spec's sample size).
  const exact = await rows<{ stage: string; n: number }>(
    `select stage, count(*)::int as n from listings where status = 'live' and stage is not null group by stage`,
  );
  for (const { value, count } of res.body.facets.stage as { value: string; count: number }[]) {
    const n = exact.find((row) => row.stage === value)!.n;
    const share = n / live;
    expect(Math.abs(count - n)).toBeLessThan(3 * Math.sqrt((share * (1 - share)) / 250) * live + 1);
  }
  // Up to 1,000 matches the counts are exact, and say so.
  const small = await get('/listings?q=tools&category=crm&facets=true&per_page=1');
  expect(small.body.total).toBeLessThanOrEqual(1000);
  expect(small.body.facets.approximate).toBe(false);
});

test('above 1,000 matches, the first pages are in relevance order, as ranking every match gives', async () => {
  // A listing named exactly as the query, without votes, comes first.
  await rows(`update listings set name = 'Data' where slug = (select min(slug) from listings where status = 'live')`);
  // "data" (4 letters: no typo variants) is a word of every listing, as a prefix of some names.
  const expected = await rows<{ slug: string }>(
    `select slug from listings l where status = 'live' and search_vector @@ $1::tsquery
     order by case when unaccented_lower(name) = 'data' then 0 when unaccented_lower(name) like 'data%' then 1
                   else 2 end,
       case when headline_words @@ $1::tsquery then 0 else 2 end, vote_count desc, slug
     limit 40`,
    [`'data':*`],
  );
  const first = await get('/listings?q=data&per_page=20');
  const second = await get('/listings?q=data&per_page=20&page=2');
  expect(first.body.total).toBeGreaterThan(1000);
  expect([...first.body.items, ...second.body.items].map((item: { slug: string }) => item.slug)).toEqual(
    expected.map((row) => row.slug),
  );
  expect(first.body.items[0].name).toBe('Data');
  // Two words: listings with both come before those with one of them.
  const both = await get('/listings?q=tools%20freelancers&per_page=50');
  const slugs = both.body.items.map((item: { slug: string }) => item.slug);
  const withBoth = await rows<{ slug: string }>(
    `select slug from listings where slug = any($1) and search_vector @@ 'tools:* & freelancers:*'::tsquery`,
    [slugs],
  );
  expect(both.body.total).toBeGreaterThan(1000);
  expect(withBoth.length).toBeGreaterThan(0);
  expect(slugs.slice(0, withBoth.length).sort()).toEqual(withBoth.map((row) => row.slug).sort());
});

/** browse_counts as they should be, counted from the listings and their memberships. */
const countedFromListings = `
  with recursive closure as (
    select id as category_id, id as scope_id, parent_id from categories
    union all
    select c.category_id, p.id, p.parent_id from closure c join categories p on p.id = c.parent_id
  ),
  scoped as (
    select l.id, l.status, l.stage, l.pricing_model, l.country, 0 as scope_id from listings l
    where l.status in ('live', 'scheduled')
    union
    select l.id, l.status, l.stage, l.pricing_model, l.country, cl.scope_id
    from listings l join listing_categories lc on lc.listing_id = l.id
    join closure cl on cl.category_id = lc.category_id
    where l.status in ('live', 'scheduled')
  )
  select status, scope_id, facet, value, n from (
    select status, scope_id, 'total' as facet, '' as value, count(*)::int as n from scoped group by 1, 2
    union all select status, scope_id, 'stage', stage, count(*)::int from scoped
      where stage is not null group by 1, 2, 4
    union all select status, scope_id, 'pricing_model', lower(pricing_model), count(*)::int from scoped
      where pricing_model is not null group by 1, 2, 4
    union all select status, scope_id, 'country', country, count(*)::int from scoped
      where country is not null group by 1, 2, 4
    union all select s.status, s.scope_id, 'category', lc.category_id::text, count(*)::int
      from scoped s join listing_categories lc on lc.listing_id = s.id group by 1, 2, 4
  ) counted order by 1, 2, 3, 4`;
const kept = `select status, scope_id, facet, value, listings as n from browse_counts
  where listings > 0 order by 1, 2, 3, 4`;

test('browse counts stay what the listings give through changes of status, facets, categories, tree', async () => {
  expect(await rows(kept)).toEqual(await rows(countedFromListings));
  const [a, b] = await rows<{ id: number }>(`select id from listings where status = 'live' order by id limit 2`);
  const [other] = await rows<{ id: number }>(
    `select id from categories
     where id not in (select category_id from listing_categories where listing_id = $1) limit 1`,
    [a.id],
  );
  await rows(`update listings set status = 'unpublished' where id = $1`, [b.id]);
  await rows(`update listings set stage = 'idea', country = 'NZ', pricing_model = 'Free' where id = $1`, [a.id]);
  await rows(`insert into listing_categories (listing_id, category_id) values ($1, $2)`, [a.id, other.id]);
  await rows(`delete from listing_categories where listing_id = $1 and not is_primary`, [a.id]);
  await rows(`insert into listing_categories (listing_id, category_id) values ($1, $2)`, [a.id, other.id]);
  await rows(`delete from listings where id = (select max(id) from listings where status = 'scheduled')`);
  await rows(`update listings set status = 'live' where id = $1`, [b.id]);
  // A category moved under another one: its listings now count for its new parent.
  await rows(
    `update categories set parent_id = (select id from categories where parent_id is null order by id desc limit 1)
     where id = (select id from categories where parent_id is not null order by id limit 1)`,
  );
  expect(await rows(kept)).toEqual(await rows(countedFromListings));
});

test('browsing reads its total and facets from the browse counts: exact, not approximate', async () => {
  const res = await get('/listings?category=productivity&facets=true&per_page=3');
  const [scope] = await rows<{ id: number }>(`select id from categories where slug = 'productivity'`);
  const counted = await rows<{ facet: string; value: string; n: number }>(
    `select facet, value, n from (${countedFromListings}) c where status = 'live' and scope_id = $1`,
    [scope.id],
  );
  const count = (facet: string, value: string) => counted.find((row) => row.facet === facet && row.value === value)?.n;
  expect(res.body.total).toBe(count('total', ''));
  expect(res.body.facets.approximate).toBe(false);
  for (const { value, count: n } of res.body.facets.stage as { value: string; count: number }[])
    expect(n).toBe(count('stage', value));
  const productivity = (res.body.facets.category as { slug: string; count: number }[]).find(
    (category) => category.slug === 'productivity',
  );
  expect(productivity?.count).toBe(count('category', String(scope.id)));
  // With one more filter the total still comes from the counts; the facets are counted.
  const mvp = await get('/listings?category=productivity&stage=mvp&facets=true&per_page=3');
  expect(mvp.body.total).toBe(count('stage', 'mvp'));
  expect(mvp.body.facets.stage).toEqual([{ value: 'mvp', count: count('stage', 'mvp') }]);
});
