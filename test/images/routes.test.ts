// The generated logo and avatar routes on real rows, and the API presenting their URLs (absolute,
// from the configured PUBLIC_URL) wherever a listing or founder has no image of its own.
import request from 'supertest';
import { JSDOM } from 'jsdom';
import { findOwnerProfile } from '../../db/queries/listings.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';

let testApp: TestApp;
// Not the default: the presented URLs follow whatever PUBLIC_URL the service runs with.
const publicUrl = 'https://directory.example.org';
const problemType = /^application\/problem\+json/;
const ids: Record<string, number> = {};

beforeAll(async () => {
  testApp = await startTestApp({ publicUrl });
  const db = testApp.database.db;
  const listings = await db
    .insertInto('listings')
    .values([
      { slug: 'plain-live', name: 'Plain Live', url: 'https://plain.example', status: 'live' },
      {
        slug: 'upcoming',
        name: 'Upcoming',
        url: 'https://upcoming.example',
        status: 'scheduled',
        launch_week: '2030-01-07',
      },
      { slug: 'hidden', name: 'Hidden', url: 'https://hidden.example', status: 'draft' },
      {
        slug: 'with-logo',
        name: 'With Logo',
        url: 'https://with-logo.example',
        status: 'live',
        logo_url: 'https://cdn.example.net/with-logo.png',
      },
      { slug: 'hostile', name: '<b>Bold</b> & "Co"', url: 'https://hostile.example', status: 'live' },
    ])
    .returning(['id', 'slug'])
    .execute();
  for (const row of listings) ids[row.slug] = row.id;
  const founders = await db
    .insertInto('founders')
    .values([
      { slug: 'ava-okafor', name: 'Ava Okafor' },
      { slug: 'sam-upcoming', name: 'Sam Upcoming' },
      { slug: 'dee-draft', name: 'Dee Draft' },
      { slug: 'pat-photo', name: 'Pat Photo', avatar_url: 'https://cdn.example.net/pat.jpg' },
    ])
    .returning(['id', 'slug'])
    .execute();
  const founder = (slug: string) => founders.find((row) => row.slug === slug)!.id;
  await db
    .insertInto('founder_listings')
    .values([
      { founder_id: founder('ava-okafor'), listing_id: ids['plain-live'], title: 'Founder', position: 0 },
      { founder_id: founder('pat-photo'), listing_id: ids['plain-live'], title: 'Co-founder', position: 1 },
      { founder_id: founder('sam-upcoming'), listing_id: ids.upcoming, title: 'Founder', position: 0 },
      { founder_id: founder('dee-draft'), listing_id: ids.hidden, title: 'Founder', position: 0 },
    ])
    .execute();
});
afterAll(() => testApp.close());

const get = (path: string) => request(testApp.app).get(path);
const svgRoot = (text: string) => new JSDOM(text, { contentType: 'image/svg+xml' }).window.document.documentElement;
const body = (res: request.Response) => (Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text);

describe('GET /images/listings/{slug}.svg', () => {
  test('a live listing’s monogram: SVG, strong ETag, cached for a day, nothing allowed to run', async () => {
    const res = await get('/images/listings/plain-live.svg').expect(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const root = svgRoot(body(res));
    expect(root.querySelector('text')?.textContent).toBe('PL');
    expect(root.querySelector('rect')).not.toBeNull();
    await get('/images/listings/plain-live.svg').set('If-None-Match', res.headers.etag).expect(304);
    await get('/images/listings/plain-live.svg').set('If-None-Match', '"other"').expect(200);
  });

  test('an upcoming listing has one too; a listing with its own logo still has its monogram', async () => {
    await get('/images/listings/upcoming.svg').expect(200);
    await get('/images/listings/with-logo.svg').expect(200);
  });

  test('the name is drawn as text, never markup', async () => {
    const root = svgRoot(body(await get('/images/listings/hostile.svg').expect(200)));
    expect(root.querySelector('b')).toBeNull();
    expect(root.querySelector('title')?.textContent).toBe('<b>Bold</b> & "Co"');
  });

  test('404 problem for a listing that is not public or does not exist', async () => {
    for (const slug of ['hidden', 'no-such-listing']) {
      const res = await get(`/images/listings/${slug}.svg`).expect(404).expect('content-type', problemType);
      expect(res.body.detail).toContain(slug);
    }
  });

  test('400 problem naming a malformed slug or file, or any query parameter', async () => {
    for (const path of ['/images/listings/Bad_Slug.svg', '/images/listings/plain-live.png']) {
      const res = await get(path).expect(400).expect('content-type', problemType);
      expect(res.body.errors[0].pointer).toBe('/path/slug');
    }
    const res = await get('/images/listings/plain-live.svg?size=l').expect(400);
    expect(res.body.errors).toEqual([{ pointer: '/query/size', detail: expect.stringContaining('not a parameter') }]);
  });
});

describe('GET /images/founders/{slug}.svg', () => {
  test('a founder of a live or upcoming listing has a round monogram; one of a draft only, none', async () => {
    const root = svgRoot(body(await get('/images/founders/ava-okafor.svg').expect(200)));
    expect(root.querySelector('circle')).not.toBeNull();
    expect(root.querySelector('text')?.textContent).toBe('AO');
    await get('/images/founders/sam-upcoming.svg').expect(200);
    await get('/images/founders/dee-draft.svg').expect(404).expect('content-type', problemType);
    await get('/images/founders/nobody.svg').expect(404);
  });
});

describe('the API presents the generated images where a row has none', () => {
  const pathOf = (url: string) => {
    expect(url.startsWith(`${publicUrl}/`)).toBe(true);
    return url.slice(publicUrl.length);
  };

  test('listings: an absolute URL that resolves; an own logo is kept', async () => {
    const live = (await get('/v1/listings/plain-live').expect(200)).body;
    expect(live.logo_url).toBe(`${publicUrl}/images/listings/plain-live.svg`);
    await get(pathOf(live.logo_url)).expect(200);
    expect((await get('/v1/listings/upcoming').expect(200)).body.logo_url).toBe(
      `${publicUrl}/images/listings/upcoming.svg`,
    );
    expect((await get('/v1/listings/with-logo').expect(200)).body.logo_url).toBe(
      'https://cdn.example.net/with-logo.png',
    );
    const search = (await get('/v1/listings?per_page=100').expect(200)).body.items;
    expect(search.every((item: { logo_url: string | null }) => item.logo_url !== null)).toBe(true);
  });

  test('founders: in a listing, in list_founders and get_founder; an own photo is kept', async () => {
    const live = (await get('/v1/listings/plain-live').expect(200)).body;
    expect(live.founders.map((f: { avatar_url: string }) => f.avatar_url)).toEqual([
      `${publicUrl}/images/founders/ava-okafor.svg`,
      'https://cdn.example.net/pat.jpg',
    ]);
    const upcoming = (await get('/v1/listings/upcoming').expect(200)).body;
    await get(pathOf(upcoming.founders[0].avatar_url)).expect(200);
    const founder = (await get('/v1/founders/ava-okafor').expect(200)).body;
    expect(founder.avatar_url).toBe(`${publicUrl}/images/founders/ava-okafor.svg`);
    await get(pathOf(founder.avatar_url)).expect(200);
    const list = (await get('/v1/founders').expect(200)).body.items;
    expect(Object.fromEntries(list.map((f: { slug: string; avatar_url: string }) => [f.slug, f.avatar_url]))).toEqual({
      'ava-okafor': `${publicUrl}/images/founders/ava-okafor.svg`,
      'pat-photo': 'https://cdn.example.net/pat.jpg',
    });
  });

  test('an owned listing that is not public, and its founder, have no image to present: null', async () => {
    const profile = await findOwnerProfile(testApp.database.db, ids.hidden, publicUrl);
    expect(profile.logo_url).toBeNull();
    expect(profile.founders).toEqual([expect.objectContaining({ slug: 'dee-draft', avatar_url: null })]);
  });
});
