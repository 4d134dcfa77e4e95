// Launch weeks: the calendar, the launches of one week ranked by the votes they received that week,
// and the weekly awards that close a week.
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { addWeeks, currentWeek, weekBounds } from '../../app/directory/weeks.ts';
import type { DB } from '../schema.ts';
import { summaryQuery } from './listings.ts';
import type { SummaryRow } from './listings.ts';
import { readSetting } from './settings.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface LaunchCalendar {
  /** The first launch week (Monday), or the current week when nothing has launched yet. */
  first: string;
  /** The last week that can be booked. */
  last: string;
}

export async function launchCalendar(db: Db): Promise<LaunchCalendar> {
  const [row, setting] = await Promise.all([
    db
      .selectFrom('listings')
      .select((eb) => eb.fn.min('launch_week').as('first'))
      .where('launch_week', 'is not', null)
      .executeTakeFirst(),
    readSetting<{ weeks_ahead: number }>(db, 'launch_calendar'),
  ]);
  const current = currentWeek();
  const first = row?.first && String(row.first) < current ? String(row.first) : current;
  return { first, last: addWeeks(current, setting?.weeks_ahead ?? 52) };
}

export function inCalendar(calendar: LaunchCalendar, monday: string): boolean {
  return monday >= calendar.first && monday <= calendar.last;
}

export type RankedLaunch = SummaryRow & { week_votes: number; relaunch: boolean };

/**
 * The launches of a week ranked by community votes: for the current and past weeks the live
 * listings launched that week, and the live listings relaunched in it, by counted votes received
 * during the week (an owner's vote on their own listing is not counted, so neither this ranking nor
 * the awards built on it include it); for a future week the listings scheduled for it by votes so
 * far, and the relaunches booked for it (no votes yet). Ties go to the slug, so pages are stable.
 */
export async function weekLaunches(
  db: Db,
  monday: string,
  page: { limit: number; offset: number },
): Promise<{ rows: RankedLaunch[]; total: number }> {
  const future = monday > currentWeek();
  const { from, to } = weekBounds(monday);
  const firstStatus = future ? 'scheduled' : 'live';
  const firstLaunch = sql<boolean>`(l.launch_week = ${monday} and l.status = ${firstStatus})`;
  // Ids from the two indexes (launch week, relaunch week), so the week never scans the directory.
  const inWeek = sql<boolean>`l.id in (
      select id from listings where status = ${firstStatus} and launch_week = ${monday}
      union
      select r.listing_id from relaunches r join listings rl on rl.id = r.listing_id
      where r.week = ${monday} and rl.status = 'live')`;
  const weekVotes = future
    ? sql<number>`case when l.status = 'scheduled' then l.vote_count else 0 end`
    : sql<number>`(select count(*)::int from votes v
        where v.listing_id = l.id and v.counted and v.created_at >= ${from} and v.created_at < ${to})`;
  const rows = await summaryQuery(db)
    .select([weekVotes.as('week_votes'), sql<boolean>`not ${firstLaunch}`.as('relaunch')])
    .where(inWeek)
    .orderBy('week_votes', 'desc')
    .orderBy('l.slug')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await db
    .selectFrom('listings as l')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(inWeek)
    .executeTakeFirstOrThrow();
  return { rows, total: count.n };
}

/**
 * Closes a finished week: Launch of the Week #1-#3 go to the week's live launches with the most
 * community votes received during the week (at least one). Idempotent: a week already closed keeps
 * its awards, so running the job twice changes nothing.
 */
export async function closeWeek(
  db: Kysely<DB>,
  monday: string,
): Promise<{ week: string; awarded: number; alreadyClosed: boolean }> {
  if (monday >= currentWeek())
    throw new Error(`The week of ${monday} has not ended yet; only finished weeks are closed.`);
  return db.transaction().execute(async (trx) => {
    // One closing per week at a time, even with several workers.
    await sql`select pg_advisory_xact_lock(hashtext(${`awards__close_week:${monday}`}))`.execute(trx);
    const existing = await trx.selectFrom('awards').select('rank').where('week', '=', monday).execute();
    if (existing.length > 0) return { week: monday, awarded: 0, alreadyClosed: true };
    const { rows } = await weekLaunches(trx, monday, { limit: 3, offset: 0 });
    const winners = rows.filter((row) => row.week_votes > 0);
    if (winners.length > 0) {
      await trx
        .insertInto('awards')
        .values(
          winners.map((row, index) => ({ week: monday, rank: index + 1, listing_id: row.id, votes: row.week_votes })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return { week: monday, awarded: winners.length, alreadyClosed: false };
  });
}

/** Awards of live listings, newest week first, optionally of one listing. */
export async function listAwards(db: Db, listingSlug: string | undefined, page: { limit: number; offset: number }) {
  let awards = summaryQuery(db)
    .innerJoin('awards as a', 'a.listing_id', 'l.id')
    .select(['a.week', 'a.rank', 'a.votes as award_votes'])
    .where('l.status', '=', 'live');
  let count = db
    .selectFrom('awards as a')
    .innerJoin('listings as l', 'l.id', 'a.listing_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('l.status', '=', 'live');
  if (listingSlug) {
    awards = awards.where('l.slug', '=', listingSlug);
    count = count.where('l.slug', '=', listingSlug);
  }
  const [rows, total] = await Promise.all([
    awards.orderBy('a.week', 'desc').orderBy('a.rank').limit(page.limit).offset(page.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

/**
 * Live listings launched in [from, until], or relaunched in a week that began then (a relaunch
 * starts on its Monday, 00:00 UTC), most voted first.
 */
export async function launchedBetween(db: Db, from: Date, until: Date, page: { limit: number; offset: number }) {
  const launched = sql<boolean>`l.status = 'live' and l.id in (
      select id from listings where status = 'live' and launched_at between ${from} and ${until}
      union
      select listing_id from relaunches
      where (week::timestamp at time zone 'UTC') between ${from} and ${until})`;
  const [rows, count] = await Promise.all([
    summaryQuery(db)
      .where(launched)
      .orderBy('l.vote_count', 'desc')
      .orderBy('l.slug')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('listings as l')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(launched)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/**
 * Coming launches, soonest week first and most voted first within a week: scheduled listings, and
 * live listings with a relaunch booked in a coming week.
 */
export async function upcomingLaunches(db: Db, page: { limit: number; offset: number }) {
  const current = currentWeek();
  const nextRelaunch = sql<string | null>`(select min(r.week) from relaunches r
    where r.listing_id = l.id and r.week > ${current})`;
  const upcoming = sql<boolean>`l.id in (
      select id from listings where status = 'scheduled'
      union
      select r.listing_id from relaunches r join listings rl on rl.id = r.listing_id
      where r.week > ${current} and rl.status = 'live')`;
  const [rows, count] = await Promise.all([
    summaryQuery(db)
      .where(upcoming)
      .orderBy(sql`case when l.status = 'scheduled' then l.launch_week else ${nextRelaunch} end`)
      .orderBy('l.vote_count', 'desc')
      .orderBy('l.slug')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('listings as l')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(upcoming)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}
