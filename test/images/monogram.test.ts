// The generated monograms: initials, colours readable under white letters for every demo slug,
// the same colours for the same slug, and well-formed, escaped SVG.
import { JSDOM } from 'jsdom';
import { resetClock, setClock } from '../../app/clock.ts';
import { generateDirectory } from '../../app/demo/generate.ts';
import { demoOptions } from '../../app/demo/load.ts';
import { contrastRatio, initials, letterColour, monogramColours, renderMonogram } from '../../app/images/monogram.ts';

function parse(svg: string): Element {
  // XML parsing throws on anything that is not well-formed.
  return new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document.documentElement;
}

function demoSlugs(): string[] {
  setClock('2026-11-18T12:00:00.000Z');
  try {
    const data = generateDirectory(demoOptions());
    return [...data.listings.map((listing) => listing.slug), ...data.founders.map((founder) => founder.slug)];
  } finally {
    resetClock();
  }
}

describe('initials', () => {
  test.each([
    ['Invoicely', 'I'],
    ['KubeWatch', 'KW'],
    ['NewsletterHQ', 'NH'],
    ['Ava Okafor', 'AO'],
    ['Mary-Jane van der Berg', 'MB'],
    ['Brightpath 2', 'B2'],
    ['élan vital', 'ÉV'],
    ['山田 太郎', '山太'],
    ['🚀 Rocket', 'R'],
  ])('%s is %s', (name, expected) => {
    expect(initials(name, 'fallback')).toBe(expected);
  });

  test('a name without letters or digits falls back to the slug', () => {
    expect(initials('✨✨', 'sparkle-app')).toBe('S');
  });
});

describe('colours', () => {
  test('both ends of every demo listing’s and founder’s gradient keep white letters at 4.5:1 or more', () => {
    const slugs = demoSlugs();
    expect(slugs.length).toBeGreaterThan(500);
    const hues = new Set<string>();
    for (const slug of slugs) {
      const { from, to } = monogramColours(slug);
      expect(contrastRatio(from, letterColour)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(to, letterColour)).toBeGreaterThanOrEqual(4.5);
      hues.add(from);
    }
    // A colour per listing: nearly every slug has its own.
    expect(hues.size).toBeGreaterThan(slugs.length * 0.9);
  });

  test('derive from the slug alone', () => {
    expect(monogramColours('invoicely')).toEqual(monogramColours('invoicely'));
    expect(monogramColours('invoicely')).not.toEqual(monogramColours('ledgerleaf'));
  });

  test('the contrast ratio is WCAG’s', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });
});

describe('renderMonogram', () => {
  test('a square for a listing, a circle for a founder, with the name as its accessible name', () => {
    const listing = parse(renderMonogram({ name: 'KubeWatch', slug: 'kubewatch', shape: 'square' }));
    expect(listing.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(listing.getAttribute('role')).toBe('img');
    expect(listing.getAttribute('aria-label')).toBe('KubeWatch');
    expect(listing.querySelector('title')?.textContent).toBe('KubeWatch');
    expect(listing.querySelector('rect')).not.toBeNull();
    expect(listing.querySelector('text')?.textContent).toBe('KW');
    expect(listing.querySelector('text')?.getAttribute('fill')).toBe(letterColour);
    const stops = [...listing.querySelectorAll('stop')].map((stop) => stop.getAttribute('stop-color'));
    const { from, to } = monogramColours('kubewatch');
    expect(stops).toEqual([from, to]);

    const founder = parse(renderMonogram({ name: 'Ava Okafor', slug: 'ava-okafor', shape: 'circle' }));
    expect(founder.querySelector('circle')).not.toBeNull();
    expect(founder.querySelector('text')?.textContent).toBe('AO');
  });

  test('names are escaped: markup in a name stays text', () => {
    const svg = renderMonogram({ name: '<script>alert(1)</script> & "Co"', slug: 'x', shape: 'square' });
    const root = parse(svg);
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('title')?.textContent).toBe('<script>alert(1)</script> & "Co"');
    expect(root.querySelector('text')?.textContent).toBe('SC');
  });
});
