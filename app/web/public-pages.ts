// The public pages the API's page_url links point at: home, listings (and their updates),
// founders, blog posts and categories. Each page reads through the handler of the public
// operation that returns the same data, so the pages and the API cannot disagree.
import express from 'express';
import type { NextFunction, Request, Response, Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database, SearchDatabase } from '../db/database.ts';
import type { Handler, HandlerInput, OperationId } from '../http/handler.ts';
import { ProblemError } from '../http/problem.ts';
import { requestIdText } from '../http/request-id.ts';
import { handler as getSiteInfo } from '../../handlers/site/get_site_info.ts';
import { handler as listLaunches } from '../../handlers/launches/list_launches.ts';
import { handler as listCategories } from '../../handlers/categories/list_categories.ts';
import { handler as listBlogPosts } from '../../handlers/blog/list_blog_posts.ts';
import { handler as getListing } from '../../handlers/listings/get_listing.ts';
import { handler as getBadges } from '../../handlers/badges/get_badges.ts';
import { handler as getFounder } from '../../handlers/founders/get_founder.ts';
import { handler as getBlogPost } from '../../handlers/blog/get_blog_post.ts';
import { handler as getCategory } from '../../handlers/categories/get_category.ts';
import { docsPage } from './docs-page.ts';
import { escapeHtml } from './layout.ts';
import { renderMarkdown } from './markdown.ts';
import {
  blogPath,
  categoryPath,
  externalImage,
  externalLink,
  faqList,
  formatDate,
  founderPath,
  listingCards,
  listingPath,
  sendNotFoundPage,
  sendPublicPage,
  socialLinks,
  textParagraphs,
} from './public-layout.ts';

interface PageDependencies {
  db: Database;
  searchDb: SearchDatabase;
  config: Config;
  log: Logger;
}

/** Runs a public operation's handler as an anonymous caller and returns its body. */
function operation(deps: PageDependencies, req: Request) {
  return async <O extends OperationId>(
    operationId: O,
    handler: Handler<O>,
    input: { path?: unknown; query?: unknown },
  ) => {
    const reply = await handler(
      { path: input.path ?? {}, query: input.query ?? {}, body: undefined, headers: {} } as HandlerInput<O>,
      {
        operationId,
        db: deps.db,
        searchDb: deps.searchDb,
        config: deps.config,
        log: req.log ?? deps.log,
        requestId: requestIdText(req.id),
        principal: null,
      },
    );
    return reply.body;
  };
}

type PageHandler = (
  req: Request<Record<string, string>>,
  res: Response,
  call: ReturnType<typeof operation>,
) => Promise<void>;

/** A page whose operation answers 404 gets the 404 page; other errors go to the app's handler. */
function page(
  deps: PageDependencies,
  notFoundLabel: (req: Request<Record<string, string>>) => string,
  render: PageHandler,
) {
  return async (req: Request<Record<string, string>>, res: Response, next: NextFunction) => {
    try {
      await render(req, res, operation(deps, req));
    } catch (error) {
      if (error instanceof ProblemError && error.status === 404) return sendNotFoundPage(req, res, notFoundLabel(req));
      next(error);
    }
  };
}

const section = (id: string, heading: string, content: string) =>
  content ? `<section id="${id}"><h2>${heading}</h2>\n${content}</section>` : '';
const list = (items: string[]) => (items.length ? `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>` : '');
/** A category's link with its count of live products. */
const categoryLink = (category: { slug: string; name: string; live_count: number }) =>
  `<a href="${categoryPath(category.slug)}">${escapeHtml(category.name)}</a> ` +
  `<span class="meta">(${category.live_count})</span>`;
const tagList = (tags: string[]) =>
  tags.length
    ? `<ul class="tags" aria-label="Tags">${tags.map((tag) => `<li>${escapeHtml(tag)}</li>`).join('')}</ul>`
    : '';
const badgeImage = (svgUrl: string, label: string) => {
  // Same-origin path: the page works whatever host name it was reached by.
  const url = new URL(svgUrl);
  return `<img src="${escapeHtml(url.pathname + url.search)}" alt="${escapeHtml(label)}">`;
};

export function publicPages(deps: PageDependencies): Router {
  const router = express.Router();
  const docs = docsPage(deps.config);

  router.get(
    '/',
    page(
      deps,
      () => 'This page',
      async (req, res, call) => {
        const [site, launches, categories, posts] = await Promise.all([
          call('get_site_info', getSiteInfo, {}),
          call('list_launches', listLaunches, { query: { section: 'this-week', page: 1, per_page: 10 } }),
          call('list_categories', listCategories, { query: { include_empty: false } }),
          call('list_blog_posts', listBlogPosts, { query: { page: 1, per_page: 5 } }),
        ]);
        const categoryTree = list(
          categories.items.map((root) => categoryLink(root) + list(root.children.map((child) => categoryLink(child)))),
        );
        const moreLaunches =
          launches.total > launches.items.length
            ? `<p class="meta">Top ${launches.items.length} of ${launches.total} launches this week, by votes.</p>`
            : '';
        const thisWeek = listingCards(launches.items, (_listing, index) => ` · #${index + 1} this week`) + moreLaunches;
        const postLinks = posts.items.map(
          (post) =>
            `<a href="${blogPath(post.slug)}">${escapeHtml(post.title)}</a> ` +
            `<span class="meta">${formatDate(post.published_at)}</span>`,
        );
        sendPublicPage(req, res, {
          title: site.name,
          body: `<p class="lede">${escapeHtml(site.description)}</p>
<p class="meta">${site.counts.live_listings} live products in ${site.counts.categories} categories.</p>
${section('this-week', 'This week’s launches', thisWeek)}
${section('categories', 'Categories', categoryTree)}
${section('blog', 'From the blog', list(postLinks))}
${section(
  'developers',
  'For developers and AI assistants',
  `<ul>
<li><a href="/docs">API reference</a></li>
<li>OpenAPI document: <a href="/v1/openapi.json">openapi.json</a>, <a href="/v1/openapi.yaml">openapi.yaml</a></li>
<li>MCP server (Streamable HTTP): <code>${escapeHtml(site.urls.mcp)}</code></li>
<li>REST API root: <code>${escapeHtml(site.urls.api_base)}</code></li></ul>`,
)}`,
        });
      },
    ),
  );

  router.get('/docs', (req, res) => sendPublicPage(req, res, { ...docs, maxAgeSeconds: 300 }));

  router.get(
    '/listings/:slug',
    page(
      deps,
      (req) => `The product "${req.params.slug}"`,
      async (req, res, call) => {
        const [listing, badges] = await Promise.all([
          call('get_listing', getListing, { path: { slug: req.params.slug } }),
          call('get_badges', getBadges, { path: { slug: req.params.slug }, query: {} }),
        ]);
        const launchWeek = listing.launch_week ? formatDate(listing.launch_week) : 'a coming week';
        const launch =
          listing.status === 'upcoming'
            ? `<p><strong>Upcoming:</strong> launches the week of ${launchWeek}.</p>`
            : listing.launched_at
              ? `<p class="meta">Launched ${formatDate(listing.launched_at)}</p>`
              : '';
        const rating =
          listing.rating.average === null
            ? 'No reviews yet.'
            : `${listing.rating.average} out of 5 ` +
              `from ${listing.rating.count} review${listing.rating.count === 1 ? '' : 's'}.`;
        const domainRating =
          listing.domain_rating.value === null
            ? 'Not measured.'
            : `${listing.domain_rating.value} out of 100, trend ${listing.domain_rating.trend} ` +
              '(third-party measure of the website, not a community ranking).';
        const story = listing.story;
        const storyParts = story
          ? (
              [
                ['Why we started', story.why_started],
                ['The problem', story.problem],
                ['The journey', story.journey],
                ['Challenges', story.challenges],
                ['Achievements', story.achievements],
                ['Lessons', story.lessons],
                ['What’s next', story.whats_next],
              ] as const
            ).filter(([, text]) => text)
          : [];
        const storySection =
          story && storyParts.length
            ? section(
                'story',
                escapeHtml(story.title ?? 'Founder story'),
                textParagraphs(story.story) +
                  storyParts.map(([heading, text]) => `<h3>${heading}</h3>${textParagraphs(text)}`).join(''),
              )
            : '';
        const place =
          listing.city || listing.country
            ? ` · ${escapeHtml([listing.city, listing.country].filter(Boolean).join(', '))}`
            : '';
        const founded = listing.founded_year ? ` · founded ${listing.founded_year}` : '';
        const pricing = [listing.pricing.model, listing.pricing.summary].filter(Boolean).join(': ');
        const categoryItems = listing.categories.map(
          (c) =>
            `<a href="${categoryPath(c.slug)}">${escapeHtml(c.name)}</a>` +
            (c.primary ? ' <span class="meta">(primary)</span>' : ''),
        );
        const founderItems = listing.founders.map(
          (f) =>
            `<a href="${founderPath(f.slug)}">${escapeHtml(f.name)}</a>${f.title ? `, ${escapeHtml(f.title)}` : ''}`,
        );
        const updates = listing.latest_updates.length
          ? updatesList(listing.latest_updates) +
            `<p><a href="${listingPath(listing.slug)}/updates">All updates</a></p>`
          : '';
        const badgeItems = badges.items.map((badge) => `<li>${badgeImage(badge.svg_url, badge.label)}</li>`);
        const badgeList = badgeItems.length ? `<ul class="badges">${badgeItems.join('')}</ul>` : '';
        sendPublicPage(req, res, {
          title: listing.name,
          body: `${externalImage(listing.logo_url, 'logo large', `${listing.name} logo`)}
${listing.tagline ? `<p class="lede">${escapeHtml(listing.tagline)}</p>` : ''}
${launch}
<p>${externalLink(listing.links.website, `Visit ${listing.name}`)}</p>
<p class="meta">${listing.votes} votes · ${listing.follows} followers · ${listing.views} views${place}${founded}</p>
${section('about', 'About', textParagraphs(listing.description ?? listing.short_description))}
${section('features', 'Features', list(listing.features.map(escapeHtml)))}
${section('why', 'Why choose it', list(listing.usps.map(escapeHtml)))}
${section('pricing', 'Pricing', pricing ? `<p>${escapeHtml(pricing)}</p>` : '')}
${section('categories', 'Categories', list(categoryItems))}
${section('founders', 'Founders', list(founderItems))}
${storySection}
${section('faq', 'Frequently asked questions', listing.faqs.length ? faqList(listing.faqs) : '')}
${section('updates', 'Latest updates', updates)}
${section('ratings', 'Ratings', `<p>Community rating: ${rating}</p><p>Domain Rating: ${domainRating}</p>`)}
${section(
  'links',
  'Links',
  list([
    externalLink(listing.links.website, 'Website'),
    ...(listing.links.demo_video_url ? [externalLink(listing.links.demo_video_url, 'Demo video')] : []),
  ]) +
    socialLinks(Object.fromEntries(Object.entries(listing.socials).filter(([, url]) => url !== listing.links.website))),
)}
${section('badges', 'Badges', badgeList)}
${tagList(listing.tags)}`,
        });
      },
    ),
  );

  router.get(
    '/listings/:slug/updates',
    page(
      deps,
      (req) => `The product "${req.params.slug}"`,
      async (req, res, call) => {
        const listing = await call('get_listing', getListing, { path: { slug: req.params.slug } });
        sendPublicPage(req, res, {
          title: `Updates from ${listing.name}`,
          body: `<p><a href="${listingPath(listing.slug)}">Back to ${escapeHtml(listing.name)}</a></p>
${listing.latest_updates.length ? updatesList(listing.latest_updates) : '<p>No updates yet.</p>'}`,
        });
      },
    ),
  );

  router.get(
    '/founders/:slug',
    page(
      deps,
      (req) => `The founder "${req.params.slug}"`,
      async (req, res, call) => {
        const founder = await call('get_founder', getFounder, { path: { slug: req.params.slug } });
        sendPublicPage(req, res, {
          title: founder.name,
          body: `${externalImage(founder.avatar_url, 'logo large', founder.name)}
<p class="lede">${escapeHtml([founder.title, founder.country].filter(Boolean).join(' · '))}</p>
${textParagraphs(founder.bio)}
${socialLinks(founder.socials)}
${section('companies', 'Companies', listingCards(founder.companies))}
${section(
  'stories',
  'Stories',
  founder.stories
    .map(
      (story) =>
        `<h3>${escapeHtml(story.title ?? story.listing.name)}</h3>
<p class="meta">About <a href="${listingPath(story.listing.slug)}">${escapeHtml(story.listing.name)}</a></p>` +
        textParagraphs(story.story ?? story.journey),
    )
    .join('\n'),
)}
${section('interview', 'Interview', founder.interview.length ? faqList(founder.interview) : '')}`,
        });
      },
    ),
  );

  router.get(
    '/blog/:slug',
    page(
      deps,
      (req) => `The blog post "${req.params.slug}"`,
      async (req, res, call) => {
        const post = await call('get_blog_post', getBlogPost, { path: { slug: req.params.slug } });
        // The post's own top heading repeats its title, which the page already shows.
        const markdown = post.markdown.replace(/^\s*#\s+(.*)\n/, (line, heading: string) =>
          heading.trim() === post.title ? '' : line,
        );
        const updated = post.updated_at ? ` · updated ${formatDate(post.updated_at)}` : '';
        sendPublicPage(req, res, {
          title: post.title,
          body: `<p class="meta">By ${escapeHtml(post.author.name)} · ${formatDate(post.published_at)}${updated}</p>
${tagList(post.tags)}
<article>${renderMarkdown(markdown, { headingOffset: 1 })}</article>
${section('faq', 'Frequently asked questions', post.faqs.length ? faqList(post.faqs) : '')}`,
        });
      },
    ),
  );

  router.get(
    '/categories/:slug',
    page(
      deps,
      (req) => `The category "${req.params.slug}"`,
      async (req, res, call) => {
        const category = await call('get_category', getCategory, {
          path: { slug: req.params.slug },
          query: { page: 1, per_page: 50 },
        });
        const shown = category.listings.items.length;
        const parent = category.parent
          ? `<p class="meta">In <a href="${categoryPath(category.parent.slug)}">` +
            `${escapeHtml(category.parent.name)}</a></p>`
          : '';
        const more =
          category.listings.total > shown
            ? `<p class="meta">The ${shown} most voted of ${category.listings.total}.</p>`
            : '';
        sendPublicPage(req, res, {
          title: category.name,
          body: `${parent}
${category.description ? `<p class="lede">${escapeHtml(category.description)}</p>` : ''}
${section('subcategories', 'Subcategories', list(category.subcategories.map((sub) => categoryLink(sub))))}
${section('products', 'Products', listingCards(category.listings.items) + more)}
${section('faq', 'Frequently asked questions', category.faqs.length ? faqList(category.faqs) : '')}`,
        });
      },
    ),
  );

  return router;
}

function updatesList(updates: { title: string; body: string; posted_at: string }[]): string {
  return updates
    .map(
      (update) =>
        `<article><h3>${escapeHtml(update.title)}</h3><p class="meta">${formatDate(update.posted_at)}</p>` +
        `${textParagraphs(update.body)}</article>`,
    )
    .join('\n');
}
