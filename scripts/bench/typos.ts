// Misspelled search queries made from real listing words, the way people mistype: a letter
// swapped with its neighbour, dropped, doubled or replaced. Words of 5-8 letters get one typo and
// words of 9+ get two (the allowance search_listings promises). Seeded, so every run asks the same.
import { Random } from '../../app/demo/random.ts';

const letters = 'abcdefghijklmnopqrstuvwxyz';

/** One typo somewhere after the first letter (people rarely get the first one wrong). */
function typo(word: string, random: Random): string {
  const at = random.int(1, word.length - 2);
  const letter = random.pick([...letters].filter((other) => other !== word[at]));
  switch (random.int(0, 3)) {
    case 0:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    case 2:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + letter + word.slice(at + 1);
  }
}

export function misspell(word: string, random: Random): string {
  const typos = word.length >= 9 ? 2 : 1;
  let result = word;
  for (let i = 0; i < typos; i++) result = typo(result, random);
  return result;
}

export interface TypoQuery {
  q: string;
  /** The words before misspelling. */
  intended: string;
}

/**
 * `count` queries from the given texts (listing names and taglines): one misspelled word of 5+
 * letters, half the time followed by a correctly spelled second word from the same text.
 */
export function typoQueries(texts: string[], count: number, seed = 1): TypoQuery[] {
  const random = new Random(seed);
  const queries: TypoQuery[] = [];
  for (let attempt = 0; queries.length < count && attempt < count * 20; attempt++) {
    const words = random
      .pick(texts)
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 3);
    const long = words.filter((word) => word.length >= 5);
    if (!long.length) continue;
    const word = random.pick(long);
    const other = words.find((candidate) => candidate !== word && candidate.length >= 4);
    const both = other !== undefined && random.chance(0.5);
    queries.push({
      q: both ? `${misspell(word, random)} ${other}` : misspell(word, random),
      intended: both ? `${word} ${other}` : word,
    });
  }
  return queries;
}
