// What shops, help centres and builders' pages written by others state, read right: a Chinese shop's
// goods cards, accordion, address and founders; a shop's promise bar, its accessories and the price a card
// calls final; reasons and features under headings, in tables and in lists the markup names; a help centre's
// articles, its name and its seasons; and the values that are not what they look like (a video that says it is
// no demo, a "Get early access" button, an activity begun, the next row of a team table, a platform's account).
// Every value passes the evidence gate (verifyDraft).
import type { SourcePage } from '../../app/draft/fields.ts';
import { draftingSite } from '../support/drafting-site.ts';

const origin = 'https://shop.test';
const { page, quote, draft } = draftingSite(origin, { title: 'Shop' });
const value = (pages: SourcePage[], field: string) =>
  (draft(pages).fields as Record<string, { value: unknown } | undefined>)[field]?.value ?? null;

describe('a Chinese micro-store (Youzan)', () => {
  const title = '腌翠官方店';
  const home = page(
    '/',
    '<div class="custom-store"><a class="custom-store__link" href="/"><img class="custom-store__logo" ' +
      'src="/upload/logo.svg" alt="腌翠"><span class="custom-store__name">腌翠官方店</span></a></div>' +
      '<h2>热卖</h2>' +
      '<a class="cap-goods" href="/goods/1"><h3 class="cap-goods__title">腌翠智能腌菜坛 标准版</h3>' +
      '<div class="cap-goods__price">¥399.00<span class="cap-goods__origin-price">¥499.00</span></div></a>' +
      '<a class="cap-goods" href="/goods/2"><h3 class="cap-goods__title">腌翠家庭套装</h3>' +
      '<div class="cap-goods__price">¥729.00<span class="cap-goods__origin-price">¥898.00</span></div></a>',
    '',
    title,
  );

  test('goods cards are priced by what they charge, not the price before the sale', () => {
    expect(value([home], 'pricing_summary')).toBe('腌翠智能腌菜坛 标准版: ¥399.00; 腌翠家庭套装: ¥729.00');
  });

  test('the logo in the link home, where the builder writes no header', () => {
    expect(value([home], 'logo_url')).toBe(`${origin}/upload/logo.svg`);
  });

  test('a collapse item’s hidden content is its answer; a dated note under its h2 is a post, not the FAQ', () => {
    const faq = page(
      '/wscshop/feature/faq',
      '<h2>常见问题</h2><div class="van-collapse">' +
        '<div class="van-collapse-item"><div class="van-cell van-collapse-item__title"><span>电池能用多久？</span></div>' +
        '<div class="van-collapse-item__wrapper" style="display: none;"><div class="van-collapse-item__content">' +
        '一节纽扣电池约用六个月。</div></div></div>' +
        '<div class="van-collapse-item"><div class="van-cell van-collapse-item__title"><span>质保多久？</span></div>' +
        '<div class="van-collapse-item__wrapper" style="display: none;"><div class="van-collapse-item__content">' +
        '一年质保。</div></div></div></div>',
      '',
      `常见问题 - ${title}`,
    );
    const note = page(
      '/wscshop/feature/note-1',
      '<div class="custom-title"><h2>扬州萝卜头怎么腌才脆？</h2><p>2025-01-15 · 周沐</p></div>' +
        '<h3>盐放多少？</h3><p>萝卜重量的6%到8%。</p><h3>要腌几天？</h3><p>七到十天。</p>' +
        '<h3>为什么会变软？</h3><p>温度太高。</p>',
      '',
      `腌菜笔记 - ${title}`,
    );
    expect(draft([home, faq, note]).faqs).toEqual([
      { question: '电池能用多久？', answer: '一节纽扣电池约用六个月。' },
      { question: '质保多久？', answer: '一年质保。' },
    ]);
  });

  test('a numbered Chinese address places the company wherever it is written, and the founders by their rows', () => {
    const info = page(
      '/wscshop/shopinfo',
      '<div class="van-cell"><span class="van-cell__title">店铺地址</span>' +
        '<span class="van-cell__value">中国江苏省扬州市广陵区文昌中路168号</span></div>',
    );
    const story = page(
      '/wscshop/feature/brandstory',
      '<h2>创始团队</h2><p><strong>陈晓岚</strong>\u3000创始人兼CEO<br>负责产品和菜谱。</p>' +
        '<p><strong>王梓骞</strong>\u3000联合创始人、硬件负责人<br>坛盖的电路都是他画的。</p>',
      '',
      `品牌故事 - ${title}`,
    );
    const drafted = draft([home, info, story]);
    expect([drafted.fields.city?.value, drafted.fields.country?.value]).toEqual(['扬州', 'CN']);
    expect(drafted.founders.map(({ name, title: role }) => [name, role])).toEqual([
      ['陈晓岚', '创始人兼CEO'],
      ['王梓骞', '联合创始人、硬件负责人'],
    ]);
  });

  test('an account goes by the domain of the shop’s own address; a video file titled a demo is the demo', () => {
    const info = page(
      '/wscshop/shopinfo',
      '<p>客服邮箱 <a href="mailto:kefu@yancui.cn">kefu@yancui.cn</a></p>' +
        '<p>微博：<a href="https://weibo.com/yancuitan">weibo.com/yancuitan</a></p>' +
        '<video src="/upload/video/demo.mp4" title="腌翠使用演示：绑定坛盖、选菜谱"></video>',
    );
    const drafted = draft([home, info]);
    expect(drafted.company_socials.weibo).toBe('https://weibo.com/yancuitan');
    expect(drafted.fields.demo_video_url?.value).toBe(`${origin}/upload/video/demo.mp4`);
  });
});

describe('a shop’s cards and promises', () => {
  test('an accessory named for another card’s product, and a product its own page calls an add-on: no plans', () => {
    const card = (href: string, name: string, price: string) =>
      `<div class="product-box"><a href="${href}"><h3 class="product-name">${name}</h3></a>` +
      `<div class="product-price"><span class="price">${price}</span></div></div>`;
    const home = page(
      '/',
      card('/one', 'Planszo One 7,5"', '549,00 zł') +
        card('/duo', 'Planszo Duo 13,3"', '899,00 zł') +
        card('/etui', 'Etui filcowe do Planszo One', '79,00 zł') +
        card('/frame', 'Oak Frame Kit', '29,00 zł'),
    );
    const frame = page('/frame', '<h1>Oak Frame Kit</h1><p>The frame is an add-on. It does not include a board.</p>');
    expect(value([home, frame], 'pricing_summary')).toBe('Planszo One 7,5": 549,00 zł; Planszo Duo 13,3": 899,00 zł');
  });

  test('a spare part, and a card whose note calls it an accessory, are no plans', () => {
    const card = (name: string, price: string, note = '') =>
      `<div class="product-item"><h3 class="product-title">${name}</h3>` +
      `<div class="product-price"><span class="price">${price}</span></div>${note}</div>`;
    const home = page(
      '/',
      card('Belegbox S1 Belegscanner', '249,00 €') +
        card('Belegbox S1 Pro mit Akku', '349,00 €') +
        card('Ersatz-Einzugsrolle für S1 und S1 Pro', '14,90 €') +
        card('Baskılı Tuş Kapağı Seti', '24,90 €', '<p class="product-note">Makrotaş 8 için ek aksesuar</p>'),
    );
    expect(value([home], 'pricing_summary')).toBe(
      'Belegbox S1 Belegscanner: 249,00 €; Belegbox S1 Pro mit Akku: 349,00 €',
    );
  });

  test('a price in bold type is charged (“font-semibold” holds no “old”), its struck neighbour is not', () => {
    const card = (name: string, price: string, was = '') =>
      `<div class="product-card group"><h3 class="product-card__name">${name}</h3>` +
      `<div class="product-card__price flex"><span class="price font-semibold">${price}</span>` +
      `${was ? `<span class="compare-price line-through">${was}</span>` : ''}</div></div>`;
    const shop = page(
      '/products',
      `<div class="single-format-standard">${card('Starter Bead Kit', 'GH₵180.00', 'GH₵220.00')}` +
        `${card('Bead School Online Course', 'GH₵120.00')}${card('Master Bundle', 'GH₵450.00')}</div>`,
      '',
      'All products | Adwenkit',
    );
    // The homepage shows two of them: the listing of all three is the shop's.
    const home = page(
      '/',
      `<h1>Adwenkit</h1>${card('Starter Bead Kit', 'GH₵180.00')}${card('Bead School Online Course', 'GH₵120.00')}`,
    );
    expect(value([home, shop], 'pricing_summary')).toBe(
      'Starter Bead Kit: GH₵180.00; Bead School Online Course: GH₵120.00; Master Bundle: GH₵450.00',
    );
  });

  test('a card a line labels an accessory, a spare sticker set, and a table of accessories are no plans', () => {
    const card = (name: string, price: string, line: string) =>
      `<article class="cmp-product-thumb"><a class="thumb-title" href="/kostki">${name}</a>` +
      `<div class="prices"><div class="price">${price}</div></div><p class="small text-muted">${line}</p></article>`;
    const shop = page(
      '/',
      card('Kubiczas One', '349,00 zł', 'Kolor: grafit') +
        card('Kubiczas Duo', '629,00 zł', 'Dla dwóch stanowisk') +
        card('Podstawka dębowa z magnesem', '39,00 zł', 'Akcesorium') +
        card('Zapasowy zestaw naklejek', '15,00 zł', 'Naklejki na ścianki'),
    );
    expect(value([shop], 'pricing_summary')).toBe('Kubiczas One: 349,00 zł; Kubiczas Duo: 629,00 zł');
    const plan = (name: string, price: string) =>
      `<article class="preu"><h2>${name}</h2><p class="preu__import"><strong>${price}</strong></p></article>`;
    const prices = page(
      '/preus/',
      `<h1>Preus</h1>${plan('Contalet', '159 €')}${plan('Club Contalet', '3,90 € / mes')}` +
        '<section><h2>Accessoris</h2><table><thead><tr><th>Accessori</th><th>Preu</th></tr></thead><tbody>' +
        '<tr><td>Funda de llana</td><td>19 €</td></tr><tr><td>Targeta en blanc</td><td>6 €</td></tr>' +
        '</tbody></table></section>',
    );
    expect(value([page('/', '<h1>Contalet</h1>'), prices], 'pricing_summary')).toBe(
      'Contalet: 159 €; Club Contalet: 3,90 € / mes',
    );
  });

  test('the price a card calls final comes before the one it was "from"', () => {
    const card = (name: string, from: string, final: string) =>
      `<div class="box-product"><h3 class="box-product-name">${name}</h3><div class="box-product-prices">` +
      `${from ? `<span class="price-from">${from}</span> ` : ''}<span class="price-final">${final}</span></div></div>`;
    const home = page('/', card('Pack Cordel', 'R$ 129,90', 'R$ 89,90') + card('Xilo Vetorial', '', 'R$ 119,90'));
    expect(value([home], 'pricing_summary')).toBe('Pack Cordel: R$ 89,90; Xilo Vetorial: R$ 119,90');
  });

  test('reasons in bold with their translation after a dash stay whole (“<b>…</b> — Fully in Khmer”)', () => {
    const why =
      '<h1>Krolan</h1><section><h2>Why shops choose Krolan</h2><ul>' +
      '<li><strong>ជាភាសាខ្មែរទាំងស្រុង</strong> — <span lang="en">Fully in Khmer</span></li>' +
      '<li><strong>ប្រើបានពេលគ្មានអ៊ីនធឺណិត</strong> — <span lang="en">Works offline in the market</span></li>' +
      '</ul></section>';
    expect(draft([page('/', why)]).fields.usps?.value).toEqual([
      'ជាភាសាខ្មែរទាំងស្រុង — Fully in Khmer',
      'ប្រើបានពេលគ្មានអ៊ីនធឺណិត — Works offline in the market',
    ]);
  });

  test('a store’s badges under its title are its promises', () => {
    const badges =
      '<section class="store-about-box"><h1>Makrotaş</h1><p>Makro klavye.</p><ul class="store-badges">' +
      '<li>Kayseri’de tasarlandı ve üretildi</li><li>2 yıl garanti</li><li>Türkçe destek</li></ul></section>';
    expect(draft([page('/', badges)]).fields.usps?.value).toEqual([
      'Kayseri’de tasarlandı ve üretildi',
      '2 yıl garanti',
      'Türkçe destek',
    ]);
  });

  test('the promise bar over every page is the shop’s advantages; a top bar of links is a menu', () => {
    const bar =
      '<div class="usp-bar" aria-label="Voordelen"><ul class="usp-list">' +
      '<li class="usp-item">Voor 16:00 besteld, morgen in huis</li>' +
      '<li class="usp-item">Gratis verzending vanaf €40</li>' +
      '<li class="usp-item">30 dagen bedenktijd</li></ul></div>';
    expect(draft([page('/', `${bar}<h1>Wisbo</h1>`)]).fields.usps).toEqual({
      value: ['Voor 16:00 besteld, morgen in huis', 'Gratis verzending vanaf €40', '30 dagen bedenktijd'],
      evidence: [
        quote('Voor 16:00 besteld, morgen in huis'),
        quote('Gratis verzending vanaf €40'),
        quote('30 dagen bedenktijd'),
      ],
    });
    const menu =
      '<div class="topbar"><ul><li><a href="/login">Inloggen</a></li><li><a href="/help">Help</a></li></ul></div>';
    expect(value([page('/', `${menu}<h1>Wisbo</h1>`)], 'usps')).toBeNull();
  });

  test('reasons as cards of a bold title over a sentence, as a list a line introduces, or as a table’s rows', () => {
    const cards = page(
      '/',
      '<section><h2>Dlaczego Planszo?</h2><div class="row">' +
        '<div class="why-item"><strong>2 lata gwarancji</strong><p>Naprawiamy na miejscu, w Elblągu.</p></div>' +
        '<div class="why-item"><strong>30 dni na zwrot</strong><p>Odeślij bez podawania przyczyny.</p></div>' +
        '<div class="why-item"><strong>Bez abonamentu</strong><p>Płacisz raz, aplikacja jest w cenie.</p></div>' +
        '</div></section>',
    );
    expect(value([cards], 'usps')).toEqual(['2 lata gwarancji', '30 dni na zwrot', 'Bez abonamentu']);
    const introduced = page(
      '/',
      '<p>Почему выбирают нас:</p><ol><li>Запуск за 15 минут — без установки программ</li>' +
        '<li>Работает с телефона мастера, планшета и компьютера приёмки</li>' +
        '<li>Поддержка в Telegram семь дней в неделю, с 8:00 до 21:00 по местному времени (UTC+4)</li></ol>',
    );
    expect((value([introduced], 'usps') as string[])[0]).toBe('Запуск за 15 минут — без установки программ');
    const table = page(
      '/',
      '<main><div><h2>What it does</h2></div><ul><li>Duty rosters for every fixture</li><li>SMS reminders</li>' +
        '<li>Swap requests</li></ul><div><h2>Why clubs switch to Rostella</h2></div>' +
        '<div role="grid"><div role="row"><div role="columnheader">Reason</div><div role="columnheader">What it means' +
        '</div></div><div role="row"><div role="gridcell">No app for parents to install</div><div role="gridcell">' +
        'Plain text messages.</div></div><div role="row"><div role="gridcell">Your data stays in Australia</div>' +
        '<div role="gridcell">Hosted in Sydney.</div></div></div></main>',
    );
    expect(value([table], 'usps')).toEqual(['No app for parents to install', 'Your data stays in Australia']);
  });
});

describe('features', () => {
  test('a list the markup names as features, by its items’ bold names, or a definition list’s terms', () => {
    const product = page(
      '/planszo-one-p1.html',
      '<h1>Planszo One</h1><ul class="features-list"><li><b>Ekran e-papieru 7,5 cala</b> — czytelny w słońcu</li>' +
        '<li><b>Bateria do 3 miesięcy</b> — ładowanie przez USB-C</li>' +
        '<li><b>Mocowanie magnetyczne</b> — na lodówkę</li>' +
        '</ul>',
    );
    expect(value([page('/', '<h1>Planszo</h1>'), product], 'features')).toEqual([
      'Ekran e-papieru 7,5 cala',
      'Bateria do 3 miesięcy',
      'Mocowanie magnetyczne',
    ]);
    const app = page(
      '/c-4182755/de-wisbo-app/',
      '<h2>Wat de app doet</h2><dl class="feature-list">' +
        '<dt>Automatisch scannen</dt><dd>De app maakt zelf de foto.</dd>' +
        '<dt>Handschriftherkenning</dt><dd>Je scan wordt doorzoekbare tekst.</dd><dt>Slimme bestandsnamen</dt>' +
        '<dd>Een titel wordt de naam van je pdf.</dd></dl>',
    );
    expect(value([page('/', '<h1>Wisbo</h1>'), app], 'features')).toEqual([
      'Automatisch scannen',
      'Handschriftherkenning',
      'Slimme bestandsnamen',
    ]);
  });

  test('"What’s in the box", "Ce qu’elle fait"; a shop’s product cards and a footer’s titles are none', () => {
    const box = page(
      '/',
      '<h2>What’s in the box</h2><ul><li>600 flashcards in four decks</li><li>Printable phrasebook</li>' +
        '<li>Pronunciation guide on every card</li></ul>',
    );
    expect(value([box], 'features')).toEqual([
      '600 flashcards in four decks',
      'Printable phrasebook',
      'Pronunciation guide on every card',
    ]);
    const french = page(
      '/',
      "<div><h2>Ce qu'elle fait pour vous</h2><ul><li>Pesée horaire de la ruche</li><li>Alerte essaimage par SMS</li>" +
        '<li>Export CSV pour votre registre</li></ul></div>',
    );
    expect(value([french], 'features')).toEqual([
      'Pesée horaire de la ruche',
      'Alerte essaimage par SMS',
      'Export CSV pour votre registre',
    ]);
    const shelf = (name: string) =>
      `<div class="product-box"><h3 class="product-name"><a href="/p">${name}</a></h3>` +
      '<div class="product-price"><span class="price">549,00 zł</span> Zobacz produkt w sklepie</div></div>';
    const shop = page(
      '/',
      `<h2>Bestsellery</h2><div class="row">${shelf('Planszo One')}${shelf('Planszo Duo')}${shelf('Etui')}</div>` +
        '<footer><h3>Klantenservice</h3><h3>Volg ons</h3></footer>',
    );
    expect(value([shop], 'features')).toBeNull();
  });
});

describe('lists that are not features', () => {
  test('a product’s spec sheet under its title, a footer’s columns, a plan’s list, reasons under "why"', () => {
    const product = page(
      '/product/start',
      '<h1>Чекодар Старт</h1><ul><li>Виробник: Чекодар</li><li>Модель: CHEKODAR-START-1M</li>' +
        '<li>Наявність: Є в наявності</li></ul>',
    );
    const footer =
      '<div class="footer"><div class="footer-block"><div class="title">Информация</div><p>О компании, доставка и ' +
      'оплата заказов</p></div><div class="footer-block"><div class="title">Покупателям</div><p>Возврат товара и ' +
      'гарантия на всё</p></div><div class="footer-block"><div class="title">Мы в соцсетях</div><p>Instagram, ' +
      'Telegram и ВКонтакте для вас</p></div></div>';
    const plan =
      '<h2>App plans</h2><div class="pricing-table"><h3>Homestead</h3><ul class="pricing-table-features">' +
      '<li>Up to 5 sensors</li><li>SMS and app alerts</li><li>3 logins</li></ul></div>';
    const reasons =
      '<div><h2>為什麼跟我們學</h2></div><ul class="feature-list"><li><strong>茶農第三代親自授課</strong> — 每年都在茶廠。</li>' +
      '<li><strong>手機也能看</strong> — 隨時隨地。</li><li><strong>結業證書</strong> — 上完就有。</li></ul>';
    expect(value([page('/', `<h1>Shop</h1>${footer}`), product], 'features')).toBeNull();
    expect(value([page('/', `<h1>Shop</h1>${plan}`)], 'features')).toBeNull();
    expect(value([page('/', `<h1>Shop</h1>${reasons}`)], 'features')).toBeNull();
  });
});

test('a page whose body’s class names its footer ("fl-theme-builder-footer") keeps its features', () => {
  const builder = draftingSite(origin, { title: 'Rillpad', bodyClass: 'fl-builder fl-theme-builder-footer' });
  const how = builder.page(
    '/how-it-works/',
    '<h1>How Rillpad works</h1><h3>Ultrasonic tank level sensor</h3><p>Reads the water level.</p>' +
      '<h3>Trough float sensor</h3><p>Tells you when a trough runs low.</p>',
  );
  expect(builder.draft([builder.page('/', '<h1>Rillpad</h1>'), how]).fields.features?.value).toEqual([
    'Ultrasonic tank level sensor',
    'Trough float sensor',
  ]);
});

describe('places and years', () => {
  test('an Argentine postcode before its town ("S2000 Rosario, Santa Fe"); making the product begins it', () => {
    const contact = page('/contacto', '<address>Bv. Oroño 1250, S2000 Rosario, Santa Fe, Argentina</address>');
    expect(value([page('/', '<h1>Facturín</h1>'), contact], 'city')).toBe('Rosario');
    const about = page('/about', '<p>We started building Citebird in 2023, after one too many lost references.</p>');
    expect(value([page('/', '<h1>Citebird</h1>'), about], 'founded_year')).toBe(2023);
  });
});

describe('a help centre as the whole site (Zendesk Guide)', () => {
  const home = page(
    '/',
    '<h1>Tallyvan Help Centre</h1><p class="hero-tagline">Quote it in the van. Get paid before you’re home.</p>',
    '<meta property="og:site_name" content="Tallyvan Help Centre">',
    'Tallyvan Help Centre',
  );

  test('is named for its product, not for its help centre', () => {
    expect(value([home], 'name')).toBe('Tallyvan');
  });

  test('its articles are pages: an about article founds the company; a timeline dated by seasons or "2022.05"', () => {
    const about = page(
      '/hc/en-gb/articles/9103388409117-About-Tallyvan-who-we-are',
      '<h1>About Tallyvan: who we are</h1><p>Written by Gareth · Updated 12 March 2025</p>' +
        '<p>We founded Tallyvan in Stockport in 2021.</p><h2>How we got here</h2><table>' +
        '<tr><th>When</th><th>What happened</th></tr>' +
        '<tr><td>Autumn 2021</td><td>Tallyvan founded in Stockport</td></tr>' +
        '<tr><td>Spring 2024</td><td>Card payments launched</td></tr>' +
        '<tr><td>2025.05</td><td>Xero sync launched</td></tr>' +
        '</table>',
      '',
      'About Tallyvan: who we are – Tallyvan Help Centre',
    );
    const drafted = draft([home, about]);
    expect(drafted.fields.founded_year?.value).toBe(2021);
    expect(drafted.milestones.map(({ date, date_precision, title }) => [date, date_precision, title])).toEqual([
      ['2021-01-01', 'year', 'Tallyvan founded in Stockport'],
      ['2024-01-01', 'year', 'Card payments launched'],
      ['2025-05-01', 'month', 'Xero sync launched'],
    ]);
  });
});

describe('values that are not what they look like', () => {
  test('a video its block says is no demo of the product', () => {
    const home = page(
      '/',
      '<section><h2>阿嬤的歌</h2><p>創辦人的阿嬤在漁港唱歌。這不是App的介紹影片，只是我們很喜歡的一段錄影。</p>' +
        '<iframe src="https://www.youtube.com/embed/Lp3qW8zYt0A" title="阿嬤唱雨夜花"></iframe></section>',
    );
    expect(value([home], 'demo_video_url')).toBeNull();
  });

  test('a "Get early access" button is no stage', () => {
    expect(
      value([page('/', '<h1>Shornly</h1><a class="button" href="#signup">Get early access</a>')], 'stage'),
    ).toBeNull();
  });

  test('an activity begun in a year is no founding', () => {
    const home = page(
      '/',
      '<h1>Twillbit</h1><p>The kit came down to £89 in January 2025 once we started buying parts by the reel.</p>',
    );
    expect(value([home], 'founded_year')).toBeNull();
  });

  test('the next row of a team table is no founder’s bio', () => {
    const team = page(
      '/team',
      '<h2>The team</h2><table><tr><td>Gareth Lomax</td><td>Co-founder &amp; CEO</td></tr>' +
        '<tr><td>Priyanka Shah</td><td>Co-founder &amp; CTO</td></tr>' +
        '<tr><td>Jess Harrop</td><td>Head of Support (joined 2022)</td></tr></table>',
    );
    const founders = draft([page('/', '<h1>Tallyvan</h1>'), team]).founders;
    expect(founders.map(({ name, bio }) => [name, bio])).toEqual([
      ['Gareth Lomax', null],
      ['Priyanka Shah', null],
    ]);
  });

  test('the platform’s own account, named by a site name the page’s title does not carry', () => {
    const home = page(
      '/',
      '<h1>Rostella</h1><a href="https://www.instagram.com/rostella.app">Instagram</a>',
      '<meta property="og:site_name" content="Coda"><meta name="twitter:site" content="@coda_hq">',
      'Rostella — volunteer rosters for community sport',
    );
    const socials = draft([home]).company_socials;
    expect(socials.x).toBeUndefined();
    expect(socials.instagram).toBe('https://www.instagram.com/rostella.app');
  });
});

describe('a creator page on a platform (Ko-fi), a shop’s shipping offer, a video of a competition', () => {
  test('the platform’s name, logo and account in the frame around the page are not the product’s', () => {
    const creatorPage = page(
      '/',
      '<header><a href="/" class="kfds-c-nav-logo"><img src="https://storage.ko-fi.com/kofi_symbol.png" ' +
        'alt="Ko-fi Logo"></a></header><div class="profile"><img class="profile-pic" ' +
        'src="https://storage.ko-fi.com/useruploads/knitwise-logo.png" alt="Knitwise logo">' +
        '<h1>Knitwise</h1><p>Row-by-row knitting patterns on your phone.</p></div>' +
        '<footer><a href="https://x.com/kofi_button">Ko-fi on X</a></footer>',
      '<meta property="og:site_name" content="Ko-fi"><meta name="twitter:site" content="@kofi_button">',
      'Buy Knitwise a Coffee. ko-fi.com/knitwise - Ko-fi ❤️ Where creators get support from fans',
    );
    const drafted = draft([creatorPage]);
    expect(drafted.fields.name?.value).toBe('Knitwise');
    expect(drafted.fields.logo_url?.value).toBe('https://storage.ko-fi.com/useruploads/knitwise-logo.png');
    expect(drafted.company_socials).not.toHaveProperty('x');
  });

  test('free shipping from an amount is no price the product starts at', () => {
    const shop = page(
      '/',
      '<div class="announcement">Envío gratis en compras desde $60.000 con Mercado Envíos</div><h1>Bambuki</h1>',
    );
    expect(value([shop], 'pricing_summary')).toBeNull();
    const starting = page('/', '<h1>Bambuki</h1><p>Kits desde $189.900 con envío a todo el país.</p>');
    expect(value([starting], 'pricing_summary')).toBe('Kits desde $189.900 con envío a todo el país.');
  });

  test('a recording of a competition the company sponsored is no demo of the product', () => {
    const landing = page(
      '/',
      '<h1>OkSkala</h1><section><h2>Кубок Калуги по боулдерингу</h2><p>Мы были спонсором этапа в марте.</p>' +
        '<iframe src="https://rutube.ru/play/embed/7c1f0a93d4e2" title="Кубок Калуги — финалы"></iframe></section>',
    );
    expect(value([landing], 'demo_video_url')).toBeNull();
  });

  test('a line after a team card that opens on an advisor’s role is not the founder’s bio', () => {
    const about = page(
      '/pages/about-us',
      '<h2>團隊</h2><div class="team"><div><h3>潘宜蓁</h3><p>共同創辦人暨執行長，負責硬體設計</p></div>' +
        '<div><h3>林柏翰</h3><p>共同創辦人，負責韌體與雲端同步</p></div></div>' +
        '<p>產品顧問吳志明先生是 1988 年創立的東台精密模具負責人，幫我們開了第一套外殼模具。</p>',
    );
    const founders = draft([page('/', '<h1>山雲</h1>'), about]).founders;
    expect(founders.map(({ name, bio }) => ({ name, bio }))).toEqual([
      { name: '潘宜蓁', bio: null },
      { name: '林柏翰', bio: null },
    ]);
  });
});
