// The typo allowance in PostgreSQL (migration 000045): search_osa_distance against a reference
// implementation of optimal string alignment distance, and search_within_typos' rule (none under
// 5 letters, one for 5-8, two from 9, counting the longer word; a swap of neighbours is one).
import { Random } from '../../app/demo/random.ts';
import { createTestDatabase } from '../support/database.ts';
import type { TestDatabase } from '../support/database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** Levenshtein distance where swapping two adjacent letters costs one edit (and no substring is edited twice). */
function osaDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** A word and a copy with a few random edits (swaps, deletions, insertions, substitutions). */
function pair(random: Random): [string, string] {
  const letters = 'abcdeilnorst';
  const word = Array.from({ length: random.int(1, 12) }, () => random.pick([...letters])).join('');
  let other = word;
  for (let edits = random.int(0, 4); edits > 0; edits--) {
    const at = random.int(0, Math.max(0, other.length - 1));
    switch (random.int(0, 3)) {
      case 0:
        if (other.length > 1 && at < other.length - 1)
          other = other.slice(0, at) + other[at + 1] + other[at] + other.slice(at + 2);
        break;
      case 1:
        other = other.slice(0, at) + other.slice(at + 1);
        break;
      case 2:
        other = other.slice(0, at) + random.pick([...letters]) + other.slice(at);
        break;
      default:
        other = other.slice(0, at) + random.pick([...letters]) + other.slice(at + 1);
    }
  }
  return [word, other];
}

test('search_osa_distance agrees with the reference on 2,000 pairs, capped at max + 1', async () => {
  const random = new Random(16);
  const pairs = Array.from({ length: 2000 }, () => pair(random));
  const { rows } = await database.pool.query<{ d1: number; d2: number; d4: number }>(
    `select search_osa_distance(a, b, 1) as d1, search_osa_distance(a, b, 2) as d2, search_osa_distance(a, b, 4) as d4
     from unnest($1::text[], $2::text[]) with ordinality as p(a, b, n) order by n`,
    [pairs.map(([a]) => a), pairs.map(([, b]) => b)],
  );
  const mismatches = pairs.flatMap(([a, b], i) => {
    const expected = osaDistance(a, b);
    const got = [rows[i].d1, rows[i].d2, rows[i].d4];
    const want = [1, 2, 4].map((max) => Math.min(expected, max + 1));
    return got.every((value, k) => value === want[k]) ? [] : [`${a}/${b}: ${got.join(',')} != ${want.join(',')}`];
  });
  expect(mismatches).toEqual([]);
  // The pairs cover every distance the allowance distinguishes.
  expect(new Set(pairs.map(([a, b]) => Math.min(osaDistance(a, b), 3)))).toEqual(new Set([0, 1, 2, 3]));
});

test('search_within_typos: the allowance of the longer word, a swap counting once', async () => {
  const cases: [string, string, boolean][] = [
    ['chta', 'chat', false], // 4 letters: no typo
    ['seach', 'search', true], // 6 letters: one
    ['serach', 'search', true], // a swap is one typo
    ['saerhc', 'search', false], // two
    ['anlytcs', 'analytics', true], // the longer word has 9 letters: two
    ['kuberentes', 'kubernetes', true],
    ['bookeping', 'bookkeeping', true],
    ['bokeepng', 'bookkeeping', false], // three
    ['hnadwritting', 'handwriting', true], // a swap and a doubled letter
  ];
  const { rows } = await database.pool.query<{ within: boolean }>(
    `select search_within_typos(w, c) as within
     from unnest($1::text[], $2::text[]) with ordinality as p(w, c, n) order by n`,
    [cases.map(([word]) => word), cases.map(([, candidate]) => candidate)],
  );
  expect(rows.map((row) => row.within)).toEqual(cases.map(([, , within]) => within));
});
