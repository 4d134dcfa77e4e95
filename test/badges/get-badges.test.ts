// get_badges and the SVG images it links to, on real listing and award rows.
import request from 'supertest';
import { JSDOM } from 'jsdom';
import { resetClock, setClock } from '../../app/clock.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';

let testApp: TestApp;
const publicUrl = 'http://localhost:3000';
const problemType = /^application\/problem\+json/;

beforeAll(async () => {
  testApp = await startTestApp();
  setClock('2026-11-20T12:00:00Z');
  const db = testApp.database.db;
  const inserted = await db
    .insertInto('listings')
    .values([
      { slug: 'plain', name: 'Plain', url: 'https://plain.example', status: 'live' },
      {
        slug: 'decorated',
        name: 'Decorated & <Co>',
        url: 'https://decorated.example',
        status: 'live',
        launched_at: '2026-10-05T09:00:00Z',
        featured_until: '2026-12-01T00:00:00Z',
        verified_at: '2026-10-01T00:00:00Z',
      },
      {
        slug: 'lapsed',
        name: 'Lapsed',
        url: 'https://lapsed.example',
        status: 'live',
        launched_at: '2026-12-07T00:00:00Z',
        featured_until: '2026-11-01T00:00:00Z',
      },
      {
        slug: 'queued',
        name: 'Queued',
        url: 'https://queued.example',
        status: 'awaiting_badge',
        plan: 'free',
        launch_week: '2027-01-04',
      },
      { slug: 'hidden', name: 'Hidden', url: 'https://hidden.example', status: 'draft' },
    ])
    .returning(['id', 'slug'])
    .execute();
  const id = (slug: string) => inserted.find((row) => row.slug === slug)!.id;
  await db
    .insertInto('awards')
    .values([
      { week: '2026-10-05', rank: 1, listing_id: id('decorated'), votes: 120 },
      { week: '2026-10-12', rank: 3, listing_id: id('decorated'), votes: 80 },
    ])
    .execute();
});
afterAll(async () => {
  resetClock();
  await testApp.close();
});

const get = (path: string) => request(testApp.app).get(path);

describe('get_badges', () => {
  test('a listing with nothing else earned has the Listed badge, in the style asked for', async () => {
    const res = await get('/v1/listings/plain/badges?shape=pill&mode=dark&size=l').expect(200);
    expect(res.body).toMatchObject({
      listing: { slug: 'plain', name: 'Plain' },
      shape: 'pill',
      mode: 'dark',
      size: 'l',
    });
    expect(res.body.items).toEqual([
      {
        kind: 'listed',
        label: 'Listed on Launch Directory',
        rank: null,
        week: null,
        svg_url: `${publicUrl}/badges/plain/listed.svg?shape=pill&mode=dark&size=l`,
        svg_urls: {
          light: `${publicUrl}/badges/plain/listed.svg?shape=pill&mode=light&size=l`,
          dark: `${publicUrl}/badges/plain/listed.svg?shape=pill&mode=dark&size=l`,
        },
        html: expect.any(String),
      },
    ]);
  });

  test('launched, featured, verified and each award are earned from the rows, awards newest first', async () => {
    const res = await get('/v1/listings/decorated/badges').expect(200);
    expect(res.body).toMatchObject({ shape: 'standard', mode: 'auto', size: 'm' });
    expect(
      res.body.items.map((item: { kind: string; label: string; rank: number | null; week: unknown }) => [
        item.kind,
        item.label,
        item.rank,
        item.week,
      ]),
    ).toEqual([
      ['listed', 'Listed on Launch Directory', null, null],
      ['launched', 'Launched on Launch Directory', null, null],
      ['featured', 'Featured on Launch Directory', null, null],
      ['verified', 'Verified on Launch Directory', null, null],
      ['launch_of_the_week', 'Launch of the Week #3', 3, { start: '2026-10-12', end: '2026-10-18' }],
      ['launch_of_the_week', 'Launch of the Week #1', 1, { start: '2026-10-05', end: '2026-10-11' }],
    ]);
    expect(res.body.items[4].svg_url).toBe(
      `${publicUrl}/badges/decorated/launch-of-the-week-2026-10-12.svg?shape=standard&mode=auto&size=m`,
    );
  });

  test(
    'the embed code links to the listing page and shows the image ' + 'with its size and an escaped alt text',
    async () => {
      const res = await get('/v1/listings/decorated/badges?shape=square&size=s').expect(200);
      const { document } = new JSDOM(res.body.items[0].html).window;
      const link = document.querySelector('a')!;
      expect(link.href).toBe(`${publicUrl}/listings/decorated`);
      const image = link.querySelector('img')!;
      expect(image.src).toBe(res.body.items[0].svg_url);
      expect(image.alt).toBe('Decorated & <Co>: Listed on Launch Directory');
      expect([image.width, image.height]).toEqual([90, 90]);
    },
  );

  test('a launch date still ahead and an expired feature earn nothing', async () => {
    const res = await get('/v1/listings/lapsed/badges').expect(200);
    expect(res.body.items.map((item: { kind: string }) => item.kind)).toEqual(['listed']);
  });

  test('a free listing awaiting its badge gets it (it goes live once the badge is on its homepage)', async () => {
    const res = await get('/v1/listings/queued/badges').expect(200);
    expect(res.body.items.map((item: { kind: string }) => item.kind)).toEqual(['listed']);
  });

  test('unknown and unpublished listings are 404 problems', async () => {
    for (const slug of ['nobody', 'hidden']) {
      const res = await get(`/v1/listings/${slug}/badges`).expect(404).expect('Content-Type', problemType);
      expect(res.body).toMatchObject({ status: 404, code: 'not_found' });
    }
  });

  test('a bad shape, mode, size or slug is a 400 problem naming the field', async () => {
    const res = await get('/v1/listings/plain/badges?shape=round&mode=dim&size=xl')
      .expect(400)
      .expect('Content-Type', problemType);
    expect(res.body.errors.map((error: { pointer: string }) => error.pointer).sort()).toEqual([
      '/query/mode',
      '/query/shape',
      '/query/size',
    ]);
    const slug = await get('/v1/listings/Not_A_Slug/badges').expect(400);
    expect(slug.body.errors[0].pointer).toBe('/path/slug');
  });

  test('is cacheable: ETag and Cache-Control, 304 on If-None-Match', async () => {
    const first = await get('/v1/listings/decorated/badges').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/v1/listings/decorated/badges').set('If-None-Match', first.headers.etag).expect(304);
    expect(again.text).toBe('');
    await get('/v1/listings/decorated/badges?mode=dark').set('If-None-Match', first.headers.etag).expect(200);
  });
});

describe('GET /badges/{slug}/{kind}.svg', () => {
  const svgPath = (url: string) => url.slice(publicUrl.length);

  test('every badge get_badges lists is served as SVG in the style its URL names', async () => {
    const { body } = await get('/v1/listings/decorated/badges?shape=banner&mode=light&size=s').expect(200);
    for (const item of body.items) {
      const res = await get(svgPath(item.svg_url))
        .expect(200)
        .expect('Content-Type', /^image\/svg\+xml/);
      const root = new JSDOM(String(res.body), { contentType: 'image/svg+xml' }).window.document.documentElement;
      const [width, height] = [...new JSDOM(item.html).window.document.querySelectorAll('img')].map((img) => [
        String(img.width),
        String(img.height),
      ])[0];
      expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual([width, height]);
      expect(root.querySelector('title')?.textContent).toContain('Decorated & <Co>');
      if (item.kind === 'launch_of_the_week') expect(root.textContent).toContain(`#${item.rank}`);
    }
  });

  test('is cacheable: ETag and Cache-Control, 304 on If-None-Match, and another style is another tag', async () => {
    const first = await get('/badges/decorated/featured.svg?shape=outline').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    await get('/badges/decorated/featured.svg?shape=outline').set('If-None-Match', first.headers.etag).expect(304);
    await get('/badges/decorated/featured.svg?shape=outline')
      .set('If-None-Match', `"other", W/${first.headers.etag}`)
      .expect(304);
    const dark = await get('/badges/decorated/featured.svg?shape=outline&mode=dark')
      .set('If-None-Match', first.headers.etag)
      .expect(200);
    expect(dark.headers.etag).not.toBe(first.headers.etag);
  });

  test('a badge the listing has not earned, an unknown kind or listing is a 404 problem', async () => {
    for (const path of [
      '/badges/plain/featured.svg',
      '/badges/plain/launch-of-the-week-2026-10-12.svg',
      '/badges/plain/gold.svg',
      '/badges/nobody/listed.svg',
      '/badges/hidden/listed.svg',
    ]) {
      const res = await get(path).expect(404).expect('Content-Type', problemType);
      expect(res.body).toMatchObject({ status: 404, code: 'not_found', instance: path });
    }
  });

  test('a bad shape, mode or size, an unknown parameter or a malformed path is a 400 problem', async () => {
    const res = await get('/badges/plain/listed.svg?shape=round&mode=dim&size=xl&v=2')
      .expect(400)
      .expect('Content-Type', problemType);
    expect(res.body.errors.map((error: { pointer: string }) => error.pointer)).toEqual([
      '/query/shape',
      '/query/mode',
      '/query/size',
      '/query/v',
    ]);
    const path = await get('/badges/Bad_Slug/listed.png').expect(400);
    expect(path.body.errors.map((error: { pointer: string }) => error.pointer)).toEqual(['/path/slug', '/path/file']);
  });
});
