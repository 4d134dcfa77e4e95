// The crawler against real local websites: robots.txt obeyed (the forbidden pages are never
// requested), pages chosen by value, text without scripts, and the SSRF guard on every connection.
import { ConfigError, loadConfig } from '../../app/config.ts';
import type { Config } from '../../app/config.ts';
import { forbiddenAddressReason } from '../../app/crawl/address-guard.ts';
import { crawlSite } from '../../app/crawl/crawler.ts';
import { chooseLinks } from '../support/chosen-links.ts';
import { parseHtml } from '../../app/crawl/page-text.ts';
import { CrawlFailure, createFetcher } from '../../app/crawl/fetch.ts';
import { startFixtureServer } from '../support/fixture-server.ts';
import type { FixtureServer } from '../support/fixture-server.ts';
import { corpusSite } from '../support/corpus.ts';
import { closed, edgy } from '../support/fixture-sites/sites.ts';

const acme = corpusSite('dev', 'acme');

function crawlerConfig(crawler: Partial<Config['crawler']> = {}): Config {
  const config = loadConfig({ PUBLIC_URL: 'http://directory.test' });
  return { ...config, crawler: { ...config.crawler, allowLoopback: true, maxPages: 7, ...crawler } };
}

async function failureOf(work: Promise<unknown>): Promise<CrawlFailure> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CrawlFailure);
  return error as CrawlFailure;
}

let site: FixtureServer;
let edge: FixtureServer;
beforeAll(async () => {
  [site, edge] = await Promise.all([startFixtureServer(acme), startFixtureServer(edgy)]);
});
afterAll(async () => {
  await Promise.all([site.close(), edge.close()]);
});

describe('reading a site', () => {
  test(
    'robots.txt first, then the homepage and the valuable same-site pages; ' + 'forbidden pages are never requested',
    async () => {
      site.requests.length = 0;
      const pages = await crawlSite(`${site.origin}/`, crawlerConfig());
      const paths = site.requests.map((request) => request.path);
      expect(paths[0]).toBe('/robots.txt');
      expect(paths[1]).toBe('/');
      expect(new Set(paths.slice(2))).toEqual(
        new Set(['/pricing', '/about', '/features', '/faq', '/team', '/contact', '/blog']),
      );
      expect(paths).not.toContain('/private/roadmap');
      expect(paths).not.toContain('/legal/terms');
      expect(paths).not.toContain('/brochure.pdf');
      expect(
        site.requests.every((request) => request.userAgent === 'LaunchDirectoryBot/1.0 (+http://directory.test/bot)'),
      ).toBe(true);
      expect(pages.map((page) => new URL(page.url).pathname)).toEqual(paths.slice(1));
      const home = pages[0];
      expect(home.text).toContain('Product analytics without the creepy tracking');
      expect(home.text).toContain('Acme Analytics logo');
      expect(home.text).not.toContain('SCRIPT TEXT');
      expect(home.text).not.toContain('.hero');
    },
  );

  test('pages read by an interrupted run are reused, not fetched again', async () => {
    const first = await crawlSite(`${site.origin}/`, crawlerConfig({ maxPages: 2 }));
    site.requests.length = 0;
    const pages = await crawlSite(`${site.origin}/`, crawlerConfig({ maxPages: 2 }), {
      alreadyRead: first.slice(0, 2),
    });
    expect(pages.map((page) => page.url)).toEqual(first.map((page) => page.url));
    expect(site.requests.map((request) => request.path)).toEqual(['/robots.txt', new URL(first[2].url).pathname]);
  });

  test('free slots go to pages of a profile kind only a page read links to, never to a forbidden one', async () => {
    const html = (body: string) =>
      `<!doctype html><html><head><title>Docsite</title></head><body>${body}</body></html>`;
    const server = await startFixtureServer({
      key: 'docsite',
      routes: {
        '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /docs/internal/\n' },
        '/': { body: html('<h1>Docsite</h1><nav><a href="/pricing/">Pricing</a> <a href="/docs/">Docs</a></nav>') },
        '/pricing/': { body: html('<h1>Pricing</h1><p>$9 a month.</p>') },
        '/docs/': {
          body: html(
            '<nav><a href="/docs/faq/">FAQ</a> <a href="/docs/internal/pricing/">Partner pricing</a> ' +
              '<a href="/docs/api/">API reference</a></nav><h1>Docs</h1>',
          ),
        },
        '/docs/faq/': { body: html('<h1>FAQ</h1><h2>Is there a free plan?</h2><p>No.</p>') },
        '/docs/internal/pricing/': { body: html('<h1>Partner pricing</h1>') },
        '/docs/api/': { body: html('<h1>API reference</h1>') },
      },
    });
    try {
      const pages = await crawlSite(`${server.origin}/`, crawlerConfig({ maxPages: 4 }));
      expect(pages.map((page) => new URL(page.url).pathname)).toEqual(['/', '/pricing/', '/docs/', '/docs/faq/']);
      const paths = server.requests.map((request) => request.path);
      expect(paths).not.toContain('/docs/internal/pricing/');
      // Only pages of a kind a profile is drafted from are followed from a page below the homepage.
      expect(paths).not.toContain('/docs/api/');
    } finally {
      await server.close();
    }
  });

  test('a page its link’s words name ("店铺信息 · 联系我们") is read before pages of a kind only by their folder', async () => {
    const html = (body: string) =>
      `<!doctype html><html><head><title>腌翠官方店</title></head><body>${body}</body></html>`;
    const server = await startFixtureServer({
      key: 'youzan-shop',
      routes: {
        '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
        '/': {
          body: html(
            '<a href="/wscshop/feature/faq">常见问题</a> <a href="/wscshop/feature/notes">腌菜笔记</a> ' +
              '<a href="/wscshop/feature/jobs">加入我们</a> <a href="/wscshop/shopinfo">店铺信息 · 联系我们</a>',
          ),
        },
        '/wscshop/feature/faq': { body: html('<h2>常见问题</h2><a href="/wscshop/feature/note-1">笔记</a>') },
        '/wscshop/feature/notes': { body: html('<h2>腌菜笔记</h2><a href="/wscshop/feature/note-1">笔记</a>') },
        '/wscshop/feature/note-1': { body: html('<h2>萝卜头怎么腌？</h2>') },
        '/wscshop/feature/jobs': { body: html('<h2>加入我们</h2>') },
        '/wscshop/shopinfo': { body: html('<p>客服邮箱 kefu@yancui.test</p>') },
      },
    });
    try {
      const pages = await crawlSite(`${server.origin}/`, crawlerConfig({ maxPages: 2 }));
      // Youzan keeps every custom page under "/wscshop/feature/": its FAQ is named for its kind, its notes only sit
      // in a folder named like one, and its jobs page is of no use to a profile.
      expect(pages.map((page) => new URL(page.url).pathname)).toEqual([
        '/',
        '/wscshop/feature/faq',
        '/wscshop/shopinfo',
      ]);
    } finally {
      await server.close();
    }
  });

  test('a wiki’s profile pages, linked only from a page read, come before the homepage’s other links', async () => {
    const html = (body: string) =>
      `<!doctype html><html><head><title>Loggera</title></head><body>${body}</body></html>`;
    const wiki =
      '<ul><li><a href="/projects/loggera/wiki/Om_oss">Om oss</a></li>' +
      '<li><a href="/projects/loggera/wiki/Vanliga_fragor">Vanliga frågor</a></li></ul>';
    const server = await startFixtureServer({
      key: 'redmine',
      routes: {
        '/': {
          body: html(
            '<a href="/news">Nyheter</a> <a href="/projects">Projekt</a> <a href="/projects/loggera">Loggera</a> ' +
              '<a href="/projects/loggera/wiki/Priser">Priser</a>',
          ),
        },
        '/news': { body: html('<h1>Nyheter</h1>') },
        '/projects': { body: html('<h1>Projekt</h1>') },
        '/projects/loggera': { body: html('<h1>Loggera</h1>') },
        '/projects/loggera/wiki/Priser': { body: html(`${wiki}<h1>Priser</h1>`) },
        '/projects/loggera/wiki/Om_oss': { body: html(`${wiki}<h1>Om oss</h1>`) },
        '/projects/loggera/wiki/Vanliga_fragor': { body: html(`${wiki}<h1>Vanliga frågor</h1>`) },
      },
    });
    try {
      const pages = await crawlSite(`${server.origin}/`, crawlerConfig({ maxPages: 4 }));
      expect(pages.map((page) => new URL(page.url).pathname)).toEqual([
        '/',
        '/projects/loggera/wiki/Priser',
        '/projects/loggera/wiki/Om_oss',
        '/projects/loggera/wiki/Vanliga_fragor',
        '/news',
      ]);
    } finally {
      await server.close();
    }
  });

  test('each of the homepage’s other pages is followed by the profile pages it links to (a docs FAQ)', async () => {
    const html = (body: string) => `<!doctype html><html><head><title>Kobako</title></head><body>${body}</body></html>`;
    const server = await startFixtureServer({
      key: 'readme',
      routes: {
        '/': {
          body: html(
            '<a href="/page/pricing">Pricing</a> <a href="/docs/getting-started">Guides</a> ' +
              '<a href="/reference/list-lockers">API</a> <a href="/reference/create-reservation">Reserve</a>',
          ),
        },
        '/page/pricing': { body: html('<h1>Pricing</h1>') },
        '/docs/getting-started': { body: html('<nav><a href="/docs/faq">FAQ</a></nav><h1>Getting started</h1>') },
        '/docs/faq': { body: html('<h1>FAQ</h1>') },
        '/reference/list-lockers': { body: html('<h1>List lockers</h1>') },
        '/reference/create-reservation': { body: html('<h1>Create a reservation</h1>') },
      },
    });
    try {
      const pages = await crawlSite(`${server.origin}/`, crawlerConfig({ maxPages: 3 }));
      expect(pages.map((page) => new URL(page.url).pathname)).toEqual([
        '/',
        '/page/pricing',
        '/docs/getting-started',
        '/docs/faq',
      ]);
    } finally {
      await server.close();
    }
  });

  test('the posts a blog’s index links are not followed as profile pages, whatever their titles name', async () => {
    const html = (body: string) =>
      `<!doctype html><html><head><title>Kordesk</title></head><body>${body}</body></html>`;
    const server = await startFixtureServer({
      key: 'kordesk',
      routes: {
        '/': { body: html('<a href="/fiyatlar">Fiyatlar</a> <a href="/blog">Blog</a> <a href="/destek">Destek</a>') },
        '/fiyatlar': { body: html('<h1>Fiyatlar</h1>') },
        '/blog': { body: html('<h1>Blog</h1><a href="/yazi/kargo-sorulari">Kargo soruları</a>') },
        '/yazi/kargo-sorulari': { body: html('<h1>Kargo soruları</h1>') },
        '/destek': { body: html('<h1>Destek</h1>') },
      },
    });
    try {
      const pages = await crawlSite(`${server.origin}/`, crawlerConfig({ maxPages: 3 }));
      expect(pages.map((page) => new URL(page.url).pathname)).toEqual(['/', '/fiyatlar', '/blog', '/destek']);
    } finally {
      await server.close();
    }
  });

  test('a homepage that only sends visitors on to its language’s version is read there (refresh or link)', async () => {
    const html = (body: string, head = '') =>
      `<!doctype html><html><head><title>Sablah</title>${head}</head><body>${body}</body></html>`;
    const server = await startFixtureServer({
      key: 'locale-landing',
      routes: {
        '/': {
          body: html(
            '<p>جارٍ تحويلك إلى نسخة الموقع العربية… <a href="/ar-OM/">اضغط هنا</a>.</p>' +
              // More quick links of a profile's kinds than pages are read: the link on is still followed.
              '<ul><li><a href="/ar-OM/pricing/">الأسعار</a></li><li><a href="/ar-OM/about/">من نحن</a></li>' +
              '<li><a href="/ar-OM/features/">المزايا</a></li><li><a href="/ar-OM/faq/">الأسئلة الشائعة</a></li>' +
              '<li><a href="/ar-OM/contact/">اتصل بنا</a></li></ul>',
            '<link rel="alternate" hreflang="ar-OM" href="https://sablah.test/ar-OM/">' +
              '<link rel="alternate" hreflang="x-default" href="https://sablah.test/">',
          ),
        },
        // A homepage that is the English version, with a switch to French, stays the home.
        '/bilingual/': {
          body: html(
            '<h1>Sablah</h1><a href="/fr/">Français</a>',
            '<link rel="alternate" hreflang="en" href="/bilingual/"><link rel="alternate" hreflang="fr" href="/fr/">',
          ),
        },
        '/fr/': { body: html('<h1>Sablah en français</h1>') },
        '/ar-OM/': {
          body: html('<h1>سبلة</h1><a href="/ar-OM/pricing/">الأسعار</a><a href="/ar-OM/about/">من نحن</a>'),
        },
        '/ar-OM/pricing/': { body: html('<h1>الأسعار</h1>') },
        '/ar-OM/about/': { body: html('<h1>من نحن</h1>') },
        '/refresh/': { body: html('<p>Moved.</p>', '<meta http-equiv="refresh" content="0; url=/en/">') },
        '/en/': { body: html('<h1>Sablah in English</h1>') },
      },
    });
    try {
      const pages = await crawlSite(`${server.origin}/`, crawlerConfig({ maxPages: 4 }));
      expect(pages.map((page) => new URL(page.url).pathname)).toEqual(['/ar-OM/', '/ar-OM/pricing/', '/ar-OM/about/']);
      const refreshed = await crawlSite(`${server.origin}/refresh/`, crawlerConfig({ maxPages: 4 }));
      expect(refreshed.map((page) => new URL(page.url).pathname)).toEqual(['/en/']);
      const bilingual = await crawlSite(`${server.origin}/bilingual/`, crawlerConfig({ maxPages: 4 }));
      expect(bilingual[0].url).toBe(`${server.origin}/bilingual/`);
    } finally {
      await server.close();
    }
  });

  test('a site whose robots.txt forbids us fails with that reason, after reading only robots.txt', async () => {
    const server = await startFixtureServer(closed);
    try {
      const failure = await failureOf(crawlSite(`${server.origin}/`, crawlerConfig()));
      expect(failure.kind).toBe('robots');
      expect(failure.message).toMatch(/robots\.txt does not allow LaunchDirectoryBot/);
      expect(server.requests.map((request) => request.path)).toEqual(['/robots.txt']);
    } finally {
      await server.close();
    }
  });

  test('not HTML, too large and unreachable are told apart', async () => {
    const fetcher = createFetcher(crawlerConfig({ maxBytes: 100_000 }).crawler, 'LaunchDirectoryBot/1.0');
    expect((await failureOf(fetcher.get(`${edge.origin}/file.pdf`))).message).toMatch(
      /is not an HTML page \(it is application\/pdf\)/,
    );
    expect((await failureOf(fetcher.get(`${edge.origin}/huge`))).kind).toBe('too_large');
    const closedPort = await startFixtureServer(edgy);
    await closedPort.close();
    const unreachable = await failureOf(fetcher.get(`${closedPort.origin}/`));
    expect(unreachable.kind).toBe('unreachable');
    expect(unreachable.message).toMatch(/refused the connection/);
  });
});

test('links to the same host on another port or scheme are not followed (probe finding 6)', () => {
  const home = 'http://example.com/';
  const document = parseHtml(
    `<a href="http://example.com:6379/about">About</a><a href="http://example.com:25/pricing">Pricing</a>
     <a href="https://example.com/faq">FAQ</a><a href="http://www.example.com/team">Team</a>
     <a href="http://example.com:80/contact">Contact</a>`,
    home,
  );
  expect(chooseLinks(document, home, 10).sort()).toEqual(['http://example.com/contact', 'http://www.example.com/team']);
});

test('pages named in Korean, Japanese, Hebrew or Russian paths or link texts are chosen, a privacy page not', () => {
  const home = 'http://example.com/';
  const document = parseHtml(
    `<a href="/%ED%9A%8C%EC%82%AC%EC%86%8C%EA%B0%9C">회사소개</a><a href="/plans-ko">요금제</a>
     <a href="/ja/faq-page">よくある質問</a><a href="/he/team-page">הצוות שלנו</a>
     <a href="/ru/kontakty">Контакты</a><a href="/mentions-legales">Mentions légales</a>
     <a href="/privacy">개인정보처리방침</a>`,
    home,
  );
  expect(chooseLinks(document, home, 10)).toEqual([
    'http://example.com/%ED%9A%8C%EC%82%AC%EC%86%8C%EA%B0%9C',
    'http://example.com/plans-ko',
    'http://example.com/ja/faq-page',
    'http://example.com/he/team-page',
    'http://example.com/ru/kontakty',
    'http://example.com/mentions-legales',
  ]);
});

test('free slots go to other pages of the menus, not to jobs, privacy, sign-in, blog posts or footer links', () => {
  const home = 'http://example.com/';
  const document = parseHtml(
    `<nav><a href="/pricing">Pricing</a><a href="/docs/getting-started/">Getting started</a>
     <a href="/product/tracking">Tracking</a><a href="/careers/">We're hiring</a><a href="/login">Log in</a>
     <a href="/blog/2024/launch">Launch post</a><a href="/polityka-prywatnosci/">Polityka</a></nav>
     <footer><a href="/press-kit">Press kit</a></footer>`,
    home,
  );
  expect(chooseLinks(document, home, 10)).toEqual([
    'http://example.com/pricing',
    'http://example.com/product/tracking',
    'http://example.com/docs/getting-started/',
  ]);
  expect(chooseLinks(document, home, 1)).toEqual(['http://example.com/pricing']);
});

test('a shop’s listing (“Boutique”, “Sklep”, “ショップ”) is chosen before the other pages of the menus', () => {
  const home = 'http://example.com/';
  const document = parseHtml(
    `<nav><a href="/le-jeu/">Le jeu</a><a href="/boutique/">Boutique</a><a href="/presse/">Presse</a>
     <a href="/sklep">Sklep</a><a href="/%E3%82%B7%E3%83%A7%E3%83%83%E3%83%97/">ショップ</a></nav>`,
    home,
  );
  expect(chooseLinks(document, home, 3)).toEqual([
    'http://example.com/boutique/',
    'http://example.com/sklep',
    'http://example.com/%E3%82%B7%E3%83%A7%E3%83%83%E3%83%97/',
  ]);
});

test('a page is of the kind its own name says, not its book’s (BookStack) nor its slug’s when a blog post', () => {
  const home = 'http://example.com/';
  const document = parseHtml(
    `<a href="/books/o-firme/page/kontakt">Kontakt</a><a href="/books/o-produkte/page/caste-otazky">Časté otázky</a>
     <a href="/books/o-firme">O firme</a><a href="/blog/quant-costa-un-quadrant-mal-fet">Quant costa?</a>`,
    home,
  );
  expect(chooseLinks(document, home, 10)).toEqual([
    'http://example.com/books/o-firme',
    'http://example.com/books/o-produkte/page/caste-otazky',
    'http://example.com/books/o-firme/page/kontakt',
  ]);
});

test('pages named in Indonesian, Vietnamese, Greek, Romanian and Hungarian are chosen by their kind', () => {
  const home = 'http://example.com/';
  const document = parseHtml(
    `<a href="/harga.html">Harga</a><a href="/gioi-thieu">Giới thiệu</a><a href="/el/epikoinonia">Επικοινωνία</a>
     <a href="/ro/echipa">Echipa</a><a href="/hu/gyik">GYIK</a>`,
    home,
  );
  expect(chooseLinks(document, home, 10)).toEqual([
    'http://example.com/harga.html',
    'http://example.com/gioi-thieu',
    'http://example.com/hu/gyik',
    'http://example.com/ro/echipa',
    'http://example.com/el/epikoinonia',
  ]);
});

describe('the SSRF guard', () => {
  test.each([
    '127.0.0.1',
    '127.0.0.2',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '2002:7f00:1::',
    '2002:a9fe:a9fe::1',
    '64:ff9b::7f00:1',
    '64:ff9b::169.254.169.254',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    'ff02::1',
    '2001:db8::1',
    // Probe finding 5: the IPv4-translated range and three special-purpose /24s.
    '::ffff:0:7f00:1',
    '::ffff:0:127.0.0.1',
    '::ffff:0:a9fe:a9fe',
    '192.31.196.1',
    '192.52.193.1',
    '192.175.48.1',
  ])('%s is refused', (address) => {
    expect(forbiddenAddressReason(address, { allowLoopback: false })).toEqual(expect.any(String));
  });

  test.each(['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '2002:808:808::1'])(
    '%s is public',
    (address) => {
      expect(forbiddenAddressReason(address, { allowLoopback: false })).toBeUndefined();
    },
  );

  test('the test setting opens exactly 127.0.0.1, not the rest of loopback or its IPv6 forms', () => {
    expect(forbiddenAddressReason('127.0.0.1', { allowLoopback: true })).toBeUndefined();
    for (const address of ['127.0.0.2', '::1', '::ffff:127.0.0.1', '2002:7f00:1::']) {
      expect(forbiddenAddressReason(address, { allowLoopback: true })).toEqual(expect.any(String));
    }
  });

  test('a public-looking name that resolves to loopback is refused before any request', async () => {
    const before = site.requests.length;
    const config = crawlerConfig({ allowLoopback: false, resolve: { 'www.acme-analytics.test': '127.0.0.1' } });
    const failure = await failureOf(crawlSite(`http://www.acme-analytics.test:${site.port}/`, config));
    expect(failure.kind).toBe('forbidden_address');
    expect(failure.message).toMatch(/not reachable at a public internet address/);
    expect(site.requests.length).toBe(before);
  });

  test('a name resolving to ::ffff:127.0.0.1 is refused even with loopback allowed', async () => {
    const before = site.requests.length;
    const config = crawlerConfig({ resolve: { 'mapped.example.test': '::ffff:127.0.0.1' } });
    expect((await failureOf(crawlSite(`http://mapped.example.test:${site.port}/`, config))).kind).toBe(
      'forbidden_address',
    );
    expect(site.requests.length).toBe(before);
  });

  test.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::1]/',
    'http://10.0.0.1/',
    'http://2130706434/',
    'ftp://example.com/',
  ])('the URL %s is refused without connecting', async (url) => {
    expect((await failureOf(crawlSite(url, crawlerConfig()))).kind).toBe('forbidden_address');
  });

  test.each(['/to-loopback', '/to-metadata', '/to-mapped'])(
    'a redirect (%s) to a non-public address is refused',
    async (path) => {
      const fetcher = createFetcher(crawlerConfig().crawler, 'LaunchDirectoryBot/1.0');
      const failure = await failureOf(fetcher.get(`${edge.origin}${path}`));
      expect(failure.kind).toBe('forbidden_address');
    },
  );
});

describe('crawler settings', () => {
  test('safe defaults, and a bad value names the variable', () => {
    const { crawler, anthropic } = loadConfig({});
    expect(crawler).toMatchObject({ allowLoopback: false, maxPages: 6, resolve: {} });
    expect(anthropic).toBeUndefined();
    expect(loadConfig({ CRAWLER_RESOLVE: 'acme.test=127.0.0.1, b.test=::1' }).crawler.resolve).toEqual({
      'acme.test': '127.0.0.1',
      'b.test': '::1',
    });
    expect(() => loadConfig({ CRAWLER_RESOLVE: 'acme.test' })).toThrow(ConfigError);
    expect(() => loadConfig({ CRAWLER_ALLOW_LOOPBACK: 'maybe' })).toThrow(/CRAWLER_ALLOW_LOOPBACK/);
    expect(loadConfig({ ANTHROPIC_API_KEY: 'k', ANTHROPIC_BASE_URL: 'http://127.0.0.1:9/' }).anthropic).toEqual({
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:9/',
      model: 'claude-sonnet-5-5',
    });
  });
});

test('the homepage under its file name (Sphinx, static sites: "index.html") is not read a second time', () => {
  const home = 'http://example.com/';
  const document = parseHtml(
    `<a href="index.html">Chakrika</a><a href="/index.php">Home</a><a href="pricing.html">Pricing</a>
     <a href="/docs/index.html">Docs</a>`,
    home,
  );
  expect(chooseLinks(document, home, 10)).toEqual([
    'http://example.com/pricing.html',
    'http://example.com/docs/index.html',
  ]);
});
