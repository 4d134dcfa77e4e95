// The home page: what launched today, this week's top launches, what is coming, last week's
// winners, trending products, popular categories and the latest posts.
import type { Router } from 'express';
import { currentWeek } from '../directory/weeks.ts';
import { handler as getSiteInfo } from '../../handlers/site/get_site_info.ts';
import { handler as listLaunches } from '../../handlers/launches/list_launches.ts';
import { handler as listAwards } from '../../handlers/trophies/list_awards.ts';
import { handler as listCategories } from '../../handlers/categories/list_categories.ts';
import { handler as listBlogPosts } from '../../handlers/blog/list_blog_posts.ts';
import { escapeHtml, siteName } from './layout.ts';
import { publicPage } from './page-context.ts';
import type { PageDependencies } from './page-context.ts';
import {
  blogPath,
  categoryPath,
  formatDate,
  formatWeek,
  imageTile,
  listingImage,
  listingPath,
  plural,
  productList,
  weekPath,
} from './public-layout.ts';
import { productCollection, website } from './structured-data.ts';

export function mountHomePage(router: Router, deps: PageDependencies): void {
  router.get(
    '/',
    publicPage(
      deps,
      () => 'This page',
      async ({ call, buttons, publicUrl }) => {
        const [site, today, week, upcoming, trending, awards, categories, posts] = await Promise.all([
          call('get_site_info', getSiteInfo),
          call('list_launches', listLaunches, { query: { section: 'today', per_page: 10 } }),
          call('list_launches', listLaunches, { query: { section: 'this-week', per_page: 10 } }),
          call('list_launches', listLaunches, { query: { section: 'upcoming', per_page: 5 } }),
          call('list_launches', listLaunches, { query: { section: 'trending', per_page: 5 } }),
          call('list_awards', listAwards, { query: { per_page: 3 } }),
          call('list_categories', listCategories, { query: { include_empty: false } }),
          call('list_blog_posts', listBlogPosts, { query: { per_page: 3 } }),
        ]);
        const context = await buttons([...today.items, ...week.items, ...upcoming.items]);
        const thisWeek = weekPath(currentWeek());
        const winnersWeek = awards.items[0]?.week;
        const winners = awards.items.filter((award) => award.week.start === winnersWeek?.start);
        const popular = categories.items
          .flatMap((root) => [root, ...root.children])
          .sort((a, b) => b.live_count - a.live_count || a.name.localeCompare(b.name))
          .slice(0, 12);
        const description =
          `${site.description} ${plural(site.counts.live_listings, 'live product')} in ` +
          `${plural(site.counts.categories, 'category', 'categories')}: vote for the ones you like.`;

        const todayList = today.items.length
          ? productList(
              today.items.map((listing) => ({ listing })),
              context,
            )
          : `<p class="empty">Nothing has launched yet today. <a href="${thisWeek}">See this week’s launches</a>.</p>`;
        const weekList = productList(
          week.items.map((listing, index) => ({ listing, rank: index + 1 })),
          context,
          'No launches yet this week.',
        );
        const winnersPanel = winnersWeek
          ? `<section class="panel" aria-labelledby="winners-heading">
<h2 id="winners-heading">Last week’s winners</h2>
<p class="meta"><a href="${weekPath(winnersWeek.start)}">Week of ${escapeHtml(formatWeek(winnersWeek))}</a></p>
<ol class="winners">${winners
              .map(
                (award) => `<li><span class="medal r${award.rank}" aria-hidden="true">${award.rank}</span>
${imageTile(listingImage(award.listing, publicUrl), award.listing.name, 'small')}
<span><a href="${listingPath(award.listing.slug)}">${escapeHtml(award.listing.name)}</a>
<span class="visually-hidden">, Launch of the Week #${award.rank}</span>
<span class="meta">${plural(award.votes, 'vote')}</span></span></li>`,
              )
              .join('')}</ol>
<p><a href="/awards">All past winners</a></p></section>`
          : '';
        const trendingPanel = trending.items.length
          ? `<section class="panel" aria-labelledby="trending-heading"><h2 id="trending-heading">Trending</h2>
<ol class="winners">${trending.items
              .map(
                (listing) => `<li>${imageTile(listingImage(listing, publicUrl), listing.name, 'small')}
<span><a href="${listingPath(listing.slug)}">${escapeHtml(listing.name)}</a>
<span class="meta">${plural(listing.votes, 'vote')}</span></span></li>`,
              )
              .join('')}</ol>
<p class="meta">Recent votes weigh most. <a href="/how-ranking-works">How ranking works</a></p></section>`
          : '';
        const categoriesPanel = `<section class="panel" aria-labelledby="categories-heading">
<h2 id="categories-heading">Popular categories</h2>
<ul class="chips">${popular
          .map(
            (category) =>
              `<li><a href="${categoryPath(category.slug)}">${escapeHtml(category.name)} ` +
              `<span class="visually-hidden">(${plural(category.live_count, 'product')})</span>` +
              `<span aria-hidden="true">${category.live_count}</span></a></li>`,
          )
          .join('')}</ul>
<p><a href="/categories">All categories</a></p></section>`;
        const blogPanel = posts.items.length
          ? `<section class="panel" aria-labelledby="blog-heading"><h2 id="blog-heading">From the blog</h2>
<ul class="plain">${posts.items
              .map(
                (post) =>
                  `<li><a href="${blogPath(post.slug)}">${escapeHtml(post.title)}</a> ` +
                  `<span class="meta">${formatDate(post.published_at)}</span></li>`,
              )
              .join('')}</ul></section>`
          : '';

        return {
          title: siteName,
          documentTitle: `${siteName}: new products launching this week`,
          heading: false,
          meta: {
            description,
            canonicalUrl: `${publicUrl}/`,
            jsonLd: [
              website(publicUrl, site.description),
              productCollection(publicUrl, { name: 'This week’s launches', path: thisWeek }, week.items),
            ],
          },
          body: `<div class="hero"><div><h1>New products, launched by their makers</h1>
<p class="lede">${escapeHtml(site.description)} ${plural(site.counts.live_listings, 'live product')}, \
${plural(site.counts.categories, 'category', 'categories')}.</p></div>
<a class="button" href="/submit">Submit your product</a></div>
<div class="columns"><div>
<section id="today" aria-labelledby="today-heading"><div class="section-head">
<h2 id="today-heading">Launching today</h2></div>
${todayList}</section>
<section id="this-week" aria-labelledby="week-heading"><div class="section-head">
<h2 id="week-heading">This week’s top launches</h2>
<a href="${thisWeek}">All ${plural(week.total, 'launch', 'launches')} this week</a></div>
${weekList}</section>
<section id="upcoming" aria-labelledby="upcoming-heading"><div class="section-head">
<h2 id="upcoming-heading">Coming soon</h2>
${upcoming.total > upcoming.items.length ? '<a href="/search?status=upcoming">All upcoming</a>' : ''}</div>
${productList(
  upcoming.items.map((listing) => ({ listing })),
  context,
  'Nothing scheduled yet.',
)}</section>
</div>
<aside aria-label="Highlights">${winnersPanel}${trendingPanel}${categoriesPanel}${blogPanel}</aside>
</div>`,
        };
      },
    ),
  );
}
