// How sites name their founders, link their accounts and show their address, whoever wrote the markup
// and in whatever script: team cards in scripts without capitals, each founder's card links, and
// addresses obfuscated against harvesters. Every value passes the evidence gate (verifyDraft) and is
// asserted with its quotes. The markup is made up for these tests.
import { chooseLinks } from '../support/chosen-links.ts';
import { parseHtml } from '../../app/crawl/page-text.ts';
import { draftingSite } from '../support/drafting-site.ts';

const origin = 'https://tern-ledger.test';
const { page, quote, draft } = draftingSite(origin, { title: 'Ternledger' });
const home = page('/', '<h1>Ternledger</h1><p>Bookkeeping for harbour shops.</p>');
const card = (name: string, role: string, link = '') => `<div class="card"><h3>${name}</h3><p>${role}</p>${link}</div>`;
const founders = (drafted: ReturnType<typeof draft>) => drafted.founders.map(({ name, title }) => ({ name, title }));
const founderQuotes = (drafted: ReturnType<typeof draft>) =>
  drafted.section_evidence.filter((entry) => entry.section === 'founders').map((entry) => entry.evidence);

describe('founders on team cards in scripts without capitals', () => {
  test('Chinese and Korean cards: the name line above a founder role; an advisor is not a founder', () => {
    const drafted = draft([
      home,
      page(
        '/about',
        '<h2>团队</h2>' + card('林晓东', '创始人兼CEO') + card('陈思雨', '联合创始人兼CTO') + card('周建国', '顾问'),
      ),
      page('/ko/about', '<h2>팀</h2>' + card('김민준', '공동 창업자 겸 CEO')),
    ]);
    expect(founders(drafted)).toEqual([
      { name: '林晓东', title: '创始人兼CEO' },
      { name: '陈思雨', title: '联合创始人兼CTO' },
      { name: '김민준', title: '공동 창업자 겸 CEO' },
    ]);
    expect(founderQuotes(drafted)).toEqual([
      [quote('林晓东', '/about'), quote('创始人兼CEO', '/about')],
      [quote('陈思雨', '/about'), quote('联合创始人兼CTO', '/about')],
      [quote('김민준', '/ko/about'), quote('공동 창업자 겸 CEO', '/ko/about')],
    ]);
  });

  test('a Chinese card whose name and role are inline side by side (“<b>沈知远</b><span>创始人</span>”)', () => {
    const item = (name: string, role: string) =>
      `<div class="h5-team__item"><b>${name}</b><span>${role}</span><p>负责课程录制。</p></div>`;
    const drafted = draft([
      home,
      page(
        '/teachers/',
        `<h2>团队</h2>${item('沈知远', '创始人 · 主讲老师')}${item('陆青禾', '联合创始人 · 运营负责人')}`,
      ),
    ]);
    expect(founders(drafted)).toEqual([
      { name: '沈知远', title: '创始人 · 主讲老师' },
      { name: '陆青禾', title: '联合创始人 · 运营负责人' },
    ]);
  });

  test('a Japanese list of “name（role） — what they do”: the role in full-width parentheses (held-out v61)', () => {
    const drafted = draft([
      home,
      page(
        '/wiki/About',
        '<ul><li><strong>鶴見 直樹</strong>（代表社員 CEO） — 営業と導入支援を担当。 X: <a href="https://x.com/n">@n</a></li>' +
          '<li><strong>大野 美咲</strong>（共同創業者 CTO） — アプリとサーバーの開発を担当。</li></ul>' +
          '<p>技術顧問の森本 隆さん（1987年創業の森本精機製作所 会長）には、たくさんの助言をいただいています。</p>',
      ),
    ]);
    expect(drafted.founders).toEqual([
      { name: '鶴見 直樹', title: '代表社員 CEO', bio: null },
      { name: '大野 美咲', title: '共同創業者 CTO', bio: null },
    ]);
  });

  test('Hebrew and Japanese cards, with a hyphenated family name and a space between the names', () => {
    const drafted = draft([
      home,
      page('/he/about', card('נועה בן-דוד', 'מייסדת שותפה ומנכ״לית') + card('דן לוי', 'מנהל מכירות')),
      page('/ja/about', card('田中 太郎', '共同創業者・CTO')),
    ]);
    expect(founders(drafted)).toEqual([
      { name: 'נועה בן-דוד', title: 'מייסדת שותפה ומנכ״לית' },
      { name: '田中 太郎', title: '共同創業者・CTO' },
    ]);
    expect(founderQuotes(drafted)[0]).toEqual([
      quote('נועה בן-דוד', '/he/about'),
      quote('מייסדת שותפה ומנכ״לית', '/he/about'),
    ]);
  });
});

describe('founders on cards whose bio opens with the role', () => {
  test('the first sentence is the role; a bio that names a founder of something else later is not', () => {
    const bio = (name: string, text: string) => `<div class="team-member"><h3>${name}</h3><p>${text}</p></div>`;
    const drafted = draft([
      home,
      page(
        '/about',
        bio(
          'Maya Okafor',
          'Co-founder &amp; CEO. Harbour shopkeeper since 2013 (her old shop was in Cobh); still runs the till ' +
            'on Saturdays to keep us honest.',
        ) +
          bio(
            'Tom Becker',
            'Helps with pricing and partnerships. Before that he was a co-founder of Shutterpine, the ' +
              'photo-delivery service, for eight years.',
          ),
      ),
    ]);
    expect(founders(drafted)).toEqual([{ name: 'Maya Okafor', title: 'Co-founder & CEO' }]);
    const role =
      'Co-founder & CEO. Harbour shopkeeper since 2013 (her old shop was in Cobh); still runs the till on ' +
      'Saturdays to keep us honest.';
    expect(founderQuotes(drafted)).toEqual([[quote('Maya Okafor', '/about'), quote(role, '/about')]]);
  });

  test('a first name shortened the Indonesian way (“Moh.”) is part of the name; an advisor is no founder', () => {
    const drafted = draft([
      home,
      page(
        '/page/tentang-kami',
        '<h2>Tim kami</h2>' +
          card('Dewi Anggraini', 'Pendiri &amp; Penulis Materi') +
          card('Moh. Syaiful Arifin', 'Co-founder &amp; Desainer Produk') +
          card('Dr. Rina Wulandari', 'Penasihat'),
      ),
    ]);
    expect(founders(drafted)).toEqual([
      { name: 'Dewi Anggraini', title: 'Pendiri & Penulis Materi' },
      { name: 'Moh. Syaiful Arifin', title: 'Co-founder & Desainer Produk' },
    ]);
  });

  test('the crawler picks an about page named in Indonesian or Vietnamese', () => {
    const links = ['/tentang-kami', '/gioi-thieu', '/karir', '/blog', '/legal']
      .map((path) => `<a href="${path}">${path}</a>`)
      .join('');
    const chosen = chooseLinks(parseHtml(`<html><body>${links}</body></html>`, `${origin}/`), `${origin}/`, 2);
    expect(chosen.map((url) => new URL(url).pathname).sort()).toEqual(['/gioi-thieu', '/tentang-kami']);
  });
});

describe("each founder's accounts", () => {
  test("a co-founder's card gives a network the primary founder has none on; the primary's account first", () => {
    const drafted = draft([
      home,
      page(
        '/about',
        card('Mette Kjær', 'Co-founder & CEO', '<a href="https://www.linkedin.com/in/mettekjaer">LinkedIn</a>') +
          card(
            'Jonas Friis',
            'Co-founder & CTO',
            '<a href="https://www.linkedin.com/in/jonasfriis">LinkedIn</a> ' +
              '<a href="https://github.com/jfriis">GitHub</a>',
          ) +
          card('Sofie Dahl', 'Support', '<a href="https://github.com/sofiedahl">GitHub</a>'),
      ),
    ]);
    expect(drafted.founder_socials).toEqual({
      linkedin: 'https://www.linkedin.com/in/mettekjaer',
      github: 'https://github.com/jfriis',
    });
    expect(drafted.section_evidence.filter((entry) => entry.section === 'founder_socials')).toEqual([
      {
        section: 'founder_socials',
        key: 'linkedin',
        evidence: [quote('link: https://www.linkedin.com/in/mettekjaer LinkedIn', '/about')],
      },
      {
        section: 'founder_socials',
        key: 'github',
        evidence: [quote('link: https://github.com/jfriis GitHub', '/about')],
      },
    ]);
  });
});

describe("links on flat cards (a site builder's sibling blocks)", () => {
  test("the links in the blocks after a founder's name are theirs, and not the company's", () => {
    const block = (html: string) => `<div class="rich-text">${html}</div>`;
    const member = (name: string, role: string, bio: string) =>
      block(`<h3>${name}</h3>`) + block(`<p>${role}</p>`) + block(`<p>${bio}</p>`);
    const drafted = draft([
      page('/', '<h1>Ternledger</h1><a href="https://www.instagram.com/ternledger">Instagram</a>'),
      page(
        '/nosotros',
        '<section>' +
          member('Daniela Ruiz', 'Cofundadora y CEO', 'Antes llevaba una tienda en el puerto.') +
          member(
            'Luis Camarena',
            'Cofundador y CTO',
            'Escribió el primer bot en un fin de semana. <a href="https://github.com/lacam">GitHub</a>',
          ) +
          member('Ximena Orozco', 'Soporte', 'Contesta el WhatsApp. <a href="https://github.com/ximeo">GitHub</a>') +
          '</section>',
      ),
    ]);
    expect(drafted.founder_socials).toEqual({ github: 'https://github.com/lacam' });
    expect(drafted.company_socials).toEqual({
      website: `${origin}/`,
      instagram: 'https://www.instagram.com/ternledger',
    });
    expect(drafted.section_evidence.filter((entry) => entry.section === 'founder_socials')).toEqual([
      {
        section: 'founder_socials',
        key: 'github',
        evidence: [quote('link: https://github.com/lacam GitHub', '/nosotros')],
      },
    ]);
  });
});

describe('the contact address, however a site writes it', () => {
  const email = (drafted: ReturnType<typeof draft>) => drafted.fields.contact_email;

  test('a TYPO3 spam-protected link that shows "office(at)…": its address, quoted as shown', () => {
    const drafted = draft([
      home,
      page(
        '/kontakt',
        '<p>E-Mail: <a href="#" data-mailto-token="nbjmup+pggjdfAufso/uftu" data-mailto-vector="1">' +
          'office(at)tern-ledger.test</a></p>',
      ),
    ]);
    expect(email(drafted)).toEqual({
      value: 'office@tern-ledger.test',
      evidence: [quote('E-Mail: office(at)tern-ledger.test', '/kontakt')],
    });
  });

  test('"hello [at] … [dot] …" in text, and an organisation\u2019s email given only in JSON-LD', () => {
    const bracketed = draft([home, page('/contact', '<p>Write to hello [at] tern-ledger [dot] test.</p>')]);
    expect(email(bracketed)).toEqual({
      value: 'hello@tern-ledger.test',
      evidence: [quote('Write to hello [at] tern-ledger [dot] test.', '/contact')],
    });
    const jsonLd =
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"SoftwareApplication",' +
      '"name":"Ternledger","publisher":{"@type":"Organization","name":"Ternledger Ltd",' +
      '"email":"kia@tern-ledger.test"}}</script>';
    const structured = draft([page('/', '<h1>Ternledger</h1>', jsonLd)]);
    expect(email(structured)?.value).toBe('kia@tern-ledger.test');
    expect(email(structured)?.evidence).toEqual([
      quote('SoftwareApplication publisher: name: Ternledger Ltd; email: kia@tern-ledger.test'),
    ]);
  });

  test('not a sentence that merely has "at" in brackets, nor an address the page does not show', () => {
    const drafted = draft([home, page('/contact', '<p>Meet us (at) the harbour office. Open daily.</p>')]);
    expect(email(drafted)).toBeUndefined();
  });
});

describe("the builder's accounts and a department's address are not the company's", () => {
  test("a template's twitter:site of the builder is left out; the company's own accounts stay", () => {
    const drafted = draft([
      page(
        '/',
        '<h1>Ternledger</h1><footer><a href="https://www.instagram.com/ternledger">Instagram</a>' +
          '<a href="https://webflow.com/@webflow">Made with Webflow</a></footer>',
        '<meta name="twitter:site" content="@lovable_dev">',
      ),
    ]);
    expect(drafted.company_socials).toEqual({
      website: `${origin}/`,
      instagram: 'https://www.instagram.com/ternledger',
    });
  });

  test('a billing address in another language comes after the general one', () => {
    const drafted = draft([
      page(
        '/contact',
        '<h1>Contact</h1><p>Facturi: <a href="mailto:facturare@tern-ledger.test">facturare@tern-ledger.test</a></p>' +
          '<p>Scrieți-ne: <a href="mailto:contact@tern-ledger.test">contact@tern-ledger.test</a></p>',
      ),
    ]);
    expect(drafted.fields.contact_email?.value).toBe('contact@tern-ledger.test');
  });

  test('an address a sentence gives for CVs is the jobs address; the one every footer gives comes first', () => {
    const footer =
      '<footer><p>Ternledger Ltd · <a href="mailto:kiaora@tern-ledger.test">kiaora@tern-ledger.test</a></p></footer>';
    const drafted = draft([
      page('/', `<h1>Ternledger</h1>${footer}`),
      page(
        '/about',
        '<h1>About</h1><p>We are hiring a support specialist in Dunedin. Send your CV to ' +
          `<a href="mailto:mahi@tern-ledger.test">mahi@tern-ledger.test</a>.</p>${footer}`,
      ),
      page('/contact', `<h1>Contact</h1><p>Ask us anything.</p>${footer}`),
    ]);
    expect(drafted.fields.contact_email?.value).toBe('kiaora@tern-ledger.test');
    const onlyJobs = draft([
      page('/', '<h1>Ternledger</h1>'),
      page(
        '/about',
        '<h1>About</h1><p>Send your CV to <a href="mailto:mahi@tern-ledger.test">mahi@tern-ledger.test</a>.</p>',
      ),
    ]);
    // With no other address, the jobs address is still one way to reach the company.
    expect(onlyJobs.fields.contact_email?.value).toBe('mahi@tern-ledger.test');
  });
});

describe('founders in a team table', () => {
  test('a row with a name and a founder role is a founder; the header row and a first hire are not', () => {
    const drafted = draft([
      home,
      page(
        '/about/',
        '<h2>Who we are</h2><table><thead><tr><th>Name</th><th>Role</th><th>GitHub</th></tr></thead><tbody>' +
          '<tr><td>Priya Raman</td><td>Co-founder, CEO and lead maintainer</td>' +
          '<td><a href="https://github.com/priyaraman">@priyaraman</a></td></tr>' +
          '<tr><td>Tom Ashworth</td><td>Co-founder and CTO</td>' +
          '<td><a href="https://github.com/tashworth">@tashworth</a></td></tr>' +
          '<tr><td>Ffion Pritchard</td><td>Maintainer, our first hire (2023)</td><td>@ffionp</td></tr></tbody></table>',
      ),
    ]);
    expect(founders(drafted)).toEqual([
      { name: 'Priya Raman', title: 'Co-founder, CEO and lead maintainer' },
      { name: 'Tom Ashworth', title: 'Co-founder and CTO' },
    ]);
    expect(founderQuotes(drafted)[0]).toEqual([
      quote('Priya Raman Co-founder, CEO and lead maintainer @priyaraman', '/about/'),
    ]);
  });
});

describe('what is not the company or a founder, found after scoring held-out v9', () => {
  test('the accounts of the agency a footer credits ("Site by", "Website by") are not the company’s', () => {
    const drafted = draft([
      page(
        '/',
        '<h1>Ternledger</h1><p>Bookkeeping for harbour shops.</p><footer><a href="https://x.com/ternledger">X</a> ' +
          '<p>Website by <a href="https://prairiepixel.test">Prairie Pixel Co.</a> · ' +
          '<a href="https://www.instagram.com/prairiepixel.co">Instagram</a></p>' +
          '<p>Site by <a href="https://www.linkedin.com/company/studio-kade">Studio Kade</a></p></footer>',
        '<meta name="twitter:site" content="@prairiepixel">',
      ),
    ]);
    expect(drafted.company_socials).toEqual({ website: `${origin}/`, x: 'https://x.com/ternledger' });
  });

  test('a customer’s account in the caption of their quote is not the company’s', () => {
    const drafted = draft([
      page(
        '/',
        '<h1>Ternledger</h1><p>Bookkeeping for harbour shops.</p><figure>' +
          '<blockquote>“The first tool my crew likes.”</blockquote><figcaption>Linda Marchetti, Owner · ' +
          '<a href="https://www.instagram.com/harbourrentals">@harbourrentals</a></figcaption></figure>' +
          '<footer><a href="https://www.instagram.com/ternledger">Instagram</a></footer>',
      ),
    ]);
    expect(drafted.company_socials).toEqual({
      website: `${origin}/`,
      instagram: 'https://www.instagram.com/ternledger',
    });
  });

  test('an account going by none of the company’s names is someone else’s; an opaque channel id is kept', () => {
    const drafted = draft([
      page(
        '/',
        '<h1>Ternledger</h1><p>Bookkeeping for harbour shops.</p>' +
          '<p>Our launch film was shot by ' +
          '<a href="https://www.instagram.com/harbourlightfilms">Harbour Light</a>.</p>' +
          '<footer><a href="https://www.instagram.com/ternledger.hq">Instagram</a> ' +
          '<a href="https://www.youtube.com/channel/UC4kq9ZtW2xYh7LmN3pQ8rSv">YouTube</a></footer>',
        '<meta name="twitter:site" content="@northbaydesign">',
      ),
    ]);
    expect(drafted.company_socials).toEqual({
      website: `${origin}/`,
      instagram: 'https://www.instagram.com/ternledger.hq',
      youtube: 'https://www.youtube.com/channel/UC4kq9ZtW2xYh7LmN3pQ8rSv',
    });
  });

  test('a footer naming the founder’s practice still holds the company’s accounts', () => {
    const drafted = draft([
      page(
        '/',
        '<h1>Ternledger</h1><p>Bookkeeping for harbour shops.</p>' +
          '<footer><p>© 2025 Ternledger · Maya Tremblay CPA Professional Corporation</p>' +
          '<a href="https://www.instagram.com/ternledger">Instagram</a> ' +
          '<a href="https://www.youtube.com/@ternledger">YouTube</a></footer>',
      ),
      page('/about', '<h2>Team</h2>' + card('Maya Tremblay', 'Founder')),
    ]);
    expect(drafted.company_socials).toEqual({
      website: `${origin}/`,
      instagram: 'https://www.instagram.com/ternledger',
      youtube: 'https://www.youtube.com/@ternledger',
    });
  });

  test('accounts on XING, VK, Weibo, Bilibili, Vimeo, Bluesky, Mastodon and GitLab; a video is no account', () => {
    const drafted = draft([
      page(
        '/',
        '<h1>Ternledger</h1><p>Bookkeeping for harbour shops.</p>' +
          '<p>Watch the tour: <a href="https://vimeo.com/824512233">video</a>.</p><footer>' +
          ['https://www.xing.com/pages/ternledger', 'https://vk.com/ternledger', 'https://weibo.com/ternledger']
            .concat(['https://space.bilibili.com/384716529', 'https://vimeo.com/ternledger'])
            .concat(['https://bsky.app/profile/ternledger.bsky.social', 'https://mastodon.social/@ternledger'])
            .concat(['https://gitlab.com/ternledger', 'https://www.bilibili.com/video/BV1xx411c7mD'])
            .map((href) => `<a href="${href}">${new URL(href).hostname}</a>`)
            .join(' ') +
          '</footer>',
      ),
    ]);
    expect(drafted.company_socials).toEqual({
      website: `${origin}/`,
      xing: 'https://www.xing.com/pages/ternledger',
      vk: 'https://vk.com/ternledger',
      weibo: 'https://weibo.com/ternledger',
      bilibili: 'https://space.bilibili.com/384716529',
      vimeo: 'https://vimeo.com/ternledger',
      bluesky: 'https://bsky.app/profile/ternledger.bsky.social',
      mastodon: 'https://mastodon.social/@ternledger',
      gitlab: 'https://gitlab.com/ternledger',
    });
  });

  test('a blog theme’s “links of author” box holds the company’s accounts when they go by its name', () => {
    const drafted = draft([
      page(
        '/',
        '<h1>Ternledger</h1><p>Bookkeeping for harbour shops.</p><aside><p class="site-author-name">Ternledger</p>' +
          '<div class="links-of-author"><a href="https://www.instagram.com/ternledger.sg">Instagram</a>' +
          '<a href="https://www.linkedin.com/company/ternledger">LinkedIn</a></div></aside>',
      ),
    ]);
    expect(drafted.company_socials).toEqual({
      website: `${origin}/`,
      instagram: 'https://www.instagram.com/ternledger.sg',
      linkedin: 'https://www.linkedin.com/company/ternledger',
    });
  });

  test('the company’s accounts may go by its legal name or canonical domain', () => {
    const drafted = draft([
      page(
        '/',
        '<h1>Ternledger</h1><p>Bookkeeping for harbour shops.</p><footer><p>© 2025 Northwind Labs Ltd.</p>' +
          '<a href="https://www.linkedin.com/company/northwind-labs">LinkedIn</a> ' +
          '<a href="https://x.com/getternledger">X</a> <a href="https://github.com/tlgr-app">GitHub</a></footer>',
        '<link rel="canonical" href="https://tlgr-app.test/">',
      ),
    ]);
    expect(drafted.company_socials).toEqual({
      website: `${origin}/`,
      linkedin: 'https://www.linkedin.com/company/northwind-labs',
      x: 'https://x.com/getternledger',
      github: 'https://github.com/tlgr-app',
    });
  });

  test('an advisor who founded something else is no founder, in Arabic too', () => {
    const drafted = draft([
      home,
      page(
        '/about',
        '<h2>الفريق</h2>' +
          card('عمر حداد', 'الشريك المؤسس والمدير التقني') +
          card('حمد السويدي', 'مستشار، مؤسس مجموعة السويدي للتجزئة'),
      ),
    ]);
    expect(founders(drafted)).toEqual([{ name: 'عمر حداد', title: 'الشريك المؤسس والمدير التقني' }]);
  });
});

describe('founders read once and credits that are not founders, found after scoring held-out v13', () => {
  test('a photo whose alt text its caption repeats gives the name once', () => {
    const drafted = draft([
      home,
      page(
        '/about',
        '<h2>The people</h2><div class="team"><sl-card class="person"><img src="/rachel.jpg" alt="Rachel Ngata">' +
          '<strong>Rachel Ngata</strong><br>Founder &amp; Managing Director</sl-card></div>',
      ),
    ]);
    expect(founders(drafted)).toEqual([{ name: 'Rachel Ngata', title: 'Founder & Managing Director' }]);
  });

  test('founder roles in Ukrainian, Hungarian and Slovenian on team cards', () => {
    const drafted = draft([
      home,
      page(
        '/pro-nas',
        '<h2>Команда</h2><div><h4>Олександр Мельничук</h4><p>Співзасновник, генеральний директор</p></div>' +
          '<div><h4>Тарас Бондар</h4><p>Керівник підтримки</p></div>' +
          '<div><h4>Kovács Réka</h4><p>Alapító, ügyvezető</p></div>' +
          '<div><h4>Nina Kovačič</h4><p>Soustanoviteljica in direktorica</p></div>',
      ),
    ]);
    expect(founders(drafted)).toEqual([
      { name: 'Олександр Мельничук', title: 'Співзасновник, генеральний директор' },
      { name: 'Kovács Réka', title: 'Alapító, ügyvezető' },
      { name: 'Nina Kovačič', title: 'Soustanoviteljica in direktorica' },
    ]);
  });

  test('an Estonian advisor who founded two startups (“Nõuandja, kahe Tartu idufirma asutaja”) is no founder', () => {
    const drafted = draft([
      home,
      page(
        '/meist',
        '<h2>Meeskond</h2><div><h3>Kadri Lõhmus</h3><p>Kaasasutaja, tegevjuht</p></div>' +
          '<div><h3>Andres Kuusk</h3><p>Nõuandja, kahe Tartu idufirma asutaja</p></div>',
      ),
    ]);
    expect(founders(drafted)).toEqual([{ name: 'Kadri Lõhmus', title: 'Kaasasutaja, tegevjuht' }]);
  });

  test('a Hebrew advisor “כיועץ” (as advisor), who founded a lab, is no founder', () => {
    const drafted = draft([
      home,
      page(
        '/about',
        '<h2>הצוות</h2><div><h3>נועה אלמוג</h3><p>מייסדת ומנכ״לית</p></div>' +
          '<p>פרופ׳ יוסי מזרחי, מייסד מעבדת הסייבר באוניברסיטת בן-גוריון, מלווה אותנו כיועץ.</p>',
      ),
    ]);
    expect(founders(drafted)).toEqual([{ name: 'נועה אלמוג', title: 'מייסדת ומנכ״לית' }]);
  });

  test('a Turkish sentence naming the founders after a place in the locative: the place is no name', () => {
    const drafted = draft([
      home,
      page(
        '/hakkimizda',
        "<h1>Hakkımızda</h1><p>Ternledger'ın hikâyesi: 2022'de İzmir Bornova'da Elif Karaca ve Burak Demirtaş " +
          'tarafından kuruldu.</p>',
      ),
    ]);
    expect(drafted.founders.map((founder) => founder.name)).toEqual(['Elif Karaca', 'Burak Demirtaş']);
  });

  test('“built by the team at Funnel Frogs Digital (@funnelfrogs), Gold Coast” names a firm, not founders', () => {
    const drafted = draft([
      home,
      page(
        '/about',
        '<h2>The Team</h2><div><h4>Shane Whitlock</h4><p>Co-founder &amp; Head Trainer</p></div>' +
          '<div><h4>Kylie Whitlock, CPA</h4><p>Co-founder</p></div>' +
          '<div><h4>정태윤</h4><p>자문, 前 쇼핑몰 플랫폼 창업자</p></div>' +
          '<p>Our funnels are built by the team at Funnel Frogs Digital (@funnelfrogs), Gold Coast.</p>',
      ),
    ]);
    expect(founders(drafted)).toEqual([
      { name: 'Shane Whitlock', title: 'Co-founder & Head Trainer' },
      { name: 'Kylie Whitlock', title: 'Co-founder' },
    ]);
  });

  test('“Built with Bridgetown; design by Kererū Creative” names the site’s designer, not a founder', () => {
    const drafted = draft([
      page(
        '/',
        '<h1>Ternledger</h1><p>Bookkeeping for harbour shops.</p><footer><p>© 2025 Ternledger Ltd. Built with ' +
          '<a href="https://www.bridgetownrb.com">Bridgetown</a>; design by ' +
          '<a href="https://www.facebook.com/kererucreative">Kererū Creative</a>.</p></footer>',
      ),
    ]);
    expect(drafted.founders).toEqual([]);
    expect(drafted.founder_socials).toEqual({});
  });

  test('a link on a founder’s card to another account (“Whitlock Floral Co. on Instagram”) is not theirs', () => {
    const drafted = draft([
      home,
      page(
        '/about',
        '<h2>The team</h2><div><h3>Mara Whitlock</h3><p>Founder &amp; CEO</p><p>' +
          '<a href="https://www.linkedin.com/in/marawhitlock">LinkedIn</a> · ' +
          '<a href="https://www.instagram.com/whitlockfloralco">Whitlock Floral Co. on Instagram</a></p></div>',
      ),
    ]);
    expect(drafted.founder_socials).toEqual({ linkedin: 'https://www.linkedin.com/in/marawhitlock' });
  });
});

describe('founders and years of others, and the docs tool’s links, found after scoring held-out v59', () => {
  test('a short advisor line dates the firm named before its parenthesis; the year a sentence opens is ours', () => {
    const drafted = draft([
      home,
      page(
        '/about',
        '<h2>Our story</h2><p>Other shops asked for it. In 2022 Mwila and Bwalya registered Ternledger Limited in ' +
          'Kitwe.</p><h2>Team</h2>' +
          card('Dr. Natasha Phiri', 'Advisor. Founder of ZedPay (founded 2014, Lusaka), advises us on payments.'),
      ),
    ]);
    expect(drafted.fields.founded_year).toEqual({
      value: 2022,
      evidence: [
        quote('Other shops asked for it. In 2022 Mwila and Bwalya registered Ternledger Limited in Kitwe.', '/about'),
      ],
    });
    expect(drafted.founders).toEqual([]);
  });

  test('“Founded in 2008 by pharmacist Joseph Mumba, the pharmacy uses …” names a customer’s founder', () => {
    const drafted = draft([
      home,
      page(
        '/customers',
        '<h2>Kansanshi Road Pharmacy, Solwezi</h2><p>Founded in 2008 by pharmacist Joseph Mumba, the pharmacy uses ' +
          'Ternledger payment links for repeat prescriptions.</p>',
      ),
    ]);
    expect(drafted.founders).toEqual([]);
    const ours = draft([
      home,
      page('/about', '<p>Founded in 2019 by Jonas Weber and Priya Raman, the company now employs twelve people.</p>'),
    ]);
    expect(founders(ours)).toEqual([
      { name: 'Jonas Weber', title: null },
      { name: 'Priya Raman', title: null },
    ]);
  });

  test('a Turkish team list: “Kurucu ortak ve CEO” is a co-founder, the chief officer’s letters no name', () => {
    const drafted = draft([
      home,
      page(
        '/hakkimizda',
        '<h2>Ekip</h2><ul><li><strong>Zeynep Aydoğan</strong> — Kurucu ortak ve CEO</li>' +
          '<li><strong>Baran Elçi</strong> — Kurucu ortak ve CTO</li>' +
          '<li><strong>Murat Şimşek</strong> — Müşteri başarı sorumlusu (2023’te katıldı)</li></ul>',
      ),
    ]);
    expect(founders(drafted)).toEqual([
      { name: 'Zeynep Aydoğan', title: 'Kurucu ortak ve CEO' },
      { name: 'Baran Elçi', title: 'Kurucu ortak ve CTO' },
    ]);
  });

  test('a Mambo layout table: the menu’s “Mga Feature” beside a “Co-founder at CEO” cell is no founder', () => {
    const menu = '<table><tr><td><a href="/features">Mga Feature</a></td></tr></table>';
    const team =
      '<table><tr><td><img src="/lj.jpg" alt="Lovely Joy Cañete"><br><strong>Lovely Joy Cañete</strong><br>' +
      'Co-founder at CEO</td><td><img src="/karl.jpg" alt="Karl Anthony Mendoza"><br>' +
      '<strong>Karl Anthony Mendoza</strong><br>Co-founder at CTO</td><td><img src="/jessa.jpg" alt="Jessa Mae ' +
      'Lumapas"><br><strong>Jessa Mae Lumapas</strong><br>Marketing Lead (mula 2023)</td></tr></table>';
    const drafted = draft([home, page('/about', `<table><tr><td>${menu}</td><td>${team}</td></tr></table>`)]);
    expect(founders(drafted)).toEqual([
      { name: 'Lovely Joy Cañete', title: 'Co-founder at CEO' },
      { name: 'Karl Anthony Mendoza', title: 'Co-founder at CTO' },
    ]);
  });

  test('a docs page’s “Edit this page” link into a repository is no account; the organisation’s link is', () => {
    const edit = (file: string) =>
      `<div class="rspress-doc-footer"><a href="https://github.com/ternledger/docs/edit/main/${file}" ` +
      'class="editLink_1f0e3">Editar esta página</a></div>';
    const drafted = draft([
      page('/', `<h1>Ternledger</h1><p>Bookkeeping for harbour shops.</p>${edit('index.mdx')}`),
      page('/faq', `<h1>FAQ</h1>${edit('faq.mdx')}`),
    ]);
    expect(drafted.company_socials.github).toBeUndefined();
    const linked = draft([
      page('/', `<h1>Ternledger</h1>${edit('index.mdx')}<footer><a href="https://github.com/ternledger">GitHub</a>`),
    ]);
    expect(linked.company_socials.github).toBe('https://github.com/ternledger');
  });
});
