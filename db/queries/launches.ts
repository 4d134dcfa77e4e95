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

export type RankedLaunch = SummaryRow & { week_votes: number };

/**
 * The launches of a week ranked by community votes: for the current and past weeks the live
 * listings launched that week by counted votes received during the week (an owner's vote on their
 * own listing is not counted, so neither this ranking nor the awards built on it include it); for
 * a future week the listings scheduled for it by votes so far. Ties go to the slug.
 */
export async function weekLaunches(
  db: Db,
  monday: string,
  page: { limit: number; offset: number },
): Promise<{ rows: RankedLaunch[]; total: number }> {
  const future = monday > currentWeek();
  const { from, to } = weekBounds(monday);
  const status = future ? 'scheduled' : 'live';
  const weekVotes = future
    ? sql<number>`l.vote_count`
    : sql<number>`(select count(*)::int from votes v
        where v.listing_id = l.id and v.counted and v.created_at >= ${from} and v.created_at < ${to})`;
  const rows = await summaryQuery(db)
    .select(weekVotes.as('week_votes'))
    .where('l.launch_week', '=', monday)
    .where('l.status', '=', status)
    .orderBy('week_votes', 'desc')
    .orderBy('l.slug')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await db
    .selectFrom('listings')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('launch_week', '=', monday)
    .where('status', '=', status)
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

/** Live listings launched in [from, until], most voted first. */
export async function launchedBetween(db: Db, from: Date, until: Date, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    summaryQuery(db)
      .where('l.status', '=', 'live')
      .where('l.launched_at', '>=', from)
      .where('l.launched_at', '<=', until)
      .orderBy('l.vote_count', 'desc')
      .orderBy('l.slug')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('listings')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', '=', 'live')
      .where('launched_at', '>=', from)
      .where('launched_at', '<=', until)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/** Scheduled launches, soonest week first, most voted first within a week. */
export async function upcomingLaunches(db: Db, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    summaryQuery(db)
      .where('l.status', '=', 'scheduled')
      .orderBy('l.launch_week')
      .orderBy('l.vote_count', 'desc')
      .orderBy('l.slug')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('listings')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', '=', 'scheduled')
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}
