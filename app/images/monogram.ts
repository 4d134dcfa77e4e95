// Generated logos and avatars: the initials of a listing's or founder's name in white on a colour
// of its own. The colour comes from the slug alone, so the same listing looks the same on every
// page, in every API answer and after a rename. Every colour is dark enough for white letters to
// pass WCAG AA for normal text (4.5:1) at each end of its gradient.
import { createHash } from 'node:crypto';
import { escapeXml } from '../badges/svg.ts';

/** Listings get a rounded square, founders a circle. */
export type MonogramShape = 'square' | 'circle';

export interface MonogramArt {
  /** The listing's or founder's name: written by people, escaped when drawn. */
  name: string;
  slug: string;
  shape: MonogramShape;
}

export const monogramSize = 128;
export const letterColour = '#FFFFFF';
const minimumContrast = 4.5;
const fontFamily = "Inter,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** Name parts: words, then each word's humps ("KubeWatch" is Kube and Watch, "NewsletterHQ" Newsletter and HQ). */
function nameParts(name: string): string[] {
  return (name.match(/[\p{L}\p{N}]+/gu) ?? []).flatMap(
    (word) => word.match(/\p{Lu}+(?!\p{Ll})|\p{Lu}?[\p{Ll}\p{Lo}\p{Lm}]+|\p{N}+|\p{L}/gu) ?? [word],
  );
}

const firstLetter = (part: string) => [...[...part][0].toLocaleUpperCase('en-US')][0];

/**
 * One or two letters: the first of the name and, when it has more than one part, the first of
 * its last part ("Ava Okafor" AO, "KubeWatch" KW, "Invoicely" I). A name with no letter or digit
 * falls back to the slug's first character.
 */
export function initials(name: string, slug: string): string {
  const parts = nameParts(name);
  if (parts.length === 0) return firstLetter(slug);
  const first = firstLetter(parts[0]);
  return parts.length > 1 ? first + firstLetter(parts[parts.length - 1]) : first;
}

type Rgb = [number, number, number];

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const segment = hue / 60;
  const x = chroma * (1 - Math.abs((segment % 2) - 1));
  const [r, g, b] =
    segment < 1
      ? [chroma, x, 0]
      : segment < 2
        ? [x, chroma, 0]
        : segment < 3
          ? [0, chroma, x]
          : segment < 4
            ? [0, x, chroma]
            : segment < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const m = lightness - chroma / 2;
  return [r, g, b].map((channel) => Math.round((channel + m) * 255)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`.toUpperCase();

function fromHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG 2.x relative luminance of an sRGB colour. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two #RRGGBB colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(fromHex(a)), luminance(fromHex(b))].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The lightest shade of this hue, at or below `lightness`, that keeps white letters readable. */
function readableShade(hue: number, saturation: number, lightness: number): string {
  for (let l = lightness; l > 0; l -= 0.01) {
    const hex = toHex(hslToRgb(hue, saturation, l));
    if (contrastRatio(hex, letterColour) >= minimumContrast) return hex;
  }
  return '#000000';
}

/**
 * The two ends of the background's diagonal gradient, from the slug's SHA-256. Hues run round the
 * colour wheel except 40-90 degrees, whose dark shades are muddy olives; the second end is 18-41
 * degrees round from the first.
 */
export function monogramColours(slug: string): { from: string; to: string } {
  const hash = createHash('sha256').update(slug).digest();
  // Positions on a 310-degree wheel without the olives, then their hue on the full one.
  const wheel = hash.readUInt16BE(0) % 310;
  const hue = (position: number) => (position % 310 < 40 ? position % 310 : (position % 310) + 50);
  const saturation = 0.45 + (hash[2] / 255) * 0.3;
  const shift = 18 + (hash[3] % 24);
  return {
    from: readableShade(hue(wheel), saturation, 0.5),
    // Reds and oranges turn towards crimson rather than across the gap to green.
    to: readableShade(hue(wheel < 40 ? wheel + 310 - shift : wheel + shift), saturation, 0.38),
  };
}

/** The monogram as a standalone SVG document, `monogramSize` pixels square, scalable. */
export function renderMonogram(art: MonogramArt): string {
  const letters = initials(art.name, art.slug);
  const { from, to } = monogramColours(art.slug);
  const half = monogramSize / 2;
  const fontSize = [...letters].length > 1 ? 52 : 64;
  const background =
    art.shape === 'circle'
      ? `<circle cx="${half}" cy="${half}" r="${half}" fill="url(#fill)"/>`
      : `<rect width="${monogramSize}" height="${monogramSize}" rx="28" fill="url(#fill)"/>`;
  const name = escapeXml(art.name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${monogramSize}" height="${monogramSize}" ` +
    `viewBox="0 0 ${monogramSize} ${monogramSize}" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<defs><linearGradient id="fill" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    background +
    `<text x="${half}" y="${half}" dy="0.35em" text-anchor="middle" font-family="${fontFamily}" ` +
    `font-size="${fontSize}" font-weight="600" fill="${letterColour}">${escapeXml(letters)}</text></svg>`
  );
}
