// schema.org objects for the pages' JSON-LD: what each page is (a product, a person, a post, a
// list of products) in the vocabulary search engines read. Every URL is absolute.
import type { components } from '../../generated/api.d.ts';
import { siteName } from './layout.ts';
import { externalHref, listingImage, listingPath } from './public-layout.ts';

type ListingSummary = components['schemas']['ListingSummary'];
type Listing = components['schemas']['Listing'];

const context = 'https://schema.org';
const absoluteImage = (src: string, publicUrl: string) => (src.startsWith('/') ? `${publicUrl}${src}` : src);

export function website(publicUrl: string, description: string): object {
  return {
    '@context': context,
    '@type': 'WebSite',
    name: siteName,
    url: `${publicUrl}/`,
    description,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${publicUrl}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function breadcrumbList(publicUrl: string, trail: { name: string; path: string }[]): object {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${publicUrl}${crumb.path}`,
    })),
  };
}

/** A page listing products, in the order shown (`offset`: how many came before, on earlier pages). */
export function productCollection(
  publicUrl: string,
  page: { name: string; path: string; description?: string },
  listings: ListingSummary[],
  offset = 0,
): object {
  const items = listings.map((listing) => ({ name: listing.name, path: listingPath(listing.slug) }));
  return collectionPage(publicUrl, page, items, offset);
}

/** A listing as software: its community rating only when genuine reviews exist. */
export function softwareApplication(publicUrl: string, listing: Listing): object {
  const primary = listing.categories.find((category) => category.primary) ?? listing.categories[0];
  return {
    '@context': context,
    '@type': 'SoftwareApplication',
    name: listing.name,
    url: `${publicUrl}${listingPath(listing.slug)}`,
    ...(externalHref(listing.url) ? { sameAs: listing.url } : {}),
    image: absoluteImage(listingImage(listing, publicUrl), publicUrl),
    description: listing.short_description ?? listing.tagline ?? undefined,
    ...(primary ? { applicationCategory: primary.name } : {}),
    ...(listing.founded_year ? { dateCreated: String(listing.founded_year) } : {}),
    ...(listing.launched_at ? { datePublished: listing.launched_at } : {}),
    ...(listing.founders.length
      ? {
          author: listing.founders.map((founder) => ({
            '@type': 'Person',
            name: founder.name,
            url: `${publicUrl}/founders/${founder.slug}`,
          })),
        }
      : {}),
    ...(listing.rating.average !== null && listing.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: listing.rating.average,
            ratingCount: listing.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function profilePage(
  publicUrl: string,
  person: { name: string; path: string; title: string | null; bio: string | null; image: string; sameAs: string[] },
): object {
  return {
    '@context': context,
    '@type': 'ProfilePage',
    url: `${publicUrl}${person.path}`,
    mainEntity: {
      '@type': 'Person',
      name: person.name,
      ...(person.title ? { jobTitle: person.title } : {}),
      ...(person.bio ? { description: person.bio } : {}),
      image: absoluteImage(person.image, publicUrl),
      ...(person.sameAs.length ? { sameAs: person.sameAs } : {}),
    },
  };
}

export function blogPosting(
  publicUrl: string,
  post: { title: string; path: string; excerpt: string; author: string; published: string; updated: string | null },
): object {
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: post.title,
    url: `${publicUrl}${post.path}`,
    description: post.excerpt,
    author: { '@type': post.author.startsWith('The ') ? 'Organization' : 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: siteName, url: `${publicUrl}/` },
    datePublished: post.published,
    ...(post.updated ? { dateModified: post.updated } : {}),
  };
}

export function blog(publicUrl: string, posts: { title: string; path: string; published: string }[]): object {
  return {
    '@context': context,
    '@type': 'Blog',
    name: `${siteName} blog`,
    url: `${publicUrl}/blog`,
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: `${publicUrl}${post.path}`,
      datePublished: post.published,
    })),
  };
}

/** A page listing things (products, categories, founders, awards by week) in the order shown. */
export function collectionPage(
  publicUrl: string,
  page: { name: string; path: string; description?: string },
  items: { name: string; path: string }[],
  offset = 0,
): object {
  return {
    '@context': context,
    '@type': 'CollectionPage',
    name: page.name,
    url: `${publicUrl}${page.path}`,
    ...(page.description ? { description: page.description } : {}),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({
        '@type': 'ListItem',
        position: offset + index + 1,
        name: item.name,
        url: `${publicUrl}${item.path}`,
      })),
    },
  };
}

export function article(publicUrl: string, page: { name: string; path: string; description: string }): object {
  return {
    '@context': context,
    '@type': 'WebPage',
    name: page.name,
    url: `${publicUrl}${page.path}`,
    description: page.description,
    isPartOf: { '@type': 'WebSite', name: siteName, url: `${publicUrl}/` },
  };
}
