// The badge images as a browser shows them: each shape in every mode and size, loaded from the
// running app by headless Chromium, with a screenshot per shape in test-artifacts/badges/.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { badgeArt, earnedBadges } from '../../app/badges/earned.ts';
import { badgeModes, badgeShapes, badgeSizes, palettes, renderBadge } from '../../app/badges/svg.ts';
import { projectRoot } from '../../app/config.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import { launchChromium } from '../support/chromium.ts';
import type { Chromium } from '../support/chromium.ts';

const artifacts = path.join(projectRoot, 'test-artifacts', 'badges');
const listing = {
  slug: 'rocketship',
  name: 'Rocketship Analytics',
  launched_at: new Date('2026-10-05T09:00:00Z'),
  featured_until: null,
  verified_at: null,
};
const kinds = ['listed', 'launch-of-the-week-2026-10-05'];

let testApp: ServedTestApp;
let origin: string;
let browser: Chromium;

beforeAll(async () => {
  testApp = await serveTestApp();
  origin = testApp.origin;
  const [row] = await testApp.database.db
    .insertInto('listings')
    .values({
      slug: listing.slug,
      name: listing.name,
      url: 'https://rocketship.example',
      status: 'live',
      launched_at: listing.launched_at,
    })
    .returning('id')
    .execute();
  await testApp.database.db
    .insertInto('awards')
    .values({ week: '2026-10-05', rank: 1, listing_id: row.id, votes: 99 })
    .execute();
  await mkdir(artifacts, { recursive: true });
  browser = await launchChromium({ viewport: { width: 1400, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await testApp.close();
});

/** Expected rendered size, from the same renderer the route uses. */
function expectedSize(kind: string, style: Parameters<typeof renderBadge>[1]) {
  const badge = earnedBadges({ ...listing, awards: [{ week: '2026-10-05', rank: 1 }] }, new Date()).find(
    (earned) => earned.key === kind,
  )!;
  const { width, height } = renderBadge(badgeArt(badge, listing.name, 'Launch Directory'), style);
  return { width, height };
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe.each(badgeShapes)('the %s badge in Chromium', (shape) => {
  test('every mode and size loads at its size; auto follows the colour scheme', async () => {
    const page = await browser.context.newPage();
    const rows = badgeModes.map((mode) => {
      const background = mode === 'dark' ? '#0b0b0c' : mode === 'light' ? '#ffffff' : 'Canvas';
      const images = kinds.flatMap((kind) =>
        badgeSizes.map((size) => {
          const { width, height } = expectedSize(kind, { shape, mode, size });
          const src = `${origin}/badges/${listing.slug}/${kind}.svg?shape=${shape}&amp;mode=${mode}&amp;size=${size}`;
          return `<img src="${src}" data-width="${width}" data-height="${height}">`;
        }),
      );
      const style = `background:${background};padding:12px;display:flex;gap:12px;align-items:center`;
      return `<div style="${style}">${images.join('')}</div>`;
    });
    await page.setContent(
      `<!doctype html><meta name="color-scheme" content="light dark"><body style="margin:0">${rows.join('')}</body>`,
    );
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      const sizes = await page.$$eval('img', (images) =>
        images.map((image) => [
          image.naturalWidth,
          image.naturalHeight,
          Number(image.dataset.width),
          Number(image.dataset.height),
        ]),
      );
      expect(sizes).toHaveLength(badgeModes.length * kinds.length * badgeSizes.length);
      for (const [naturalWidth, naturalHeight, width, height] of sizes)
        expect([naturalWidth, naturalHeight]).toEqual([width, height]);
      await page.screenshot({
        path: path.join(artifacts, `${shape}${scheme === 'dark' ? '-dark-scheme' : ''}.png`),
        fullPage: true,
      });
    }

    // Opened on its own, the auto image takes the dark colours only when the viewer prefers dark.
    await page.goto(`${origin}/badges/${listing.slug}/listed.svg?shape=${shape}&mode=auto`);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      const textFill = await page.$eval('.ld-text', (element) => getComputedStyle(element).fill);
      expect(textFill).toBe(rgb(palettes[scheme].text));
    }
    await page.close();
  });
});
