// A listing's page (profile, upvote, follow, latest updates, reviews, alternatives with a compare
// link, badges), its updates and reviews pages, and the page comparing two listings.
import type { Router } from 'express';
import type { components } from '../../generated/api.d.ts';
import { handler as getListing } from '../../handlers/listings/get_listing.ts';
import { handler as getBadges } from '../../handlers/badges/get_badges.ts';
import { handler as getAlternatives } from '../../handlers/listings/get_alternatives.ts';
import { handler as compareListings } from '../../handlers/listings/compare_listings.ts';
import { reviewsForPage, reviewTextLimit } from '../engagement/reviews.ts';
import type { ReviewRow } from '../../db/queries/engagement.ts';
import { csrfField, escapeHtml, siteName } from './layout.ts';
import { publicPage } from './page-context.ts';
import type { PageDependencies } from './page-context.ts';
import {
  breadcrumbs,
  categoryPath,
  chipList,
  clip,
  externalLink,
  faqList,
  followButton,
  formatDate,
  formatNumber,
  founderImage,
  founderPath,
  imageTile,
  listingImage,
  listingPath,
  pageParam,
  pager,
  plural,
  section,
  signInPath,
  socialLinks,
  textParagraphs,
  voteButton,
  weekPath,
} from './public-layout.ts';
import type { ButtonContext, Viewer } from './public-layout.ts';
import { breadcrumbList, softwareApplication } from './structured-data.ts';

type Listing = components['schemas']['Listing'];
type ListingSummary = components['schemas']['ListingSummary'];
type Alternative = components['schemas']['Alternatives']['items'][number];
type Badge = components['schemas']['Badge'];

const reviewsOnPage = 5;
const reviewsPerPage = 20;

const list = (items: string[]) =>
  items.length ? `<ul class="plain">${items.map((item) => `<li>${item}</li>`).join('')}</ul>` : '';
const comparePath = (a: string, b: string) => `/compare?a=${encodeURIComponent(a)}&b=${encodeURIComponent(b)}`;

/** Five stars, `rating` of them filled, read out as "Rated 4 out of 5". */
const stars = (rating: number) =>
  `<span class="rating-stars" role="img" aria-label="Rated ${rating} out of 5">` +
  `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}</span>`;

function reviewItem(review: ReviewRow): string {
  const edited = review.updated_at ? ` · edited ${formatDate(review.updated_at.toISOString())}` : '';
  const author = escapeHtml(review.author_name ?? `A ${siteName} member`);
  return `<article class="review">${stars(review.rating)}
<p class="meta">${author} · ${formatDate(review.created_at.toISOString())}${edited}</p>
${textParagraphs(review.body)}</article>`;
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

/** The community rating in words: stars, average and how many reviews count. */
const ratingText = (rating: Listing['rating']) =>
  rating.average === null
    ? 'No reviews yet.'
    : `${stars(Math.round(rating.average))} ${rating.average} / 5 · ${plural(rating.count, 'review')}`;

/** What the viewer may do about reviews here: write or edit theirs, sign in, or nothing (owners). */
function reviewForm(
  listing: Listing,
  viewer: Viewer | null,
  owner: boolean,
  own: ReviewRow | undefined,
  returnTo: string,
) {
  if (listing.status !== 'live') return '<p class="meta">Reviews open when the product launches.</p>';
  if (!viewer)
    return `<p><a href="${escapeHtml(signInPath(returnTo))}">Sign in to review ${escapeHtml(listing.name)}</a></p>`;
  if (owner) return '<p class="meta">You own this listing, so you cannot review it.</p>';
  const judged =
    own && !own.genuine
      ? '<p class="error">The site team marked your review as not genuine: it is not shown to others and ' +
        'not counted.</p>'
      : '';
  const options = [1, 2, 3, 4, 5].map(
    (value) =>
      `<label><input type="radio" name="rating" value="${value}" required${own?.rating === value ? ' checked' : ''}>` +
      ` ${plural(value, 'star')}</label>`,
  );
  const legend = own ? 'Your rating' : `Rate ${escapeHtml(listing.name)}`;
  return `${judged}<form method="post" action="${listingPath(listing.slug)}/review">${csrfField(viewer.csrfToken)}
<input type="hidden" name="return_to" value="${escapeHtml(returnTo)}">
<fieldset class="stars"><legend>${legend}</legend>${options.join('')}</fieldset>
<label for="review-body">Your review \
<span class="meta">(optional, at most ${formatNumber(reviewTextLimit)} characters)</span></label>
<textarea id="review-body" name="body" maxlength="${reviewTextLimit}">${escapeHtml(own?.body)}</textarea>
<p><button type="submit">${own ? 'Update your review' : 'Publish your review'}</button></p></form>`;
}

/** Upvote, follow, visit the website, compare with the first alternative. */
function actionsRow(listing: Listing, context: ButtonContext, compareWith: ListingSummary | undefined): string {
  return `<div class="actions">${voteButton(listing, context, true)}${followButton(listing, context)}
${externalLink(listing.url, `Visit ${listing.name}`, 'button secondary')}
${
  compareWith
    ? `<a class="button secondary" href="${escapeHtml(comparePath(listing.slug, compareWith.slug))}">` +
      `Compare with ${escapeHtml(compareWith.name)}</a>`
    : ''
}</div>`;
}

function storySection(story: Listing['story']): string {
  if (!story) return '';
  const parts = (
    [
      ['Why we started', story.why_started],
      ['The problem', story.problem],
      ['The journey', story.journey],
      ['Challenges', story.challenges],
      ['Achievements', story.achievements],
      ['Lessons', story.lessons],
      ['What’s next', story.whats_next],
    ] as const
  ).filter(([, text]) => text);
  if (!story.story && !parts.length) return '';
  return section(
    'story',
    escapeHtml(story.title ?? 'Founder story'),
    textParagraphs(story.story) + parts.map(([heading, text]) => `<h3>${heading}</h3>${textParagraphs(text)}`).join(''),
  );
}

const panel = (id: string, heading: string, content: string) =>
  content
    ? `<section class="panel" id="${id}" aria-labelledby="${id}-heading"><h2 id="${id}-heading">${heading}</h2>` +
      `${content}</section>`
    : '';

function factsPanel(listing: Listing): string {
  const domainRating =
    listing.domain_rating.value === null
      ? 'Not measured'
      : `${listing.domain_rating.value} / 100 · trend ${listing.domain_rating.trend}`;
  const week = listing.launch_week;
  const place = [listing.city, listing.country].filter(Boolean).join(', ');
  const facts = [
    listing.launched_at ? ['Launched', formatDate(listing.launched_at)] : undefined,
    week ? ['Launch week', `<a href="${weekPath(week)}">${formatDate(week)}</a>`] : undefined,
    listing.founded_year ? ['Founded', String(listing.founded_year)] : undefined,
    place ? ['Based in', escapeHtml(place)] : undefined,
    ['Followers', formatNumber(listing.follows)],
    ['Community rating', ratingText(listing.rating)],
    ['Domain Rating', `${domainRating}<br><span class="meta">a third-party measure</span>`],
  ].filter((fact): fact is string[] => fact !== undefined);
  return panel(
    'facts',
    'At a glance',
    `<dl class="facts">${facts.map(([t, d]) => `<dt>${t}</dt><dd>${d}</dd>`).join('')}</dl>`,
  );
}

function makersPanel(listing: Listing, publicUrl: string): string {
  const makers = listing.founders.map((founder) => {
    // A founder's page lists live products: until this one launches it may have none.
    const name =
      listing.status === 'live'
        ? `<a href="${founderPath(founder.slug)}">${escapeHtml(founder.name)}</a>`
        : escapeHtml(founder.name);
    const title = founder.title ? ` <span class="meta">${escapeHtml(founder.title)}</span>` : '';
    const tile = imageTile(founderImage(founder, publicUrl), founder.name, 'small round');
    return `<li>${tile}<span>${name}${title}</span></li>`;
  });
  return panel('founders', 'Makers', makers.length ? `<ul class="winners">${makers.join('')}</ul>` : '');
}

function alternativesPanel(listing: Listing, others: Alternative[], publicUrl: string): string {
  const items = others.map(({ listing: other, approved }) => {
    const suggested = approved ? ' <span class="meta">(suggested by the makers)</span>' : '';
    return `<li>${imageTile(listingImage(other, publicUrl), other.name, 'small')}
<span><a href="${listingPath(other.slug)}">${escapeHtml(other.name)}</a>${suggested}<br>
<a class="meta" href="${escapeHtml(comparePath(listing.slug, other.slug))}">Compare</a></span></li>`;
  });
  return panel('alternatives', 'Alternatives', items.length ? `<ul class="winners">${items.join('')}</ul>` : '');
}

function linksPanel(listing: Listing): string {
  const links = list(
    [externalLink(listing.links.website, 'Website'), externalLink(listing.links.demo_video_url, 'Demo video')].filter(
      Boolean,
    ),
  );
  const socials = socialLinks(
    Object.fromEntries(Object.entries(listing.socials).filter(([, url]) => url !== listing.links.website)),
  );
  return panel('links', 'Links', links + socials);
}

function badgesPanel(badges: Badge[]): string {
  const images = badges.map((badge) => {
    // Same-origin path: the page works whatever host name it was reached by.
    const url = new URL(badge.svg_url);
    return `<li><img src="${escapeHtml(url.pathname + url.search)}" alt="${escapeHtml(badge.label)}"></li>`;
  });
  return panel('badges', 'Badges', images.length ? `<ul class="badges">${images.join('')}</ul>` : '');
}

export function mountListingPages(router: Router, deps: PageDependencies): void {
  const notFound = (req: { params: Record<string, string> }) => `The product "${req.params.slug}"`;

  router.get(
    '/listings/:slug',
    publicPage(deps, notFound, async ({ req, call, viewer, buttons, publicUrl }) => {
      const slug = req.params.slug;
      const [listing, badges, alternatives] = await Promise.all([
        call('get_listing', getListing, { path: { slug } }),
        call('get_badges', getBadges, { path: { slug } }),
        call('get_alternatives', getAlternatives, { path: { slug } }),
      ]);
      const others = alternatives.items.slice(0, 5);
      const context = await buttons([listing, ...others.map((item) => item.listing)]);
      const owner = context.marks.owned.has(listing.id);
      const reviews = await reviewsForPage(deps.db, listing.id, viewer?.accountId ?? null, {
        limit: reviewsOnPage,
        offset: 0,
      });
      const primary = listing.categories.find((category) => category.primary) ?? listing.categories[0];
      const path = listingPath(listing.slug);
      const trail = [
        { name: 'Home', path: '/' },
        ...(primary ? [{ name: primary.name, path: categoryPath(primary.slug) }] : []),
        { name: listing.name, path },
      ];
      const week = listing.launch_week;
      const launch =
        listing.status === 'upcoming'
          ? `<p class="notice-box"><strong>Upcoming:</strong> launches the week of \
${week ? `<a href="${weekPath(week)}">${formatDate(week)}</a>` : 'a coming week'}. Follow it to hear when it does.</p>`
          : '';
      const ownerNote = owner
        ? '<p class="notice-box">You own this listing: your own vote for it is not counted, and you cannot ' +
          'review it. <a href="/dashboard">Manage it in your dashboard</a>.</p>'
        : '';
      const chips = chipList(
        [
          ...listing.categories.map(
            (category) => `<a href="${categoryPath(category.slug)}">${escapeHtml(category.name)}</a>`,
          ),
          ...[listing.pricing.model, listing.stage].filter(Boolean).map((fact) => `<span>${escapeHtml(fact)}</span>`),
        ],
        { label: 'Categories and facts', id: 'categories' },
      );
      const updates = listing.latest_updates.length
        ? `${updatesList(listing.latest_updates)}<p><a href="${path}/updates">All updates</a></p>`
        : '<p class="meta">No updates yet. Follow the product to get its updates by e-mail.</p>';
      const allReviews =
        reviews.total > reviews.rows.length
          ? `<p><a href="${path}/reviews">All ${plural(reviews.total, 'review')}</a></p>`
          : '';
      const reviewsSection = `<section id="reviews" aria-labelledby="reviews-heading">
<h2 id="reviews-heading">Reviews</h2>
<p>Community rating: ${ratingText(listing.rating)}. <a href="/how-ranking-works#reviews">Which reviews count</a></p>
${reviews.rows.map(reviewItem).join('\n')}${allReviews}
${reviewForm(listing, viewer, owner, reviews.own, `${path}#reviews`)}</section>`;
      const tags = chipList(
        listing.tags.map((tag) => `<span>${escapeHtml(tag)}</span>`),
        { label: 'Tags' },
      );
      const image = listingImage(listing, publicUrl);
      return {
        title: listing.name,
        documentTitle: listing.tagline ? `${listing.name}: ${clip(listing.tagline, 70)} · ${siteName}` : undefined,
        heading: false,
        meta: {
          description: clip(listing.short_description ?? listing.tagline ?? listing.description ?? listing.name),
          canonicalUrl: `${publicUrl}${path}`,
          image: image.startsWith('https:') ? image : `${publicUrl}${image}`,
          jsonLd: [softwareApplication(publicUrl, listing), breadcrumbList(publicUrl, trail)],
        },
        above: breadcrumbs(trail),
        body: `<div class="listing-head">${imageTile(image, listing.name, 'large')}<div>
<h1>${escapeHtml(listing.name)}</h1>
${listing.tagline ? `<p class="lede">${escapeHtml(listing.tagline)}</p>` : ''}
${chips}</div></div>
${launch}${ownerNote}${actionsRow(listing, context, others[0]?.listing)}
<div class="columns"><div>
${section('about', 'About', textParagraphs(listing.description ?? listing.short_description))}
${section('features', 'Features', list(listing.features.map(escapeHtml)))}
${section('why', 'Why choose it', list(listing.usps.map(escapeHtml)))}
${section('pricing', 'Pricing', listing.pricing.summary ? `<p>${escapeHtml(listing.pricing.summary)}</p>` : '')}
${storySection(listing.story)}
${section('faq', 'Frequently asked questions', listing.faqs.length ? faqList(listing.faqs) : '')}
${section('updates', 'Latest updates', updates)}
${reviewsSection}
</div><aside aria-label="About ${escapeHtml(listing.name)}">
${factsPanel(listing)}${makersPanel(listing, publicUrl)}${alternativesPanel(listing, others, publicUrl)}
${linksPanel(listing)}${badgesPanel(badges.items)}${tags}
</aside></div>`,
      };
    }),
  );

  router.get(
    '/listings/:slug/updates',
    publicPage(deps, notFound, async ({ req, call, publicUrl }) => {
      const listing = await call('get_listing', getListing, { path: { slug: req.params.slug } });
      const path = `${listingPath(listing.slug)}/updates`;
      const trail = [
        { name: listing.name, path: listingPath(listing.slug) },
        { name: 'Updates', path },
      ];
      return {
        title: `Updates from ${listing.name}`,
        width: 'narrow',
        meta: {
          description: `What’s new at ${listing.name}: the latest updates from its makers.`,
          canonicalUrl: `${publicUrl}${path}`,
          jsonLd: [breadcrumbList(publicUrl, trail)],
        },
        above: breadcrumbs(trail),
        body: listing.latest_updates.length
          ? updatesList(listing.latest_updates)
          : '<p class="empty">No updates yet.</p>',
      };
    }),
  );

  router.get(
    '/listings/:slug/reviews',
    publicPage(deps, notFound, async ({ req, call, viewer, publicUrl }) => {
      const listing = await call('get_listing', getListing, { path: { slug: req.params.slug } });
      const page = pageParam(req.query.page);
      const reviews = await reviewsForPage(deps.db, listing.id, viewer?.accountId ?? null, {
        limit: reviewsPerPage,
        offset: (page - 1) * reviewsPerPage,
      });
      const path = `${listingPath(listing.slug)}/reviews`;
      const trail = [
        { name: listing.name, path: listingPath(listing.slug) },
        { name: 'Reviews', path },
      ];
      const paging = {
        page,
        has_more: page * reviewsPerPage < reviews.total,
        total: reviews.total,
        per_page: reviewsPerPage,
      };
      return {
        title: `Reviews of ${listing.name}`,
        width: 'narrow',
        meta: {
          description: `${plural(reviews.total, 'genuine review')} of ${listing.name} from people on ${siteName}.`,
          canonicalUrl: `${publicUrl}${path}${page > 1 ? `?page=${page}` : ''}`,
          jsonLd: [breadcrumbList(publicUrl, trail)],
        },
        above: breadcrumbs(trail),
        body: `<p>Only genuine reviews count and are shown. \
<a href="/how-ranking-works#reviews">Which reviews count</a></p>
${reviews.rows.map(reviewItem).join('\n') || '<p class="empty">No reviews yet.</p>'}
${pager(path, {}, paging)}`,
      };
    }),
  );

  router.get(
    '/compare',
    publicPage(
      deps,
      () => 'One of these products',
      async ({ req, call, buttons, publicUrl }) => {
        if (req.query.a === undefined && req.query.b === undefined)
          return {
            title: 'Compare products',
            width: 'narrow',
            meta: { description: 'Compare two products side by side.', robots: 'noindex, follow' },
            body: `<p>Open a product and choose <strong>Compare</strong> next to one of its alternatives to see the \
two side by side. Browse the <a href="/leaderboards">leaderboards</a> or the \
<a href="/categories">categories</a> to start.</p>`,
          };
        const comparison = await call('compare_listings', compareListings, { query: req.query });
        const { a, b, category } = comparison;
        const context = await buttons([a, b]);
        const cell = (value: string | null) =>
          value === null ? '<span class="meta">Not stated</span>' : escapeHtml(value);
        const row = (label: string, cellA: string, cellB: string) =>
          `<tr><th scope="row">${escapeHtml(label)}</th><td>${cellA}</td><td>${cellB}</td></tr>`;
        const path = comparePath(a.slug, b.slug);
        const header = (listing: ListingSummary) =>
          `<th scope="col">${imageTile(listingImage(listing, publicUrl), listing.name, 'small')} ` +
          `<a href="${listingPath(listing.slug)}">${escapeHtml(listing.name)}</a></th>`;
        const trail = [
          { name: category.name, path: categoryPath(category.slug) },
          { name: `${a.name} vs ${b.name}`, path },
        ];
        const facts = comparison.rows.map((fact) => fact.label.toLowerCase());
        return {
          title: `${a.name} vs ${b.name}`,
          meta: {
            description: `${a.name} and ${b.name} side by side in ${category.name}: ${facts.slice(0, 6).join(', ')}.`,
            canonicalUrl: `${publicUrl}${path}`,
            jsonLd: [breadcrumbList(publicUrl, trail)],
          },
          above: breadcrumbs(trail),
          body: `<p class="lede">Compared on the facts that matter in \
<a href="${categoryPath(category.slug)}">${escapeHtml(category.name)}</a>. “Not stated” means the product does not \
say: nothing is guessed.</p>
<table><thead><tr><th scope="col"><span class="visually-hidden">Fact</span></th>${header(a)}${header(b)}</tr></thead>
<tbody>
${row('Tagline', cell(a.tagline), cell(b.tagline))}
${comparison.rows.map((fact) => row(fact.label, cell(fact.a), cell(fact.b))).join('\n')}
${row('Community votes', voteButton(a, context), voteButton(b, context))}
</tbody></table>`,
        };
      },
    ),
  );
}
