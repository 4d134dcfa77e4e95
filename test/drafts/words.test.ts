// Whole words in every script: a match inside a Latin word is no match ("DE" in "design"), but
// Japanese and Chinese write no spaces between words, and Korean attaches particles after them.
import { comparable, mentions } from '../../app/draft/terms.ts';

const found = (text: string, word: string) => mentions(comparable(text), comparable(word));

describe('whole words, by script', () => {
  test.each([
    ['ふりがなを自動で表示します。', '自動'],
    ['我们提供团队日程同步功能。', '日程同步'],
    ['요금제는 월 9,900원부터 시작합니다.', '요금제'],
    ['AIやツールで読む', 'AI'],
    ['API를 제공합니다', 'API'],
    ['Available in EN, DE and FR.', 'DE'],
  ])('%j holds %j', (text, word) => {
    expect(found(text, word)).toBe(true);
  });

  test.each([
    ['Dependable dashboards for product teams.', 'DE'],
    ['Uploads are encrypted.', 'load'],
    // A Korean word is not found at the end of a longer one: "무료" (free) inside "비무료".
    ['비무료 플랜', '무료'],
  ])('%j does not hold %j', (text, word) => {
    expect(found(text, word)).toBe(false);
  });
});
