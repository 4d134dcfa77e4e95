// Launch weeks (with the previous and next week), the leaderboards (each ranking on its own, the
// billboard shown as paid, Domain Rating as a third-party measure), past Launch of the Week winners
// and the page that says how ranking works.
import type { Router } from 'express';
import { addWeeks, currentWeek } from '../directory/weeks.ts';
import { ProblemError } from '../http/problem.ts';
import type { components } from '../../generated/api.d.ts';
import { handler as getLaunchWeek } from '../../handlers/launches/get_launch_week.ts';
import { handler as getLeaderboard } from '../../handlers/trophies/get_leaderboard.ts';
import { handler as listAwards } from '../../handlers/trophies/list_awards.ts';
import { genuineReviewRule } from '../engagement/reviews.ts';
import { escapeHtml, siteName } from './layout.ts';
import { publicPage } from './page-context.ts';
import type { OperationCaller, PageDependencies } from './page-context.ts';
import {
  breadcrumbs,
  formatNumber,
  formatUsdCents,
  formatWeek,
  pager,
  plural,
  productList,
  weekPath,
} from './public-layout.ts';
import type { ProductRow } from './public-layout.ts';
import { article, breadcrumbList, collectionPage, productCollection } from './structured-data.ts';

type Board = components['schemas']['Leaderboard']['board'];
type Leaderboard = components['schemas']['Leaderboard'];

/** The boards in the order the site shows them, with what each is and how its figure reads. */
const boards: Record<
  Board,
  { title: string; summary: string; kind: 'community' | 'paid' | 'third-party' | 'revenue'; figure: string }
> = {
  'community-weekly': {
    title: 'Votes this week',
    summary: 'Community votes cast this week by people signed in on the site.',
    kind: 'community',
    figure: 'votes this week',
  },
  'community-all-time': {
    title: 'All-time votes',
    summary: 'Every community vote a product has received since it launched.',
    kind: 'community',
    figure: 'votes',
  },
  billboard: {
    title: 'Billboard (paid placement)',
    summary: 'Paid placement: products ranked by the money contributed to the billboard, not by votes.',
    kind: 'paid',
    figure: 'paid',
  },
  'domain-rating': {
    title: 'Domain Rating (third-party)',
    summary:
      'A third-party measure (0-100) of the strength of each product website’s backlink profile, measured ' +
      'outside this site. It is not a community ranking and cannot be bought here.',
    kind: 'third-party',
    figure: 'Domain Rating',
  },
  revenue: {
    title: 'Revenue',
    summary: 'Products ranked by the latest monthly revenue reported for them.',
    kind: 'revenue',
    figure: 'latest month',
  },
};
const boardNames = Object.keys(boards) as Board[];

const kindLabel = (board: Board) =>
  ({
    community: '<span class="pill live">Community votes</span>',
    paid: '<span class="pill paid">Paid placement</span>',
    'third-party': '<span class="pill third">Third-party measure</span>',
    revenue: '<span class="pill">Reported revenue</span>',
  })[boards[board].kind];

function figureOf(board: Leaderboard, metric: number): ProductRow['figure'] {
  // All-time votes are what the upvote button beside it shows already.
  if (board.board === 'community-all-time') return undefined;
  switch (board.metric.unit) {
    case 'votes':
      return {
        value: formatNumber(metric),
        label: metric === 1 ? boards[board.board].figure.replace('votes', 'vote') : boards[board.board].figure,
      };
    case 'usd_cents':
      return { value: formatUsdCents(metric), label: boards[board.board].figure };
    case 'domain_rating':
      return { value: formatNumber(metric), label: boards[board.board].figure };
  }
}

/** The week's data, or undefined when the week is outside the launch calendar. */
async function weekIfListed(call: OperationCaller, monday: string) {
  try {
    return await call('get_launch_week', getLaunchWeek, { path: { week: monday } });
  } catch (error) {
    if (error instanceof ProblemError && error.status === 404) return undefined;
    throw error;
  }
}

async function boardWeekExists(call: OperationCaller, monday: string): Promise<boolean> {
  try {
    await call('get_leaderboard', getLeaderboard, {
      path: { board: 'community-weekly' },
      query: { week: monday, per_page: 1 },
    });
    return true;
  } catch (error) {
    if (error instanceof ProblemError && error.status === 404) return false;
    throw error;
  }
}

export function mountRankingPages(router: Router, deps: PageDependencies): void {
  router.get('/launches', (_req, res) => res.redirect(302, weekPath(currentWeek())));

  router.get(
    '/launches/:week',
    publicPage(
      deps,
      (req) => `The launch week "${req.params.week}"`,
      async ({ req, call, buttons, publicUrl }) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(req.params.week)) throw new ProblemError(404, 'not_found', 'No such week');
        const week = await call('get_launch_week', getLaunchWeek, { path: { week: req.params.week } });
        // Any day of a week stands for it; its address is its Monday.
        if (week.week.start !== req.params.week) return { redirect: weekPath(week.week.start), status: 301 };
        const [previous, next] = await Promise.all([
          weekIfListed(call, addWeeks(week.week.start, -1)),
          weekIfListed(call, addWeeks(week.week.start, 1)),
        ]);
        const listings = week.items.map((item) => item.listing);
        const context = await buttons(listings);
        const when = { past: 'Past week', current: 'This week', future: 'Coming week' }[week.timing];
        const title = `Launches of ${formatWeek(week.week)}`;
        const path = weekPath(week.week.start);
        const status =
          week.timing === 'future'
            ? '<p class="notice-box">These products are scheduled for this week. Votes open on each one’s ' +
              'launch day.</p>'
            : week.timing === 'past'
              ? `<p class="notice-box">Final ranking by the votes cast during the week. The top three won \
<a href="/awards">Launch of the Week</a>.</p>`
              : '<p class="notice-box">Ranked live by the votes cast this week. Upvote the launches you like.</p>';
        const rows = week.items.map((item) => ({
          listing: item.listing,
          rank: item.rank,
          ...(week.timing === 'future'
            ? {}
            : {
                figure: {
                  value: formatNumber(item.votes),
                  label: item.votes === 1 ? 'vote this week' : 'votes this week',
                },
              }),
        }));
        const weekLink = (other: typeof previous, rel: 'prev' | 'next') =>
          other
            ? `<a href="${weekPath(other.week.start)}" rel="${rel}">` +
              `${rel === 'prev' ? '← ' : ''}${formatWeek(other.week)}${rel === 'next' ? ' →' : ''}</a>`
            : '<span></span>';
        const nav = `<nav class="week-nav" aria-label="Weeks">${weekLink(previous, 'prev')}
${week.timing === 'current' ? '' : `<a href="${weekPath(currentWeek())}">This week</a>`}
${weekLink(next, 'next')}</nav>`;
        return {
          title,
          current: 'launches',
          meta: {
            description:
              `${plural(week.items.length, 'product')} launching ${formatWeek(week.week)} on ${siteName}, ` +
              'ranked by community votes.',
            canonicalUrl: `${publicUrl}${path}`,
            jsonLd: [productCollection(publicUrl, { name: title, path }, listings)],
          },
          body: `<p class="meta"><span class="pill ${week.timing === 'future' ? 'soon' : 'live'}">${when}</span> \
${plural(week.items.length, 'launch', 'launches')}</p>
${nav}${status}
${productList(rows, context, week.timing === 'future' ? 'Nothing is scheduled for this week yet.' : 'No launches yet.')}
${week.items.length > 8 ? nav : ''}`,
        };
      },
    ),
  );

  router.get(
    '/leaderboards',
    publicPage(
      deps,
      () => 'This page',
      async ({ call, buttons, publicUrl }) => {
        const tops = await Promise.all(
          boardNames.map((board) =>
            call('get_leaderboard', getLeaderboard, { path: { board }, query: { per_page: 5 } }),
          ),
        );
        const context = await buttons(tops.flatMap((top) => top.items.map((item) => item.listing)));
        const sections = tops.map(
          (top) => `<section class="panel" aria-labelledby="board-${top.board}">
<div class="section-head"><h2 id="board-${top.board}">${boards[top.board].title}</h2>${kindLabel(top.board)}</div>
<p class="meta">${escapeHtml(boards[top.board].summary)}</p>
${productList(
  top.items.map((item) => ({ listing: item.listing, rank: item.rank, figure: figureOf(top, item.metric) })),
  context,
  'No products on this board yet.',
)}
<p><a href="/leaderboards/${top.board}">Full ${escapeHtml(boards[top.board].title)} board</a></p></section>`,
        );
        return {
          title: 'Leaderboards',
          current: 'leaderboards',
          meta: {
            description:
              'Separate rankings of the products on Launch Directory: community votes this week and of all time, ' +
              'the paid billboard, the third-party Domain Rating and revenue.',
            canonicalUrl: `${publicUrl}/leaderboards`,
            jsonLd: [
              collectionPage(
                publicUrl,
                { name: 'Leaderboards', path: '/leaderboards' },
                boardNames.map((board) => ({ name: boards[board].title, path: `/leaderboards/${board}` })),
              ),
            ],
          },
          body: `<p class="lede">Each board ranks by one measure and never mixes them: community votes, money paid \
for the billboard, a third-party Domain Rating, revenue. <a href="/how-ranking-works">How ranking works</a></p>
${sections.join('\n')}`,
        };
      },
    ),
  );

  router.get(
    '/leaderboards/:board',
    publicPage(
      deps,
      (req) => `The leaderboard "${req.params.board}"`,
      async ({ req, call, buttons, publicUrl }) => {
        const board = boardNames.find((name) => name === req.params.board);
        if (!board) throw new ProblemError(404, 'not_found', 'No such board');
        const query = { ...req.query, per_page: 25 } as Record<string, unknown>;
        const result = await call('get_leaderboard', getLeaderboard, { path: { board }, query });
        const context = await buttons(result.items.map((item) => item.listing));
        const about = boards[board];
        const path = `/leaderboards/${board}`;
        let weekNav = '';
        let titleSuffix = '';
        if (result.week) {
          const previous = addWeeks(result.week.start, -1);
          const next = addWeeks(result.week.start, 1);
          const [hasPrevious, hasNext] = await Promise.all([
            boardWeekExists(call, previous),
            next <= currentWeek() ? boardWeekExists(call, next) : false,
          ]);
          titleSuffix = `: ${formatWeek(result.week)}`;
          weekNav = `<nav class="week-nav" aria-label="Weeks">
${hasPrevious ? `<a href="${path}?week=${previous}" rel="prev">← Week before</a>` : '<span></span>'}
<a href="${weekPath(result.week.start)}">All launches of this week</a>
${hasNext ? `<a href="${path}?week=${next}" rel="next">Week after →</a>` : '<span></span>'}</nav>`;
        }
        const noticeClass = about.kind === 'paid' ? 'paid' : about.kind === 'third-party' ? 'third' : '';
        const title = `${about.title}${titleSuffix}`;
        const canonical = `${path}${result.week && req.query.week ? `?week=${result.week.start}` : ''}`;
        const trail = [
          { name: 'Leaderboards', path: '/leaderboards' },
          { name: about.title, path },
        ];
        return {
          title,
          current: 'leaderboards',
          meta: {
            description: `${about.summary} Leaderboard on Launch Directory.`,
            canonicalUrl: `${publicUrl}${canonical}`,
            jsonLd: [
              productCollection(
                publicUrl,
                { name: title, path: canonical, description: about.summary },
                result.items.map((item) => item.listing),
                (result.page - 1) * result.per_page,
              ),
              breadcrumbList(publicUrl, trail),
            ],
          },
          above: breadcrumbs(trail),
          body: `<p>${kindLabel(board)}</p>
<p class="notice-box ${noticeClass}">${escapeHtml(about.summary)}</p>
${weekNav}
${productList(
  result.items.map((item) => ({ listing: item.listing, rank: item.rank, figure: figureOf(result, item.metric) })),
  context,
  'No products on this board yet.',
)}
${pager(path, { week: req.query.week as string | undefined }, result)}`,
        };
      },
    ),
  );

  router.get(
    '/awards',
    publicPage(
      deps,
      () => 'This page',
      async ({ req, call, buttons, publicUrl }) => {
        const awards = await call('list_awards', listAwards, { query: { ...req.query, per_page: 30 } });
        const context = await buttons(awards.items.map((award) => award.listing));
        const weeks = new Map<string, typeof awards.items>();
        for (const award of awards.items) weeks.set(award.week.start, [...(weeks.get(award.week.start) ?? []), award]);
        const sections = [...weeks.values()].map((winners) => {
          const week = winners[0].week;
          return `<section aria-labelledby="week-${week.start}"><div class="section-head">
<h2 id="week-${week.start}">${formatWeek(week)}</h2>
<a href="${weekPath(week.start)}">All launches that week</a></div>
${productList(
  winners.map((award) => ({
    listing: award.listing,
    rank: award.rank,
    figure: { value: formatNumber(award.votes), label: `${award.votes === 1 ? 'vote' : 'votes'} that week` },
    note: `<span class="pill soon">Launch of the Week #${award.rank}</span>`,
  })),
  context,
)}</section>`;
        });
        return {
          title: 'Launch of the Week: past winners',
          current: 'awards',
          meta: {
            description:
              'Every Launch of the Week winner on Launch Directory: the three launches with the most community ' +
              'votes in each finished week.',
            canonicalUrl: `${publicUrl}/awards${awards.page > 1 ? `?page=${awards.page}` : ''}`,
            jsonLd: [
              productCollection(
                publicUrl,
                { name: 'Launch of the Week winners', path: '/awards' },
                awards.items.map((award) => award.listing),
                (awards.page - 1) * awards.per_page,
              ),
            ],
          },
          body: `<p class="lede">Every Monday the three live launches of the week before with the most community votes \
cast during that week win Launch of the Week #1, #2 and #3. Money plays no part: \
<a href="/how-ranking-works">how ranking works</a>.</p>
${sections.join('\n') || '<p class="empty">No week has closed yet.</p>'}
${pager('/awards', {}, awards)}`,
        };
      },
    ),
  );

  router.get(
    '/how-ranking-works',
    publicPage(
      deps,
      () => 'This page',
      async ({ publicUrl }) => {
        const description =
          'How Launch Directory ranks products: what counts as a vote, the trending formula, the three separate ' +
          'ranking systems and how the community rating counts only genuine reviews.';
        return {
          title: 'How ranking works',
          width: 'narrow',
          meta: {
            description,
            canonicalUrl: `${publicUrl}/how-ranking-works`,
            jsonLd: [article(publicUrl, { name: 'How ranking works', path: '/how-ranking-works', description })],
          },
          body: `<article class="prose">
<h2 id="votes">What counts as a vote</h2>
<ul>
<li>Votes come only from people signed in on this site (an e-mail address confirmed by a sign-in link). \
There is no voting through the API or the MCP server.</li>
<li>One vote per person and product, kept with the time it was cast. You can take it back; then it no longer counts \
anywhere.</li>
<li>Only launched products can be voted for. Products still to come show their count, and votes open on launch day.</li>
<li>A vote by an owner or co-owner of the product on their own product is kept but never counted: not in its \
count, not on the boards, not in trending and not in the weekly awards. That includes someone who becomes an owner \
later, by a claim or an invitation: from then on, their earlier vote stops counting.</li>
<li>Each account may vote, take back votes, follow and review at most \
${plural(deps.config.siteActionsPerAccountPerHour, 'time')} an hour.</li>
</ul>
<h2 id="trending">Trending</h2>
<p>Trending orders products by a score in which every counted vote loses half its weight every 48 hours:</p>
<p class="formula">score = Σ over counted votes of 0.5<sup>age in hours / 48</sup></p>
<p>A vote cast now counts 1, a vote two days old 0.5, four days old 0.25. A product that keeps getting votes \
stays up; one that got many votes long ago slowly makes room.</p>
<h2 id="systems">Three separate ranking systems</h2>
<ol>
<li><strong>Community votes.</strong> The weekly and all-time boards, each week’s launch ranking, trending, and \
<a href="/awards">Launch of the Week</a>: every Monday the three live launches of the week before with the most \
counted votes cast during that week win #1, #2 and #3. A closed week keeps its awards.</li>
<li><strong>The billboard, paid placement.</strong> Ranked by money contributed, shown as paid wherever it appears, \
and never mixed with votes: money buys no votes and no awards.</li>
<li><strong>Domain Rating, a third-party measure.</strong> The strength of each product website’s backlink profile \
(0-100), measured outside this site. Not a community ranking.</li>
</ol>
<p>The <a href="/leaderboards/revenue">revenue board</a> stands apart too: it ranks by the latest monthly revenue \
reported for each product.</p>
<h2 id="reviews">The community rating</h2>
<p>Signed-in people rate a product from 1 to 5 stars with a short review (at most 2,000 characters), one review \
per person and product, which they can edit. The community rating is the average of the reviews that count. \
A review counts while:</p>
<ul>${genuineReviewRule.counts.map((rule) => `<li>${escapeHtml(rule)}</li>`).join('')}</ul>
<p>The site team marks a review not genuine when it is:</p>
<ul>${genuineReviewRule.notGenuine.map((rule) => `<li>${escapeHtml(rule)}</li>`).join('')}</ul>
<p>A review marked not genuine is hidden from the product’s page and left out of its rating; the team can mark it \
genuine again. Every such decision is recorded with who made it and when.</p>
</article>`,
        };
      },
    ),
  );
}
