// Query words as the search index stores words. The typos a word may have are counted in
// PostgreSQL, where its variants are found (search_within_typos, migration 000045).

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
