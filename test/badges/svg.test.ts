// Every shape x mode x size is well-formed SVG with the right box, colours and accessible name.
import { JSDOM } from 'jsdom';
import { badgeModes, badgeShapes, badgeSizes, palettes, renderBadge, sizeScale } from '../../app/badges/svg.ts';
import type { BadgeArt } from '../../app/badges/svg.ts';

const listed: BadgeArt = { kind: 'listed', caption: 'Listed on', siteName: 'Launch Directory', listingName: 'Acme' };
const award: BadgeArt = {
  kind: 'launch_of_the_week',
  caption: 'Launch of the Week',
  siteName: 'Launch Directory',
  listingName: 'Acme',
  rank: 2,
  note: 'Week of Nov 16, 2026',
};

function parse(svg: string): SVGSVGElement {
  // XML parsing throws on anything that is not well-formed.
  const { document } = new JSDOM(svg, { contentType: 'image/svg+xml' }).window;
  return document.documentElement as unknown as SVGSVGElement;
}

const fills = (root: Element, selector: string) =>
  [...root.querySelectorAll(selector)].map((element) => element.getAttribute('fill'));

describe('badge SVG', () => {
  const cases = badgeShapes.flatMap((shape) =>
    badgeModes.flatMap((mode) => badgeSizes.map((size) => ({ shape, mode, size }))),
  );

  test.each(cases)('$shape $mode $size', (style) => {
    for (const art of [listed, award]) {
      const rendered = renderBadge(art, style);
      const root = parse(rendered.svg);
      expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(root.getAttribute('role')).toBe('img');
      const title = art.rank ? 'Acme: Launch of the Week #2, Launch Directory' : 'Acme: Listed on Launch Directory';
      expect(root.querySelector('title')?.textContent).toBe(title);
      expect(root.getAttribute('aria-label')).toBe(title);

      const [x, y, width, height] = root.getAttribute('viewBox')!.split(' ').map(Number);
      expect([x, y, width, height]).toEqual([0, 0, rendered.viewBox.width, rendered.viewBox.height]);
      expect(Number(root.getAttribute('width'))).toBe(Math.round(width * sizeScale[style.size]));
      expect(Number(root.getAttribute('height'))).toBe(Math.round(height * sizeScale[style.size]));
      if (style.shape === 'square') expect(width).toBe(height);
      else expect(width).toBeGreaterThan(height * 2);

      const colours = palettes[style.mode === 'dark' ? 'dark' : 'light'];
      if (style.shape === 'outline') {
        expect(root.querySelector('.ld-outline')?.getAttribute('stroke')).toBe(colours.text);
        expect(root.querySelector('.ld-outline')?.getAttribute('fill')).toBe('none');
      } else {
        expect(root.querySelector('.ld-surface')?.getAttribute('fill')).toBe(colours.surface);
      }
      expect(new Set(fills(root, '.ld-text'))).toEqual(new Set([colours.text]));
      expect(new Set(fills(root, '.ld-muted'))).toEqual(new Set([colours.muted]));

      const embeddedStyle = root.querySelector('style')?.textContent;
      if (style.mode === 'auto') {
        expect(embeddedStyle).toContain('@media (prefers-color-scheme: dark)');
        expect(embeddedStyle).toContain(`.ld-text{fill:${palettes.dark.text}}`);
        expect(embeddedStyle).toContain(`fill:${palettes.dark.surface}`);
      } else {
        expect(embeddedStyle).toBeUndefined();
      }
      // Sizes only scale the rendering: the drawing itself is the same.
      expect(rendered.svg.replace(/ width="\d+" height="\d+"/, '')).toBe(
        renderBadge(art, { ...style, size: 'm' }).svg.replace(/ width="\d+" height="\d+"/, ''),
      );
    }
  });

  test('the award badge shows its rank and week', () => {
    const root = parse(renderBadge(award, { shape: 'square', mode: 'light', size: 'm' }).svg);
    const texts = [...root.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(['#2', 'LAUNCH OF THE WEEK', 'Launch Directory', 'Week of Nov 16, 2026']);
    const standard = parse(renderBadge(award, { shape: 'standard', mode: 'light', size: 'm' }).svg);
    expect([...standard.querySelectorAll('text')].map((text) => text.textContent)).toContain('LAUNCH OF THE WEEK #2');
  });

  test('text from listings is escaped, and long names are cut to fit', () => {
    const hostile =
      `Evil <script>alert("x")</script> & 'Co'\u0001 ` + 'with a name far too long to fit in any banner at all';
    for (const shape of badgeShapes) {
      const { svg } = renderBadge({ ...listed, listingName: hostile }, { shape, mode: 'auto', size: 'm' });
      const root = parse(svg);
      expect(root.querySelector('script')).toBeNull();
      expect(root.querySelector('title')?.textContent).toBe(
        `${hostile.replace('\u0001', '')}: Listed on Launch Directory`,
      );
      if (shape === 'banner') {
        const name = [...root.querySelectorAll('text')].at(-1)!.textContent;
        expect(name.endsWith('…')).toBe(true);
        expect(hostile.startsWith(name.slice(0, -1))).toBe(true);
        expect(Number(root.getAttribute('width'))).toBeLessThan(600);
      }
    }
  });
});
