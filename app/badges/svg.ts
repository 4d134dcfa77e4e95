// Badge images: one SVG per kind, shape, colour mode and size, drawn from plain geometry so they
// stay crisp at any scale. Every shape is laid out at size m in viewBox units; sizes s and l only
// scale the rendered width and height. `auto` carries the light colours as attributes and a
// prefers-color-scheme media query that switches them to the dark ones.
import { fitText, textWidth } from './text-width.ts';
import type { TextStyle } from './text-width.ts';

export const badgeShapes = ['standard', 'outline', 'pill', 'banner', 'square'] as const;
export const badgeModes = ['light', 'dark', 'auto'] as const;
export const badgeSizes = ['s', 'm', 'l'] as const;
export type BadgeShape = (typeof badgeShapes)[number];
export type BadgeMode = (typeof badgeModes)[number];
export type BadgeSize = (typeof badgeSizes)[number];
export type BadgeKind = 'listed' | 'launched' | 'featured' | 'verified' | 'launch_of_the_week';

export interface BadgeStyle {
  shape: BadgeShape;
  mode: BadgeMode;
  size: BadgeSize;
}

/** What a badge says. Text is the listing owner's and is escaped when drawn. */
export interface BadgeArt {
  kind: BadgeKind;
  /** "Listed on", "Launched on", ..., "Launch of the Week". */
  caption: string;
  siteName: string;
  listingName: string;
  /** 1..3 for launch_of_the_week. */
  rank?: number;
  /** Footnote for the square shape, e.g. the award's week. */
  note?: string;
}

export interface RenderedBadge {
  svg: string;
  width: number;
  height: number;
  viewBox: { width: number; height: number };
}

export const sizeScale: Record<BadgeSize, number> = { s: 0.75, m: 1, l: 1.3 };

export const palettes = {
  light: { surface: '#FFFFFF', border: '#D4D4D8', text: '#18181B', muted: '#52525B' },
  dark: { surface: '#18181B', border: '#3F3F46', text: '#FAFAFA', muted: '#A1A1AA' },
} as const;
export const accent = '#F4511E';
/** Gold, silver and bronze for Launch of the Week #1, #2 and #3. */
export const medalColours = ['#C98A00', '#7D8A96', '#A8581F'] as const;

const fontFamily = "Inter,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** XML text and attribute escaping; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** White glyphs on a 24x24 grid, one per kind; launch_of_the_week shows its rank instead. */
const glyphs: Record<Exclude<BadgeKind, 'launch_of_the_week'>, string> = {
  listed: '<path d="M12 4.5 19 12h-4.5v7.5h-5V12H5z" fill="#FFFFFF"/>',
  launched:
    '<path d="M12 2.8c3.4 2.4 5.2 6 5 10.4l2.2 3.3-3.6-.4-1.3 1.9H9.7l-1.3-1.9-3.6.4L7 13.2C6.8 8.8 8.6 5.2 12 2.8z" ' +
    'fill="#FFFFFF"/>' +
    '<circle cx="12" cy="10" r="1.9" fill="currentColor"/><path d="M10.4 19h3.2L12 22.2z" fill="#FFFFFF"/>',
  featured: '<path d="m12 3.2 2.7 5.5 6 .9-4.35 4.25 1.03 6L12 17l-5.38 2.85 1.03-6L3.3 9.6l6-.9z" fill="#FFFFFF"/>',
  verified:
    '<path d="m5.5 12.5 4.2 4.2 8.8-9.2" fill="none" stroke="#FFFFFF" stroke-width="2.8" ' +
    'stroke-linecap="round" stroke-linejoin="round"/>',
};

/** The caption with the award's rank: "Launch of the Week #1". */
function headline(art: Pick<BadgeArt, 'caption' | 'rank'>): string {
  return art.rank ? `${art.caption} #${art.rank}` : art.caption;
}

function markColour(art: BadgeArt): string {
  return art.kind === 'launch_of_the_week' ? medalColours[(art.rank ?? 1) - 1] : accent;
}

/** The coloured mark: a rounded square (or circle) with the kind's glyph or the award's rank. */
function mark(art: BadgeArt, x: number, y: number, size: number, round = false): string {
  const colour = markColour(art);
  const shape = round
    ? `<circle cx="${x + size / 2}" cy="${y + size / 2}" r="${size / 2}" fill="${colour}"/>`
    : `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size * 0.24}" fill="${colour}"/>`;
  if (art.kind === 'launch_of_the_week') {
    const fontSize = size * 0.5;
    return (
      shape +
      `<text x="${x + size / 2}" y="${y + size / 2 + fontSize * 0.36}" text-anchor="middle" ` +
      `font-size="${fontSize}" font-weight="700" fill="#FFFFFF">#${art.rank ?? 1}</text>`
    );
  }
  const scale = (size * 0.72) / 24;
  const offset = size * 0.14;
  return (
    `${shape}<g transform="translate(${x + offset} ${y + offset}) scale(${round3(scale)})" color="${colour}">` +
    `${glyphs[art.kind]}</g>`
  );
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const ceil = (value: number) => Math.ceil(value);

function text(
  content: string,
  x: number,
  y: number,
  style: TextStyle,
  className: string,
  fill: string,
  anchor?: 'middle',
): string {
  const attributes = [
    `x="${round3(x)}"`,
    `y="${round3(y)}"`,
    `font-size="${style.size}"`,
    style.bold ? 'font-weight="700"' : '',
    style.letterSpacing ? `letter-spacing="${style.letterSpacing}"` : '',
    anchor ? `text-anchor="${anchor}"` : '',
    `class="${className}"`,
    `fill="${fill}"`,
  ].filter(Boolean);
  return `<text ${attributes.join(' ')}>${escapeXml(content)}</text>`;
}

type Palette = (typeof palettes)[keyof typeof palettes];

interface Layout {
  width: number;
  height: number;
  body: string;
}

const captionStyle: TextStyle = { size: 9.5, bold: true, letterSpacing: 0.7 };
const titleStyle: TextStyle = { size: 17, bold: true };

function surface(width: number, height: number, radius: number, colours: Palette, outlined: boolean): string {
  // Half-pixel inset keeps the 1px (2px outlined) stroke inside the viewBox.
  const inset = outlined ? 1 : 0.5;
  const common = [
    `x="${inset}"`,
    `y="${inset}"`,
    `width="${width - 2 * inset}"`,
    `height="${height - 2 * inset}"`,
    `rx="${radius - inset}"`,
  ].join(' ');
  return outlined
    ? `<rect ${common} fill="none" stroke="${colours.text}" stroke-width="2" class="ld-outline"/>`
    : `<rect ${common} fill="${colours.surface}" stroke="${colours.border}" class="ld-surface"/>`;
}

function standardLayout(art: BadgeArt, colours: Palette, outlined: boolean): Layout {
  const height = 54;
  const textX = 54;
  const caption = headline(art).toUpperCase();
  const width = ceil(textX + Math.max(textWidth(caption, captionStyle), textWidth(art.siteName, titleStyle)) + 16);
  const body =
    surface(width, height, 9, colours, outlined) +
    mark(art, 12, 12, 30) +
    text(caption, textX, 23, captionStyle, 'ld-muted', colours.muted) +
    text(art.siteName, textX, 41.5, titleStyle, 'ld-text', colours.text);
  return { width, height, body };
}

function pillLayout(art: BadgeArt, colours: Palette): Layout {
  const height = 32;
  const textX = 36;
  const captionPart: TextStyle = { size: 13 };
  const titlePart: TextStyle = { size: 13, bold: true };
  // "Listed on Launch Directory"; an award reads "Launch of the Week #1 on Launch Directory".
  const lead = art.rank ? `${headline(art)} on` : art.caption;
  const gap = textWidth(' ', captionPart);
  const width = ceil(textX + textWidth(lead, captionPart) + gap + textWidth(art.siteName, titlePart) + 16);
  const body =
    surface(width, height, 16, colours, false) +
    mark(art, 6, 6, 20, true) +
    `<text x="${textX}" y="20.5" font-size="13" class="ld-muted" fill="${colours.muted}">${escapeXml(lead)} ` +
    `<tspan font-weight="700" class="ld-text" fill="${colours.text}">${escapeXml(art.siteName)}</tspan></text>`;
  return { width, height, body };
}

function bannerLayout(art: BadgeArt, colours: Palette): Layout {
  const height = 60;
  const panel = 60;
  const textX = panel + 16;
  const caption = headline(art).toUpperCase();
  const bannerCaption: TextStyle = { size: 10, bold: true, letterSpacing: 0.8 };
  const bannerTitle: TextStyle = { size: 18, bold: true };
  const nameStyle: TextStyle = { size: 15, bold: true };
  const dividerX = ceil(textX + Math.max(textWidth(caption, bannerCaption), textWidth(art.siteName, bannerTitle)) + 18);
  const name = fitText(art.listingName, nameStyle, 220);
  const width = ceil(dividerX + 18 + textWidth(name, nameStyle) + 20);
  const colour = markColour(art);
  const body =
    surface(width, height, 10, colours, false) +
    // The coloured panel: rounded on the left only, flush with the divider on the right.
    `<path d="M10.5 0.5H${panel}V${height - 0.5}H10.5A10 10 0 0 1 0.5 ${height - 10.5}` +
    `V10.5A10 10 0 0 1 10.5 0.5z" fill="${colour}"/>` +
    mark(art, 12, 12, 36) +
    text(caption, textX, 25.5, bannerCaption, 'ld-muted', colours.muted) +
    text(art.siteName, textX, 45, bannerTitle, 'ld-text', colours.text) +
    `<path d="M${dividerX} 14V46" stroke="${colours.border}" class="ld-line"/>` +
    text(name, dividerX + 18, 35.5, nameStyle, 'ld-text', colours.text);
  return { width, height, body };
}

function squareLayout(art: BadgeArt, colours: Palette): Layout {
  const side = 120;
  const inner = side - 18;
  const caption = art.caption.toUpperCase();
  const squareCaption = { ...captionStyle, size: 8.5, letterSpacing: 0.5 };
  const captionSize = Math.min(8.5, (8.5 * inner) / textWidth(caption, squareCaption));
  const titleSize = Math.min(15, (15 * inner) / textWidth(art.siteName, { size: 15, bold: true }));
  const noteStyle: TextStyle = { size: 10 };
  const note = fitText(art.note ?? art.listingName, noteStyle, inner);
  const body =
    surface(side, side, 14, colours, false) +
    mark(art, 40, 14, 40) +
    text(caption, side / 2, 72, { ...squareCaption, size: round3(captionSize) }, 'ld-muted', colours.muted, 'middle') +
    text(art.siteName, side / 2, 90, { size: round3(titleSize), bold: true }, 'ld-text', colours.text, 'middle') +
    text(note, side / 2, 106, noteStyle, 'ld-muted', colours.muted, 'middle');
  return { width: side, height: side, body };
}

function layout(art: BadgeArt, shape: BadgeShape, colours: Palette): Layout {
  switch (shape) {
    case 'standard':
      return standardLayout(art, colours, false);
    case 'outline':
      return standardLayout(art, colours, true);
    case 'pill':
      return pillLayout(art, colours);
    case 'banner':
      return bannerLayout(art, colours);
    case 'square':
      return squareLayout(art, colours);
  }
}

/** The dark palette as CSS, applied by `auto` when the viewer prefers a dark colour scheme. */
function darkSchemeStyle(): string {
  const dark = palettes.dark;
  return (
    '<style>@media (prefers-color-scheme: dark){' +
    `.ld-surface{fill:${dark.surface};stroke:${dark.border}}.ld-outline{stroke:${dark.text}}` +
    `.ld-text{fill:${dark.text}}.ld-muted{fill:${dark.muted}}.ld-line{stroke:${dark.border}}}</style>`
  );
}

/** "Listed on Launch Directory"; awards read "Launch of the Week #1". */
export function badgeLabel(art: Pick<BadgeArt, 'caption' | 'siteName' | 'rank'>): string {
  return art.rank ? headline(art) : `${art.caption} ${art.siteName}`;
}

/** What the badge says in words: its accessible name and the embed code's alt text. */
export function badgeTitle(art: Pick<BadgeArt, 'caption' | 'siteName' | 'rank' | 'listingName'>): string {
  return `${art.listingName}: ${art.rank ? `${badgeLabel(art)}, ${art.siteName}` : badgeLabel(art)}`;
}

export function renderBadge(art: BadgeArt, style: BadgeStyle): RenderedBadge {
  const colours = palettes[style.mode === 'dark' ? 'dark' : 'light'];
  const drawn = layout(art, style.shape, colours);
  const scale = sizeScale[style.size];
  const width = Math.round(drawn.width * scale);
  const height = Math.round(drawn.height * scale);
  const title = badgeTitle(art);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${drawn.width} ${drawn.height}" ` +
    `role="img" aria-label="${escapeXml(title)}" font-family="${fontFamily}">` +
    `<title>${escapeXml(title)}</title>` +
    (style.mode === 'auto' ? darkSchemeStyle() : '') +
    drawn.body +
    '</svg>';
  return { svg, width, height, viewBox: { width: drawn.width, height: drawn.height } };
}
