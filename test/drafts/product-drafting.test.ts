// What the product is and does, however a site states it: the tagline next to a bare-name h1 or
// in the markup's slogan, never a docs page's name; the description that opens with the site's own
// summary; advantages written as bulleted paragraphs or under "that's why … choose" headings in
// other languages; features on a product page named in another language, or listed after a colon;
// a demo video from a privacy-enhanced YouTube or a Wistia player. Every value passes the evidence
// gate (verifyDraft) and is asserted with its quotes.
import { draftingSite } from '../support/drafting-site.ts';

const origin = 'https://mossgrid.test';
const { page, quote, draft } = draftingSite(origin, { title: 'Mossgrid' });

describe('the tagline', () => {
  test('the short line under an h1 that is only the name, not the longer lead the markup calls a tagline', () => {
    const site = [
      page(
        '/',
        '<header class="hero"><h1 class="name"><span>Mossgrid</span></h1>' +
          '<p class="text">Planos de obra que cabem no bolso</p>' +
          '<p class="tagline">Desenhe a planta no telemóvel, partilhe com a equipa e veja na hora o que mudou.</p>' +
          '</header>',
      ),
    ];
    expect(draft(site).fields.tagline).toEqual({
      value: 'Planos de obra que cabem no bolso',
      evidence: [quote('Planos de obra que cabem no bolso')],
    });
  });

  test('a slogan the markup names, when the h1 is written like a title ("Name: what it does")', () => {
    const site = [
      page(
        '/',
        '<table><tr><td><img src="/logo.gif" alt="Mossgrid">' +
          '<span class="slogan">Il cantiere in tasca, senza carta</span>' +
          '</td></tr><tr><td><h1>Mossgrid: planimetrie, squadre e materiali del tuo cantiere</h1>' +
          '<p>Mossgrid è il programma per le imprese edili.</p></td></tr></table>',
      ),
    ];
    expect(draft(site).fields.tagline).toEqual({
      value: 'Il cantiere in tasca, senza carta',
      // The logo's alt text and the slogan share the cell, so they are one line of the page.
      evidence: [quote('Mossgrid Il cantiere in tasca, senza carta')],
    });
  });

  test("without an h1, the site description next to the logo, not a blog post card's title", () => {
    const site = [
      page(
        '/',
        '<header><img class="site-logo" src="/logo.png" alt="Mossgrid">' +
          '<p class="site-description">Plany budowy w telefonie. Dla małych firm remontowych.</p></header>' +
          '<main><article class="post-card"><h2 class="post-card-title">Ile kosztuje remont łazienki?</h2>' +
          '<p>Policzyliśmy 300 remontów.</p></article></main>',
      ),
    ];
    expect(draft(site).fields.tagline).toEqual({
      value: 'Plany budowy w telefonie. Dla małych firm remontowych.',
      evidence: [quote('Plany budowy w telefonie. Dla małych firm remontowych.')],
    });
  });

  test('a slogan the site declares in JSON-LD', () => {
    const site = [
      page(
        '/',
        '<h1>Welcome</h1><p>Sign in to see your plans.</p>',
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization",' +
          '"name":"Mossgrid","slogan":"Site plans without the paper"}</script>',
      ),
    ];
    const drafted = draft(site);
    expect(drafted.fields.tagline?.value).toBe('Site plans without the paper');
    expect(drafted.fields.tagline?.evidence[0].quote).toContain('slogan: Site plans without the paper');
  });

  test('a docs site whose h1 names the page ("Einführung", "はじめに") takes the title\'s claim instead', () => {
    for (const heading of ['Einführung', 'はじめに', 'Getting started']) {
      const site = [
        page(
          '/',
          `<h1>${heading}</h1><p>Install the command line tool and draw your first plan.</p>`,
          '',
          'Mossgrid – Floor plans as code',
        ),
      ];
      expect(draft(site).fields.tagline).toEqual({
        value: 'Floor plans as code',
        evidence: [quote('Mossgrid – Floor plans as code')],
      });
    }
  });
});

describe('the description', () => {
  test("opens with the site's own summary, then the lead that is not a cookie banner", () => {
    const summary = 'Mossgrid is floor-plan software for small builders: sketch, share and price a job from one phone.';
    const lead = 'One tiny app, no cookies, no tracking: draw the plan on site and send it before you leave.';
    const site = [
      page(
        '/',
        '<div class="cookie-banner"><p>We and our partners store data on your device to measure visits.</p></div>' +
          `<h1>Plans that fit in a pocket</h1><p>${lead}</p>`,
        `<meta name="description" content="${summary}">`,
      ),
    ];
    const drafted = draft(site);
    expect(drafted.fields.short_description).toEqual({ value: summary, evidence: [quote(summary)] });
    expect(drafted.fields.description).toEqual({
      value: `${summary}\n\n${lead}`,
      evidence: [quote(summary), quote(lead)],
    });
  });
});

describe('advantages and features', () => {
  test('paragraphs that each open with a bullet, under "Pourquoi …"', () => {
    const site = [
      page(
        '/',
        '<h1>Vos plans de chantier</h1><section><div><h2><span>Pourquoi Mossgrid ?</span></h2>' +
          '<p><span>• Une équipe joignable par téléphone</span></p>' +
          '<p><span>• Vos données restent en France</span></p>' +
          '<p><span>• Sans engagement : arrêtez quand vous voulez</span></p></div></section>',
      ),
    ];
    expect(draft(site).fields.usps).toEqual({
      value: [
        'Une équipe joignable par téléphone',
        'Vos données restent en France',
        'Sans engagement : arrêtez quand vous voulez',
      ],
      evidence: [
        quote('• Une équipe joignable par téléphone'),
        quote('• Vos données restent en France'),
        quote('• Sans engagement : arrêtez quand vous voulez'),
      ],
    });
  });

  test('paragraphs that each open in bold, and the terms of a definition list, under a why heading', () => {
    const bold = [
      page(
        '/',
        '<h1>Plans that fit in a pocket</h1><h2>Why builders pick Mossgrid</h2>' +
          '<p><strong>No contract.</strong> Stop whenever you like.</p>' +
          '<p><strong>Real support:</strong> a person answers within the hour.</p>',
      ),
    ];
    expect(draft(bold).fields.usps).toEqual({
      value: ['No contract', 'Real support'],
      evidence: [
        quote('No contract. Stop whenever you like.'),
        quote('Real support: a person answers within the hour.'),
      ],
    });
    const terms = [
      page(
        '/',
        '<h1>Plans that fit in a pocket</h1><section><h2>Warum Mossgrid?</h2><dl><dt>Keine Vertragsbindung</dt>' +
          '<dd>Monatlich kündbar.</dd><dt>Server in der EU</dt><dd>Ihre Pläne bleiben in Frankfurt.</dd>' +
          '</dl></section>',
      ),
    ];
    expect(draft(terms).fields.usps?.value).toEqual(['Keine Vertragsbindung', 'Server in der EU']);
  });

  test('a "that\'s why … choose" heading in Swedish and a reasons heading in Japanese introduce the advantages', () => {
    const swedish = [
      page(
        '/',
        '<h1>Ritningar i mobilen</h1><h2>Därför väljer byggfirmor Mossgrid</h2>' +
          '<ul><li>Ingen uppsägningstid</li><li>Support på svenska</li></ul>',
      ),
    ];
    expect(draft(swedish).fields.usps).toEqual({
      value: ['Ingen uppsägningstid', 'Support på svenska'],
      evidence: [quote('Ingen uppsägningstid'), quote('Support på svenska')],
    });
    const japanese = [
      page(
        '/',
        '<h1>図面をスマホで</h1><h2>Mossgridが選ばれる理由</h2><ul><li>日本語サポート</li><li>国内データセンター</li></ul>',
      ),
    ];
    expect(draft(japanese).fields.usps?.value).toEqual(['日本語サポート', '国内データセンター']);
  });

  test('a product page named in another language: its described headings, else its list after a colon', () => {
    const headings = [
      page('/', '<h1>Plany budowy w telefonie</h1>'),
      page(
        '/produkt/',
        '<h1>Produkt</h1><h2>Rzuty w telefonie</h2><p>Rysujesz rzut mieszkania palcem, w skali.</p>' +
          '<h2>Kosztorys z rzutu</h2><p>Metry i materiały liczą się same.</p>' +
          '<h2>Dlaczego Mossgrid?</h2><ul><li>Wsparcie po polsku</li></ul>',
      ),
    ];
    expect(draft(headings).fields.features).toEqual({
      value: ['Rzuty w telefonie', 'Kosztorys z rzutu'],
      evidence: [quote('Rzuty w telefonie', '/produkt/'), quote('Kosztorys z rzutu', '/produkt/')],
    });
    const listed = [
      page('/', '<h1>Il cantiere in tasca</h1>'),
      page(
        '/prodotto.html',
        '<h1>Il programma</h1><p>Mossgrid funziona dal browser. Ecco cosa fa:</p>' +
          '<ul><li>Planimetrie a colori</li><li>Computo dei materiali</li><li>Turni della squadra</li></ul>',
      ),
    ];
    expect(draft(listed).fields.features).toEqual({
      value: ['Planimetrie a colori', 'Computo dei materiali', 'Turni della squadra'],
      evidence: [
        quote('Planimetrie a colori', '/prodotto.html'),
        quote('Computo dei materiali', '/prodotto.html'),
        quote('Turni della squadra', '/prodotto.html'),
      ],
    });
  });
});

describe('features by the level a section repeats', () => {
  test('six h3 cards under a features heading, not the lone h2 that closes the page', () => {
    const card = (title: string) => `<div class="column"><h3>${title}</h3><p>A sentence on what it does.</p></div>`;
    const site = [
      page('/', '<h1>Plans that fit in a pocket</h1>'),
      page(
        '/features/',
        '<div class="group"><h1>Everything a site visit needs</h1></div>' +
          `<div class="columns">${card('Floor plans')}${card('Material lists')}${card('Crew shifts')}</div>` +
          '<div class="group"><h2>Works with your accounting</h2><p>Send totals to your books in one click.</p></div>',
      ),
    ];
    expect(draft(site).fields.features).toEqual({
      value: ['Floor plans', 'Material lists', 'Crew shifts'],
      evidence: [
        quote('Floor plans', '/features/'),
        quote('Material lists', '/features/'),
        quote('Crew shifts', '/features/'),
      ],
    });
  });
});

describe('what a service does, a course teaches and a kit holds', () => {
  test('“What we do”: each item’s bold name, not the lists under its later sub-headings', () => {
    const site = [
      page('/', '<h1>Books kept in Gympie</h1>'),
      page(
        '/services',
        '<h2>What we do</h2><div class="text"><ul>' +
          '<li><strong>BAS lodgement</strong> — quarterly or monthly, by a registered agent.</li>' +
          '<li><strong>Payroll and super</strong> — pay runs and Single Touch Payroll.</li>' +
          '<li><strong>Xero setup</strong>: moving you off spreadsheets.</li></ul>' +
          '<h3>How it works</h3><ol><li>A free chat.</li><li>A fixed monthly price.</li></ol>' +
          '<h3>Why us</h3><ul><li>We come to your farm</li><li>We answer the phone</li></ul></div>',
      ),
    ];
    expect(draft(site).fields.features).toEqual({
      value: ['BAS lodgement', 'Payroll and super', 'Xero setup'],
      evidence: [
        quote('BAS lodgement — quarterly or monthly, by a registered agent.', '/services'),
        quote('Payroll and super — pay runs and Single Touch Payroll.', '/services'),
        quote('Xero setup: moving you off spreadsheets.', '/services'),
      ],
    });
  });

  test('a syllabus’s modules, without their numbers', () => {
    const module = (title: string) => `<div class="item"><h2>${title}</h2><p>Clases cortas, paso a paso.</p></div>`;
    const site = [
      page('/', '<h1>Tu huerto en casa</h1>'),
      page(
        '/temario',
        `<h1>Temario del curso</h1><p>Seis módulos.</p>${module('Módulo 1 · Suelo y composta')}` +
          `${module('Módulo 2 · Riego por goteo casero')}${module('Módulo 3 · Plagas sin químicos')}`,
      ),
    ];
    expect(draft(site).fields.features?.value).toEqual([
      'Suelo y composta',
      'Riego por goteo casero',
      'Plagas sin químicos',
    ]);
  });

  test('“O que vem na planilha”: its table’s named rows, not the requirements listed under a later heading', () => {
    const row = (name: string, does: string) => `<tr><td>${name}</td><td>${does}</td></tr>`;
    const site = [
      page('/', '<h1>Planilha para confeitaria</h1>'),
      page(
        '/o-que-vem',
        '<h1>O que vem na planilha</h1><table><thead><tr><th>Aba</th><th>O que faz</th></tr></thead><tbody>' +
          row('Custo por receita', 'Soma os ingredientes pelo peso usado.') +
          row('Controle de encomendas', 'Agenda de pedidos com data de entrega.') +
          row('Lista de compras', 'Monta a lista do atacadista da semana.') +
          '</tbody></table><h2>Requisitos</h2><dl><dt>Programas</dt><dd>Google Planilhas ou Excel</dd>' +
          '<dt>Aparelho</dt><dd>Computador ou celular</dd><dt>Entrega</dt><dd>Link por e-mail</dd></dl>',
      ),
    ];
    expect(draft(site).fields.features?.value).toEqual([
      'Custo por receita',
      'Controle de encomendas',
      'Lista de compras',
    ]);
  });

  test('a shop’s product titles, whose own class names the product card, are products, not features', () => {
    const card = (name: string, price: string) =>
      `<div class="s-product-card"><img src="/p.jpg" alt="${name}"><div class="s-product-info">` +
      `<h3 class="s-product-title">${name}</h3><div class="s-product-price"><span>${price}</span></div></div></div>`;
    const site = [
      page('/', '<h1>Kartu belajar basa Jawa</h1>'),
      page(
        '/products',
        `<h1>Semua Produk</h1>${card('Kotak Kartu Basa Jawa', 'Rp 189.000')}` +
          `${card('Kotak Kartu Basa Madura', 'Rp 189.000')}${card('Tambahan Bungkus Kado', 'Rp 15.000')}`,
      ),
    ];
    expect(draft(site).fields.features).toBeUndefined();
  });

  test('no features from an add-on table’s “What it does”, a syllabus’s unit numbers, cards priced “precio”', () => {
    const home = page('/', '<h1>Tiplero</h1>');
    const described = (title: string) => `<div class="card"><h3>${title}</h3><p>What it does for a guide.</p></div>`;
    const addOns = page(
      '/features',
      `<h1>Features</h1>${described('Season trip board')}${described('Guide roster')}${described('Digital waivers')}` +
        '<table><thead><tr><th>Add-on</th><th>What it does</th><th>Price</th></tr></thead><tbody>' +
        '<tr><td>SMS reminders</td><td>Text clients the night before</td><td>$15</td></tr>' +
        '<tr><td>Extra phones</td><td>More than 10 phones in the field app</td><td>$10</td></tr>' +
        '<tr><td>Data import</td><td>We import last season’s spreadsheet</td><td>$99</td></tr></tbody></table>',
    );
    expect(draft([home, addOns]).fields.features?.value).toEqual([
      'Season trip board',
      'Guide roster',
      'Digital waivers',
    ]);
    const units = page(
      '/products/course',
      '<h2>課程大綱</h2><table><tr><th>單元一</th><td>打招呼與自我介紹</td></tr><tr><th>單元二</th><td>數字與價錢</td></tr>' +
        '<tr><th>單元三</th><td>魚市與小吃</td></tr></table>',
    );
    expect(draft([home, units]).fields.features).toBeUndefined();
    const card = (name: string, price: string) =>
      `<div class="producto-item card"><div class="card-body"><h3 class="nombre-producto">${name}</h3>` +
      `<div class="precios"><span class="precio">${price}</span></div></div></div>`;
    const shop = page(
      '/productos',
      `<h1>Cursos y productos</h1>${card('Curso de tiple', '$149.900')}${card('Bandola andina', '$169.900')}`,
    );
    expect(draft([home, shop]).fields.features).toBeUndefined();
  });

  test('a syllabus module named for the syllabus (“Temario por temas”) is a feature all the same', () => {
    const site = [
      page('/', '<h1>Opozo</h1>'),
      page(
        '/funcionalidades',
        '<h1>Funcionalidades</h1><ul><li>Tests con corrección automática</li><li>Temario por temas</li>' +
          '<li>App para alumnos</li></ul>',
      ),
    ];
    expect(draft(site).fields.features?.value).toEqual([
      'Tests con corrección automática',
      'Temario por temas',
      'App para alumnos',
    ]);
  });

  test('a course’s “What’s inside” list on its product page', () => {
    const site = [
      page('/', '<h1>Watercolor lessons</h1>'),
      page(
        '/store/starter-course',
        '<h2>Fog &amp; Pine Starter Course</h2><p>Our main course.</p><h3>What&#x27;s inside</h3>' +
          '<ul><li>22 video lessons</li><li>Lifetime access</li><li>Printable practice sheets</li></ul>' +
          '<h3>Why paint fog first?</h3><p>Because fog forgives.</p>',
      ),
    ];
    expect(draft(site).fields.features?.value).toEqual([
      '22 video lessons',
      'Lifetime access',
      'Printable practice sheets',
    ]);
  });
});

describe('features after a page title that stands in a band of its own', () => {
  const card = (title: string) => `<div class="se"><h3>${title}</h3><p>A sentence on what it does for you.</p></div>`;
  const cards = `${card('Floor plans')}${card('Material lists')}${card('Crew shifts')}`;
  const band = (inner: string) => `<div class="band"><div class="inner">${inner}</div></div>`;

  test('a builder’s “Features” band, then bands of cards (Showit, Weblium), beats the homepage’s highlights', () => {
    const site = [
      page('/', `<h1>Mossgrid</h1><h2>Features</h2>${card('Floor plans')}${card('Site photos')}${card('Offline')}`),
      page(
        '/features',
        band(
          '<div class="se"><h1>Features</h1></div><div class="se"><p>From the first visit to the invoice.</p></div>',
        ) +
          band(`<div class="se"><h2>Take the tour</h2></div><div class="se"><p>A two-minute film.</p></div>`) +
          band(cards),
      ),
    ];
    expect(draft(site).fields.features?.value).toEqual(['Floor plans', 'Material lists', 'Crew shifts']);
  });

  test('the block wrapping a section’s heading is no item of it (Dorik’s heading wrapper)', () => {
    const site = [
      page('/', '<h1>Mossgrid</h1>'),
      page(
        '/features',
        '<section><div class="dorik-heading-wrapper"><h1 class="dorik-heading">Features</h1></div>' +
          '<div class="dorik-text">Everything a site visit needs.</div></section>' +
          `<section>${cards}</section>`,
      ),
    ];
    expect(draft(site).fields.features?.value).toEqual(['Floor plans', 'Material lists', 'Crew shifts']);
  });
});

describe('the demo video', () => {
  test('a privacy-enhanced YouTube player and a Wistia player, without their display options', () => {
    const youtube = [
      page(
        '/',
        '<h1>Plans</h1><iframe src="https://www.youtube-nocookie.com/embed/AbC123xyZ09" title="Tour"></iframe>',
      ),
    ];
    expect(draft(youtube).fields.demo_video_url).toEqual({
      value: 'https://www.youtube-nocookie.com/embed/AbC123xyZ09',
      evidence: [quote('embed: https://www.youtube-nocookie.com/embed/AbC123xyZ09 title: Tour')],
    });
    const wistia = [
      page('/', '<h1>Plans</h1><iframe src="https://fast.wistia.net/embed/iframe/q1w2e3r4t5?videoFoam=true"></iframe>'),
    ];
    expect(draft(wistia).fields.demo_video_url).toEqual({
      value: 'https://fast.wistia.net/embed/iframe/q1w2e3r4t5',
      evidence: [quote('embed: https://fast.wistia.net/embed/iframe/q1w2e3r4t5?videoFoam=true')],
    });
  });

  test('the video a player wrapper names in its url parameter (an Embedly iframe)', () => {
    const wrapped =
      '//cdn.embedly.com/widgets/media.html?src=https%3A%2F%2Fwww.youtube.com%2Fembed%2FQz9Xy8Wv7Ut' +
      '&amp;url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DQz9Xy8Wv7Ut&amp;type=text%2Fhtml&amp;schema=youtube';
    const site = [page('/', `<h1>Plans</h1><iframe class="embedly-embed" src="${wrapped}" title="Tour"></iframe>`)];
    expect(draft(site).fields.demo_video_url).toEqual({
      value: 'https://www.youtube.com/watch?v=Qz9Xy8Wv7Ut',
      evidence: [quote('embed: https://www.youtube.com/watch?v=Qz9Xy8Wv7Ut title: Tour')],
    });
  });
});

describe('videos that are not the demo', () => {
  test('a talk, a TV interview and a customer’s event are not the demo; the demo is', () => {
    const site = [
      page(
        '/features',
        '<h1>Features</h1><h2>Aftermovie Kinecongres 2025</h2>' +
          '<iframe src="https://www.youtube.com/embed/Aftermov1e"></iframe>' +
          '<section><h2>Am vorbit la DevTalks București</h2><iframe src="https://www.youtube-nocookie.com/embed/' +
          'DevTa1ks" title="DevTalks: 2 milioane de ping-uri pe zi"></iframe></section>',
      ),
      page(
        '/about',
        '<h1>About Mossgrid</h1><h2>Ana on Citizen TV’s Biz Talk</h2>' +
          '<iframe src="https://www.youtube.com/embed/Tv1nTerv1ew"></iframe>' +
          '<figure><video src="/media/founder-talk.mp4"></video>' +
          '<figcaption>Ana’s talk at Web Summit</figcaption></figure>',
      ),
      page(
        '/',
        '<h1>Mossgrid</h1><section><h2>Loved by swim clubs</h2><p>Their end-of-term carnival:</p>' +
          '<iframe src="https://www.youtube.com/embed/Carn1valVid"></iframe></section>' +
          '<section><h2>See it work</h2><iframe src="https://player.vimeo.com/video/912345678" ' +
          'title="Mossgrid in 2 minutes"></iframe></section>',
      ),
    ];
    expect(draft(site).fields.demo_video_url).toEqual({
      value: 'https://player.vimeo.com/video/912345678',
      evidence: [quote('embed: https://player.vimeo.com/video/912345678 title: Mossgrid in 2 minutes')],
    });
  });

  test('a customer’s video beside their testimonial, and a video in a dated post, are not the demo', () => {
    const site = [
      page(
        '/',
        '<h1>Mossgrid</h1><section class="bloque"><div class="video"><iframe ' +
          'src="https://www.youtube.com/embed/LupeT1enda0" title="Doña Lupe y su tiendita"></iframe></div>' +
          '<blockquote><p>“Mis clientes me pagan solitos.”</p></blockquote></section>',
      ),
      page(
        '/2024/11/05/out-of-beta/',
        '<h1>Mossgrid is out of beta</h1><p>A food channel visited our first user:</p>' +
          '<iframe src="https://www.youtube.com/embed/Mk4dV9pLq2s" title="Uncle Lim’s stall"></iframe>',
      ),
    ];
    expect(draft(site).fields.demo_video_url).toBeUndefined();
  });

  test('a video on the about page without a word saying it shows the product is not the demo', () => {
    const site = [
      page('/', '<h1>Mossgrid</h1><p>Plans in your pocket.</p>'),
      page('/about', '<h1>Our story</h1><iframe src="https://www.youtube.com/embed/St0ryVid3o1"></iframe>'),
    ];
    expect(draft(site).fields.demo_video_url).toBeUndefined();
  });
});

describe('the logo', () => {
  test("an app's icon that its alt text names for the product, not another image", () => {
    const site = [
      page(
        '/',
        '<img src="/cover-desk.jpg" alt="A desk with plans"><div class="page-icon">' +
          '<img src="/mossgrid-icon.png" alt="Mossgrid app icon"></div><h1>Mossgrid</h1><p>Plans in your pocket.</p>',
      ),
    ];
    expect(draft(site).fields.logo_url).toEqual({
      value: `${origin}/mossgrid-icon.png`,
      evidence: [quote(`image: ${origin}/mossgrid-icon.png alt: Mossgrid app icon`)],
    });
  });
});
