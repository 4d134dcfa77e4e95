// search_listings, get_listing, get_alternatives and compare_listings on the demo directory.
import request from 'supertest';
import { setClock } from '../../app/clock.ts';
import type { TestApp } from '../support/app.ts';
import { demoNow, startDemoApp } from './demo-app.ts';

let testApp: TestApp;
// Loading the demo takes about a second, far longer on a busy machine.
beforeAll(async () => {
  testApp = await startDemoApp();
});
afterAll(() => testApp.close());
beforeEach(() => setClock(demoNow));

const get = (path: string) => request(testApp.app).get(`/v1${path}`);

describe('search_listings', () => {
  test('browses live listings most voted first without q', async () => {
    const res = await get('/listings?per_page=5').expect(200);
    expect(res.body.items).toHaveLength(5);
    expect(res.body.total).toBeGreaterThan(200);
    expect(res.body.has_more).toBe(true);
    const votes = res.body.items.map((item: { votes: number }) => item.votes);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    for (const item of res.body.items) {
      expect(item.status).toBe('live');
      expect(item.page_url).toBe(`http://localhost:3000/listings/${item.slug}`);
      expect(item.url).toMatch(/^https:\/\//);
    }
  });

  test('an exact name ranks first', async () => {
    const res = await get('/listings?q=Invoicely').expect(200);
    expect(res.body.items[0].slug).toBe('invoicely');
  });

  test('a prefix finds the listing', async () => {
    const res = await get('/listings?q=kubewa').expect(200);
    expect(res.body.items[0].slug).toBe('kubewatch');
  });

  test('words absent from every listing give an empty page', async () => {
    const res = await get('/listings?q=zzzqqqxxx').expect(200);
    expect(res.body).toMatchObject({ items: [], total: 0, has_more: false });
  });

  test('filters combine: category with subcategories, country, pricing model, stage, domain', async () => {
    const category = await get('/listings?category=finance&per_page=100').expect(200);
    const financeSlugs = category.body.items.map((item: { slug: string }) => item.slug);
    expect(financeSlugs).toEqual(expect.arrayContaining(['invoicely', 'ledgerleaf', 'paystream']));
    const country = await get('/listings?country=GB&per_page=100').expect(200);
    expect(country.body.items.every((item: { country: string }) => item.country === 'GB')).toBe(true);
    const pricing = await get('/listings?pricing_model=freemium&category=invoicing').expect(200);
    expect(pricing.body.items.every((item: { pricing_model: string }) => item.pricing_model === 'freemium')).toBe(true);
    const stage = await get('/listings?stage=growing&per_page=100').expect(200);
    expect(stage.body.items.every((item: { stage: string }) => item.stage === 'growing')).toBe(true);
    const domain = await get('/listings?domain=www.invoicely.com').expect(200);
    expect(domain.body.items.map((item: { slug: string }) => item.slug)).toEqual(['invoicely']);
  });

  test('status=upcoming lists listings scheduled for future weeks', async () => {
    const res = await get('/listings?status=upcoming&sort=newest&per_page=100').expect(200);
    expect(res.body.total).toBeGreaterThan(0);
    for (const item of res.body.items) {
      expect(item.status).toBe('upcoming');
      expect(item.launch_week > '2026-11-16').toBe(true);
    }
  });

  test('every sort orders by its measure, ties by slug', async () => {
    const measures: Record<string, string> = { votes: 'votes', most_viewed: 'views', most_followed: 'follows' };
    for (const [sort, field] of Object.entries(measures)) {
      const res = await get(`/listings?sort=${sort}&per_page=50`).expect(200);
      const values = res.body.items.map((item: Record<string, number>) => item[field]);
      expect(values).toEqual([...values].sort((a: number, b: number) => b - a));
    }
    const newest = await get('/listings?sort=newest&per_page=50').expect(200);
    const launched = newest.body.items.map((item: { launched_at: string }) => item.launched_at);
    expect(launched).toEqual([...launched].sort().reverse());
  });

  test('trending weighs each vote by 0.5^(age_hours/48)', async () => {
    const res = await get('/listings?sort=trending&per_page=10').expect(200);
    const { rows } = await testApp.database.pool.query<{ slug: string; score: number }>(
      `select l.slug, sum(power(0.5, extract(epoch from $1::timestamptz - v.created_at) / 3600 / 48)) as score
       from listings l join votes v on v.listing_id = l.id where l.status = 'live'
       group by l.slug order by score desc, l.slug limit 10`,
      [demoNow],
    );
    expect(res.body.items.map((item: { slug: string }) => item.slug)).toEqual(rows.map((row) => row.slug));
  });

  test('with q, each item has the matched words of its name and tagline as code point ranges', async () => {
    const res = await get('/listings?q=markdwon%20notes&per_page=3').expect(200);
    const [first] = res.body.items;
    expect(first.slug).toBe('notebloom');
    // "Markdown notes that link themselves": the typo variant and the word as typed.
    expect(first.highlights).toEqual({
      name: [],
      tagline: [
        { start: 0, end: 8 },
        { start: 9, end: 14 },
      ],
    });
    const browse = await get('/listings?per_page=3').expect(200);
    expect(browse.body.items[0].highlights).toBeUndefined();
  });

  test('facets=true counts the whole matching set per category, stage, pricing model and country', async () => {
    const res = await get('/listings?q=crm&facets=true&per_page=1').expect(200);
    const { facets } = res.body;
    const sum = (values: { count: number }[]) => values.reduce((total, value) => total + value.count, 0);
    expect(sum(facets.stage)).toBeLessThanOrEqual(res.body.total);
    expect(facets.category[0]).toMatchObject({ slug: 'crm', name: 'CRM' });
    // Each count is what the matching filter returns.
    for (const [facet, parameter] of [
      ['stage', 'stage'],
      ['country', 'country'],
      ['pricing_model', 'pricing_model'],
    ] as const) {
      const top = facets[facet][0];
      const filtered = await get(`/listings?q=crm&${parameter}=${encodeURIComponent(top.value)}`).expect(200);
      expect(filtered.body.total).toBe(top.count);
    }
    const inCategory = await get(`/listings?q=crm&category=crm`).expect(200);
    expect(inCategory.body.total).toBe(facets.category[0].count);
    expect((await get('/listings?q=crm').expect(200)).body.facets).toBeUndefined();
    const browse = await get('/listings?facets=true&category=crm&per_page=1').expect(200);
    expect(sum(browse.body.facets.stage)).toBeLessThanOrEqual(browse.body.total);
    expect(browse.body.facets.category.find((c: { slug: string }) => c.slug === 'crm').count).toBe(browse.body.total);
  });

  test('an unknown category is a 400 naming it', async () => {
    const res = await get('/listings?category=no-such-category').expect(400);
    expect(res.body.errors[0].pointer).toBe('/query/category');
  });

  test('out-of-bounds parameters are 400s', async () => {
    expect((await get(`/listings?q=${'a'.repeat(201)}`).expect(400)).body.errors[0].pointer).toBe('/query/q');
    expect((await get('/listings?status=draft').expect(400)).body.errors[0].pointer).toBe('/query/status');
    expect((await get('/listings?country=gb').expect(400)).body.errors[0].pointer).toBe('/query/country');
  });
});

// Misspelled queries and the flagship listing each must find in the first ten results.
const typoTable: [string, string][] = [
  ['invoicly', 'invoicely'],
  ['invocing freelancers', 'invoicely'],
  ['bookeeping', 'ledgerleaf'],
  ['kubernetse monitoring', 'kubewatch'],
  ['kuberentes', 'kubewatch'],
  ['uptme status page', 'uptimebird'],
  ['querypilto', 'querypilot'],
  ['webhoks retries', 'hookrelay'],
  ['markdwon notes', 'notebloom'],
  ['sprintbaord', 'sprintboard'],
  ['newslettr platform', 'newsletterhq'],
  ['privcy analytics', 'plainmetrics'],
  ['analitycs cookieless', 'plainmetrics'],
  ['desing systems', 'pixelforge'],
  ['subtitels clips', 'clipcraft'],
  ['subscripton billing', 'paystream'],
  ['copywritting brand', 'copysmith-ai'],
  ['translaton documents', 'linguabridge'],
  ['reserch assistant', 'researchowl'],
  ['handwritting ocr', 'scanwise'],
  ['helpdsk shared inbox', 'helpharbor'],
  ['vocabulery stories', 'vocabvoyage'],
  ['pasword manager', 'vaultkey'],
  ['spredsheet database', 'spreadsheetbase'],
  ['podcst hosting transcripts', 'podcastly'],
  ['memberships comunity', 'guildhall'],
];

describe('typo tolerance', () => {
  test(`finds the listing for each of ${typoTable.length} misspelled queries`, async () => {
    const misses: string[] = [];
    for (const [q, slug] of typoTable) {
      const res = await get(`/listings?q=${encodeURIComponent(q)}&per_page=10`).expect(200);
      if (!res.body.items.some((item: { slug: string }) => item.slug === slug)) misses.push(`${q} -> ${slug}`);
    }
    expect(misses).toEqual([]);
  });

  test('a word of under 5 letters tolerates no typo; 5-8 letters one; 9+ two (the longer word counts)', async () => {
    expect((await get('/listings?q=ocrx').expect(200)).body.items.map((i: { slug: string }) => i.slug)).not.toContain(
      'scanwise',
    );
    expect((await get('/listings?q=recipts').expect(200)).body.items.map((i: { slug: string }) => i.slug)).toContain(
      'scanwise',
    );
    expect(
      (await get('/listings?q=rxcxipts').expect(200)).body.items.map((i: { slug: string }) => i.slug),
    ).not.toContain('scanwise');
    expect(
      (await get('/listings?q=handwrtitnig').expect(200)).body.items.map((i: { slug: string }) => i.slug),
    ).toContain('scanwise');
    // The allowance is the longer word's: "analytics" (9 letters) missing two letters still matches.
    expect((await get('/listings?q=anlytcs').expect(200)).body.items.map((i: { slug: string }) => i.slug)).toContain(
      'plainmetrics',
    );
  });
});

describe('get_listing', () => {
  test('returns the full profile with unlocked paid sections', async () => {
    const res = await get('/listings/invoicely').expect(200);
    expect(res.body).toMatchObject({
      slug: 'invoicely',
      name: 'Invoicely',
      url: 'https://www.invoicely.com',
      status: 'live',
    });
    expect(res.body.categories[0]).toEqual({ slug: 'invoicing', name: 'Invoicing', primary: true });
    expect(res.body.unlocked_sections).toEqual(['story', 'milestones', 'media']);
    expect(res.body.story).toBeDefined();
    expect(res.body.milestones.length).toBeGreaterThan(0);
    expect(res.body.media.length).toBeGreaterThan(0);
    expect(res.body.domain_rating.history.length).toBe(12);
    expect(res.body.links.website).toBe(res.body.url);
    expect(res.body.founders.length).toBeGreaterThan(0);
  });

  test('leaves out paid sections that are not unlocked', async () => {
    const res = await get('/listings/ledgerleaf').expect(200);
    expect(res.body.unlocked_sections).toEqual([]);
    expect(res.body).not.toHaveProperty('story');
    expect(res.body).not.toHaveProperty('milestones');
    expect(res.body).not.toHaveProperty('media');
  });

  test('counts only genuine reviews in the rating', async () => {
    const { rows } = await testApp.database.pool.query<{ count: number }>(
      'select count(*)::int as count from reviews r join listings l on l.id = r.listing_id ' +
        "where l.slug = 'kubewatch' and r.genuine",
    );
    const res = await get('/listings/kubewatch').expect(200);
    expect(res.body.rating.count).toBe(rows[0].count);
  });

  test('404 for an unknown or unpublished listing, 400 for a malformed slug', async () => {
    expect((await get('/listings/no-such-listing').expect(404)).body.code).toBe('not_found');
    const { rows } = await testApp.database.pool.query<{ slug: string }>(
      "select slug from listings where status in ('draft', 'awaiting_badge', 'unpublished') limit 1",
    );
    await get(`/listings/${rows[0].slug}`).expect(404);
    expect((await get('/listings/Not_A_Slug').expect(400)).body.errors[0].pointer).toBe('/path/slug');
  });
});

describe('get_alternatives', () => {
  test('owner-approved alternatives first, then the same primary category', async () => {
    const res = await get('/listings/invoicely/alternatives').expect(200);
    expect(res.body.listing.slug).toBe('invoicely');
    const approved = res.body.items.filter((item: { approved: boolean }) => item.approved);
    expect(approved.map((item: { listing: { slug: string } }) => item.listing.slug)).toEqual([
      'paystream',
      'ledgerleaf',
    ]);
    expect(res.body.items.slice(0, 2).every((item: { approved: boolean }) => item.approved)).toBe(true);
    for (const item of res.body.items.slice(2)) {
      expect(item.approved).toBe(false);
      expect(item.listing.primary_category.slug).toBe('invoicing');
      expect(item.listing.slug).not.toBe('invoicely');
    }
  });

  test('404 for an unknown listing, 400 for a malformed slug', async () => {
    await get('/listings/no-such-listing/alternatives').expect(404);
    await get('/listings/-bad/alternatives').expect(400);
  });
});

describe('compare_listings', () => {
  test('rows on the category attributes, null where a listing does not state the fact', async () => {
    const res = await get('/compare?a=invoicely&b=ledgerleaf').expect(200);
    expect(res.body.category).toEqual({ slug: 'invoicing', name: 'Invoicing' });
    const row = (attribute: string) => res.body.rows.find((r: { attribute: string }) => r.attribute === attribute);
    expect(row('pricing_model')).toMatchObject({ label: 'Pricing model', a: 'freemium', b: 'subscription' });
    expect(row('tag:multi-currency')).toMatchObject({ a: 'Yes', b: null });
    expect(row('tag:bank-sync')).toMatchObject({ a: null, b: 'Yes' });
  });

  test('400 when a listing is unknown, the same on both sides or missing', async () => {
    expect((await get('/compare?a=invoicely&b=no-such-listing').expect(400)).body.errors[0].pointer).toBe('/query/b');
    expect((await get('/compare?a=no-such-listing&b=invoicely').expect(400)).body.errors[0].pointer).toBe('/query/a');
    expect((await get('/compare?a=invoicely&b=invoicely').expect(400)).body.errors[0].pointer).toBe('/query/b');
    expect((await get('/compare?a=invoicely').expect(400)).body.errors[0].pointer).toBe('/query/b');
  });
});
