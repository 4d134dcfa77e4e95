// Whole words in every script: a match inside a Latin word is no match ("DE" in "design"), but
// Japanese and Chinese write no spaces between words, and Korean attaches particles after them.
import { amountOf, priceSource, signsAsPrices, unitOf } from '../../app/draft/money.ts';
import { comparable, mentions, wordCount } from '../../app/draft/terms.ts';

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

describe('amounts and words in every script', () => {
  const prices = (text: string) =>
    [...text.matchAll(new RegExp(priceSource, 'giu'))].filter(signsAsPrices).map((match) => ({
      unit: unitOf(match[1] ?? match[4]),
      amount: amountOf(match[2] ?? match[3]),
    }));

  test('Persian and Arabic-Indic digits with their own separators, and the toman and the rial', () => {
    expect(amountOf('۲۹۰٬۰۰۰')).toBe(290000);
    expect(amountOf('١٥٠')).toBe(150);
    expect(amountOf('२,९९९')).toBe(2999);
    expect(prices('حرفه‌ای: ۲۹۰٬۰۰۰ تومان (۲٬۹۰۰٬۰۰۰ ریال)')).toEqual([
      { unit: 'irt', amount: 290000 },
      { unit: 'irr', amount: 2900000 },
    ]);
  });

  test('the denar, the rupee as "Rs.", the birr, the riel and the New Taiwan dollar', () => {
    expect(prices('Старт 390 ден. месечно')).toEqual([{ unit: 'mkd', amount: 390 }]);
    expect(prices('Pro: Rs. 499 a month')).toEqual([{ unit: 'rs', amount: 499 }]);
    expect(prices('መሠረታዊ 250 ብር')).toEqual([{ unit: 'etb', amount: 250 }]);
    expect(prices('៛4,100 ក្នុង $1')).toEqual([
      { unit: 'khr', amount: 4100 },
      { unit: 'usd', amount: 1 },
    ]);
    expect(prices('標準版 NT$399 / 月')).toEqual([{ unit: 'twd', amount: 399 }]);
    expect(prices('सुरुवात: रु 2,500 प्रति महिना')).toEqual([{ unit: 'npr', amount: 2500 }]);
    // The convertible mark in capitals; a distance in km is none.
    expect(prices('Osnovni: 29 KM, apartmani 12 km od Mostara')).toEqual([{ unit: 'bam', amount: 29 }]);
    expect(unitOf('km')).toBeUndefined();
    // The rand, the kyat and the kwanza as written; "5 ks" is five pieces in Czech, "r 55" no rand.
    expect(prices('Basic R299, Pro R1 499 or r 55')).toEqual([
      { unit: 'zar', amount: 299 },
      { unit: 'zar', amount: 1499 },
    ]);
    expect(prices('25,000 Ks, 9.500 Kz, 5 ks')).toEqual([
      { unit: 'mmk', amount: 25000 },
      { unit: 'aoa', amount: 9500 },
    ]);
    // Letters around a sign make it a word: "Mrs 5" is no rupee.
    expect(prices('Mrs 5 and Mr 6')).toEqual([]);
  });

  test('the dong as Vietnam writes it, "99.000đ" or "99.000 đồng"; "99 đơn hàng" is 99 orders', () => {
    expect(prices('Cơ bản 99.000đ/tháng, Chuyên nghiệp 249.000 đồng')).toEqual([
      { unit: 'vnd', amount: 99000 },
      { unit: 'vnd', amount: 249000 },
    ]);
    expect(prices('Đã xử lý 99 đơn hàng hôm nay')).toEqual([]);
  });

  test('words in scripts written without spaces count by their characters', () => {
    expect(wordCount('以週或月檢視，把員工拖到時段上就完成排班')).toBeGreaterThanOrEqual(4);
    expect(wordCount('Sales and expense records')).toBe(4);
    expect(wordCount('手機打卡')).toBe(2);
  });
});
