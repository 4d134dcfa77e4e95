// The public site on the demo directory, read as HTML: each page shows what its operation returns,
// has a right title, a description, Open Graph tags, a canonical URL and JSON-LD fitting it; the
// sitemaps and robots.txt; singular and plural; 404 pages; caching like the public reads; escaping
// of hostile listing text; /docs covering every operation.
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { specOperations } from '../../app/spec.ts';
import { startDemoApp } from '../directory/demo-app.ts';
import type { TestApp } from '../support/app.ts';

let testApp: TestApp;
const slugs: Record<'live' | 'noLogo' | 'scheduled' | 'founder' | 'post' | 'category', string> = {
  live: '',
  noLogo: '',
  scheduled: '',
  founder: '',
  post: '',
  category: '',
};

beforeAll(async () => {
  testApp = await startDemoApp();
  const one = async (query: string) => (await testApp.database.pool.query<{ slug: string }>(query)).rows[0].slug;
  slugs.live = await one(`select slug from listings where status = 'live' order by vote_count desc, slug limit 1`);
  // Demo listings store no logo: the API presents the monogram the service draws for each.
  slugs.noLogo = await one(
    `select slug from listings where status = 'live' and logo_url is null order by slug limit 1`,
  );
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
    .set('accept', 'text/html')
    .expect(status)
    .expect('content-type', /text\/html/);
  return { response, document: new JSDOM(response.text).window.document };
};
const texts = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.textContent?.trim());
const hrefs = (document: Document, selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.getAttribute('href'));
const api = async (path: string) => (await request(testApp.app).get(path).expect(200)).body;
const jsonLd = (document: Document) =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent) as Record<string, unknown>,
  );
const origin = 'http://localhost:3000';

test('home: today, this week’s launches by votes, upcoming, last week’s winners, categories', async () => {
  const { document } = await page('/');
  expect(document.title).toBe('Launch Directory: new products launching this week');
  expect(document.querySelector('h1')?.textContent).toBe('New products, launched by their makers');
  const week = await api('/v1/launches?section=this-week&per_page=10');
  expect(week.items.length).toBeGreaterThan(0);
  expect(hrefs(document, '#this-week .products a.name')).toEqual(
    week.items.map((l: { slug: string }) => `/listings/${l.slug}`),
  );
  const upcoming = await api('/v1/launches?section=upcoming&per_page=5');
  expect(hrefs(document, '#upcoming .products a.name')).toEqual(
    upcoming.items.map((l: { slug: string }) => `/listings/${l.slug}`),
  );
  const awards = await api('/v1/awards?per_page=3');
  expect(texts(document, '#winners-heading + p + ol a')).toEqual(
    awards.items.map((award: { listing: { name: string } }) => award.listing.name),
  );
  expect(document.querySelectorAll('a[href^="/categories/"]').length).toBeGreaterThan(10);
  // Anonymous visitors: every vote button leads to sign-in and back.
  const votes = [...document.querySelectorAll('#this-week a.vote')];
  expect(votes.length).toBe(week.items.length);
  expect(votes[0].getAttribute('href')).toBe('/sign-in?return_to=%2F');
  const [site] = jsonLd(document);
  expect(site).toMatchObject({ '@type': 'WebSite', url: `${origin}/` });
});

test('every page: a title of its own, description, Open Graph, canonical URL and JSON-LD', async () => {
  const week = (await api('/v1/launches/weeks/this')).week.start;
  const pages: [string, string, string][] = [
    ['/', 'Launch Directory: new products launching this week', 'WebSite'],
    [`/launches/${week}`, 'Launches of 16-22 November 2026 · Launch Directory', 'CollectionPage'],
    ['/leaderboards', 'Leaderboards · Launch Directory', 'CollectionPage'],
    ['/leaderboards/billboard', 'Billboard (paid placement) · Launch Directory', 'CollectionPage'],
    ['/awards', 'Launch of the Week: past winners · Launch Directory', 'CollectionPage'],
    ['/categories', 'Categories · Launch Directory', 'CollectionPage'],
    [`/categories/${slugs.category}`, '', 'CollectionPage'],
    ['/founders', 'Founders · Launch Directory', 'CollectionPage'],
    [`/founders/${slugs.founder}`, '', 'ProfilePage'],
    ['/blog', 'Blog · Launch Directory', 'Blog'],
    [`/blog/${slugs.post}`, '', 'BlogPosting'],
    [`/listings/${slugs.live}`, '', 'SoftwareApplication'],
    [`/listings/${slugs.live}/updates`, '', 'BreadcrumbList'],
    ['/how-ranking-works', 'How ranking works · Launch Directory', 'WebPage'],
    ['/docs', '', ''],
  ];
  for (const [path, title, type] of pages) {
    const { document } = await page(path);
    if (title) expect(document.title).toBe(title);
    expect(document.title).not.toMatch(/Launch Directory · Launch Directory/);
    expect(document.title.length).toBeGreaterThan(5);
    const meta = (name: string) =>
      document.querySelector(`meta[name="${name}"], meta[property="${name}"]`)?.getAttribute('content');
    expect(meta('description')?.length).toBeGreaterThan(20);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`^${origin}/`));
    expect(meta('og:title')).toBeTruthy();
    expect(meta('og:url')).toBe(document.querySelector('link[rel="canonical"]')?.getAttribute('href'));
    if (type) expect(jsonLd(document).map((data) => data['@type'])).toContain(type);
    // The header on every page: search, sign in, Submit.
    expect(document.querySelector('form[role="search"][action="/search"] input[name="q"]')).not.toBeNull();
    expect(hrefs(document, 'header a')).toContain('/submit');
    expect(hrefs(document, 'header a').filter((href) => href?.startsWith('/sign-in'))).toHaveLength(1);
  }
});

test('a live listing: profile, makers, categories, badges, alternatives with compare links, rating', async () => {
  const { response, document } = await page(`/listings/${slugs.live}`);
  const listing = await api(`/v1/listings/${slugs.live}`);
  expect(document.querySelector('h1')?.textContent).toBe(listing.name);
  // The page links images of this site by path, whatever host name it was reached by.
  expect(document.querySelector('.listing-head img')?.getAttribute('src')).toBe(new URL(listing.logo_url).pathname);
  expect(texts(document, '#features li')).toEqual(listing.features);
  expect(hrefs(document, '#founders a')).toEqual(listing.founders.map((f: { slug: string }) => `/founders/${f.slug}`));
  expect(hrefs(document, '#categories a')).toEqual(
    listing.categories.map((c: { slug: string }) => `/categories/${c.slug}`),
  );
  expect(document.querySelectorAll('#faq dt').length).toBe(listing.faqs.length);
  expect(document.querySelector('.facts')?.textContent).toContain(`${listing.domain_rating.value} / 100`);
  expect(document.querySelector('.facts')?.textContent).toContain('a third-party measure');
  const website = [...document.querySelectorAll('a')].find((a) => a.getAttribute('href') === listing.url)!;
  expect(website.getAttribute('rel')).toBe('nofollow ugc noopener');
  const badges = await api(`/v1/listings/${slugs.live}/badges`);
  const images = [...document.querySelectorAll('#badges img')];
  expect(images.map((img) => img.getAttribute('alt'))).toEqual(badges.items.map((b: { label: string }) => b.label));
  await request(testApp.app).get(images[0].getAttribute('src')!).expect(200).expect('content-type', /svg/);
  const alternatives = await api(`/v1/listings/${slugs.live}/alternatives`);
  expect(hrefs(document, '#alternatives-heading + ul a[href^="/compare"]')).toEqual(
    alternatives.items
      .slice(0, 5)
      .map((item: { listing: { slug: string } }) => `/compare?a=${slugs.live}&b=${item.listing.slug}`),
  );
  expect(document.querySelector('.actions a.vote')?.textContent).toContain(String(listing.votes));
  const [software] = jsonLd(document);
  expect(software).toMatchObject({ '@type': 'SoftwareApplication', name: listing.name, sameAs: listing.url });
  if (listing.rating.count > 0)
    expect(software.aggregateRating).toMatchObject({
      ratingValue: listing.rating.average,
      ratingCount: listing.rating.count,
    });
  // Cached like the API's public reads, revalidated, and never shared with someone signed in.
  expect(response.headers['cache-control']).toBe('public, max-age=60');
  expect(response.headers.vary).toBe('Cookie');
  await request(testApp.app).get(`/listings/${slugs.live}`).set('If-None-Match', response.headers.etag).expect(304);
  await page(`/listings/${slugs.live}/updates`);
});

test('a listing without a logo shows the monogram the service draws for it', async () => {
  const { document } = await page(`/listings/${slugs.noLogo}`);
  expect(document.querySelector('.listing-head img')?.getAttribute('src')).toBe(`/images/listings/${slugs.noLogo}.svg`);
});

test('a scheduled listing is shown as upcoming, votes closed until launch day', async () => {
  const { document } = await page(`/listings/${slugs.scheduled}`);
  expect(document.querySelector('main')?.textContent).toContain('Upcoming: launches the week of');
  expect(document.querySelector('.actions .vote.closed')?.textContent).toContain('voting opens on launch day');
});

test('launch weeks: ranked by votes that week, previous and next weeks, any day goes to its Monday', async () => {
  const week = await api('/v1/launches/weeks/this');
  const { document } = await page(`/launches/${week.week.start}`);
  expect(hrefs(document, '.products a.name')).toEqual(
    week.items.map((item: { listing: { slug: string } }) => `/listings/${item.listing.slug}`),
  );
  expect(texts(document, '.products .figure')[0]).toBe(
    `${week.items[0].votes}${week.items[0].votes === 1 ? 'vote' : 'votes'} this week`,
  );
  expect(document.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/launches/2026-11-09');
  expect(document.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/launches/2026-11-23');
  await request(testApp.app).get('/launches').expect(302).expect('location', `/launches/${week.week.start}`);
  await request(testApp.app).get('/launches/2026-11-18').expect(301).expect('location', '/launches/2026-11-16');
  await page('/launches/1999-01-04', 404);
  await page('/launches/not-a-week', 404);
});

test('leaderboards: each board on its own, the billboard as paid placement, Domain Rating as third-party', async () => {
  const { document } = await page('/leaderboards');
  expect(texts(document, 'main h2')).toEqual(
    expect.arrayContaining(['Votes this week', 'All-time votes', 'Billboard (paid placement)', 'Revenue']),
  );
  const billboard = (await page('/leaderboards/billboard')).document;
  expect(billboard.querySelector('.pill.paid')?.textContent).toBe('Paid placement');
  expect(billboard.querySelector('.notice-box.paid')?.textContent).toMatch(/^Paid placement: .* not by votes\.$/);
  const board = await api('/v1/leaderboards/billboard?per_page=25');
  expect(hrefs(billboard, '.products a.name')).toEqual(
    board.items.map((item: { listing: { slug: string } }) => `/listings/${item.listing.slug}`),
  );
  const rating = (await page('/leaderboards/domain-rating')).document;
  expect(rating.querySelector('.pill.third')?.textContent).toBe('Third-party measure');
  const weekly = (await page('/leaderboards/community-weekly?week=2026-11-09')).document;
  expect(weekly.querySelector('h1')?.textContent).toBe('Votes this week: 9-15 November 2026');
  expect(weekly.querySelector('a[rel="next"]')?.getAttribute('href')).toBe(
    '/leaderboards/community-weekly?week=2026-11-16',
  );
  await page('/leaderboards/nonsense', 404);
  // A parameter the API refuses is refused here too, by name.
  const wrong = (await page('/leaderboards/billboard?week=last', 400)).document;
  expect(wrong.querySelector('main li code')?.textContent).toBe('week');
});

test('awards: past winners by week, #1 to #3', async () => {
  const { document } = await page('/awards');
  const awards = await api('/v1/awards?per_page=30');
  expect(hrefs(document, '.products a.name')).toEqual(
    awards.items.map((award: { listing: { slug: string } }) => `/listings/${award.listing.slug}`),
  );
  expect(texts(document, '.products .pill').slice(0, 3)).toEqual([
    'Launch of the Week #1',
    'Launch of the Week #2',
    'Launch of the Week #3',
  ]);
});

test('search: the API’s results, filters, sorts and facets; highlights; a bad parameter named', async () => {
  const { document } = await page('/search?q=notes&sort=votes');
  const result = await api('/v1/listings?q=notes&sort=votes&per_page=20&facets=true');
  expect(hrefs(document, '.products a.name')).toEqual(
    result.items.map((item: { slug: string }) => `/listings/${item.slug}`),
  );
  expect(document.querySelectorAll('.products mark').length).toBeGreaterThan(0);
  expect((document.querySelector('#search-sort') as HTMLSelectElement).value).toBe('votes');
  const category = result.facets.category[0];
  const facetLink = [...document.querySelectorAll('aside a')].find((a) =>
    a.getAttribute('href')?.includes(`category=${category.slug}`),
  )!;
  const narrowed = (await page(facetLink.getAttribute('href')!)).document;
  const filtered = await api(`/v1/listings?q=notes&sort=votes&category=${category.slug}&per_page=20`);
  expect(narrowed.querySelectorAll('.products > li').length).toBe(filtered.items.length);
  expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
  const bad = (await page('/search?q=notes&sort=best', 400)).document;
  expect(bad.querySelector('main li')?.textContent).toBe(
    'sort must be one of: relevance, newest, votes, trending, most_viewed, most_followed',
  );
  const upcoming = (await page('/search?status=upcoming')).document;
  expect(upcoming.querySelectorAll('.vote.closed').length).toBeGreaterThan(0);
});

test('categories (paged), a category, founders, the blog and a post are pages', async () => {
  const index = (await page('/categories')).document;
  const tree = await api('/v1/categories?include_empty=false');
  expect(texts(index, '.grid h2')).toEqual(tree.items.slice(0, 12).map((c: { name: string }) => c.name));

  const category = await api(`/v1/categories/${slugs.category}?per_page=20`);
  const categoryPage = (await page(`/categories/${slugs.category}`)).document;
  expect(categoryPage.querySelector('h1')?.textContent).toBe(category.name);
  expect(categoryPage.querySelectorAll('.products > li').length).toBe(category.listings.items.length);

  const founders = await api('/v1/founders?per_page=24');
  const foundersPage = (await page('/founders')).document;
  expect(texts(foundersPage, '.grid h2')).toEqual(founders.items.map((f: { name: string }) => f.name));
  expect(hrefs(foundersPage, 'a[rel="next"]')).toEqual(['/founders?page=2']);

  const founder = await api(`/v1/founders/${slugs.founder}`);
  const founderPage = (await page(`/founders/${slugs.founder}`)).document;
  expect(founderPage.querySelector('h1')?.textContent).toBe(founder.name);
  expect(hrefs(founderPage, '#companies a.name')).toEqual(
    founder.companies.map((c: { slug: string }) => `/listings/${c.slug}`),
  );

  const posts = await api('/v1/blog?per_page=10');
  const blogPage = (await page('/blog')).document;
  expect(texts(blogPage, '.grid h2')).toEqual(posts.items.map((p: { title: string }) => p.title));
  const post = await api(`/v1/blog/${slugs.post}`);
  const postPage = (await page(`/blog/${slugs.post}`)).document;
  expect(postPage.querySelector('h1')?.textContent).toBe(post.title);
  expect(postPage.querySelectorAll('article h2, article li').length).toBeGreaterThan(1);
});

test('compare: two listings side by side on their category’s facts', async () => {
  const alternatives = await api(`/v1/listings/${slugs.live}/alternatives`);
  const other = alternatives.items[0].listing.slug;
  const comparison = await api(`/v1/compare?a=${slugs.live}&b=${other}`);
  const { document } = await page(`/compare?a=${slugs.live}&b=${other}`);
  expect(document.querySelector('h1')?.textContent).toBe(`${comparison.a.name} vs ${comparison.b.name}`);
  expect(texts(document, 'tbody th')).toEqual([
    'Tagline',
    ...comparison.rows.map((row: { label: string }) => row.label),
    'Community votes',
  ]);
  await page(`/compare?a=${slugs.live}&b=${slugs.live}`, 400);
  await page('/compare');
});

test('one vote, 2 votes: singular and plural are right everywhere', async () => {
  const { rows } = await testApp.database.pool.query<{ slug: string }>(
    `select slug from listings where status = 'live' and vote_count = 1 limit 1`,
  );
  const paths = [
    '/',
    '/leaderboards',
    '/awards',
    '/categories',
    '/founders',
    ...rows.map((r) => `/listings/${r.slug}`),
  ];
  for (const path of paths) {
    const { document } = await page(path);
    const text = `${document.body.textContent} ${[...document.querySelectorAll('[aria-label]')]
      .map((element) => element.getAttribute('aria-label'))
      .join(' ')}`;
    expect(text).not.toMatch(/(^|[^\d,.])1 (votes|reviews|products|followers|launches|founders|categories|stars)\b/);
  }
  if (rows.length) {
    const { document } = await page(`/listings/${rows[0].slug}`);
    expect(document.querySelector('.actions a.vote')?.textContent?.replace(/\s+/g, ' ')).toContain(' 1 vote for ');
  }
});

test('sitemaps and robots.txt', async () => {
  const robots = await request(testApp.app)
    .get('/robots.txt')
    .expect(200)
    .expect('content-type', /text\/plain/);
  expect(robots.text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots.text).toContain('Disallow: /search');
  const index = await request(testApp.app).get('/sitemap.xml').expect(200).expect('content-type', /xml/);
  const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(files).toEqual(expect.arrayContaining([`${origin}/sitemaps/pages.xml`, `${origin}/sitemaps/listings-1.xml`]));
  const urls: string[] = [];
  for (const file of files) {
    const xml = (await request(testApp.app).get(new URL(file).pathname).expect(200)).text;
    urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
  }
  const live = await api('/v1/listings?per_page=1');
  expect(urls.filter((url) => url.includes('/listings/'))).toHaveLength(live.total);
  expect(urls).toEqual(expect.arrayContaining([`${origin}/`, `${origin}/listings/${slugs.live}`, `${origin}/blog`]));
  for (const url of urls.slice(0, 40)) await page(new URL(url).pathname);
});

test('/blog, /founders, /categories and /leaderboards are pages; unknown addresses are 404 pages', async () => {
  for (const path of ['/blog', '/founders', '/categories', '/leaderboards']) await page(path);
  const { response, document } = await page('/no-such-page', 404);
  expect(document.querySelector('h1')?.textContent).toBe('Not found');
  expect(response.headers['cache-control']).toBe('no-store');
  // The API keeps answering problem JSON.
  await request(testApp.app)
    .get('/v1/nothing')
    .expect(404)
    .expect('content-type', /problem\+json/);
  await request(testApp.app).get('/no-such-page').set('accept', 'application/json').expect(404);
});

test.each([
  '/listings/no-such-product',
  '/listings/no-such-product/updates',
  '/listings/Not-A-Slug',
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
  for (const path of ['/listings/hostile', '/listings/hostile/updates', '/search?q=alert']) {
    const { response, document } = await page(path);
    // Our one script file and JSON-LD data blocks, nothing else.
    const scripts = [...document.querySelectorAll('script')].map(
      (script) => script.getAttribute('src')?.replace(/\?v=.*/, '') ?? script.getAttribute('type'),
    );
    expect(scripts.filter((script) => script !== '/assets/site.js' && script !== 'application/ld+json')).toEqual([]);
    expect(document.querySelectorAll('iframe, img[src="x"]').length).toBe(0);
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
    // Nothing runs on a page for anonymous visitors: no script source is allowed at all.
    expect(response.headers['content-security-policy']).not.toContain('script-src');
    // JSON-LD carries no markup character at all (escaped as \u003c...), so no text can end its block.
    for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
      expect(script.textContent).not.toMatch(/[<>]/);
  }
  // ...and reads back as the same text.
  const { document } = await page('/listings/hostile');
  expect(jsonLd(document)[0]).toMatchObject({ name: hostile });
  expect(jsonLd(document)[0].sameAs).toBeUndefined();
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
  expect(hrefs(document, 'a')).toEqual(expect.arrayContaining(['/v1/openapi.json', '/v1/openapi.yaml']));
  expect(response.headers.etag).toBeDefined();
});
