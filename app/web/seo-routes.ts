// /robots.txt and the sitemaps: an index at /sitemap.xml pointing at one file of the site's own
// pages, one of categories, one of blog posts, and files of up to 1,000 listings and founders each
// (the sitemap protocol allows 50,000 URLs a file; smaller files stay quick to build). Every URL
// comes from the handlers of the public operations, like the pages themselves.
import express from 'express';
import type { Request, Response, Router } from 'express';
import { handler as searchListings } from '../../handlers/listings/search_listings.ts';
import { handler as listFounders } from '../../handlers/founders/list_founders.ts';
import { handler as listCategories } from '../../handlers/categories/list_categories.ts';
import { handler as listBlogPosts } from '../../handlers/blog/list_blog_posts.ts';
import { escapeHtml } from './layout.ts';
import { caller } from './page-context.ts';
import type { OperationCaller, PageDependencies } from './page-context.ts';
import { currentWeek } from '../directory/weeks.ts';
import { blogPath, categoryPath, founderPath, listingPath, weekPath } from './public-layout.ts';

const perFile = 1000;
const perCall = 100;
const callsPerFile = perFile / perCall;

interface Entry {
  path: string;
  lastModified?: string | null;
}

function sendXml(res: Response, xml: string): void {
  res
    .set({ 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' })
    .type('application/xml')
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
}

function urlSet(publicUrl: string, entries: Entry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeHtml(`${publicUrl}${entry.path}`)}</loc>` +
      `${entry.lastModified ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Pages `from`..`from + callsPerFile - 1` of a paged operation, stopping at the first short page. */
async function pagesOf<T>(fetch: (page: number) => Promise<{ items: T[]; has_more: boolean }>, file: number) {
  const items: T[] = [];
  for (let call = 0; call < callsPerFile; call++) {
    const page = await fetch((file - 1) * callsPerFile + call + 1);
    items.push(...page.items);
    if (!page.has_more) break;
  }
  return items;
}

const liveListings = (call: OperationCaller, page: number) =>
  call('search_listings', searchListings, { query: { sort: 'newest', page, per_page: perCall } });
const founders = (call: OperationCaller, page: number) =>
  call('list_founders', listFounders, { query: { page, per_page: perCall } });

export function seoRoutes(deps: PageDependencies): Router {
  const router = express.Router();
  const { publicUrl } = deps.config;
  const fileNumber = (req: Request) => Number.parseInt(String(req.params.file), 10);

  router.get('/robots.txt', (_req, res) => {
    res
      .set('Cache-Control', 'public, max-age=3600')
      .type('text/plain')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          // Search results, people's own pages and the API are not pages to index.
          'Disallow: /search',
          'Disallow: /sign-in',
          'Disallow: /account',
          'Disallow: /dashboard',
          'Disallow: /submit',
          'Disallow: /checkout',
          'Disallow: /site-team',
          'Disallow: /v1/',
          'Disallow: /mcp',
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  router.get('/sitemap.xml', async (req, res) => {
    const call = caller(deps, req);
    const [listings, people] = await Promise.all([liveListings(call, 1), founders(call, 1)]);
    const files = [
      'pages',
      'categories',
      'blog',
      ...Array.from({ length: Math.max(1, Math.ceil(listings.total / perFile)) }, (_, i) => `listings-${i + 1}`),
      ...Array.from({ length: Math.max(1, Math.ceil(people.total / perFile)) }, (_, i) => `founders-${i + 1}`),
    ];
    sendXml(
      res,
      `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
        .map((file) => `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemaps/${file}.xml`)}</loc></sitemap>`)
        .join('\n')}\n</sitemapindex>\n`,
    );
  });

  router.get('/sitemaps/pages.xml', (_req, res) => {
    const paths = ['/', weekPath(currentWeek()), '/leaderboards', '/awards', '/categories', '/founders', '/blog'];
    const boards = ['community-weekly', 'community-all-time', 'billboard', 'domain-rating', 'revenue'];
    sendXml(
      res,
      urlSet(publicUrl, [
        ...paths.map((path) => ({ path })),
        ...boards.map((board) => ({ path: `/leaderboards/${board}` })),
        { path: '/how-ranking-works' },
      ]),
    );
  });

  router.get('/sitemaps/categories.xml', async (req, res) => {
    const tree = await caller(deps, req)('list_categories', listCategories, { query: { include_empty: false } });
    const entries = tree.items
      .flatMap((root) => [root, ...root.children])
      .map((node) => ({ path: categoryPath(node.slug) }));
    sendXml(res, urlSet(publicUrl, entries));
  });

  router.get('/sitemaps/blog.xml', async (req, res) => {
    const call = caller(deps, req);
    const posts = await pagesOf(
      (page) => call('list_blog_posts', listBlogPosts, { query: { page, per_page: perCall } }),
      1,
    );
    sendXml(
      res,
      urlSet(
        publicUrl,
        posts.map((post) => ({ path: blogPath(post.slug), lastModified: post.published_at })),
      ),
    );
  });

  router.get('/sitemaps/listings-:file.xml', async (req, res, next) => {
    const file = fileNumber(req);
    if (!(file >= 1 && file <= 100)) return next();
    const call = caller(deps, req);
    const listings = await pagesOf((page) => liveListings(call, page), file);
    sendXml(
      res,
      urlSet(
        publicUrl,
        listings.map((listing) => ({ path: listingPath(listing.slug), lastModified: listing.launched_at })),
      ),
    );
  });

  router.get('/sitemaps/founders-:file.xml', async (req, res, next) => {
    const file = fileNumber(req);
    if (!(file >= 1 && file <= 100)) return next();
    const call = caller(deps, req);
    const people = await pagesOf((page) => founders(call, page), file);
    sendXml(
      res,
      urlSet(
        publicUrl,
        people.map((founder) => ({ path: founderPath(founder.slug) })),
      ),
    );
  });

  return router;
}
