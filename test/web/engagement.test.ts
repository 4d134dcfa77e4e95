// Votes, follows and reviews through the site's forms, with real sessions from the e-mailed sign-in
// link: signed-out visitors go to sign in and come back; every post needs the session's CSRF token
// and redirects back; the page's script gets JSON instead; an owner's vote is not counted; pages
// with per-viewer buttons are never cached for others; the site team judges reviews.
import { JSDOM } from 'jsdom';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import { Browser, csrfOf } from '../support/browser.ts';

let testApp: ServedTestApp;

beforeAll(async () => {
  testApp = await serveTestApp({ siteTeamEmails: ['team@example.com'], siteActionsPerAccountPerHour: 15 });
  await testApp.database.pool.query(
    `insert into listings (slug, name, tagline, url, status, launch_week, launched_at) values
     ('gadget', 'Gadget', 'Gadgets for everyone', 'https://gadget.example', 'live', '2026-11-16', now()),
     ('soon', 'Soon', 'Coming soon', 'https://soon.example', 'scheduled', '2027-01-04', null)`,
  );
});
afterAll(() => testApp.close());

const documentOf = async (res: Response) => new JSDOM(await res.text()).window.document;
const votes = async () =>
  (await testApp.database.pool.query<{ vote_count: number }>(`select vote_count from listings where slug = 'gadget'`))
    .rows[0].vote_count;

async function signedInBrowser(email: string): Promise<Browser> {
  const browser = new Browser(testApp.origin);
  const page = await browser.follow('/sign-in?return_to=%2Flistings%2Fgadget');
  const landed = await browser.signInThroughEmail(testApp.database.db, page, email);
  expect(new URL(landed.url).pathname).toBe('/listings/gadget');
  return browser;
}

/** Posts the page's first form whose action ends with `action` (or matches it), as the browser would. */
async function submit(browser: Browser, path: string, action: string | RegExp, extra: Record<string, string> = {}) {
  const document = await documentOf(await browser.fetch(path));
  const form = [...document.querySelectorAll('form[method="post"]')].find((f) => {
    const target = f.getAttribute('action') ?? '';
    return typeof action === 'string' ? target.endsWith(action) : action.test(target);
  });
  expect(form).toBeDefined();
  const fields = Object.fromEntries(
    [...form!.querySelectorAll('input[type="hidden"]')].map((input) => [
      input.getAttribute('name')!,
      input.getAttribute('value')!,
    ]),
  );
  return browser.fetch(form!.getAttribute('action')!, { form: { ...fields, ...extra } });
}

test('signed out: the vote button leads to sign-in and back; a post without a session goes there too', async () => {
  const anonymous = new Browser(testApp.origin);
  const page = await anonymous.fetch('/listings/gadget');
  expect(page.headers.get('cache-control')).toBe('public, max-age=60');
  const link = (await documentOf(page)).querySelector('.actions a.vote')!.getAttribute('href');
  expect(link).toBe('/sign-in?return_to=%2Flistings%2Fgadget');
  const post = await anonymous.fetch('/listings/gadget/vote', { form: { return_to: '/listings/gadget' } });
  expect(post.status).toBe(303);
  expect(post.headers.get('location')).toBe('/sign-in?return_to=%2Flistings%2Fgadget');
  expect(await votes()).toBe(0);
});

test('a signed-in person votes and takes the vote back; the page is theirs alone (private, no-store)', async () => {
  const browser = await signedInBrowser('fan@example.com');
  const page = await browser.fetch('/listings/gadget');
  expect(page.headers.get('cache-control')).toBe('private, no-store');
  expect(page.headers.get('vary')).toBe('Cookie');
  // The page's own script (votes without a reload) may run; nothing else.
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'; connect-src 'self'");
  // No CSRF token: refused.
  const forged = await browser.fetch('/listings/gadget/vote', { form: { csrf: 'x'.repeat(43) } });
  expect(forged.status).toBe(403);
  const voted = await submit(browser, '/listings/gadget', '/vote');
  expect(voted.status).toBe(303);
  expect(voted.headers.get('location')).toBe('/listings/gadget');
  expect(await votes()).toBe(1);
  const after = await documentOf(await browser.fetch('/listings/gadget'));
  const button = after.querySelector('.actions form[action="/listings/gadget/unvote"] button')!;
  expect(button.getAttribute('aria-pressed')).toBe('true');
  // Its name, as a screen reader reads it: the visible words, then what they count.
  expect(button.textContent?.replace(/\s+/g, ' ').trim()).toBe('▲ Upvoted 1 vote for Gadget');
  await submit(browser, '/listings/gadget', '/unvote');
  expect(await votes()).toBe(0);
});

test('the page’s script gets the button’s new state as JSON', async () => {
  const browser = await signedInBrowser('script@example.com');
  const document = await documentOf(await browser.fetch('/listings/gadget'));
  const csrf = csrfOf(document.documentElement.outerHTML);
  const res = await fetch(`${testApp.origin}/listings/gadget/vote`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
      cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      origin: testApp.origin,
    },
    body: new URLSearchParams({ csrf, return_to: '/listings/gadget' }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toEqual({
    action: '/listings/gadget/unvote',
    pressed: true,
    text: 'Upvoted',
    count: 1,
    unit: 'vote',
    announcement: 'You upvoted Gadget.',
  });
  // From another site, the same post is refused.
  const foreign = await fetch(`${testApp.origin}/listings/gadget/unvote`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
      cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      origin: 'https://evil.example',
    },
    body: new URLSearchParams({ csrf }),
  });
  expect(foreign.status).toBe(403);
  expect(await votes()).toBe(1);
});

test('an owner’s vote is kept but not counted, and owners cannot review their listing', async () => {
  const owner = await signedInBrowser('maker@example.com');
  await testApp.database.pool.query(
    `insert into listing_owners (listing_id, account_id)
     select l.id, a.id from listings l, accounts a where l.slug = 'gadget' and a.email = 'maker@example.com'`,
  );
  const before = await votes();
  await submit(owner, '/listings/gadget', '/vote');
  expect(await votes()).toBe(before);
  const page = await documentOf(await owner.fetch('/listings/gadget'));
  expect(page.querySelector('main')?.textContent).toContain(
    'You own this listing: your own vote for it is not counted',
  );
  expect(page.querySelector('form[action="/listings/gadget/review"]')).toBeNull();
  const review = await owner.fetch('/listings/gadget/review', {
    form: { csrf: csrfOf(page.documentElement.outerHTML), rating: '5', body: 'Mine is great' },
  });
  expect(review.status).toBe(403);
  expect((await documentOf(review)).querySelector('.error')?.textContent).toBe(
    'Owners and co-owners cannot review their own listing.',
  );
});

test('follow and unfollow', async () => {
  const browser = await signedInBrowser('follower@example.com');
  await submit(browser, '/listings/soon', '/follow');
  const page = await documentOf(await browser.fetch('/listings/soon'));
  const button = page.querySelector('form[action="/listings/soon/unfollow"] button')!;
  expect(button.getAttribute('aria-pressed')).toBe('true');
  expect(button.textContent).toContain('Following');
  // An upcoming listing can be followed, not voted for.
  expect(page.querySelector('.actions .vote.closed')).not.toBeNull();
  const closed = await browser.fetch('/listings/soon/vote', { form: { csrf: csrfOf(page.documentElement.outerHTML) } });
  expect(closed.status).toBe(409);
  await submit(browser, '/listings/soon', '/unfollow');
  const { rows } = await testApp.database.pool.query(
    `select 1 from follows f join listings l on l.id = f.listing_id where l.slug = 'soon'`,
  );
  expect(rows).toEqual([]);
});

test('reviews: write, edit, bounded; the site team marks one not genuine and back', async () => {
  const reviewer = await signedInBrowser('reviewer@example.com');
  const tooLong = await submit(reviewer, '/listings/gadget', '/review', { rating: '4', body: 'x'.repeat(2001) });
  expect(tooLong.status).toBe(400);
  const again = await documentOf(tooLong);
  expect(again.querySelector('.error')?.textContent).toContain('longer than 2000 characters');
  expect(again.querySelector('textarea')?.textContent).toHaveLength(2001);
  expect((await submit(reviewer, '/listings/gadget', '/review', { rating: '4', body: 'Solid.' })).status).toBe(303);
  await submit(reviewer, '/listings/gadget', '/review', { rating: '5', body: 'Even better after the update.' });
  let page = await documentOf(await reviewer.fetch('/listings/gadget'));
  expect(page.querySelector('#reviews')?.textContent).toContain('Community rating: ★★★★★ 5 / 5 · 1 review');
  expect(page.querySelector('#reviews .review')?.textContent).toContain('Even better after the update.');
  expect(page.querySelector('#reviews button[type="submit"]')?.textContent).toBe('Update your review');

  // Not the site team: 403.
  expect((await reviewer.fetch('/site-team/reviews')).status).toBe(403);
  const team = await signedInBrowser('team@example.com');
  const list = await documentOf(await team.fetch('/site-team/reviews'));
  expect(list.querySelector('tbody')?.textContent).toContain('Even better after the update.');
  const judged = await submit(team, '/site-team/reviews', /^\/site-team\/reviews\/\d+$/, {
    reason: 'Written by a competitor',
  });
  expect(judged.status).toBe(303);
  page = await documentOf(await new Browser(testApp.origin).fetch('/listings/gadget'));
  expect(page.querySelector('#reviews .review')).toBeNull();
  expect(page.querySelector('#reviews')?.textContent).toContain('No reviews yet.');
  const own = await documentOf(await reviewer.fetch('/listings/gadget'));
  expect(own.querySelector('#reviews .error')?.textContent).toContain('marked your review as not genuine');
  const notGenuine = await documentOf(await team.fetch('/site-team/reviews?show=not-genuine'));
  expect(notGenuine.querySelector('tbody')?.textContent).toContain('Written by a competitor');
  await submit(team, '/site-team/reviews?show=not-genuine', /^\/site-team\/reviews\/\d+$/);
  page = await documentOf(await new Browser(testApp.origin).fetch('/listings/gadget'));
  expect(page.querySelector('#reviews .review')?.textContent).toContain('Even better after the update.');
});

test('too many actions from one account: a 429 page saying when to try again', async () => {
  const eager = await signedInBrowser('eager@example.com');
  let last: Response | undefined;
  for (let i = 0; i < 16; i++) last = await submit(eager, '/listings/gadget', i % 2 === 0 ? '/vote' : '/unvote');
  expect(last!.status).toBe(429);
  expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await documentOf(last!)).querySelector('h1')?.textContent).toBe('Slow down');
});
