// The free plan: a launch week from the queue, the badge the homepage must show, and the badge
// check that moves the listing on (app/listings/states.ts makes each move).
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../generated/api.d.ts';
import type { DB } from '../../db/schema.ts';
import { findBadgeSource } from '../../db/queries/badges.ts';
import { insertBadgeCheck, latestBadgeCheck, launchesPerWeek, missingSince } from '../../db/queries/free-plan.ts';
import type { BadgeCheckRow } from '../../db/queries/free-plan.ts';
import { listingPageUrl } from '../../db/queries/listings.ts';
import type { ListingRow } from '../../db/queries/my-listings.ts';
import { readSetting } from '../../db/queries/settings.ts';
import { badgeEmbed, earnedBadges } from '../badges/earned.ts';
import { now } from '../clock.ts';
import type { Config } from '../config.ts';
import { crawlSite } from '../crawl/crawler.ts';
import { CrawlFailure } from '../crawl/fetch.ts';
import { parseHtml } from '../crawl/page-text.ts';
import { addWeeks, currentWeek } from '../directory/weeks.ts';
import { ProblemError } from '../http/problem.ts';
import { badgeFound, badgeLost, badgeRestored } from './states.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type FreePlan = components['schemas']['FreePlan'];

export const badgeCheckTask = 'listings__check_badge';
export const goLiveTask = 'listings__go_live';

/** Statuses of a free listing whose badge is still checked. */
const checkedStatuses = new Set(['awaiting_badge', 'scheduled', 'live', 'badge_missing']);

/** Runs the badge check of a listing at `runAt` (at once by default); a later call replaces an earlier one. */
export async function enqueueBadgeCheck(db: Db, listingId: number, runAt: Date = now()): Promise<void> {
  await sql`select graphile_worker.add_job(${badgeCheckTask}, ${JSON.stringify({ listing_id: listingId })}::json,
    run_at => ${runAt}, job_key => ${`${badgeCheckTask}:${listingId}`}, max_attempts => 5)`.execute(db);
}

/** Runs the go-live job at once (a badge found after the launch week began). */
export async function enqueueGoLive(db: Db): Promise<void> {
  await sql`select graphile_worker.add_job(${goLiveTask}, '{}'::json, job_key => ${goLiveTask})`.execute(db);
}

/**
 * The launch week of a listing choosing the free plan: the earliest week `free_queue_weeks.min` to
 * `.max` weeks ahead that holds fewer than `launch_week_capacity.launches` launches.
 */
export async function freeLaunchWeek(db: Db): Promise<string> {
  const queue = (await readSetting<{ min: number; max: number }>(db, 'free_queue_weeks')) ?? { min: 6, max: 8 };
  const capacity = (await readSetting<{ launches: number }>(db, 'launch_week_capacity'))?.launches ?? 25;
  const current = currentWeek();
  const weeks = Array.from({ length: queue.max - queue.min + 1 }, (_, i) => addWeeks(current, queue.min + i));
  const taken = await launchesPerWeek(db, weeks);
  const week = weeks.find((monday) => (taken.get(monday) ?? 0) < capacity);
  if (!week)
    throw new ProblemError(
      409,
      'free_queue_full',
      `Every launch week of the free queue (${weeks[0]} to ${weeks.at(-1)}) is full; try again next week, ` +
        'or buy skip_queue or launch (list_products) to launch in another week.',
    );
  return week;
}

/** What the homepage must show: the "Listed on" badge linking to the listing's page. */
export async function listedBadgeCode(db: Db, slug: string, config: Config): Promise<string | undefined> {
  const source = await findBadgeSource(db, slug);
  if (!source) return undefined;
  const listed = earnedBadges(source, now()).find((badge) => badge.kind === 'listed');
  if (!listed) return undefined;
  const style = { shape: 'standard', mode: 'auto', size: 'm' } as const;
  return badgeEmbed(listed, source, source.site_name, style, {
    publicUrl: config.publicUrl,
    pageUrl: listingPageUrl(config.publicUrl, slug),
  }).html;
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * Whether `html` (read from `pageUrl`) shows one of the listing's badges: a link to the listing's
 * page with one of its badge images inside. Undefined when found, otherwise why not, in words.
 */
export function badgeAbsence(html: string, pageUrl: string, listing: { slug: string }, publicUrl: string) {
  const document = parseHtml(html, pageUrl);
  const listingPage = new URL(listingPageUrl(publicUrl, listing.slug));
  const badgePrefix = `/badges/${listing.slug}/`;
  const resolve = (value: string | null) => {
    try {
      return value ? new URL(value, pageUrl) : undefined;
    } catch {
      return undefined;
    }
  };
  const isBadgeImage = (img: Element) => {
    const src = resolve(img.getAttribute('src'));
    return src?.origin === listingPage.origin && src.pathname.startsWith(badgePrefix) && src.pathname.endsWith('.svg');
  };
  const links = [...document.querySelectorAll('a[href]')].filter((a) => {
    const href = resolve(a.getAttribute('href'));
    return href?.origin === listingPage.origin && samePath(href.pathname, listingPage.pathname);
  });
  if (links.some((a) => [...a.querySelectorAll('img')].some(isBadgeImage))) return undefined;
  const images = [...document.querySelectorAll('img')].some(isBadgeImage);
  if (images)
    return (
      `${pageUrl} shows the badge image, but not inside a link to ${listingPage.href}; ` +
      'use the embed code as it is.'
    );
  if (links.length)
    return (
      `${pageUrl} links to ${listingPage.href}, but the link shows none of the listing's badge images ` +
      `(${listingPage.origin}${badgePrefix}...).`
    );
  return (
    `No badge was found on ${pageUrl}: put the embed code ` +
    `(a link to ${listingPage.href} with the badge image) on the homepage.`
  );
}

/** Reads the homepage (robots.txt respected, SSRF-guarded) and says whether the badge is there. */
export async function readBadge(
  listing: Pick<ListingRow, 'url' | 'slug'>,
  config: Config,
): Promise<{ found: boolean; reason: string | null }> {
  try {
    const [home] = await crawlSite(listing.url, config, { maxPages: 0 });
    const reason = badgeAbsence(home.html, home.url, listing, config.publicUrl);
    return { found: reason === undefined, reason: reason ?? null };
  } catch (error) {
    if (!(error instanceof CrawlFailure)) throw error;
    return { found: false, reason: `The homepage could not be read: ${error.message}` };
  }
}

/**
 * Records a badge check and makes the move it calls for. Found: awaiting_badge -> scheduled (in its
 * week, or this week when that has begun: then it goes live at once), badge_missing -> live. Not
 * found: scheduled -> awaiting_badge; live -> badge_missing once missing for the grace period.
 * Returns whether a launch is now due.
 */
export async function applyBadgeCheck(
  trx: Transaction<DB>,
  listing: Pick<ListingRow, 'id' | 'url' | 'status' | 'launch_week'>,
  result: { found: boolean; reason: string | null },
): Promise<{ launchDue: boolean }> {
  const at = now();
  await insertBadgeCheck(trx, { listingId: listing.id, checkedAt: at, url: listing.url, ...result });
  const task = badgeCheckTask;
  if (result.found) {
    if (listing.status === 'awaiting_badge') {
      const current = currentWeek();
      const week = listing.launch_week && listing.launch_week > current ? listing.launch_week : current;
      await badgeFound(trx, listing.id, week, task);
      return { launchDue: week === current };
    }
    if (listing.status === 'badge_missing') await badgeRestored(trx, listing.id, task);
    return { launchDue: false };
  }
  if (listing.status === 'scheduled') await badgeLost(trx, listing.id, 'scheduled', result.reason ?? '', task);
  if (listing.status === 'live') {
    const graceDays = (await readSetting<{ days: number }>(trx, 'free_badge_grace'))?.days ?? 7;
    const since = await missingSince(trx, listing.id);
    if (since && at.getTime() - since.getTime() >= graceDays * 86_400_000)
      await badgeLost(trx, listing.id, 'live', `badge missing since ${since.toISOString()}: ${result.reason}`, task);
  }
  return { launchDue: false };
}

export function isBadgeChecked(listing: Pick<ListingRow, 'plan' | 'status'>): boolean {
  return listing.plan === 'free' && checkedStatuses.has(listing.status);
}

function instructions(status: string, pageUrl: string): string {
  switch (status) {
    case 'awaiting_badge':
      return (
        `Put embed_code on your homepage (a link to ${pageUrl} showing the badge). It is checked at once and ` +
        'then regularly; once found, the listing is scheduled for its launch week. Call choose_free_listing ' +
        'again to check at once.'
      );
    case 'scheduled':
      return (
        'The badge was found: the listing goes live when its launch week begins. ' + 'Keep the badge on your homepage.'
      );
    case 'live':
      return (
        'The listing is live. Keep the badge on your homepage: ' +
        'without it the listing is hidden after the grace period.'
      );
    case 'badge_missing':
      return (
        'The badge has been missing from your homepage, so the listing is hidden; ' +
        'put embed_code back to show it again.'
      );
    default:
      return 'The listing is not on the free plan any more.';
  }
}

function checkBody(check: BadgeCheckRow): components['schemas']['BadgeCheck'] {
  return { checked_at: check.checked_at.toISOString(), found: check.found, url: check.url, reason: check.reason };
}

/** The free_plan member of an owned listing, or null when it is not on the free plan. */
export async function freePlanBody(db: Db, listing: ListingRow, config: Config): Promise<FreePlan | null> {
  if (listing.plan !== 'free') return null;
  const pageUrl = listingPageUrl(config.publicUrl, listing.slug);
  const last = await latestBadgeCheck(db, listing.id);
  const checked = isBadgeChecked(listing);
  return {
    instructions: instructions(listing.status, pageUrl),
    embed_code: (await listedBadgeCode(db, listing.slug, config)) ?? '',
    badge_page_url: pageUrl,
    last_check: last ? checkBody(last) : null,
    next_check_at: !checked
      ? null
      : new Date(
          last ? last.checked_at.getTime() + config.badgeCheckIntervalSeconds * 1000 : now().getTime(),
        ).toISOString(),
  };
}
