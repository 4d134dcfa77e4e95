// Generated logos and avatars as a browser shows them: loaded from the running app by headless
// Chromium, drawn at their size, with the rendered background readable under white letters, and a
// screenshot in test-artifacts/images/.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../../app/config.ts';
import { contrastRatio } from '../../app/images/monogram.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import { launchChromium } from '../support/chromium.ts';
import type { Chromium } from '../support/chromium.ts';

const artifacts = path.join(projectRoot, 'test-artifacts', 'images');
const listings = [
  ['kubewatch', 'KubeWatch'],
  ['invoicely', 'Invoicely'],
  ['newsletterhq', 'NewsletterHQ'],
  ['brightpath-2', 'Brightpath 2'],
  ['tokyo-notes', '東京ノート'],
  ['hostile', '<img src=x onerror=alert(1)>'],
];
const founders = [
  ['ava-okafor', 'Ava Okafor'],
  ['elise-moreau', 'Élise Moreau'],
  ['yuki-tanaka', 'Yuki Tanaka'],
];

let testApp: ServedTestApp;
let browser: Chromium;

beforeAll(async () => {
  testApp = await serveTestApp();
  const db = testApp.database.db;
  const rows = await db
    .insertInto('listings')
    .values(listings.map(([slug, name]) => ({ slug, name, url: `https://${slug}.example`, status: 'live' as const })))
    .returning('id')
    .execute();
  const people = await db
    .insertInto('founders')
    .values(founders.map(([slug, name]) => ({ slug, name })))
    .returning('id')
    .execute();
  await db
    .insertInto('founder_listings')
    .values(people.map((person) => ({ founder_id: person.id, listing_id: rows[0].id })))
    .execute();
  await mkdir(artifacts, { recursive: true });
  browser = await launchChromium({ viewport: { width: 1340, height: 176 } });
});
afterAll(async () => {
  await browser?.close();
  await testApp.close();
});

test('every monogram loads at 128 px with a background white letters can be read on', async () => {
  const page = await browser.context.newPage();
  const sources = [
    ...listings.map(([slug]) => `/images/listings/${slug}.svg`),
    ...founders.map(([slug]) => `/images/founders/${slug}.svg`),
  ];
  // A page of the images' own origin (answered by the test, not the app), so their pixels can be
  // read back from a canvas.
  const gallery = `${testApp.origin}/gallery-for-the-test`;
  await page.route(gallery, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<!doctype html><body style="margin:16px;display:flex;gap:16px;background:#f4f4f5">' +
        sources.map((src) => `<img src="${src}" alt="">`).join('') +
        '</body>',
    }),
  );
  await page.goto(gallery);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  const drawn = await page.$$eval('img', (images) =>
    images.map((image) => {
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      // Just inside the top edge and the bottom edge: both ends of the gradient, never a letter.
      const pixel = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
      return { width: image.naturalWidth, height: image.naturalHeight, top: pixel(64, 6), bottom: pixel(64, 121) };
    }),
  );
  const hex = (rgb: number[]) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  expect(drawn).toHaveLength(sources.length);
  for (const image of drawn) {
    expect([image.width, image.height]).toEqual([128, 128]);
    expect(contrastRatio(hex(image.top), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hex(image.bottom), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  }
  await page.screenshot({ path: path.join(artifacts, 'monograms.png') });
  await page.close();
});
