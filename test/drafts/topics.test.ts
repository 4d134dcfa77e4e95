// What a product is about, as a careful reader files it: the taxonomy's category in the words of the
// site's own language, and topical tags in the site's own words. Every value passes the evidence gate
// (verifyDraft) and is asserted with its quotes. The markup is made up for these tests.
import type { Evidence } from '../../db/schema/drafts.ts';
import { verifyDraft } from '../../app/draft/evidence.ts';
import { draftExtractively } from '../../app/draft/extractive.ts';
import type { SourcePage, Taxonomy } from '../../app/draft/fields.ts';

const origin = 'https://marlwick.test';
const page = (path: string, body: string, head = '', title = 'Marlwick'): SourcePage => ({
  url: `${origin}${path}`,
  html: `<!doctype html><html><head><title>${title}</title>${head}</head><body>${body}</body></html>`,
  text: '',
});
const quote = (text: string, path = '/'): Evidence => ({ quote: text, url: `${origin}${path}` });
const description = (text: string) => `<meta name="description" content="${text}">`;

describe('categories in the words of more languages', () => {
  const taxonomy: Taxonomy = {
    categories: [
      { name: 'Productivity', parent: null, keywords: ['productivity'] },
      { name: 'Calendars & Scheduling', parent: 'Productivity', keywords: ['calendar', 'scheduling', 'booking'] },
      { name: 'Finance', parent: null, keywords: ['finance', 'money'] },
      { name: 'Invoicing', parent: 'Finance', keywords: ['invoices', 'invoicing'] },
      { name: 'Bookkeeping', parent: 'Finance', keywords: ['bookkeeping', 'expenses'] },
      { name: 'Payments', parent: 'Finance', keywords: ['payments', 'checkout'] },
    ],
    tags: [],
  };
  const categories = (text: string) => {
    const pages = [page('/', '<h1>Marlwick</h1>', description(text))];
    return verifyDraft(draftExtractively(pages, taxonomy), pages, taxonomy).fields.categories;
  };

  test('German reservations are bookings; a Spanish payment in the singular is a payment', () => {
    expect(categories('Marlwick nimmt Reservierungen für Ihr Gasthaus an, rund um die Uhr.')).toEqual({
      value: ['Calendars & Scheduling'],
      evidence: [quote('Marlwick nimmt Reservierungen für Ihr Gasthaus an, rund um die Uhr.')],
    });
    expect(categories('Marlwick envía recordatorios de pago a tus clientes.')).toEqual({
      value: ['Payments'],
      evidence: [quote('Marlwick envía recordatorios de pago a tus clientes.')],
    });
  });

  test('Indonesian bills and Hebrew expenses map to the taxonomy', () => {
    expect(categories('Marlwick mengirim tagihan otomatis lewat WhatsApp.')).toEqual({
      value: ['Invoicing'],
      evidence: [quote('Marlwick mengirim tagihan otomatis lewat WhatsApp.')],
    });
    expect(categories('מרלוויק: מעקב הוצאות לוועד הבית.')).toEqual({
      value: ['Bookkeeping'],
      evidence: [quote('מרלוויק: מעקב הוצאות לוועד הבית.')],
    });
    // A word of those languages the taxonomy has no row for places the product nowhere.
    expect(categories('Marlwick mengelola data penghuni kos.')).toBeUndefined();
  });
});

describe('topics a headline lists', () => {
  const tagsOf = (title: string, body = '<h1>Marlwick</h1>') => {
    const pages = [page('/', body, '', title)];
    return verifyDraft(draftExtractively(pages), pages).fields.tags;
  };

  test('a list of topics before the kind of product: every item is a tag, as written', () => {
    const title = 'Marlwick | Job scheduling, water-test logging and invoicing software for pool services';
    expect(tagsOf(title)).toEqual({
      value: ['job scheduling', 'water-test logging', 'invoicing', 'pool services'],
      evidence: [quote('Marlwick | Job scheduling, water-test logging and invoicing software for pool services')],
    });
  });

  test('a topic followed by what it covers is one topic, not a list', () => {
    expect(tagsOf('Marlwick - Gestionale per agriturismi, prenotazioni e fatture')).toEqual({
      value: ['gestionale'],
      evidence: [quote('Marlwick - Gestionale per agriturismi, prenotazioni e fatture')],
    });
  });

  test('what the product handles, listed after its verb and "your": each item is a tag', () => {
    const text = 'Marlwick watches your cron jobs, backups and scheduled tasks, and alerts you when one fails.';
    const pages = [page('/', '<h1>Marlwick</h1>', description(text))];
    expect(verifyDraft(draftExtractively(pages), pages).fields.tags).toEqual({
      value: ['cron jobs', 'backups', 'scheduled tasks'],
      evidence: [quote(text)],
    });
    // Without a determiner the words after the verb may be verbs themselves: no list is read.
    const verbs = 'Marlwick books lessons, reminds students and parents by text.';
    const plain = [page('/', '<h1>Marlwick</h1>', description(verbs))];
    expect(verifyDraft(draftExtractively(plain), plain).fields.tags).toBeUndefined();
  });

  test('who it is for keeps the kind of group: “for Guam small businesses”, but “for support teams” is support', () => {
    const tags = (title: string) => tagsOf(title)?.value;
    expect(tags('Marlwick | Invoicing for Guam small businesses')).toEqual(['invoicing', 'guam small businesses']);
    expect(tags('Marlwick | Canned replies for customer support teams')).toEqual([
      'canned replies',
      'customer support',
    ]);
  });

  test('a title split by a non-breaking hyphen, as app stores write it, names the topics after it', () => {
    const siteName = '<meta property="og:site_name" content="Marlwick">';
    const pages = [page('/', '<h1>Marlwick</h1>', siteName, 'Marlwick \u2011 Preorders & Restock')];
    expect(verifyDraft(draftExtractively(pages), pages).fields.keywords).toEqual({
      value: ['Preorders', 'Restock'],
      evidence: [quote('Marlwick \u2011 Preorders & Restock')],
    });
  });
});
