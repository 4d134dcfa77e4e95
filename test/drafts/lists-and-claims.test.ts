// How sites state their questions and their claim when the markup is a docs theme's or a shop's: the claim
// in a hero block under a bare-name h1; a product's "Specifications" disclosure is no FAQ; a Chinese
// question is short. Every value passes the evidence gate (verifyDraft) and is asserted with its quotes.
// The markup is made up.
import type { Evidence } from '../../db/schema/drafts.ts';
import { verifyDraft } from '../../app/draft/evidence.ts';
import { draftExtractively } from '../../app/draft/extractive.ts';
import type { SourcePage } from '../../app/draft/fields.ts';

const origin = 'https://wakeline.test';
const page = (path: string, body: string, title = 'Wakeline'): SourcePage => ({
  url: `${origin}${path}`,
  html:
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
    `<body>${body}</body></html>`,
  text: '',
});
const quote = (text: string, path = '/'): Evidence => ({ quote: text, url: `${origin}${path}` });
const draft = (pages: SourcePage[]) => verifyDraft(draftExtractively(pages), pages);
const faqQuotes = (drafted: ReturnType<typeof draft>) =>
  drafted.section_evidence.filter((entry) => entry.section === 'faqs').map((entry) => entry.evidence);

const card = (title: string, sentence: string) =>
  `<div class="col-lg-4"><div class="h1"><i class="icon"></i></div><h4 class="h3">${title}</h4>` +
  `<div class="mb-0"><p>${sentence}</p></div></div>`;
// A docs theme's cover block: the bare name, then a hero holding the claim, the buttons and small print.
const home = page(
  '/',
  '<section class="td-cover-block"><h1>Wakeline</h1><div class="pt-3 lead">' +
    '<p class="lead">Boat rentals booked in one tap.</p><a class="btn" href="/docs/">Get started</a>' +
    '<p>Built on the harbour by people who used to keep the bookings on a whiteboard.</p></div></section>' +
    '<section><div class="row">' +
    card('Harbour calendar', 'Every boat and every slot on one screen.') +
    card('Deposits by card', 'Taken when the booking is made, returned at the dock.') +
    card('Weather holds', 'Bookings pause themselves when the wind picks up.') +
    '</div></section>',
);

describe('the tagline under a bare-name h1', () => {
  test('the first line of the hero block under the name, not its buttons and small print', () => {
    expect(draft([home]).fields.tagline).toEqual({
      value: 'Boat rentals booked in one tap.',
      evidence: [quote('Boat rentals booked in one tap.')],
    });
  });
});

describe('questions as disclosures and in Chinese', () => {
  test('a product page\u2019s disclosures are no FAQs unless they ask; a short Chinese question counts', () => {
    const product = page(
      '/products/day-pass',
      '<h1>Day pass</h1><details><summary>Specifications</summary><p>One boat, one day, four people.</p></details>' +
        '<details><summary>Can I bring my dog on board?</summary><p>Yes, dogs sail free.</p></details>',
    );
    const help = page(
      '/help',
      '<h1>帮助</h1><h3>可以开发票吗？</h3><p>可以，付款后在账户里下载。</p>' +
        '<h3>支持哪些港口？</h3><p>目前支持青岛和大连。</p>',
    );
    const drafted = draft([home, product, help]);
    expect(drafted.faqs).toEqual([
      { question: 'Can I bring my dog on board?', answer: 'Yes, dogs sail free.' },
      { question: '可以开发票吗？', answer: '可以，付款后在账户里下载。' },
      { question: '支持哪些港口？', answer: '目前支持青岛和大连。' },
    ]);
    expect(faqQuotes(drafted)).toEqual([
      [
        quote('Can I bring my dog on board?', '/products/day-pass'),
        quote('Yes, dogs sail free.', '/products/day-pass'),
      ],
      [quote('可以开发票吗？', '/help'), quote('可以，付款后在账户里下载。', '/help')],
      [quote('支持哪些港口？', '/help'), quote('目前支持青岛和大连。', '/help')],
    ]);
  });
});

describe('a whole FAQ in one paragraph', () => {
  test('each bold question takes the lines up to the next question, each with its quotes', () => {
    const drafted = draft([
      page(
        '/faq',
        '<h2>Frequently asked questions</h2><div class="paragraph"><strong>1. Does it need mains power?</strong><br>' +
          'No. It runs on a solar panel.<br><br><strong>2. What if the signal is weak?</strong><br>' +
          'It stores 7 days of data.</div>',
      ),
    ]);
    expect(drafted.faqs).toEqual([
      { question: '1. Does it need mains power?', answer: 'No. It runs on a solar panel.' },
      { question: '2. What if the signal is weak?', answer: 'It stores 7 days of data.' },
    ]);
    expect(faqQuotes(drafted)).toEqual([
      [quote('1. Does it need mains power?', '/faq'), quote('No. It runs on a solar panel.', '/faq')],
      [quote('2. What if the signal is weak?', '/faq'), quote('It stores 7 days of data.', '/faq')],
    ]);
  });
});
