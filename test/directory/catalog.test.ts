// The rest of the public directory on the demo data: site info, categories, launch weeks and
// feeds, leaderboards, awards, founders, interview questions, blog and products.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { setClock } from '../../app/clock.ts';
import { projectRoot } from '../../app/config.ts';
import { describeDemo } from '../../app/demo/load.ts';
import { demoNow, demoWeek, startDemoApp } from './demo-app.ts';

let testApp: Awaited<ReturnType<typeof startDemoApp>>;
// Loading the demo takes about a second, far longer on a busy machine.
beforeAll(async () => {
  testApp = await startDemoApp();
});
afterAll(() => testApp.close());
beforeEach(() => setClock(demoNow));

const get = (path: string) => request(testApp.app).get(`/v1${path}`);
const query = async <T>(text: string, values: unknown[] = []) =>
  (await testApp.database.pool.query(text, values)).rows as T[];
const slugs = (items: { slug: string }[]) => items.map((item) => item.slug);

describe('the demo directory', () => {
  test("the README quotes the start banner's summary of this week's load", () => {
    const readme = readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
    const [, week, quoted] =
      /for the week of\s+(\S+?),[\s\S]*?<!-- demo-summary -->([\s\S]*?)<!-- \/demo-summary -->/.exec(readme)!;
    expect(week).toBe(demoWeek);
    expect(quoted.replace(/\s+/g, ' ').trim()).toBe(`Loaded the demo directory: ${describeDemo(testApp.demo)}.`);
  });

  test('its figures are what the API counts: live listings, founders with a live listing, votes, voters', async () => {
    const { demo } = testApp;
    expect((await get('/site').expect(200)).body.counts).toEqual({
      live_listings: demo.liveListings,
      categories: demo.categories,
    });
    expect((await get('/founders?per_page=1').expect(200)).body.total).toBe(demo.liveFounders);
    const [votes] = await query<{ votes: number; voters: number }>(
      'select count(*)::int as votes, count(distinct account_id)::int as voters from votes',
    );
    expect(votes).toEqual({ votes: demo.votes, voters: demo.voters });
  });
});

describe('get_site_info', () => {
  test('names the site, its URLs and live counts', async () => {
    const res = await get('/site').expect(200);
    const [counts] = await query<{ live: number; categories: number }>(
      "select (select count(*)::int from listings where status = 'live') as live, " +
        '(select count(*)::int from categories) as categories',
    );
    expect(res.body.counts).toEqual({ live_listings: counts.live, categories: counts.categories });
    expect(res.body.urls).toMatchObject({
      api_base: 'http://localhost:3000/v1',
      openapi_json: 'http://localhost:3000/v1/openapi.json',
      mcp: 'http://localhost:3000/mcp',
    });
  });

  test('400 for a parameter it does not take', async () => {
    await get('/site?x=1').expect(400);
  });
});

describe('list_categories and get_category', () => {
  test('a two-level tree with live counts that include subcategories', async () => {
    const res = await get('/categories').expect(200);
    expect(res.body.items.length).toBeGreaterThanOrEqual(8);
    const finance = res.body.items.find((c: { slug: string }) => c.slug === 'finance');
    expect(slugs(finance.children)).toEqual(expect.arrayContaining(['invoicing', 'bookkeeping', 'payments']));
    expect(finance.live_count).toBeGreaterThanOrEqual(
      Math.max(...finance.children.map((c: { live_count: number }) => c.live_count)),
    );
    const total = res.body.items.reduce((n: number, c: { children: unknown[] }) => n + 1 + c.children.length, 0);
    expect(total).toBeGreaterThanOrEqual(25);
  });

  test('live counts follow status, membership and tree changes, each listing once per category', async () => {
    // Distinct live listings in each category's subtree, counted directly.
    const expected = async () =>
      Object.fromEntries(
        (
          await query<{ slug: string; n: number }>(`
      with recursive tree as (select id as root, id from categories
                              union all select tree.root, c.id from tree join categories c on c.parent_id = tree.id)
      select c.slug, (select count(distinct lc.listing_id)::int from listing_categories lc
                      join listings l on l.id = lc.listing_id and l.status = 'live'
                      join tree on tree.id = lc.category_id where tree.root = c.id) as n
      from categories c`)
        ).map((row) => [row.slug, row.n]),
      );
    const served = async () => {
      const counts: Record<string, number> = {};
      const walk = (nodes: { slug: string; live_count: number; children: never[] }[]) =>
        nodes.forEach((node) => {
          counts[node.slug] = node.live_count;
          walk(node.children);
        });
      walk((await get('/categories').expect(200)).body.items);
      return counts;
    };
    expect(await served()).toEqual(await expected());
    const [listing] = await query<{ id: number }>(
      'select l.id from listings l join listing_categories lc on lc.listing_id = l.id ' +
        "join categories c on c.id = lc.category_id where l.status = 'live' and c.slug = 'invoicing' limit 1",
    );
    const before = (await served()).finance;
    await query("update listings set status = 'scheduled' where id = $1", [listing.id]);
    expect((await served()).finance).toBe(before - 1);
    // In both a category and its parent: still counted once in the parent.
    await query("update listings set status = 'live' where id = $1", [listing.id]);
    await query(
      'insert into listing_categories (listing_id, category_id) ' +
        "select $1, id from categories where slug = 'finance' on conflict do nothing",
      [listing.id],
    );
    expect((await served()).finance).toBe(before);
    const [moved] = await query<{ parent_id: number }>("select parent_id from categories where slug = 'invoicing'");
    await query(
      'update categories set parent_id = ' +
        "(select id from categories where parent_id is null and slug <> 'finance' limit 1) where slug = 'invoicing'",
    );
    expect(await served()).toEqual(await expected());
    await query('update categories set parent_id = $1 where slug = $2', [moved.parent_id, 'invoicing']);
    await query(
      'delete from listing_categories where listing_id = $1 ' +
        "and category_id = (select id from categories where slug = 'finance') and not is_primary",
      [listing.id],
    );
    expect(await served()).toEqual(await expected());
  });

  test('include_empty=false drops categories without live listings', async () => {
    const [empty] = await query<{ id: number }>(
      "insert into categories (slug, name) values ('empty-category', 'Empty') returning id",
    );
    expect(slugs((await get('/categories').expect(200)).body.items)).toContain('empty-category');
    expect(slugs((await get('/categories?include_empty=false').expect(200)).body.items)).not.toContain(
      'empty-category',
    );
    await query('delete from categories where id = $1', [empty.id]);
    await get('/categories?include_empty=maybe').expect(400);
  });

  test('get_category: description, FAQs, parent, subcategories and live listings most voted first', async () => {
    const res = await get('/categories/invoicing?per_page=5').expect(200);
    expect(res.body.parent).toEqual({ slug: 'finance', name: 'Finance' });
    expect(res.body.faqs.length).toBeGreaterThan(0);
    expect(res.body.listings.items.length).toBeGreaterThan(0);
    const votes = res.body.listings.items.map((item: { votes: number }) => item.votes);
    expect(votes).toEqual([...votes].sort((a: number, b: number) => b - a));
    const parent = await get('/categories/finance').expect(200);
    expect(parent.body.parent).toBeNull();
    expect(slugs(parent.body.subcategories)).toContain('invoicing');
    expect(slugs(parent.body.listings.items)).toEqual(
      expect.arrayContaining(slugs(res.body.listings.items).slice(0, 1)),
    );
  });

  test('get_category: 404 unknown, 400 malformed slug or paging', async () => {
    await get('/categories/no-such-category').expect(404);
    await get('/categories/BAD').expect(400);
    await get('/categories/finance?page=0').expect(400);
  });
});

describe('get_launch_week', () => {
  test('this week: live launches ranked by votes received in the week', async () => {
    const res = await get('/launches/weeks/this').expect(200);
    expect(res.body.week).toEqual({ start: demoWeek, end: '2026-11-22' });
    expect(res.body.timing).toBe('current');
    const votes = res.body.items.map((item: { votes: number }) => item.votes);
    expect(votes).toEqual([...votes].sort((a: number, b: number) => b - a));
    expect(
      res.body.items.every(
        (item: { listing: { status: string; launch_week: string } }) =>
          item.listing.status === 'live' && item.listing.launch_week === demoWeek,
      ),
    ).toBe(true);
  });

  test('a date is snapped to its Monday; last and next work', async () => {
    expect((await get('/launches/weeks/2026-11-05').expect(200)).body.week.start).toBe('2026-11-02');
    const last = await get('/launches/weeks/last').expect(200);
    expect(last.body).toMatchObject({ timing: 'past', week: { start: '2026-11-09' } });
    const next = await get('/launches/weeks/next').expect(200);
    expect(next.body.timing).toBe('future');
    expect(next.body.items.length).toBeGreaterThan(0);
    expect(next.body.items.every((item: { listing: { status: string } }) => item.listing.status === 'upcoming')).toBe(
      true,
    );
  });

  test('404 before the first launch week or beyond the calendar; 400 for a malformed or impossible date', async () => {
    expect((await get('/launches/weeks/2020-01-06').expect(404)).body.code).toBe('not_found');
    await get('/launches/weeks/2030-01-07').expect(404);
    expect((await get('/launches/weeks/2026-02-30').expect(400)).body.errors[0]).toEqual({
      pointer: '/path/week',
      detail: '2026-02-30 is not a date: use this, next, last or a real date YYYY-MM-DD.',
    });
    await get('/launches/weeks/tomorrow').expect(400);
  });
});

describe('list_launches', () => {
  test('each of the 8 sections answers with its own feed', async () => {
    for (const section of [
      'today',
      'this-week',
      'trending',
      'most-voted',
      'recent',
      'most-viewed',
      'most-followed',
      'upcoming',
    ]) {
      const res = await get(`/launches?section=${section}&per_page=10`).expect(200);
      expect(res.body.section).toBe(section);
    }
    const upcoming = await get('/launches?section=upcoming&per_page=100').expect(200);
    const weeks = upcoming.body.items.map((item: { launch_week: string }) => item.launch_week);
    expect(weeks).toEqual([...weeks].sort());
    const thisWeek = await get('/launches').expect(200);
    expect(thisWeek.body.section).toBe('this-week');
    expect(
      thisWeek.body.items.every((item: { launched_at: string }) => item.launched_at >= `${demoWeek}T00:00:00.000Z`),
    ).toBe(true);
    const today = await get('/launches?section=today&per_page=100').expect(200);
    expect(today.body.items.every((item: { launched_at: string }) => item.launched_at.startsWith('2026-11-18'))).toBe(
      true,
    );
  });

  test('400 for an unknown section', async () => {
    expect((await get('/launches?section=best').expect(400)).body.errors[0].pointer).toBe('/query/section');
  });
});

describe('get_leaderboard', () => {
  test('community-weekly counts the votes cast in the week', async () => {
    const res = await get('/leaderboards/community-weekly?week=last&per_page=3').expect(200);
    expect(res.body).toMatchObject({
      board: 'community-weekly',
      paid: false,
      week: { start: '2026-11-09', end: '2026-11-15' },
      metric: { unit: 'votes' },
    });
    const [top] = await query<{ slug: string; n: number }>(
      `select l.slug, count(*)::int as n from votes v join listings l on l.id = v.listing_id
       where l.status = 'live' and v.created_at >= '2026-11-09' and v.created_at < '2026-11-16'
       group by l.slug order by n desc, l.slug limit 1`,
    );
    expect(res.body.items[0]).toMatchObject({ rank: 1, metric: top.n, listing: { slug: top.slug } });
  });

  test('the billboard is labelled paid, ranked by money', async () => {
    const res = await get('/leaderboards/billboard').expect(200);
    expect(res.body.paid).toBe(true);
    expect(res.body.notice).toMatch(/paid/i);
    expect(res.body.metric.unit).toBe('usd_cents');
    const metrics = res.body.items.map((item: { metric: number }) => item.metric);
    expect(metrics).toEqual([...metrics].sort((a: number, b: number) => b - a));
  });

  test('all-time, domain-rating and revenue boards rank by their metric, ranks continue across pages', async () => {
    for (const board of ['community-all-time', 'domain-rating', 'revenue']) {
      const first = await get(`/leaderboards/${board}?per_page=5`).expect(200);
      expect(first.body).toMatchObject({ board, paid: false, week: null });
      expect(first.body.items.length).toBe(5);
      const second = await get(`/leaderboards/${board}?per_page=5&page=2`).expect(200);
      expect(second.body.items[0].rank).toBe(6);
      expect(second.body.items[0].metric).toBeLessThanOrEqual(first.body.items[4].metric);
    }
  });

  test('400 for an unknown board, a week on another board or a bad week; 404 outside the calendar', async () => {
    await get('/leaderboards/best').expect(400);
    expect((await get('/leaderboards/billboard?week=last').expect(400)).body.errors[0].pointer).toBe('/query/week');
    await get('/leaderboards/community-weekly?week=next').expect(400);
    await get('/leaderboards/community-weekly?week=2026-13-01').expect(400);
    // The message offers what this parameter's pattern accepts: no `next` on the leaderboard.
    expect((await get('/leaderboards/community-weekly?week=2026-02-30').expect(400)).body.errors[0]).toEqual({
      pointer: '/query/week',
      detail: '2026-02-30 is not a date: use this, last or a real date YYYY-MM-DD.',
    });
    await get('/leaderboards/community-weekly?week=2019-01-07').expect(404);
  });
});

describe('list_awards', () => {
  test('Launch of the Week #1-#3 per finished week, newest week first', async () => {
    const res = await get('/awards?per_page=6').expect(200);
    expect(res.body.items[0]).toMatchObject({ rank: 1, title: 'Launch of the Week #1', week: { start: '2026-11-09' } });
    expect(res.body.items.map((a: { rank: number }) => a.rank)).toEqual([1, 2, 3, 1, 2, 3]);
    expect(res.body.items[0].votes).toBeGreaterThanOrEqual(res.body.items[1].votes);
    const winner = res.body.items[0].listing.slug;
    const mine = await get(`/awards?listing=${winner}`).expect(200);
    expect(mine.body.items.every((a: { listing: { slug: string } }) => a.listing.slug === winner)).toBe(true);
    expect((await get('/awards?listing=no-such-listing').expect(200)).body.total).toBe(0);
  });

  test('400 for a malformed listing slug', async () => {
    await get('/awards?listing=Bad_Slug').expect(400);
  });
});

describe('founders', () => {
  test('list_founders: founders of live listings, by name, with their companies', async () => {
    const res = await get('/founders?per_page=10').expect(200);
    expect(res.body.total).toBeGreaterThan(50);
    const names = res.body.items.map((f: { name: string }) => f.name);
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0),
    );
    expect(res.body.items[0].companies.length).toBeGreaterThan(0);
  });

  test('list_founders: q is typo tolerant, country filters', async () => {
    const [founder] = await query<{ name: string; slug: string; country: string }>(
      'select name, slug, country from founders order by id limit 1',
    );
    const misspelled = founder.name.replace(/(\w)(\w)(\w*)$/, '$2$1$3');
    const res = await get(`/founders?q=${encodeURIComponent(misspelled)}`).expect(200);
    expect(slugs(res.body.items)).toContain(founder.slug);
    const byCountry = await get(`/founders?country=${founder.country}&per_page=100`).expect(200);
    expect(byCountry.body.items.every((f: { country: string }) => f.country === founder.country)).toBe(true);
    await get('/founders?country=usa').expect(400);
  });

  test('get_founder: bio, socials, companies, stories of unlocked listings, interview answers', async () => {
    const [founder] = await query<{ slug: string }>(
      `select f.slug from founders f join founder_listings fl on fl.founder_id = f.id
       join listings l on l.id = fl.listing_id where l.slug = 'invoicely' order by fl.position limit 1`,
    );
    const res = await get(`/founders/${founder.slug}`).expect(200);
    expect(res.body.page_url).toBe(`http://localhost:3000/founders/${founder.slug}`);
    expect(slugs(res.body.companies)).toContain('invoicely');
    expect(res.body.stories.map((s: { listing: { slug: string } }) => s.listing.slug)).toContain('invoicely');
    const [answered] = await query<{ slug: string; n: number }>(
      'select f.slug, count(*)::int as n from founders f join interview_answers a on a.account_id = f.account_id ' +
        'group by f.slug order by f.slug limit 1',
    );
    expect((await get(`/founders/${answered.slug}`).expect(200)).body.interview).toHaveLength(answered.n);
  });

  test('get_founder: 404 unknown, 400 malformed', async () => {
    await get('/founders/no-such-founder').expect(404);
    await get('/founders/_x').expect(400);
  });

  test('list_interview_questions lists the active questions', async () => {
    const res = await get('/interview-questions').expect(200);
    expect(res.body.items.length).toBe(10);
    expect(res.body.items[0]).toMatchObject({ id: expect.any(Number), question: expect.any(String), topic: 'origin' });
    await get('/interview-questions?page=2').expect(400);
  });
});

describe('blog', () => {
  test('list_blog_posts: published posts newest first; drafts and scheduled posts hidden', async () => {
    const res = await get('/blog?per_page=100').expect(200);
    expect(res.body.total).toBe(10);
    const dates = res.body.items.map((p: { published_at: string }) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const q = await get('/blog?q=leaderboards billboard').expect(200);
    expect(q.body.items[0].slug).toBe('what-the-leaderboards-measure');
    await get(`/blog?q=${'x'.repeat(201)}`).expect(400);
  });

  test('get_blog_post: Markdown and FAQs; 404 for unknown or unpublished posts; 400 malformed', async () => {
    const res = await get('/blog/how-to-prepare-for-launch-week').expect(200);
    expect(res.body.markdown).toMatch(/^# How to prepare for launch week/);
    expect(res.body.faqs.length).toBeGreaterThan(0);
    await get('/blog/badges-and-what-they-mean').expect(404);
    await get('/blog/no-such-post').expect(404);
    await get('/blog/UPPER').expect(400);
  });
});

describe('list_products', () => {
  test('prices come from the database; weeks offered for skip_queue and relaunch; options', async () => {
    await query("update products set price_cents = 3100 where code = 'skip_queue'");
    const res = await get('/products').expect(200);
    const product = (code: string) => res.body.items.find((p: { code: string }) => p.code === code);
    expect(product('skip_queue')).toMatchObject({ price_cents: 3100, currency: 'USD', vat_included: false });
    expect(product('skip_queue').weeks).toEqual(['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21']);
    expect(product('relaunch').weeks).toHaveLength(8);
    expect(product('launch').weeks).toEqual([]);
    expect(product('billboard_min').minimum_cents).toBe(1000);
    expect(product('ai_review').options[0]).toMatchObject({ key: 'focus', type: 'choice', required: true });
    await get('/products?x=1').expect(400);
  });
});
