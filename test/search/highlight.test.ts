// highlightWords: offsets of the words a query matched, in code points.
import { highlightWords } from '../../app/search/highlight.ts';

const prefix = (term: string) => ({ term, prefix: true });
const exact = (term: string) => ({ term, prefix: false });

test('marks whole words equal to a term, or starting with a prefix term', () => {
  expect(
    highlightWords('Markdown notes that link themselves', [prefix('notes'), prefix('mark'), exact('link')]),
  ).toEqual([
    { start: 0, end: 8 },
    { start: 9, end: 14 },
    { start: 20, end: 24 },
  ]);
  // A typo variant matches only a whole word.
  expect(highlightWords('NoteBloom', [exact('note')])).toEqual([]);
  expect(highlightWords('Parallel test runs that cut CI time', [exact('ci'), exact('pa')])).toEqual([
    { start: 28, end: 30 },
  ]);
});

test('folds accents and case like the index, and counts code points', () => {
  expect(highlightWords('Café 🚀 Crème', [exact('cafe'), prefix('crem')])).toEqual([
    { start: 0, end: 4 },
    { start: 7, end: 12 },
  ]);
  expect(highlightWords(null, [exact('x')])).toEqual([]);
  expect(highlightWords('<b>chat</b>', [exact('chat')])).toEqual([{ start: 3, end: 7 }]);
});
