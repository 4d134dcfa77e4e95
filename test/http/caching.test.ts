// HTTP caching of the public reads, on the real operations and rows: every public GET that is
// built answers with a strong ETag and Cache-Control, and 304 (no body) to a matching If-None-Match.
import request from 'supertest';
import { pending } from '../../app/http/handler.ts';
import { operationTable } from '../../generated/operations.ts';
import type { OperationRoute } from '../../generated/operations.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
  const db = testApp.database.db;
  const [category] = await db
    .insertInto('categories')
    .values({ slug: 'analytics', name: 'Analytics', faqs: JSON.stringify([]), attributes: JSON.stringify([]) })
    .returning('id')
    .execute();
  const listings = await db
    .insertInto('listings')
    .values([
      {
        slug: 'alpha-metrics',
        name: 'Alpha Metrics',
        tagline: 'Product analytics for startups',
        url: 'https://alpha.example',
        status: 'live',
        launched_at: '2026-11-16T09:00:00Z',
        launch_week: '2026-11-16',
      },
      {
        slug: 'beta-metrics',
        name: 'Beta Metrics',
        tagline: 'Web analytics without cookies',
        url: 'https://beta.example',
        status: 'live',
        launched_at: '2026-11-16T10:00:00Z',
        launch_week: '2026-11-16',
      },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('listing_categories')
    .values(listings.map((listing) => ({ listing_id: listing.id, category_id: category.id, is_primary: true })))
    .execute();
  // A founder is public through a live listing of theirs.
  const [founder] = await db
    .insertInto('founders')
    .values({ slug: 'ada-founder', name: 'Ada Founder' })
    .returning('id')
    .execute();
  await db
    .insertInto('founder_listings')
    .values({ founder_id: founder.id, listing_id: listings[0].id, title: 'Founder' })
    .execute();
  await db
    .insertInto('blog_posts')
    .values({
      slug: 'how-to-launch',
      title: 'How to launch',
      excerpt: 'Launch well.',
      markdown: '# Launch',
      author_name: 'Editor',
      published_at: '2026-11-01T00:00:00Z',
    })
    .execute();
});
afterAll(() => testApp.close());

/** A request for each public read, on the rows above. */
const samplePaths: Record<string, string> = {
  get_site_info: '/v1/site',
  search_listings: '/v1/listings?q=analytcs',
  get_listing: '/v1/listings/alpha-metrics',
  get_alternatives: '/v1/listings/alpha-metrics/alternatives',
  get_badges: '/v1/listings/alpha-metrics/badges?shape=pill',
  compare_listings: '/v1/compare?a=alpha-metrics&b=beta-metrics',
  list_categories: '/v1/categories',
  get_category: '/v1/categories/analytics',
  get_launch_week: '/v1/launches/weeks/this',
  list_launches: '/v1/launches',
  get_leaderboard: '/v1/leaderboards/community-all-time',
  list_awards: '/v1/awards',
  list_founders: '/v1/founders',
  get_founder: '/v1/founders/ada-founder',
  list_interview_questions: '/v1/interview-questions',
  list_blog_posts: '/v1/blog',
  get_blog_post: '/v1/blog/how-to-launch',
  list_products: '/v1/products',
};

const publicReads = (Object.values(operationTable) as OperationRoute[]).filter(
  (route) => route.public && route.method === 'get',
);
// Operations still answering 501 have nothing to cache yet; they join this table when built.
const built = publicReads.filter((route) => route.handler !== pending).map((route) => [route.operationId] as const);

test('every public read of the contract has a sample request here', () => {
  expect(publicReads.map((route) => route.operationId).sort()).toEqual(Object.keys(samplePaths).sort());
  expect(built.length).toBeGreaterThan(0);
});

describe.each(built)('%s', (operationId) => {
  const path = samplePaths[operationId];

  test('sends a strong ETag and public Cache-Control, and 304 with no body to If-None-Match', async () => {
    const first = await request(testApp.app).get(path).expect(200);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60');

    const unchanged = await request(testApp.app).get(path).set('If-None-Match', first.headers.etag).expect(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.etag).toBe(first.headers.etag);
    // A list of tags and a weak form of ours both match (If-None-Match compares weakly).
    await request(testApp.app).get(path).set('If-None-Match', `"stale", W/${first.headers.etag}`).expect(304);
    await request(testApp.app).get(path).set('If-None-Match', '*').expect(304);

    const changed = await request(testApp.app).get(path).set('If-None-Match', '"something-else"').expect(200);
    expect(changed.body).toEqual(first.body);
    expect(changed.headers.etag).toBe(first.headers.etag);
  });
});

test('an error is never cached', async () => {
  const res = await request(testApp.app).get('/v1/listings/no-such-listing').expect(404);
  expect(res.headers.etag).toBeUndefined();
  expect(res.headers['cache-control']).toBeUndefined();
});
