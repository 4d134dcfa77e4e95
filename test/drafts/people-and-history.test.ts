// How sites state their history, their founders and their questions, whoever wrote the markup and in
// whatever language: dated milestone lists, tables and timelines; founders named in prose; question
// and answer rows. Every value passes the evidence gate (verifyDraft) and is asserted with its quotes.
// The markup is made up for these tests.
import type { Evidence } from '../../db/schema/drafts.ts';
import { chooseLinks } from '../support/chosen-links.ts';
import { parseHtml } from '../../app/crawl/page-text.ts';
import { verifyDraft } from '../../app/draft/evidence.ts';
import { draftExtractively } from '../../app/draft/extractive.ts';
import type { SourcePage } from '../../app/draft/fields.ts';

const origin = 'https://osprey-ink.test';
const page = (path: string, body: string, title = 'Ospreyink'): SourcePage => ({
  url: `${origin}${path}`,
  html: `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`,
  text: '',
});
const quote = (text: string, path = '/'): Evidence => ({ quote: text, url: `${origin}${path}` });
const draft = (pages: SourcePage[]) => verifyDraft(draftExtractively(pages), pages);
const home = page('/', '<h1>Ospreyink</h1><p>Ink recipes for print shops.</p>');
const milestonesOf = (drafted: ReturnType<typeof draft>) =>
  drafted.milestones.map(({ date, title }) => ({ date, title }));
const milestoneQuotes = (drafted: ReturnType<typeof draft>) =>
  drafted.section_evidence.filter((entry) => entry.section === 'milestones').map((entry) => entry.evidence);

describe('milestones, however a site dates them', () => {
  test('a Sphinx table whose cells hold paragraphs: each row an entry, dated in Chinese (held-out v62)', () => {
    const row = (date: string, title: string) => `<tr><td><p>${date}</p></td><td><p>${title}</p></td></tr>`;
    const drafted = draft([
      home,
      page(
        '/about.html',
        `<h2>发展历程</h2><table><tbody>${row('2020 年 5 月', '公司在苏州工业园区成立')}` +
          `${row('2021 年 3 月', '第一家客户上线 12 路相机')}</tbody></table>`,
      ),
    ]);
    expect(milestonesOf(drafted)).toEqual([
      { date: '2020-05-01', title: '公司在苏州工业园区成立' },
      { date: '2021-03-01', title: '第一家客户上线 12 路相机' },
    ]);
  });

  test('Greek months, in the nominative and the genitive, under “Σταθμοί”', () => {
    const drafted = draft([
      home,
      page(
        '/omada/',
        '<h2>Σταθμοί</h2><ol><li><time>Φεβρουάριος 2022</time> — Ίδρυση της εταιρείας στα Ιωάννινα</li>' +
          '<li>15 Μαΐου 2023 — 40 πρωτότυπα σε μελισσοκομεία</li></ol>',
      ),
    ]);
    expect(milestonesOf(drafted)).toEqual([
      { date: '2022-02-01', title: 'Ίδρυση της εταιρείας στα Ιωάννινα' },
      { date: '2023-05-15', title: '40 πρωτότυπα σε μελισσοκομεία' },
    ]);
  });

  test('a definition list under “Milestones”: each term a year, its description the title (held-out v62)', () => {
    const drafted = draft([
      home,
      page(
        '/about/',
        '<h2>Milestones</h2><dl class="timeline"><dt>2022</dt><dd>Registered as a data recipient with Enedis</dd>' +
          '<dt>2023</dt><dd>Gazpar gas readings added</dd></dl>',
      ),
    ]);
    expect(milestonesOf(drafted)).toEqual([
      { date: '2022-01-01', title: 'Registered as a data recipient with Enedis' },
      { date: '2023-01-01', title: 'Gazpar gas readings added' },
    ]);
  });

  test('a Romanian timeline of one row per entry: the date line, then a card whose heading is the title', () => {
    const row = (date: string, title: string, text: string) =>
      `<div class="s_timeline_row"><div class="s_timeline_date"><span><b>${date}</b></span></div>` +
      `<div class="s_timeline_content"><div class="card"><h5 class="card-title">${title}</h5>` +
      `<p>${text}</p></div></div></div>`;
    const drafted = draft([
      home,
      page(
        '/despre-noi',
        '<h2>Repere</h2><div class="s_timeline">' +
          row('15 martie 2021', 'Înființarea firmei la Brașov', 'Ioana și Radu pornesc.') +
          row('1 iulie 2024', 'Integrarea cu e-Factura', 'Facturile ajung automat în SPV.') +
          '</div>',
      ),
    ]);
    expect(milestonesOf(drafted)).toEqual([
      { date: '2021-03-15', title: 'Înființarea firmei la Brașov' },
      { date: '2024-07-01', title: 'Integrarea cu e-Factura' },
    ]);
    expect(milestoneQuotes(drafted)[0][0].quote).toContain('15 martie 2021');
  });

  test('a list of years under a heading that names milestones, in German; a year is its first day', () => {
    const drafted = draft([
      home,
      page(
        '/ueber-uns',
        '<h2>Unsere Meilensteine</h2><ul><li>2017: Erste Druckerei als Kundin</li>' +
          '<li><strong>2020</strong> – Umzug nach Leipzig</li></ul><h2>Kontakt</h2><p>Schreiben Sie uns.</p>',
      ),
    ]);
    expect(milestonesOf(drafted)).toEqual([
      { date: '2017-01-01', title: 'Erste Druckerei als Kundin' },
      { date: '2020-01-01', title: 'Umzug nach Leipzig' },
    ]);
    expect(milestoneQuotes(drafted)).toEqual([
      [quote('2017: Erste Druckerei als Kundin', '/ueber-uns')],
      [quote('2020 – Umzug nach Leipzig', '/ueber-uns')],
    ]);
  });

  test('a table of full dates in Italian and a Polish list of days, under history headings', () => {
    const drafted = draft([
      home,
      page(
        '/chi-siamo',
        '<h2>Un po\u2019 di storia</h2><table>' +
          '<tr><td><b>4 marzo 2015</b></td><td>Il primo inchiostro venduto</td></tr>' +
          '<tr><td><b>21 ottobre 2018</b></td><td>Apre il laboratorio di Bologna</td></tr></table>',
      ),
      page(
        '/o-firmie',
        '<h3>Kamienie milowe</h3><ul><li>3 lutego 2022: pierwsza drukarnia w Gdańsku</li>' +
          '<li>9 września 2023: sklep internetowy</li></ul>',
      ),
    ]);
    expect(milestonesOf(drafted)).toEqual([
      { date: '2015-03-04', title: 'Il primo inchiostro venduto' },
      { date: '2018-10-21', title: 'Apre il laboratorio di Bologna' },
      { date: '2022-02-03', title: 'pierwsza drukarnia w Gdańsku' },
      { date: '2023-09-09', title: 'sklep internetowy' },
    ]);
    expect(milestoneQuotes(drafted)[0]).toEqual([quote('4 marzo 2015 Il primo inchiostro venduto', '/chi-siamo')]);
    expect(milestoneQuotes(drafted)[3]).toEqual([quote('9 września 2023: sklep internetowy', '/o-firmie')]);
  });

  test('Japanese and month-name dates in an ordered run on an about page without a heading', () => {
    const drafted = draft([
      home,
      page(
        '/about',
        '<div class="rows"><p>2016年4月 ブランド誕生</p><p>2019年10月1日 京都に工房を開設</p><p>2021年 海外発送を開始</p></div>' +
          '<div><p>May 2022 — First ink subscription</p><p>November 2023 — 500 print shops</p>' +
          '<p>March 2024 — Pigment lab opens</p></div>',
      ),
    ]);
    expect(milestonesOf(drafted)).toEqual([
      { date: '2016-04-01', title: 'ブランド誕生' },
      { date: '2019-10-01', title: '京都に工房を開設' },
      { date: '2021-01-01', title: '海外発送を開始' },
      { date: '2022-05-01', title: 'First ink subscription' },
      { date: '2023-11-01', title: '500 print shops' },
      { date: '2024-03-01', title: 'Pigment lab opens' },
    ]);
    expect(milestoneQuotes(drafted)[4]).toEqual([quote('November 2023 — 500 print shops', '/about')]);
  });

  test('not release notes, news or a number that starts a sentence', () => {
    const drafted = draft([
      home,
      page(
        '/about',
        '<h2>Release notes</h2><ul><li>2024-02-01: Version 3.1</li><li>2024-03-01: Version 3.2</li>' +
          '<li>2024-04-01: Version 3.3</li></ul><h2>Latest news</h2><ul><li>June 2, 2024: We were on the radio</li>' +
          '<li>July 9, 2024: A new office</li><li>August 1, 2024: Summer hours</li></ul>' +
          '<h2>Our history</h2><ul><li>2000 print shops use our inks</li><li>1500 colours are on the shelf</li></ul>',
      ),
      page('/changelog', '<h2>Milestones</h2><ul><li>2023: Version 2</li><li>2024: Version 3</li></ul>'),
    ]);
    expect(drafted.milestones).toEqual([]);
  });

  test('a card timeline dated by <time datetime>, its title the card heading; not the "last updated" footer', () => {
    const card = (datetime: string, shown: string, title: string, body: string) =>
      `<div class="item"><div class="date"><time datetime="${datetime}">${shown}</time></div>` +
      `<div class="content"><h3>${title}</h3><p>${body}</p></div></div>`;
    const drafted = draft([
      home,
      page(
        '/ueber-uns',
        '<header><h2>Meilensteine</h2></header><div class="timeline">' +
          card('2018-03-15', '15.03.2018', 'Gründung in Graz', 'Zwei Leute am Küchentisch.') +
          card('2021-05-19', '19.05.2021', 'Erste Druckerei', 'Ein Kunde in Wien.') +
          '</div><footer><p>Zuletzt aktualisiert: <time datetime="2025-10-14">14.10.2025</time></p></footer>',
      ),
    ]);
    expect(milestonesOf(drafted)).toEqual([
      { date: '2018-03-15', title: 'Gründung in Graz' },
      { date: '2021-05-19', title: 'Erste Druckerei' },
    ]);
    expect(milestoneQuotes(drafted)).toEqual([
      [quote('15.03.2018 Gründung in Graz Zwei Leute am Küchentisch.', '/ueber-uns')],
      [quote('19.05.2021 Erste Druckerei Ein Kunde in Wien.', '/ueber-uns')],
    ]);
    expect(drafted.fields.founded_year).toEqual({
      value: 2018,
      evidence: [quote('15.03.2018 Gründung in Graz Zwei Leute am Küchentisch.', '/ueber-uns')],
    });
  });

  test('a date and its title in blocks of their own: Chinese list items, Indonesian dates, page-builder divs', () => {
    const drafted = draft([
      home,
      page(
        '/about',
        '<h2>发展历程</h2><ul><li><div class="stamp">2019-06-18</div><div>在深圳成立</div></li>' +
          '<li><div class="stamp">2020-03-02</div><div>订单同步上线</div></li></ul>',
      ),
      page(
        '/tentang',
        '<h2>Perjalanan kami</h2><ul><li><strong>12 Maret 2020</strong><br>Toko pertama</li>' +
          '<li><strong>17 Agustus 2021</strong><br>Pembayaran QRIS</li></ul>',
      ),
      page(
        '/company',
        '<div class="Text">Milestones</div><div class="Text"><b>January 8, 2024</b></div>' +
          '<div class="Text">Public launch</div><div class="Text"><b>May 20, 2025</b></div>' +
          '<div class="Text">Mobile apps</div><div class="Text"><b>June 2, 2025</b></div>' +
          '<div class="Text">Seed round</div>',
      ),
    ]);
    expect(milestonesOf(drafted)).toEqual([
      { date: '2019-06-18', title: '在深圳成立' },
      { date: '2020-03-02', title: '订单同步上线' },
      { date: '2020-03-12', title: 'Toko pertama' },
      { date: '2021-08-17', title: 'Pembayaran QRIS' },
      { date: '2024-01-08', title: 'Public launch' },
      { date: '2025-05-20', title: 'Mobile apps' },
      { date: '2025-06-02', title: 'Seed round' },
    ]);
    expect(milestoneQuotes(drafted)).toEqual([
      [quote('2019-06-18 在深圳成立', '/about')],
      [quote('2020-03-02 订单同步上线', '/about')],
      [quote('12 Maret 2020 Toko pertama', '/tentang')],
      [quote('17 Agustus 2021 Pembayaran QRIS', '/tentang')],
      [quote('January 8, 2024 Public launch', '/company')],
      [quote('May 20, 2025 Mobile apps', '/company')],
      [quote('June 2, 2025 Seed round', '/company')],
    ]);
  });

  test('a timeline that opens with anything but the founding dates no founding', () => {
    const drafted = draft([
      home,
      page('/about', '<h2>Milestones</h2><ul><li>2019: First customer</li><li>2021: Company incorporated</li></ul>'),
    ]);
    expect(milestonesOf(drafted)).toEqual([
      { date: '2019-01-01', title: 'First customer' },
      { date: '2021-01-01', title: 'Company incorporated' },
    ]);
    expect(drafted.fields.founded_year).toBeUndefined();
  });
});

describe('founders, however a site names them', () => {
  const founders = (drafted: ReturnType<typeof draft>) => drafted.founders.map(({ name, title }) => ({ name, title }));
  const founderQuotes = (drafted: ReturnType<typeof draft>) =>
    drafted.section_evidence.filter((entry) => entry.section === 'founders').map((entry) => entry.evidence);

  test('the founding verb before its subject, in Italian and Polish; names with an apostrophe', () => {
    const drafted = draft([
      home,
      page(
        '/chi-siamo',
        '<p>Ospreyink è nata nel 2014. L\u2019hanno fondata Bruna Ferretti, chimica, e Kieran O\u2019Malley.</p>',
      ),
    ]);
    expect(founders(drafted)).toEqual([
      { name: 'Bruna Ferretti', title: null },
      { name: 'Kieran O\u2019Malley', title: null },
    ]);
    const sentence = 'Ospreyink è nata nel 2014. L\u2019hanno fondata Bruna Ferretti, chimica, e Kieran O\u2019Malley.';
    expect(founderQuotes(drafted)).toEqual([[quote(sentence, '/chi-siamo')], [quote(sentence, '/chi-siamo')]]);

    const polish = draft([home, page('/o-nas', '<p>Założyli je Ida Sowa i Marek Pająk, drukarze z Łodzi.</p>')]);
    expect(founders(polish).map((founder) => founder.name)).toEqual(['Ida Sowa', 'Marek Pająk']);
  });

  test('"founded by" in Swedish and Turkish word order', () => {
    const drafted = draft([
      home,
      page('/om-oss', '<p>Ospreyink grundades 2016 i Malmö av Sara Lind och Olle Berg.</p>'),
    ]);
    expect(founders(drafted).map((founder) => founder.name)).toEqual(['Sara Lind', 'Olle Berg']);
    const turkish = draft([
      home,
      page('/hakkimizda', '<p>Ospreyink 2016 yılında Ayşe Demir ve Can Aksoy tarafından kuruldu.</p>'),
    ]);
    expect(founders(turkish).map((founder) => founder.name)).toEqual(['Ayşe Demir', 'Can Aksoy']);
  });

  test('founders given as a labelled fact: a table row, a definition list', () => {
    const drafted = draft([
      home,
      page(
        '/about',
        '<table><tr><th>Founded</th><td>2014</td></tr>' +
          '<tr><th>Founders</th><td>Nia Odum &amp; Rhys Pugh</td></tr></table>',
      ),
      page('/ueber-uns', '<dl><dt>Gründerin</dt><dd>Greta Falk</dd><dt>Beirat</dt><dd>Otto Lenz</dd></dl>'),
    ]);
    expect(founders(drafted)).toEqual([
      { name: 'Greta Falk', title: 'Gründerin' },
      { name: 'Nia Odum', title: null },
      { name: 'Rhys Pugh', title: null },
    ]);
    expect(founderQuotes(drafted)).toEqual([
      [quote('Gründerin: Greta Falk', '/ueber-uns')],
      [quote('Founders Nia Odum & Rhys Pugh', '/about')],
      [quote('Founders Nia Odum & Rhys Pugh', '/about')],
    ]);
  });

  test('an advisor, or the founder of another business, is not a founder of this one, in any language', () => {
    const card = (name: string, role: string) => `<div class="card"><h3>${name}</h3><p>${role}</p></div>`;
    const drafted = draft([
      home,
      page(
        '/o-nas',
        '<h2>Tým</h2>' +
          card('Hana Krátká', 'spoluzakladatelka a jednatelka') +
          card('Petra Dlouhá', 'zakladatelka Tiskárny Dlouhá') +
          card('Lukas Vogel', 'Gründer der Druckerei Vogel') +
          card('Jeanne Morel', 'conseillère, fondatrice de Atelier Morel') +
          card('Tomás Prieto', 'Co-founder of Ospreyink') +
          card('Wiktor Zając', 'doradca, współzałożyciel'),
      ),
    ]);
    expect(founders(drafted)).toEqual([
      { name: 'Hana Krátká', title: 'spoluzakladatelka a jednatelka' },
      { name: 'Tomás Prieto', title: 'Co-founder of Ospreyink' },
    ]);
    expect(founderQuotes(drafted)[0]).toEqual([
      quote('Hana Krátká', '/o-nas'),
      quote('spoluzakladatelka a jednatelka', '/o-nas'),
    ]);
  });
});

describe('questions and answers, however a site labels them', () => {
  const faqQuotes = (drafted: ReturnType<typeof draft>) =>
    drafted.section_evidence.filter((entry) => entry.section === 'faqs').map((entry) => entry.evidence);

  test('"D:" and "R:" in one table cell per question: the answer is the cell\u2019s own, not the next row', () => {
    const row = (question: string, answer: string) => `<tr><td><b>D: ${question}</b><br>R: ${answer}</td></tr>`;
    const drafted = draft([
      home,
      page(
        '/prodotti.html',
        '<h2>Domande frequenti</h2><table>' +
          row('Gli inchiostri sono atossici?', 'Sì, tutti a base acqua.') +
          row('Spedite in Svizzera?', 'No, solo in Italia.') +
          '</table>',
      ),
    ]);
    expect(drafted.faqs).toEqual([
      { question: 'Gli inchiostri sono atossici?', answer: 'Sì, tutti a base acqua.' },
      { question: 'Spedite in Svizzera?', answer: 'No, solo in Italia.' },
    ]);
    expect(faqQuotes(drafted)[1]).toEqual([
      quote('D: Spedite in Svizzera?', '/prodotti.html'),
      quote('R: No, solo in Italia.', '/prodotti.html'),
    ]);
  });

  test('"Q." and "A." paragraphs, and Japanese 質問 and 回答 rows with a full-width question mark', () => {
    const drafted = draft([
      home,
      page(
        '/support',
        '<p>Q. Can I mix two inks?</p><p>A. Yes, within the same series.</p>' +
          '<p>Q. Do you ship samples?</p><p>A. Three free samples per shop.</p>' +
          '<div>質問：海外に発送できますか？<br>回答：はい、EU内に発送します。</div>',
      ),
    ]);
    expect(drafted.faqs).toEqual([
      { question: 'Can I mix two inks?', answer: 'Yes, within the same series.' },
      { question: 'Do you ship samples?', answer: 'Three free samples per shop.' },
      { question: '海外に発送できますか？', answer: 'はい、EU内に発送します。' },
    ]);
    expect(faqQuotes(drafted)[0]).toEqual([
      quote('Q. Can I mix two inks?', '/support'),
      quote('A. Yes, within the same series.', '/support'),
    ]);
  });

  test('the crawler picks question pages named in Swedish, Czech, Turkish and Japanese', () => {
    const links = ['/vanliga-fragor/', '/caste-dotazy', '/sikca-sorulan-sorular', '/よくある質問', '/jobs', '/legal']
      .map((path) => `<a href="${path}">${path}</a>`)
      .join('');
    const chosen = chooseLinks(parseHtml(`<html><body>${links}</body></html>`, `${origin}/`), `${origin}/`, 4);
    expect(chosen.map((url) => decodeURI(new URL(url).pathname)).sort()).toEqual(
      ['/caste-dotazy', '/sikca-sorulan-sorular', '/vanliga-fragor/', '/よくある質問'].sort(),
    );
  });
});

describe('the story, however a site tells it', () => {
  const storyQuotes = (drafted: ReturnType<typeof draft>) =>
    drafted.section_evidence.filter((entry) => entry.section === 'story').map((entry) => entry.evidence);

  test('a Czech about page: its first paragraph that tells how it began, and the paragraph right after it', () => {
    const began =
      'Ospreyink vznikl v roce 2015 v Brně. ' +
      'Magda tehdy míchala barvy pro tiskárnu svého otce a recepty si psala do sešitu.';
    const then = 'Dnes recepty používá čtyřicet tiskáren.';
    const drafted = draft([
      home,
      page(
        '/o-nas',
        `<h1>O nás</h1><p>${began}</p><p>${then}</p>` +
          '<div class="card"><h3>Magda Kosová</h3><p>Zakladatelka</p></div><div class="card"><h3>Jan Kos</h3>' +
          '<p>Jan vyrobil první váhu na barvy, dnes vede laboratoř a školení.</p></div>',
      ),
    ]);
    expect(drafted.story).toEqual({ story: `${began}\n\n${then}` });
    expect(storyQuotes(drafted)).toEqual([[quote(began, '/o-nas'), quote(then, '/o-nas')]]);
  });

  test('a team page that opens with how it began; a wiki page named "ChiSiamo" is an about page', () => {
    const began =
      "En juillet 2019, Camille Aubanel encadrait un stage d'Optimist quand un coup de mistral a couché onze " +
      'bateaux en dix minutes.';
    const then = 'Avec Yacine Ferhat, elle a créé Ospreyink à Toulon en 2021 pour prévenir les clubs à temps.';
    const teamSite = draft([
      home,
      page(
        '/equipe.html',
        `<h1>L'équipe</h1><h2>Un coup de mistral de trop</h2><p>${began}</p><p>${then}</p>` +
          '<h3>Jules Martin</h3><p>Jules était moniteur de voile pendant dix ans avant de nous rejoindre en 2023.</p>',
      ),
    ]);
    expect(teamSite.story).toEqual({ story: `${began}\n\n${then}` });
    // A colleague's bio under their name on a team page tells no story of the company.
    const bioOnly = draft([
      home,
      page(
        '/equipe.html',
        "<h1>L'équipe</h1><h3>Jules Martin</h3>" +
          '<p>I was a sailing instructor for ten years, and I joined Ospreyink in 2023 to bring it to the clubs.</p>',
      ),
    ]);
    expect(bioOnly.story).toEqual({});
    const wiki = draft([
      home,
      page('/bin/view/Ospreyink/ChiSiamo', `<h1>La coda davanti alla biblioteca</h1><p>${began}</p>`, 'Ospreyink'),
    ]);
    expect(wiki.story).toEqual({ story: began });
  });

  test('a story under a heading in German, even one that speaks of cookie banners', () => {
    const story =
      'Wir hatten genug von Cookie-Bannern vor einem Blog mit vierzig Lesern am Tag. ' +
      'Also begann Ida 2019, eigene Tinten zu mischen.';
    const drafted = draft([
      home,
      page(
        '/ueber-uns',
        '<p>We use cookies to remember your cart and to count visits to this page anonymously.</p>' +
          `<h2>Unsere Geschichte</h2><p>${story}</p><h2>Kontakt</h2><p>Schreiben Sie uns eine E-Mail.</p>`,
      ),
    ]);
    expect(drafted.story).toEqual({ title: 'Unsere Geschichte', story });
    expect(storyQuotes(drafted)).toEqual([[quote('Unsere Geschichte', '/ueber-uns')], [quote(story, '/ueber-uns')]]);
  });

  test('a Turkish story under “Hikâyemiz”, written with its circumflex', () => {
    const story =
      'Zeynep, ailesinin sabun dükkânı Trendyol’a açıldığında her pazartesi üç Excel dosyasını birleştiriyordu. ' +
      'Baran ile küçük bir R betiği yazdılar ve 2022 yılında Mardin’de şirketi kurdular.';
    const drafted = draft([
      home,
      page('/hakkimizda', `<h2>Hikâyemiz</h2><p>${story}</p><h2>Ekip</h2><p>Dört kişiyiz.</p>`),
    ]);
    expect(drafted.story).toEqual({ title: 'Hikâyemiz', story });
  });

  test('a Hebrew story told with a verb in the past, a Chinese one that opens with "2018年"', () => {
    const hebrew = 'מאיה הייתה במשך שש שנים הגזברית של הבית, וכל הקבלות ישבו אצלה במחברת ספירלה מתחת למיטה בסלון.';
    const hebrewThen = 'היום מאות בניינים עובדים איתנו.';
    const chinese =
      '2018年，林晓东还在华强北做手机配件的网店，每天晚上要在五个后台之间复制订单、对库存，经常超卖，' +
      '于是他的大学同学帮他写了一个同步脚本，后来越来越多的卖家向他们要这个脚本，一直用到今天。';
    const hebrewSite = draft([home, page('/about', `<h1>מי אנחנו</h1><p>${hebrew}</p><p>${hebrewThen}</p>`)]);
    const chineseSite = draft([home, page('/about', `<h1>关于我们</h1><p>${chinese}</p>`)]);
    expect(hebrewSite.story).toEqual({ story: `${hebrew}\n\n${hebrewThen}` });
    expect(storyQuotes(hebrewSite)).toEqual([[quote(hebrew, '/about'), quote(hebrewThen, '/about')]]);
    expect(chineseSite.story).toEqual({ story: chinese });
    expect(storyQuotes(chineseSite)).toEqual([[quote(chinese, '/about')]]);
  });

  test('no story in what the company is today, where it stands or who is on the team', () => {
    const today = 'Ospreyink is made by Ospreyink Labs LLP, a small team in Coimbatore. We build one thing: ink.';
    const drafted = draft([
      home,
      page(
        '/about',
        `<h1>About Ospreyink</h1><p>${today}</p><h2>Where we are</h2>` +
          '<p>Ospreyink is out of beta and generally available since version 1.0 in August 2024: 500 shops.</p>' +
          '<h2>Team</h2><p>Karthik was previously a site reliability engineer at Zoho in Chennai (2013–2021).</p>',
      ),
    ]);
    expect(drafted.story).toEqual({});
    // A team page's title is no section: the story that opens it is read.
    const began = 'A Ospreyink começou em 2021 como projeto de fim de semana da Ana Lima, em Recife, com um script.';
    const team = '<h2>Fundadores</h2><div class="card"><h3>Ana Lima</h3><p>Criadora e CEO</p></div>';
    expect(draft([home, page('/sobre/equipe', `<h1>Equipe</h1><p>${began}</p>${team}`)]).story).toEqual({
      story: began,
    });
  });

  test('no story from a person’s card under “People”, nor from a paragraph under “Release history”', () => {
    const drafted = draft([
      home,
      page(
        '/about',
        '<h1>About</h1><p>Ospreyink Ltd makes the Ospreyink app. We are three people in Dundee.</p><h2>People</h2>' +
          '<div class="person"><h3>Niall Kerr</h3><p>Co-founder, engineering. Wrote game servers at a Dundee ' +
          'studio from 2011 to 2019.</p></div><h2>Release history</h2><ul><li><strong>May 2022:</strong> ' +
          'Ospreyink 1.0, the first stable release</li><li><strong>March 2025:</strong> Ospreyink 2.0</li></ul>' +
          '<p>In 2023 a feasibility grant of £30,000 paid for the first version of approvals.</p>',
      ),
    ]);
    expect(drafted.story).toEqual({});
    expect(drafted.milestones.map(({ date, title }) => ({ date, title }))).toEqual([
      { date: '2022-05-01', title: 'Ospreyink 1.0, the first stable release' },
      { date: '2025-03-01', title: 'Ospreyink 2.0' },
    ]);
  });

  test('no story from an advisor’s founding, a hire and a grant (held-out v60)', () => {
    const team =
      'Our advisor Dr. Joseph Ukel Abango, founder of Hai Jalaba Academy (established 1996), helps us understand ' +
      'school finance. Grace Nyibol leads customer support and joined in 2023.';
    const grant = 'In 2024 Ospreyink received an SSP 40,000,000 grant from an education innovation fund.';
    expect(draft([home, page('/about/', `<h1>About</h1><p>${team}</p><p>${grant}</p>`)]).story).toEqual({});
  });

  test('no story from a company’s facts that tell of no one: “Ospreyink wurde 2019 in Chur gegründet …”', () => {
    const facts =
      'Ospreyink wurde 2019 in Chur gegründet. Seit März 2024 ist Ospreyink allgemein verfügbar, die Beta-Phase ' +
      'ist abgeschlossen. Heute arbeiten rund 400 Treuhandbüros mit Ospreyink.';
    expect(draft([home, page('/ueber-uns', `<h1>Über uns</h1><p>${facts}</p>`)]).story).toEqual({});
    const founded =
      'Ospreyink wurde 2019 in Chur von Anna Caduff gegründet. Sie hatte zehn Jahre lang Belege für Treuhandbüros ' +
      'abgetippt.';
    const withFounder = draft([
      home,
      page(
        '/ueber-uns',
        `<h1>Über uns</h1><p>${founded}</p><h2>Team</h2><div><h3>Anna Caduff</h3><p>Gründerin</p></div>`,
      ),
    ]);
    expect(withFounder.story).toEqual({ story: founded });
  });

  test('a page builder writes its lines of text in divs of their own', () => {
    const began =
      'Maya was a stage manager for eight seasons and spent every Sunday night texting call times one by one.';
    const then = 'Rehearsly was founded in 2023 in Providence.';
    const bubble = draft([
      home,
      page(
        '/about',
        `<div class="Text">We have called places.</div><div class="Text">${began}</div><div>${then}</div>` +
          '<div class="card"><h3>Maya Goldberg</h3><p>Founder</p></div>',
      ),
    ]);
    expect(bubble.story).toEqual({ story: `${began}\n\n${then}` });
    expect(storyQuotes(bubble)).toEqual([[quote(began, '/about'), quote(then, '/about')]]);
  });
});

describe('a BookStack page of story, milestones and team in Slovak (held-out v60)', () => {
  const began =
    'Martin Hudák robil dvanásť rokov revízie po celom východnom Slovensku a každý večer prepisoval hodnoty z ' +
    'papiera do Wordu.';
  const founded =
    'So Zuzanou Kollárovou, programátorkou z košického IT klastra, postavili prvú verziu za jednu zimu. V apríli ' +
    '2019 založili v Košiciach spoločnosť Ospreyink s.r.o.';
  const book = page(
    '/books/o-firme/page/nas-pribeh',
    `<h1>Náš príbeh a tím</h1><h2>Ako vzniklo Ospreyink</h2><p>${began}</p><p>${founded}</p>` +
      '<h2>Naše míľniky</h2><ul><li>Apríl 2019 – založenie Ospreyink s.r.o. v Košiciach</li>' +
      '<li>Marec 2020 – prvých 50 technikov používa Ospreyink</li></ul>',
  );

  test('the story under its second heading, the first being the page’s title; months in Slovak', () => {
    const drafted = draft([home, book]);
    expect(drafted.story).toEqual({ title: 'Ako vzniklo Ospreyink', story: `${began}\n\n${founded}` });
    expect(milestonesOf(drafted)).toEqual([
      { date: '2019-04-01', title: 'založenie Ospreyink s.r.o. v Košiciach' },
      { date: '2020-03-01', title: 'prvých 50 technikov používa Ospreyink' },
    ]);
  });

  test('the crawler picks the company’s book (“O firme”) and its story page (“Náš príbeh”)', () => {
    const links = ['/books/o-firme', '/books/o-firme/page/nas-pribeh', '/tags', '/books/o-produkte/page/novinky']
      .map((path) => `<a href="${path}">${path}</a>`)
      .join('');
    const chosen = chooseLinks(parseHtml(`<html><body>${links}</body></html>`, `${origin}/`), `${origin}/`, 2);
    expect(chosen.map((url) => new URL(url).pathname).sort()).toEqual([
      '/books/o-firme',
      '/books/o-firme/page/nas-pribeh',
    ]);
  });
});
