// Which badges a listing has earned, and where each one's image and embed code live. Pure
// functions of the listing's row and awards, shared by get_badges and the SVG route.
import { badgeLabel, badgeTitle, renderBadge } from './svg.ts';
import type { BadgeArt, BadgeKind, BadgeMode, BadgeStyle } from './svg.ts';

export interface BadgeListing {
  slug: string;
  name: string;
  launched_at: Date | null;
  featured_until: Date | null;
  verified_at: Date | null;
  /** Launch of the Week awards: week is the Monday, 'YYYY-MM-DD'. */
  awards: { week: string; rank: number }[];
}

export interface EarnedBadge {
  kind: BadgeKind;
  /** The image's file name without `.svg`: listed, launched, featured, verified, launch-of-the-week-2026-11-16. */
  key: string;
  caption: string;
  rank: number | null;
  /** The award's week, Monday to Sunday. */
  week: { start: string; end: string } | null;
}

const awardKeyPrefix = 'launch-of-the-week-';

function weekRange(monday: string): { start: string; end: string } {
  const end = new Date(`${monday}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 6);
  return { start: monday, end: end.toISOString().slice(0, 10) };
}

/** Listed for every listing shown; the others once earned; one Launch of the Week per award, newest first. */
export function earnedBadges(listing: BadgeListing, at: Date): EarnedBadge[] {
  const badge = (kind: BadgeKind, caption: string): EarnedBadge => ({
    kind,
    key: kind,
    caption,
    rank: null,
    week: null,
  });
  const earned = [badge('listed', 'Listed on')];
  if (listing.launched_at && listing.launched_at <= at) earned.push(badge('launched', 'Launched on'));
  if (listing.featured_until && listing.featured_until > at) earned.push(badge('featured', 'Featured on'));
  if (listing.verified_at && listing.verified_at <= at) earned.push(badge('verified', 'Verified on'));
  for (const award of [...listing.awards].sort((a, b) => b.week.localeCompare(a.week))) {
    earned.push({
      kind: 'launch_of_the_week',
      key: `${awardKeyPrefix}${award.week}`,
      caption: 'Launch of the Week',
      rank: award.rank,
      week: weekRange(award.week),
    });
  }
  return earned;
}

const weekFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

export function badgeArt(badge: EarnedBadge, listingName: string, siteName: string): BadgeArt {
  return {
    kind: badge.kind,
    caption: badge.caption,
    siteName,
    listingName,
    ...(badge.rank ? { rank: badge.rank } : {}),
    ...(badge.week ? { note: `Week of ${weekFormat.format(new Date(`${badge.week.start}T00:00:00Z`))}` } : {}),
  };
}

/** The public URL of a badge image. */
export function badgeSvgUrl(publicUrl: string, slug: string, key: string, style: BadgeStyle): string {
  const query = new URLSearchParams({ shape: style.shape, mode: style.mode, size: style.size });
  return `${publicUrl}/badges/${slug}/${key}.svg?${query}`;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export interface BadgeEmbed {
  kind: BadgeKind;
  label: string;
  rank: number | null;
  week: { start: string; end: string } | null;
  svg_url: string;
  svg_urls: Record<Exclude<BadgeMode, 'auto'>, string>;
  html: string;
}

/**
 * A badge as get_badges returns it. The embed code links to the listing's page; with mode `auto`
 * its one image follows the visitor's colour scheme by itself (a media query inside the SVG).
 */
export function badgeEmbed(
  badge: EarnedBadge,
  listing: { slug: string; name: string },
  siteName: string,
  style: BadgeStyle,
  urls: { publicUrl: string; pageUrl: string },
): BadgeEmbed {
  const art = badgeArt(badge, listing.name, siteName);
  const { width, height } = renderBadge(art, style);
  const svgUrl = badgeSvgUrl(urls.publicUrl, listing.slug, badge.key, style);
  return {
    kind: badge.kind,
    label: badgeLabel(art),
    rank: badge.rank,
    week: badge.week,
    svg_url: svgUrl,
    svg_urls: {
      light: badgeSvgUrl(urls.publicUrl, listing.slug, badge.key, { ...style, mode: 'light' }),
      dark: badgeSvgUrl(urls.publicUrl, listing.slug, badge.key, { ...style, mode: 'dark' }),
    },
    html:
      `<a href="${escapeHtml(urls.pageUrl)}" target="_blank" rel="noopener">` +
      `<img src="${escapeHtml(svgUrl)}" alt="${escapeHtml(badgeTitle(art))}" ` +
      `width="${width}" height="${height}" style="border:0"></a>`,
  };
}
