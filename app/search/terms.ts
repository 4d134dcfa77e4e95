// Query words and the typos search tolerates: none in words under 5 letters, one in words of 5 to
// 8 letters, two in words of 9 or more. A transposed pair of letters counts as one typo.

/** Lowercase text without accents, as the search index folds words. */
export function foldWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Lowercase words without accents, as the search index stores them (simple config + unaccent). */
export function queryWords(q: string): string[] {
  const words = foldWord(q)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  return [...new Set(words)].slice(0, 12);
}

export function typosAllowed(word: string): number {
  if (word.length >= 9) return 2;
  if (word.length >= 5) return 1;
  return 0;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions), capped at max + 1. */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++)
    rows.push(Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2][j - 2] + 1);
      rows[i][j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}
