// Finding words in text the way a reader would: whole words only (never "DE" inside "design"), and
// the words that justify a category or a tag of the directory's taxonomy.
import type { Taxonomy } from './fields.ts';

const wordCharacter = /[\p{L}\p{N}]/u;
// Scripts written without spaces between words: any run of their characters may be a word.
const unspaced =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}ー]/u;
// Korean puts particles after a word ("요금제는": "the plan" + topic marker): a word may end inside a run.
const hangul = /\p{Script=Hangul}/u;

/** Whether `neighbour` continues the word whose edge character is `edge` (so a match there is inside a word). */
function continuesWord(edge: string, neighbour: string, side: 'before' | 'after'): boolean {
  if (!neighbour || !wordCharacter.test(neighbour) || unspaced.test(edge)) return false;
  if (hangul.test(edge)) return side === 'before' && hangul.test(neighbour);
  // A Latin word next to Japanese or Korean ("AIや", "API를") ends there.
  return !unspaced.test(neighbour) && !hangul.test(neighbour);
}

/** Lower case, single spaces, one kind of quote mark and dash: how quotes, pages and values compare. */
export function comparable(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[‘’‚‛′`]/g, "'")
    .replace(/[“”„‟″]/g, '"')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Whether `needle` occurs in `haystack` as whole words (both already in comparable form). */
export function mentions(haystack: string, needle: string): boolean {
  if (!needle) return false;
  const first = needle[0];
  const last = needle[needle.length - 1];
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = at > 0 ? haystack[at - 1] : '';
    const after = haystack[at + needle.length] ?? '';
    if (!continuesWord(first, before, 'before') && !continuesWord(last, after, 'after')) return true;
  }
  return false;
}

/** Whether `term` is denied where it occurs: "there is no free plan", "without a free trial". */
export function negated(text: string, term: string): boolean {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b(no|not|without|never|isn't|aren't|don't|doesn't)\\s+(\\S+\\s+){0,2}${escaped}\\b`).test(text);
}

/** A word and its other number: "newsletter" / "newsletters", "tasks" / "task". */
function variants(term: string): string[] {
  const forms = [term];
  if (/[a-z]$/.test(term) && term.length > 3) {
    if (term.endsWith('s') && !term.endsWith('ss')) forms.push(term.slice(0, -1));
    else forms.push(`${term}s`);
  }
  return forms;
}

/** Comparable words that place a product in category `name`: its name, the parts of it, its keywords. */
export function categoryTerms(name: string, taxonomy: Taxonomy): string[] {
  const category = taxonomy.categories.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
  if (!category) return [];
  const parts = category.name
    .toLowerCase()
    .split(/\s*(?:&|,|\/|\band\b)\s*/)
    .filter(Boolean);
  const words = [category.name.toLowerCase(), ...parts, ...category.keywords.map((keyword) => keyword.toLowerCase())];
  return [...new Set(words.flatMap(variants))];
}

/**
 * Comparable phrases that state tag `tag`: its label ("Works offline") and, for a tag of two or more
 * words, the tag itself ("open source", "open-source"). A one-word tag ("api") is too common a word
 * to count on its own; its label ("Public API") must be written.
 */
export function tagTerms(tag: string, taxonomy: Taxonomy): string[] {
  const known = taxonomy.tags.find(
    (candidate) => candidate.tag === tag.toLowerCase() || candidate.label.toLowerCase() === tag.toLowerCase(),
  );
  if (!known) return [tag.toLowerCase()];
  const terms = [known.label.toLowerCase()];
  if (known.tag.includes('-')) terms.push(known.tag, known.tag.replaceAll('-', ' '));
  return [...new Set(terms)];
}
