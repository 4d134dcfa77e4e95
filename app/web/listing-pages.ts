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
import { csrfField, escapeHtml } from './layout.ts';
import { publicPage } from './page-context.ts';
import type { PageDependencies } from './page-context.ts';
import {
  breadcrumbs,
  categoryPath,
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
  pager,
  plural,
  signInPath,
  socialLinks,
  textParagraphs,
  voteButton,
  weekPath,
} from './public-layout.ts';
import type { ButtonContext, Viewer } from './public-layout.ts';
import { breadcrumbList, softwareApplication } from './structured-data.ts';

type Listing = components['schemas']['Listing'];

const reviewsOnPage = 5;
const reviewsPerPage = 20;

const section = (id: string, heading: string, content: string) =>
  content
    ? `<section id="${id}" aria-labelledby="${id}-heading"><h2 id="${id}-heading">${heading}</h2>\n${content}</section>`
    : '';
const list = (items: string[]) =>
  items.length ? `<ul class="plain">${items.map((item) => `<li>${item}</li>`).join('')}</ul>` : '';

/** Five stars, `rating` of them filled, read out as "Rated 4 out of 5". */
const stars = (rating: number) =>
  `<span class="rating-stars" role="img" aria-label="Rated ${rating} out of 5">` +
  `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}</span>`;

function reviewItem(review: ReviewRow): string {
  const edited = review.updated_at ? ` · edited ${formatDate(review.updated_at.toISOString())}` : '';
  return `<article class="review">${stars(review.rating)}
<p class="meta">${escapeHtml(review.author_name ?? 'A Launch Directory member')} · \
${formatDate(review.created_at.toISOString())}${edited}</p>${textParagraphs(review.body)}</article>`;
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
      ? '<p class="error">The site team marked your review as not genuine: it is not shown to others and not counted.</p>'
      : '';
  const options = [1, 2, 3, 4, 5]
    .map(
      (value) =>
        `<label><input type="radio" name="rating" value="${value}" required${own?.rating === value ? ' checked' : ''}>` +
        ` ${plural(value, 'star')}</label>`,
    )
    .join('');
  return `${judged}<form method="post" action="${listingPath(listing.slug)}/review">${csrfField(viewer.csrfToken)}
<input type="hidden" name="return_to" value="${escapeHtml(returnTo)}">
<fieldset class="stars"><legend>${own ? 'Your rating' : `Rate ${escapeHtml(listing.name)}`}</legend>${options}</fieldset>
<label for="review-body">Your review <span class="meta">(optional, at most ${formatNumber(reviewTextLimit)} characters)</span></label>
<textarea id="review-body" name="body" maxlength="${reviewTextLimit}">${escapeHtml(own?.body)}</textarea>
<p><button type="submit">${own ? 'Update your review' : 'Publish your review'}</button></p></form>`;
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
      const trail = [
        { name: 'Home', path: '/' },
        ...(primary ? [{ name: primary.name, path: categoryPath(primary.slug) }] : []),
        { name: listing.name, path: listingPath(listing.slug) },
      ];
      const launch =
        listing.status === 'upcoming'
          ? `<p class="notice-box"><strong>Upcoming:</strong> launches the week of \
${listing.launch_week ? `<a href="${weekPath(listing.launch_week)}">${formatDate(listing.launch_week)}</a>` : 'a coming week'}. \
Follow it to hear when it does.</p>`
          : '';
      const ownerNote = owner
        ? '<p class="notice-box">You own this listing: your own vote for it is not counted, and you cannot review it. ' +
          '<a href="/dashboard">Manage it in your dashboard</a>.</p>'
        : '';
      const compareWith = others[0]?.listing;
      const actions = `<div class="actions">${voteButton(listing, context, true)}${followButton(listing, context)}
${externalLink(listing.url, `Visit ${listing.name}`).replace('<a ', '<a class="button secondary" ')}
${compareWith ? `<a class="button secondary" href="/compare?a=${encodeURIComponent(listing.slug)}&amp;b=${encodeURIComponent(compareWith.slug)}">Compare with ${escapeHtml(compareWith.name)}</a>` : ''}</div>`;
      const chips = [
        ...listing.categories.map(
          (category) => `<li><a href="${categoryPath(category.slug)}">${escapeHtml(category.name)}</a></li>`,
        ),
        listing.pricing.model ? `<li><span>${escapeHtml(listing.pricing.model)}</span></li>` : '',
        listing.stage ? `<li><span>${escapeHtml(listing.stage)}</span></li>` : '',
      ].join('');
      const rating =
        listing.rating.average === null
          ? 'No reviews yet.'
          : `${stars(Math.round(listing.rating.average))} ${listing.rating.average} / 5 · ` +
            `${plural(listing.rating.count, 'review')}`;
      const domainRating =
        listing.domain_rating.value === null
          ? 'Not measured'
          : `${listing.domain_rating.value} / 100 · trend ${listing.domain_rating.trend}`;
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
        story && (story.story || storyParts.length)
          ? section(
              'story',
              escapeHtml(story.title ?? 'Founder story'),
              textParagraphs(story.story) +
                storyParts.map(([heading, text]) => `<h3>${heading}</h3>${textParagraphs(text)}`).join(''),
            )
          : '';
      const updates = listing.latest_updates.length
        ? updatesList(listing.latest_updates) + `<p><a href="${listingPath(listing.slug)}/updates">All updates</a></p>`
        : '<p class="meta">No updates yet. Follow the product to get its updates by e-mail.</p>';
      const reviewsSection = `<section id="reviews" aria-labelledby="reviews-heading"><h2 id="reviews-heading">Reviews</h2>
<p>Community rating: ${rating}. <a href="/how-ranking-works#reviews">Which reviews count</a></p>
${reviews.rows.map(reviewItem).join('\n')}
${reviews.total > reviews.rows.length ? `<p><a href="${listingPath(listing.slug)}/reviews">All ${plural(reviews.total, 'review')}</a></p>` : ''}
${reviewForm(listing, viewer, owner, reviews.own, `${listingPath(listing.slug)}#reviews`)}</section>`;
      const founders = listing.founders.length
        ? `<section class="panel" id="founders" aria-labelledby="makers-heading"><h2 id="makers-heading">Makers</h2>
<ul class="winners">${listing.founders
            .map(
              (founder) => `<li>${imageTile(founderImage(founder, publicUrl), founder.name, 'small round')}
<span><a href="${founderPath(founder.slug)}">${escapeHtml(founder.name)}</a>${founder.title ? ` <span class="meta">${escapeHtml(founder.title)}</span>` : ''}</span></li>`,
            )
            .join('')}</ul></section>`
        : '';
      const alternativesPanel = others.length
        ? `<section class="panel" aria-labelledby="alternatives-heading"><h2 id="alternatives-heading">Alternatives</h2>
<ul class="winners">${others
            .map(
              ({ listing: other, approved }) => `<li>${imageTile(listingImage(other, publicUrl), other.name, 'small')}
<span><a href="${listingPath(other.slug)}">${escapeHtml(other.name)}</a>${approved ? ' <span class="meta">(suggested by the makers)</span>' : ''}<br>
<a class="meta" href="/compare?a=${encodeURIComponent(listing.slug)}&amp;b=${encodeURIComponent(other.slug)}">Compare</a></span></li>`,
            )
            .join('')}</ul></section>`
        : '';
      const facts = [
        listing.launched_at ? ['Launched', formatDate(listing.launched_at)] : undefined,
        listing.launch_week
          ? ['Launch week', `<a href="${weekPath(listing.launch_week)}">${formatDate(listing.launch_week)}</a>`]
          : undefined,
        listing.founded_year ? ['Founded', String(listing.founded_year)] : undefined,
        listing.city || listing.country
          ? ['Based in', escapeHtml([listing.city, listing.country].filter(Boolean).join(', '))]
          : undefined,
        ['Followers', formatNumber(listing.follows)],
        ['Community rating', rating],
        ['Domain Rating', `${domainRating}<br><span class="meta">a third-party measure</span>`],
      ].filter((fact): fact is string[] => fact !== undefined);
      const links = list([
        externalLink(listing.links.website, 'Website'),
        ...(listing.links.demo_video_url ? [externalLink(listing.links.demo_video_url, 'Demo video')] : []),
      ]);
      const socials = socialLinks(
        Object.fromEntries(Object.entries(listing.socials).filter(([, url]) => url !== listing.links.website)),
      );
      const badgeImages = badges.items.map((badge) => {
        const url = new URL(badge.svg_url);
        return `<li><img src="${escapeHtml(url.pathname + url.search)}" alt="${escapeHtml(badge.label)}"></li>`;
      });
      const image = listingImage(listing, publicUrl);
      const description = clip(listing.short_description ?? listing.tagline ?? listing.description ?? listing.name);
      return {
        title: listing.name,
        documentTitle: listing.tagline ? `${listing.name}: ${clip(listing.tagline, 70)} · Launch Directory` : undefined,
        heading: false,
        meta: {
          description,
          canonicalUrl: `${publicUrl}${listingPath(listing.slug)}`,
          image: image.startsWith('https:') ? image : `${publicUrl}${image}`,
          jsonLd: [softwareApplication(publicUrl, listing), breadcrumbList(publicUrl, trail)],
        },
        above: breadcrumbs(trail),
        body: `<div class="listing-head">${imageTile(image, listing.name, 'large')}<div>
<h1>${escapeHtml(listing.name)}</h1>
${listing.tagline ? `<p class="lede">${escapeHtml(listing.tagline)}</p>` : ''}
<ul class="chips" id="categories" aria-label="Categories and facts">${chips}</ul></div></div>
${launch}${ownerNote}${actions}
<div class="columns"><div>
${section('about', 'About', textParagraphs(listing.description ?? listing.short_description))}
${section('features', 'Features', list(listing.features.map(escapeHtml)))}
${section('why', 'Why choose it', list(listing.usps.map(escapeHtml)))}
${section('pricing', 'Pricing', listing.pricing.summary ? `<p>${escapeHtml(listing.pricing.summary)}</p>` : '')}
${storySection}
${section('faq', 'Frequently asked questions', listing.faqs.length ? faqList(listing.faqs) : '')}
${section('updates', 'Latest updates', updates)}
${reviewsSection}
</div><aside aria-label="About ${escapeHtml(listing.name)}">
<section class="panel" aria-labelledby="facts-heading"><h2 id="facts-heading">At a glance</h2>
<dl class="facts">${facts.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl></section>
${founders}${alternativesPanel}
<section class="panel" aria-labelledby="links-heading"><h2 id="links-heading">Links</h2>${links}${socials}</section>
${badgeImages.length ? `<section class="panel" aria-labelledby="badges-heading" id="badges"><h2 id="badges-heading">Badges</h2><ul class="badges">${badgeImages.join('')}</ul></section>` : ''}
${listing.tags.length ? `<ul class="chips" aria-label="Tags">${listing.tags.map((tag) => `<li><span>${escapeHtml(tag)}</span></li>`).join('')}</ul>` : ''}
</aside></div>`,
      };
    }),
  );

  router.get(
    '/listings/:slug/updates',
    publicPage(deps, notFound, async ({ req, call, publicUrl }) => {
      const listing = await call('get_listing', getListing, { path: { slug: req.params.slug } });
      const path = `${listingPath(listing.slug)}/updates`;
      return {
        title: `Updates from ${listing.name}`,
        width: 'narrow',
        meta: {
          description: `What’s new at ${listing.name}: the latest updates from its makers.`,
          canonicalUrl: `${publicUrl}${path}`,
          jsonLd: [
            breadcrumbList(publicUrl, [
              { name: listing.name, path: listingPath(listing.slug) },
              { name: 'Updates', path },
            ]),
          ],
        },
        above: breadcrumbs([
          { name: listing.name, path: listingPath(listing.slug) },
          { name: 'Updates', path },
        ]),
        body: `${listing.latest_updates.length ? updatesList(listing.latest_updates) : '<p class="empty">No updates yet.</p>'}`,
      };
    }),
  );

  router.get(
    '/listings/:slug/reviews',
    publicPage(deps, notFound, async ({ req, call, viewer, publicUrl }) => {
      const listing = await call('get_listing', getListing, { path: { slug: req.params.slug } });
      const page = Math.min(Math.max(Number.parseInt(String(req.query.page ?? '1'), 10) || 1, 1), 1000);
      const reviews = await reviewsForPage(deps.db, listing.id, viewer?.accountId ?? null, {
        limit: reviewsPerPage,
        offset: (page - 1) * reviewsPerPage,
      });
      const path = `${listingPath(listing.slug)}/reviews`;
      return {
        title: `Reviews of ${listing.name}`,
        width: 'narrow',
        meta: {
          description: `${plural(reviews.total, 'genuine review')} of ${listing.name} from people on Launch Directory.`,
          canonicalUrl: `${publicUrl}${path}${page > 1 ? `?page=${page}` : ''}`,
          jsonLd: [
            breadcrumbList(publicUrl, [
              { name: listing.name, path: listingPath(listing.slug) },
              { name: 'Reviews', path },
            ]),
          ],
        },
        above: breadcrumbs([
          { name: listing.name, path: listingPath(listing.slug) },
          { name: 'Reviews', path },
        ]),
        body: `<p>Only genuine reviews count and are shown. <a href="/how-ranking-works#reviews">Which reviews count</a></p>
${reviews.rows.map(reviewItem).join('\n') || '<p class="empty">No reviews yet.</p>'}
${pager(path, {}, { page, has_more: page * reviewsPerPage < reviews.total, total: reviews.total, per_page: reviewsPerPage })}`,
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
            body: `<p>Open a product and choose <strong>Compare</strong> next to one of its alternatives to see the two \
side by side. Browse the <a href="/leaderboards">leaderboards</a> or the <a href="/categories">categories</a> to start.</p>`,
          };
        const comparison = await call('compare_listings', compareListings, {
          query: req.query as Record<string, unknown>,
        });
        const { a, b } = comparison;
        const context: ButtonContext = await buttons([a, b]);
        const cell = (value: string | null) =>
          value === null ? '<span class="meta">Not stated</span>' : escapeHtml(value);
        const path = `/compare?a=${encodeURIComponent(a.slug)}&b=${encodeURIComponent(b.slug)}`;
        const header = (listing: typeof a) =>
          `<th scope="col">${imageTile(listingImage(listing, publicUrl), listing.name, 'small')} \
<a href="${listingPath(listing.slug)}">${escapeHtml(listing.name)}</a></th>`;
        return {
          title: `${a.name} vs ${b.name}`,
          meta: {
            description: `${a.name} and ${b.name} side by side in ${comparison.category.name}: ${comparison.rows
              .map((row) => row.label.toLowerCase())
              .slice(0, 6)
              .join(', ')}.`,
            canonicalUrl: `${publicUrl}${path}`,
            jsonLd: [
              breadcrumbList(publicUrl, [
                { name: comparison.category.name, path: categoryPath(comparison.category.slug) },
                { name: `${a.name} vs ${b.name}`, path },
              ]),
            ],
          },
          above: breadcrumbs([
            { name: comparison.category.name, path: categoryPath(comparison.category.slug) },
            { name: `${a.name} vs ${b.name}`, path },
          ]),
          body: `<p class="lede">Compared on the facts that matter in <a href="${categoryPath(comparison.category.slug)}">\
${escapeHtml(comparison.category.name)}</a>. “Not stated” means the product does not say: nothing is guessed.</p>
<table><thead><tr><th scope="col"><span class="visually-hidden">Fact</span></th>${header(a)}${header(b)}</tr></thead>
<tbody>
<tr><th scope="row">Tagline</th><td>${cell(a.tagline)}</td><td>${cell(b.tagline)}</td></tr>
${comparison.rows.map((row) => `<tr><th scope="row">${escapeHtml(row.label)}</th><td>${cell(row.a)}</td><td>${cell(row.b)}</td></tr>`).join('\n')}
<tr><th scope="row">Community votes</th><td>${voteButton(a, context)}</td><td>${voteButton(b, context)}</td></tr>
</tbody></table>`,
        };
      },
    ),
  );
}
