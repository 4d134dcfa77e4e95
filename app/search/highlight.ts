// Per-result highlights: which words of a listing's name and tagline the query matched, as
// offsets into the text (never markup, so a client escapes and marks the text itself).
import { foldWord } from './terms.ts';

export interface Highlight {
  /** Offset of the first matched character, in Unicode code points. */
  start: number;
  /** Offset just after the last matched character, in Unicode code points. */
  end: number;
}

export interface SearchTerm {
  /** Folded like the index: lowercase, unaccented. */
  term: string;
  /** Whether a word starting with the term matches (query words of 3+ letters; not typo variants). */
  prefix: boolean;
}

/** The words of `text` that match a search term, as search matches them. */
export function highlightWords(text: string | null, terms: SearchTerm[]): Highlight[] {
  if (!text || terms.length === 0) return [];
  const highlights: Highlight[] = [];
  const characters = Array.from(text);
  let start = -1;
  for (let index = 0; index <= characters.length; index++) {
    const isWordCharacter = index < characters.length && /[\p{L}\p{N}]/u.test(characters[index]);
    if (isWordCharacter && start < 0) start = index;
    if (!isWordCharacter && start >= 0) {
      const word = foldWord(characters.slice(start, index).join(''));
      if (terms.some(({ term, prefix }) => word === term || (prefix && word.startsWith(term))))
        highlights.push({ start, end: index });
      start = -1;
    }
  }
  return highlights;
}
