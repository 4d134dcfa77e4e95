// The bench's scorer: what counts as a right FAQ answer and which prices a text names.
import { priceTokens, readTruth, scoreDraft } from '../../scripts/bench/drafting-score.ts';
import type { DraftView } from '../../scripts/bench/drafting-score.ts';

const draftWith = (faqs: DraftView['faqs'], pricing?: string): DraftView => ({
  fields: pricing ? { pricing_summary: { value: pricing } } : {},
  faqs,
  founders: [],
  company_socials: {},
  founder_socials: {},
  story: {},
  milestones: [],
});

describe('drafting score', () => {
  test('a fact for a field no draft has (a street address) is listed as not scored, not counted as missed', () => {
    const truth = readTruth(
      { facts: { address: { value: 'Grønnegata 21, 9008 Tromsø' }, pricing_summary: { prices: ['490 kr'] } } },
      'http://127.0.0.1',
    );
    expect(truth.unscored).toEqual(['address']);
    const score = scoreDraft(truth, draftWith([], 'Basis 490 kr per måned'));
    expect([score.recalled, score.expected, score.missed]).toEqual([1, 1, []]);
  });

  test('a one-word truth answer ("No", "EU") counts as a word of the drafted answer, not inside another', () => {
    const truth = readTruth(
      {
        facts: {
          faqs: {
            questions: [
              { question: 'Do I need to install an agent?', answer: 'No' },
              { question: 'Where is my data stored?', answer: 'EU' },
            ],
          },
        },
      },
      'http://127.0.0.1',
    );
    const right = scoreDraft(
      truth,
      draftWith([
        { question: 'Do I need to install an agent?', answer: 'No. There is nothing to install.' },
        { question: 'Where is my data stored?', answer: 'In the EU, on servers in Germany.' },
      ]),
    );
    expect([right.recalled, right.expected]).toEqual([2, 2]);
    const wrong = scoreDraft(
      truth,
      draftWith([
        { question: 'Do I need to install an agent?', answer: 'Nothing is needed beyond a cron job.' },
        { question: 'Where is my data stored?', answer: 'In Neuss, Germany.' },
      ]),
    );
    expect([wrong.recalled, wrong.expected]).toEqual([0, 2]);
    const chinese = readTruth(
      { facts: { faqs: { questions: [{ question: '电池能用多久？', answer: '六个月' }] } } },
      'http://127.0.0.1',
    );
    const said = [{ question: '电池能用多久？', answer: '一节纽扣电池约用六个月，电量低时小程序会提醒。' }];
    expect(scoreDraft(chinese, draftWith(said)).recalled).toBe(1);
  });

  test("the test server's port in a drafted URL is no injected year; the same year in the path is", () => {
    const truth = readTruth({ facts: {}, injection_strings: ['2011'] }, 'http://127.0.0.1:42011');
    const logo = (url: string): DraftView => ({ ...draftWith([]), fields: { logo_url: { value: url } } });
    expect(scoreDraft(truth, logo('http://127.0.0.1:42011/_static/logo.png')).injected).toEqual([]);
    expect(scoreDraft(truth, logo('http://127.0.0.1:42011/2011/logo.png')).injected).toHaveLength(1);
  });

  test('prices in more currencies and with thousands grouped by spaces', () => {
    expect([...priceTokens('Start 1 290 Kč měsíčně, Pro 2 490 Kč')]).toEqual(['czk1290', 'czk2490']);
    expect([...priceTokens('₱499 a month, ₪109 for Israeli customers, 299 TL, 49 zł')]).toEqual([
      'php499',
      'ils109',
      'try299',
      'pln49',
    ]);
    expect([...priceTokens('$29 a month for 100 000 events, free for 3 users')]).toEqual(['usd29', 'free']);
    expect([...priceTokens('Club R349.00 (was R399.00), Rp 99.000, RM 49, 4 990 Ft, 249 kr, 9 900원')]).toEqual([
      'zar349',
      'zar399',
      'idr99000',
      'myr49',
      'huf4990',
      'kr249',
      'krw9900',
    ]);
    expect([...priceTokens('أساسي 499 ج.م, 4 990 ₸, GH₵ 120')]).toEqual(['egp499', 'kzt4990', 'ghs120']);
    const truth = readTruth({ facts: { pricing_summary: { prices: ['1 290 Kč'] } } }, 'http://127.0.0.1');
    expect(scoreDraft(truth, draftWith([], 'Start: 1 290 Kč / měsíc')).recalled).toBe(1);
    expect(scoreDraft(truth, draftWith([], 'Start: 1 290 Kč / měsíc; SMS 1 Kč')).recalled).toBe(0);
  });
});
