// The public pages behind the API's page_url links, on the demo directory: each page and its 404,
// caching like the public reads, escaping of hostile listing text, and /docs covering every operation.
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { specOperations } from '../../app/spec.ts';
import { startDemoApp } from '../directory/demo-app.ts';
import type { TestApp } from '../support/app.ts';

let testApp: TestApp;
const slugs: Record<'live' | 'scheduled' | 'founder' | 'post' | 'category', string> = {
  live: '',
  scheduled: '',
  founder: '',
  post: '',
  category: '',
};

beforeAll(async () => {
  testApp = await startDemoApp();
  const one = async (query: string) => (await testApp.database.pool.query<{ slug: string }>(query)).rows[0].slug;
  slugs.live = await one(`select slug from listings where status = 'live' order by vote_count desc, slug limit 1`);
  slugs.scheduled = await one(`select slug from listings where status = 'scheduled' order by slug limit 1`);
  slugs.founder = await one(
    `select f.slug from founders f join founder_listings fl on fl.founder_id = f.id
     join listings l on l.id = fl.listing_id where l.status = 'live' order by f.slug limit 1`,
  );
  slugs.post = await one(
    `select slug from blog_posts where published_at <= '2026-11-18T12:00:00Z' order by published_at desc limit 1`,
  );
  slugs.category = await one(
    `select c.slug from categories c join listing_categories lc on lc.category_id = c.id
     join listings l on l.id = lc.listing_id where l.status = 'live' order by c.slug limit 1`,
  );
});
afterAll(() => testApp.close());

const page = async (path: string, status = 200) => {
  const response = await request(testApp.app)
    .get(path)
    .expect(status)
    .expect('content-type', /text\/html/);
  return { response, document: new JSDOM(response.text).window.document };
};
const texts = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim());

test('home: the site, this week’s launches by votes, categories and the developer links', async () => {
  const { document } = await page('/');
  const site = (await request(testApp.app).get('/v1/site').expect(200)).body;
  expect(document.querySelector('h1')?.textContent).toBe(site.name);
  const launches = (await request(testApp.app).get('/v1/launches?section=this-week&per_page=10').expect(200)).body;
  expect(launches.items.length).toBeGreaterThan(0);
  expect([...document.querySelectorAll('#this-week .cards a')].map((a) => a.getAttribute('href'))).toEqual(
    launches.items.map((l: { slug: string }) => `/listings/${l.slug}`),
  );
  expect(document.querySelectorAll('#categories a[href^="/categories/"]').length).toBeGreaterThan(10);
  const hrefs = [...document.querySelectorAll('#developers a')].map((a) => a.getAttribute('href'));
  expect(hrefs).toEqual(expect.arrayContaining(['/docs', '/v1/openapi.json', '/v1/openapi.yaml']));
  expect(document.querySelector('#developers')?.textContent).toContain(site.urls.mcp);
});

test('a live listing: its profile, founders, categories, badges and a nofollow website link', async () => {
  const { response, document } = await page(`/listings/${slugs.live}`);
  const listing = (await request(testApp.app).get(`/v1/listings/${slugs.live}`).expect(200)).body;
  expect(document.querySelector('h1')?.textContent).toBe(listing.name);
  expect(document.querySelector('img.logo')?.getAttribute('src')).toBe(listing.logo_url);
  expect(texts(document, '#features li')).toEqual(listing.features);
  expect([...document.querySelectorAll('#founders a')].map((a) => a.getAttribute('href'))).toEqual(
    listing.founders.map((f: { slug: string }) => `/founders/${f.slug}`),
  );
  expect([...document.querySelectorAll('#categories a')].map((a) => a.getAttribute('href'))).toEqual(
    listing.categories.map((c: { slug: string }) => `/categories/${c.slug}`),
  );
  expect(document.querySelectorAll('#faq dt').length).toBe(listing.faqs.length);
  expect(document.querySelector('#ratings')?.textContent).toContain(
    `Domain Rating: ${listing.domain_rating.value} out of 100`,
  );
  const website = [...document.querySelectorAll('a')].find((a) => a.getAttribute('href') === listing.url)!;
  expect(website.getAttribute('rel')).toBe('nofollow ugc noopener');
  const badges = (await request(testApp.app).get(`/v1/listings/${slugs.live}/badges`).expect(200)).body;
  const images = [...document.querySelectorAll('#badges img')];
  expect(images.map((img) => img.getAttribute('alt'))).toEqual(badges.items.map((b: { label: string }) => b.label));
  await request(testApp.app).get(images[0].getAttribute('src')!).expect(200).expect('content-type', /svg/);
  // Cached like the API's public reads, and revalidated.
  expect(response.headers['cache-control']).toBe('public, max-age=60');
  await request(testApp.app).get(`/listings/${slugs.live}`).set('If-None-Match', response.headers.etag).expect(304);
  await page(`/listings/${slugs.live}/updates`);
});

test('a scheduled listing is shown as upcoming', async () => {
  const { document } = await page(`/listings/${slugs.scheduled}`);
  expect(document.querySelector('main')?.textContent).toContain('Upcoming: launches the week of');
});

test('founder, blog post and category pages', async () => {
  const founder = (await request(testApp.app).get(`/v1/founders/${slugs.founder}`).expect(200)).body;
  const founderPage = (await page(`/founders/${slugs.founder}`)).document;
  expect(founderPage.querySelector('h1')?.textContent).toBe(founder.name);
  expect([...founderPage.querySelectorAll('#companies .cards a')].map((a) => a.getAttribute('href'))).toEqual(
    founder.companies.map((c: { slug: string }) => `/listings/${c.slug}`),
  );

  const post = (await request(testApp.app).get(`/v1/blog/${slugs.post}`).expect(200)).body;
  const postPage = (await page(`/blog/${slugs.post}`)).document;
  expect(postPage.querySelector('h1')?.textContent).toBe(post.title);
  expect(postPage.querySelectorAll('article h2, article li').length).toBeGreaterThan(1);

  const category = (await request(testApp.app).get(`/v1/categories/${slugs.category}?per_page=50`).expect(200)).body;
  const categoryPage = (await page(`/categories/${slugs.category}`)).document;
  expect(categoryPage.querySelector('h1')?.textContent).toBe(category.name);
  expect(categoryPage.querySelectorAll('#products .cards li').length).toBe(category.listings.items.length);
});

test.each([
  '/listings/no-such-product',
  '/listings/no-such-product/updates',
  '/founders/nobody',
  '/blog/no-such-post',
  '/categories/no-such-category',
])('%s is a 404 page', async (path) => {
  const { response, document } = await page(path, 404);
  expect(document.querySelector('h1')?.textContent).toBe('Not found');
  expect(response.headers['cache-control']).toBe('no-store');
});

test('unpublished listings and unpublished blog posts are 404 pages', async () => {
  const draft = (
    await testApp.database.pool.query<{ slug: string }>(
      `select slug from listings where status not in ('live', 'scheduled') limit 1`,
    )
  ).rows[0].slug;
  await page(`/listings/${draft}`, 404);
  const unpublished = (
    await testApp.database.pool.query<{ slug: string }>(
      `select slug from blog_posts where published_at is null limit 1`,
    )
  ).rows[0].slug;
  await page(`/blog/${unpublished}`, 404);
});

test('hostile listing text comes out inert', async () => {
  const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
  const {
    rows: [listing],
  } = await testApp.database.pool.query<{ id: number }>(
    `insert into listings (slug, name, tagline, url, status, launched_at, description, features, faqs, logo_url)
     values ('hostile', $1, $2, 'javascript:alert(3)', 'live', '2026-11-17T10:00:00Z', $3, $4, $5,
             'javascript:alert(4)') returning id`,
    [
      hostile,
      `"><script>alert(5)</script>`,
      `Hello\n\n${hostile}`,
      [hostile],
      JSON.stringify([{ question: hostile, answer: hostile }]),
    ],
  );
  await testApp.database.pool.query(`insert into listing_updates (listing_id, title, body) values ($1, $2, $2)`, [
    listing.id,
    hostile,
  ]);
  for (const path of ['/listings/hostile', '/listings/hostile/updates']) {
    const { response, document } = await page(path);
    expect(document.querySelectorAll('script, iframe, img[src="x"]').length).toBe(0);
    const handlers = [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].filter((attribute) => attribute.name.startsWith('on')),
    );
    expect(handlers).toEqual([]);
    expect(
      [...document.querySelectorAll('[href], [src]')]
        .map((element) => element.getAttribute('href') ?? element.getAttribute('src'))
        .filter((url) => /^\s*javascript:/i.test(url!)),
    ).toEqual([]);
    expect(document.querySelector('main')?.textContent).toContain(hostile);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  }
});

test('/docs lists every operation with its method, path, parameters and the info sections', async () => {
  const { response, document } = await page('/docs');
  const operations = specOperations();
  expect(operations).toHaveLength(41);
  const sections = [...document.querySelectorAll('section.operation')];
  expect(sections.map((section) => section.id).sort()).toEqual(operations.map((op) => op.operationId).sort());
  const search = document.getElementById('search_listings')!;
  expect(search.querySelector('h3')?.textContent).toBe('get /v1/listings');
  expect(search.querySelector('table')?.textContent).toContain('per_page');
  expect(search.querySelector('table')?.textContent).toContain('≤ 100');
  const submit = operations.find((op) => op.idempotent && !op.public)!;
  expect(document.getElementById(submit.operationId)?.textContent).toContain('Idempotency-Key');
  expect(document.getElementById(submit.operationId)?.textContent).toContain(submit.scopes[0]);
  expect(texts(document, '#overview h3')).toEqual(
    expect.arrayContaining(['Errors', 'Pagination', 'Idempotency', 'Rate limits', 'MCP']),
  );
  expect([...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(
    expect.arrayContaining(['/v1/openapi.json', '/v1/openapi.yaml']),
  );
  expect(response.headers.etag).toBeDefined();
});
