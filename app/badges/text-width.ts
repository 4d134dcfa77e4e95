// SVG text does not size its box, so badge layouts estimate text width from Helvetica/Arial
// advance widths (the fallback of the badge's font stack), in thousandths of an em.
const asciiWidths = [
  278,
  278,
  355,
  556,
  556,
  889,
  667,
  191,
  333,
  333,
  389,
  584,
  278,
  333,
  278,
  278, // space .. /
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  278,
  278,
  584,
  584,
  584,
  556, // 0 .. ?
  1015,
  667,
  667,
  722,
  722,
  667,
  611,
  778,
  722,
  278,
  500,
  667,
  556,
  833,
  722,
  778, // @ .. O
  667,
  778,
  722,
  667,
  611,
  722,
  667,
  944,
  667,
  667,
  611,
  278,
  278,
  278,
  469,
  556, // P .. _
  333,
  556,
  556,
  500,
  556,
  556,
  278,
  556,
  556,
  222,
  222,
  500,
  222,
  833,
  556,
  556, // ` .. o
  556,
  556,
  333,
  500,
  278,
  556,
  500,
  722,
  500,
  500,
  500,
  334,
  260,
  334,
  584, // p .. ~
];
/** Characters outside ASCII (accents, CJK, emoji) are counted wide so text never overflows. */
const otherWidth = 900;
/** Bold glyphs are about 7% wider than regular ones in these faces. */
const boldFactor = 1.07;

export interface TextStyle {
  size: number;
  bold?: boolean;
  /** Extra space after every character, in px (SVG letter-spacing). */
  letterSpacing?: number;
}

export function textWidth(text: string, style: TextStyle): number {
  let units = 0;
  let characters = 0;
  for (const character of text) {
    const code = character.codePointAt(0)!;
    units += code >= 32 && code <= 126 ? asciiWidths[code - 32] : otherWidth;
    characters++;
  }
  return (units / 1000) * style.size * (style.bold ? boldFactor : 1) + characters * (style.letterSpacing ?? 0);
}

/** The text, cut with an ellipsis so it fits `maxWidth`. */
export function fitText(text: string, style: TextStyle, maxWidth: number): string {
  if (textWidth(text, style) <= maxWidth) return text;
  const characters = [...text];
  while (characters.length > 1 && textWidth(`${characters.join('').trimEnd()}…`, style) > maxWidth) characters.pop();
  return `${characters.join('').trimEnd()}…`;
}
