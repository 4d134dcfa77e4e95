// Browsing the directory: search with the API's filters, sorts and facets; categories (an index
// in pages, and each category with its products); founders; the blog.
import type { Router } from 'express';
import { handler as searchListings } from '../../handlers/listings/search_listings.ts';
import { handler as listCategories } from '../../handlers/categories/list_categories.ts';
import { handler as getCategory } from '../../handlers/categories/get_category.ts';
import { handler as listFounders } from '../../handlers/founders/list_founders.ts';
import { handler as getFounder } from '../../handlers/founders/get_founder.ts';
import { handler as listBlogPosts } from '../../handlers/blog/list_blog_posts.ts';
import { handler as getBlogPost } from '../../handlers/blog/get_blog_post.ts';
import { escapeHtml, siteName } from './layout.ts';
import { renderMarkdown } from './markdown.ts';
import { publicPage } from './page-context.ts';
import type { PageDependencies } from './page-context.ts';
import {
  blogPath,
  breadcrumbs,
  categoryPath,
  chipList,
  clip,
  countChip,
  externalHref,
  faqList,
  formatDate,
  founderImage,
  founderPath,
  imageTile,
  listingPath,
  pageParam,
  pager,
  plural,
  productList,
  section,
  socialLinks,
  textParagraphs,
} from './public-layout.ts';
import {
  blog,
  blogPosting,
  breadcrumbList,
  collectionPage,
  productCollection,
  profilePage,
} from './structured-data.ts';

const categoriesPerPage = 12;
const sorts = [
  ['relevance', 'Best match'],
  ['votes', 'Most votes'],
  ['trending', 'Trending'],
  ['newest', 'Newest'],
  ['most_viewed', 'Most viewed'],
  ['most_followed', 'Most followed'],
] as const;
const searchFilters = ['category', 'stage', 'country', 'pricing_model'] as const;

const companyLink = (company: { slug: string; name: string }) =>
  `<a href="${listingPath(company.slug)}">${escapeHtml(company.name)}</a>`;
const queryText = (value: unknown) => (typeof value === 'string' ? value : undefined);
const tagChips = (tags: string[]) =>
  chipList(
    tags.map((tag) => `<span>${escapeHtml(tag)}</span>`),
    { label: 'Tags' },
  );
const options = (values: readonly (readonly [string, string])[], chosen: string | undefined) =>
  values
    .map(([value, label]) => `<option value="${value}"${chosen === value ? ' selected' : ''}>${label}</option>`)
    .join('');

type SearchFilter = (typeof searchFilters)[number];
type SearchPage = Awaited<ReturnType<typeof searchListings>>['body'];

/** The search page's state: the parameters it keeps, and links that change some of them. */
function searchState(raw: Record<string, unknown>) {
  const kept: Record<string, string | undefined> = Object.fromEntries(
    ['q', 'status', 'sort', ...searchFilters].map((key) => [key, queryText(raw[key]) || undefined]),
  );
  const link = (changes: Record<string, string | undefined>) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...kept, ...changes })) if (value) query.set(key, value);
    return `/search${query.size ? `?${query.toString()}` : ''}`;
  };
  return { kept, link, q: kept.q?.trim() ?? '' };
}

/** The facets as links narrowing the search (or widening it again, for the chosen value). */
function facetPanel(facets: NonNullable<SearchPage['facets']>, state: ReturnType<typeof searchState>): string {
  const group = (label: string, key: SearchFilter, values: { value: string; name: string; count: number }[]) => {
    const links = values.map((value) => {
      const active = state.kept[key] === value.value;
      return countChip(state.link({ [key]: active ? undefined : value.value }), value.name, value.count, active);
    });
    return links.length ? `<div><h3>${label}</h3>${chipList(links)}</div>` : '';
  };
  const plain = (values: { value: string; count: number }[]) => values.map((v) => ({ ...v, name: v.value }));
  const filtered = searchFilters.some((key) => state.kept[key]);
  const clear = state.link(Object.fromEntries(searchFilters.map((key) => [key, undefined])));
  return `<aside aria-label="Narrow the results"><section class="panel"><h2>Narrow down</h2>
${group(
  'Category',
  'category',
  facets.category.map((facet) => ({ value: facet.slug, name: facet.name, count: facet.count })),
)}
${group('Pricing', 'pricing_model', plain(facets.pricing_model))}
${group('Stage', 'stage', plain(facets.stage))}
${group('Country', 'country', plain(facets.country))}
${filtered ? `<p><a href="${escapeHtml(clear)}">Clear filters</a></p>` : ''}
</section></aside>`;
}

function searchForm(state: ReturnType<typeof searchState>): string {
  const statuses = [
    ['live', 'Launched'],
    ['upcoming', 'Upcoming'],
  ] as const;
  const hidden = searchFilters
    .filter((key) => state.kept[key])
    .map((key) => `<input type="hidden" name="${key}" value="${escapeHtml(state.kept[key])}">`);
  return `<form class="filters panel" method="get" action="/search">
<label for="search-q">Search<input id="search-q" type="search" name="q" maxlength="200" \
value="${escapeHtml(state.q)}"></label>
<label for="search-sort">Sort by<select id="search-sort" name="sort">${options(sorts, state.kept.sort)}</select></label>
<label for="search-status">Show<select id="search-status" name="status">${options(statuses, state.kept.status)}\
</select></label>
${hidden.join('')}
<button type="submit">Search</button></form>`;
}

export function mountDirectoryPages(router: Router, deps: PageDependencies): void {
  router.get(
    '/search',
    publicPage(
      deps,
      () => 'This page',
      async ({ req, call, buttons, publicUrl }) => {
        const raw = req.query as Record<string, unknown>;
        const result = await call('search_listings', searchListings, {
          query: { ...raw, facets: true, per_page: 20 },
        });
        const state = searchState(raw);
        const { q } = state;
        const context = await buttons(result.items);
        const summary = `${plural(result.total, 'product')}${q ? ` match “${escapeHtml(q)}”` : ''}.`;
        return {
          title: q ? `Results for “${q}”` : 'Browse products',
          documentTitle: `${q ? `${q}: search` : 'Search products'} · Launch Directory`,
          searchQuery: q,
          meta: {
            description: `Search Launch Directory’s products by name, category and what they do.`,
            robots: 'noindex, follow',
            canonicalUrl: `${publicUrl}${state.link({})}`,
          },
          body: `${searchForm(state)}
<div class="columns"><div>
<p class="meta" role="status">${summary}</p>
${productList(
  result.items.map((listing) => ({ listing, highlights: listing.highlights })),
  context,
  'No products match. Try fewer words or another spelling.',
)}
${pager('/search', state.kept, result)}</div>
${facetPanel(result.facets!, state)}</div>`,
        };
      },
    ),
  );

  router.get(
    '/categories',
    publicPage(
      deps,
      () => 'This page',
      async ({ req, call, publicUrl }) => {
        const tree = await call('list_categories', listCategories, { query: { include_empty: false } });
        const page = pageParam(req.query.page);
        const shown = tree.items.slice((page - 1) * categoriesPerPage, page * categoriesPerPage);
        if (page > 1 && !shown.length) return { redirect: '/categories' };
        const cards = shown.map(
          (root) => `<li><h2><a href="${categoryPath(root.slug)}">${escapeHtml(root.name)}</a></h2>
<p class="meta">${plural(root.live_count, 'product')}</p>
${root.description ? `<p>${escapeHtml(clip(root.description, 140))}</p>` : ''}
${chipList(root.children.map((child) => countChip(categoryPath(child.slug), child.name, child.live_count)))}</li>`,
        );
        const path = `/categories${page > 1 ? `?page=${page}` : ''}`;
        const paging = {
          page,
          has_more: page * categoriesPerPage < tree.items.length,
          total: tree.items.length,
          per_page: categoriesPerPage,
        };
        return {
          title: 'Categories',
          current: 'categories',
          meta: {
            description: `Browse ${plural(tree.items.length, 'category', 'categories')} of products on ${siteName}.`,
            canonicalUrl: `${publicUrl}${path}`,
            jsonLd: [
              collectionPage(
                publicUrl,
                { name: 'Categories', path },
                shown.map((root) => ({ name: root.name, path: categoryPath(root.slug) })),
              ),
            ],
          },
          body: `<ul class="grid">${cards.join('\n')}</ul>
${pager('/categories', {}, paging)}`,
        };
      },
    ),
  );

  router.get(
    '/categories/:slug',
    publicPage(
      deps,
      (req) => `The category "${req.params.slug}"`,
      async ({ req, call, buttons, publicUrl }) => {
        const category = await call('get_category', getCategory, {
          path: { slug: req.params.slug },
          query: { ...req.query, per_page: 20 },
        });
        const listings = category.listings;
        const context = await buttons(listings.items);
        const offset = (listings.page - 1) * listings.per_page;
        const path = categoryPath(category.slug);
        const trail = [
          { name: 'Categories', path: '/categories' },
          ...(category.parent ? [{ name: category.parent.name, path: categoryPath(category.parent.slug) }] : []),
          { name: category.name, path },
        ];
        const subcategories = category.subcategories.length
          ? `<ul class="chips" aria-label="Subcategories">${category.subcategories
              .map(
                (sub) =>
                  `<li><a href="${categoryPath(sub.slug)}">${escapeHtml(sub.name)} <span class="visually-hidden">\
(${plural(sub.live_count, 'product')})</span><span aria-hidden="true">${sub.live_count}</span></a></li>`,
              )
              .join('')}</ul>`
          : '';
        const canonical = `${path}${listings.page > 1 ? `?page=${listings.page}` : ''}`;
        return {
          title: category.name,
          current: 'categories',
          meta: {
            description: clip(
              category.description ??
                `The best ${category.name} products on Launch Directory, ranked by community votes.`,
            ),
            canonicalUrl: `${publicUrl}${canonical}`,
            jsonLd: [
              productCollection(
                publicUrl,
                { name: category.name, path: canonical, description: category.description ?? undefined },
                listings.items,
                offset,
              ),
              breadcrumbList(publicUrl, trail),
            ],
          },
          above: breadcrumbs(trail),
          body: `${category.description ? `<p class="lede">${escapeHtml(category.description)}</p>` : ''}
${subcategories}
<h2>${plural(listings.total, 'product')}, most voted first</h2>
${productList(
  listings.items.map((listing, index) => ({ listing, rank: offset + index + 1 })),
  context,
  'No launched products in this category yet.',
)}
${pager(path, {}, listings)}
${section('faq', 'Frequently asked questions', category.faqs.length ? faqList(category.faqs) : '')}`,
        };
      },
    ),
  );

  router.get(
    '/founders',
    publicPage(
      deps,
      () => 'This page',
      async ({ req, call, publicUrl }) => {
        const founders = await call('list_founders', listFounders, { query: { ...req.query, per_page: 24 } });
        const q = queryText(req.query.q) ?? '';
        const cards = founders.items.map(
          (founder) => `<li><div class="person">${imageTile(founderImage(founder, publicUrl), founder.name, 'round')}
<div><h2><a href="${founderPath(founder.slug)}">${escapeHtml(founder.name)}</a></h2>
${founder.title ? `<p class="meta">${escapeHtml(founder.title)}</p>` : ''}</div></div>
${chipList(founder.companies.map(companyLink))}\
</li>`,
        );
        const path = `/founders${founders.page > 1 ? `?page=${founders.page}` : ''}`;
        return {
          title: 'Founders',
          meta: {
            description: 'The people behind the products launched on Launch Directory: their stories and companies.',
            canonicalUrl: `${publicUrl}${path}`,
            ...(q ? { robots: 'noindex, follow' } : {}),
            jsonLd: [
              collectionPage(
                publicUrl,
                { name: 'Founders', path },
                founders.items.map((founder) => ({ name: founder.name, path: founderPath(founder.slug) })),
              ),
            ],
          },
          body: `<form class="filters" method="get" action="/founders" role="search">
<label for="founder-q">Find a founder\
<input id="founder-q" type="search" name="q" maxlength="120" value="${escapeHtml(q)}"></label>
<button type="submit">Find</button></form>
<p class="meta">${plural(founders.total, 'founder')} of launched products.</p>
${cards.length ? `<ul class="grid">${cards.join('\n')}</ul>` : '<p class="empty">No founder matches.</p>'}
${pager('/founders', { q: q || undefined }, founders)}`,
        };
      },
    ),
  );

  router.get(
    '/founders/:slug',
    publicPage(
      deps,
      (req) => `The founder "${req.params.slug}"`,
      async ({ req, call, buttons, publicUrl }) => {
        const founder = await call('get_founder', getFounder, { path: { slug: req.params.slug } });
        const context = await buttons(founder.companies);
        const path = founderPath(founder.slug);
        const image = founderImage(founder, publicUrl);
        const sameAs = Object.values(founder.socials).flatMap((url) => (externalHref(url) ? [url] : []));
        const trail = [
          { name: 'Founders', path: '/founders' },
          { name: founder.name, path },
        ];
        return {
          title: founder.name,
          heading: false,
          meta: {
            description: clip(
              founder.bio ?? `${founder.name}${founder.title ? `, ${founder.title}` : ''}, on Launch Directory.`,
            ),
            canonicalUrl: `${publicUrl}${path}`,
            openGraphType: 'profile',
            jsonLd: [
              profilePage(publicUrl, {
                name: founder.name,
                path,
                title: founder.title,
                bio: founder.bio,
                image,
                sameAs,
              }),
              breadcrumbList(publicUrl, trail),
            ],
          },
          above: breadcrumbs(trail),
          body: `<div class="listing-head">${imageTile(image, founder.name, 'large round')}<div>
<h1>${escapeHtml(founder.name)}</h1>
<p class="lede">${escapeHtml([founder.title, founder.country].filter(Boolean).join(' · '))}</p>
${socialLinks(founder.socials)}</div></div>
${textParagraphs(founder.bio)}
<section id="companies" aria-labelledby="companies-heading"><h2 id="companies-heading">Products</h2>
${productList(
  founder.companies.map((listing) => ({ listing })),
  context,
)}</section>
${
  founder.stories.length
    ? `<section id="stories" aria-labelledby="stories-heading"><h2 id="stories-heading">Stories</h2>${founder.stories
        .map(
          (story) =>
            `<h3>${escapeHtml(story.title ?? story.listing.name)}</h3>
<p class="meta">About <a href="${listingPath(story.listing.slug)}">${escapeHtml(story.listing.name)}</a></p>` +
            textParagraphs(story.story ?? story.journey),
        )
        .join('\n')}</section>`
    : ''
}
${section('interview', 'Interview', founder.interview.length ? faqList(founder.interview) : '')}`,
        };
      },
    ),
  );

  router.get(
    '/blog',
    publicPage(
      deps,
      () => 'This page',
      async ({ req, call, publicUrl }) => {
        const posts = await call('list_blog_posts', listBlogPosts, { query: { ...req.query, per_page: 10 } });
        const path = `/blog${posts.page > 1 ? `?page=${posts.page}` : ''}`;
        const items = posts.items.map(
          (post) => `<li><h2><a href="${blogPath(post.slug)}">${escapeHtml(post.title)}</a></h2>
<p class="meta">By ${escapeHtml(post.author.name)} · ${formatDate(post.published_at)}</p>
<p>${escapeHtml(post.excerpt)}</p>${tagChips(post.tags)}</li>`,
        );
        return {
          title: 'Blog',
          width: 'narrow',
          meta: {
            description: 'News, launch advice and stories from the Launch Directory team and the founders.',
            canonicalUrl: `${publicUrl}${path}`,
            jsonLd: [
              blog(
                publicUrl,
                posts.items.map((post) => ({
                  title: post.title,
                  path: blogPath(post.slug),
                  published: post.published_at,
                })),
              ),
            ],
          },
          body: `${items.length ? `<ul class="grid">${items.join('\n')}</ul>` : '<p class="empty">No posts yet.</p>'}
${pager('/blog', {}, posts)}`,
        };
      },
    ),
  );

  router.get(
    '/blog/:slug',
    publicPage(
      deps,
      (req) => `The blog post "${req.params.slug}"`,
      async ({ req, call, publicUrl }) => {
        const post = await call('get_blog_post', getBlogPost, { path: { slug: req.params.slug } });
        // The post's own top heading repeats its title, which the page already shows.
        const markdown = post.markdown.replace(/^\s*#\s+(.*)\n/, (line, heading: string) =>
          heading.trim() === post.title ? '' : line,
        );
        const updated = post.updated_at ? ` · updated ${formatDate(post.updated_at)}` : '';
        const path = blogPath(post.slug);
        const trail = [
          { name: 'Blog', path: '/blog' },
          { name: post.title, path },
        ];
        return {
          title: post.title,
          width: 'narrow',
          meta: {
            description: clip(post.excerpt),
            canonicalUrl: `${publicUrl}${path}`,
            openGraphType: 'article',
            jsonLd: [
              blogPosting(publicUrl, {
                title: post.title,
                path,
                excerpt: post.excerpt,
                author: post.author.name,
                published: post.published_at,
                updated: post.updated_at,
              }),
              breadcrumbList(publicUrl, trail),
            ],
          },
          above: breadcrumbs(trail),
          body: `<p class="meta">By ${escapeHtml(post.author.name)} · ${formatDate(post.published_at)}${updated}</p>
${tagChips(post.tags)}
<article class="prose">${renderMarkdown(markdown, { headingOffset: 1 })}</article>
${section('faq', 'Frequently asked questions', post.faqs.length ? faqList(post.faqs) : '')}`,
        };
      },
    ),
  );
}
