// Loads the generated demo directory (db/queries/demo.ts writes it), then closes the finished weeks
// with the weekly awards job's own code.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { hasListings, insertDirectory, lockDemoLoad } from '../../db/queries/demo.ts';
import { closeWeek } from '../../db/queries/launches.ts';
import { now } from '../clock.ts';
import { addWeeks, currentWeek } from '../directory/weeks.ts';
import { generateDirectory } from './generate.ts';
import type { GenerateOptions } from './generate.ts';

export interface LoadSummary {
  listings: number;
  /** Of `listings`, those live now (the rest are scheduled for the weeks ahead or unpublished). */
  liveListings: number;
  categories: number;
  founders: number;
  /** Of `founders`, those with a live listing: the ones list_founders shows and counts. */
  liveFounders: number;
  votes: number;
  /** Accounts that cast the votes. */
  voters: number;
  /** Every account: voters, founders and listing owners. */
  accounts: number;
  blogPosts: number;
  awards: number;
  weeks: { first: string; last: string };
}

const figure = (value: number) => value.toLocaleString('en-US');

/**
 * What a load put in the directory, in one sentence: the start banner prints it and the README
 * quotes it for the test suite's week (test/directory/catalog.test.ts checks that quote).
 */
export function describeDemo(summary: LoadSummary): string {
  return (
    `${figure(summary.listings)} listings (${figure(summary.liveListings)} live; weeks ${summary.weeks.first} ` +
    `to ${summary.weeks.last}), ${figure(summary.categories)} categories, ${figure(summary.founders)} founders ` +
    `(${figure(summary.liveFounders)} with a live listing), ${figure(summary.votes)} votes from ` +
    `${figure(summary.voters)} voters (${figure(summary.accounts)} accounts in all), ` +
    `${figure(summary.blogPosts)} blog posts, ${figure(summary.awards)} awards`
  );
}

/** Closes the finished weeks of a loaded directory with the weekly job's code; returns the awards given. */
export async function closeFinishedWeeks(db: Kysely<DB>, options: GenerateOptions): Promise<number> {
  let awards = 0;
  for (let offset = -options.weeksPast; offset < 0; offset++) {
    awards += (await closeWeek(db, addWeeks(options.currentWeek, offset))).awarded;
  }
  return awards;
}

export const demoWeeks = { past: 12, ahead: 6 };

export function demoOptions(at: Date = now()): GenerateOptions {
  return {
    count: 300,
    seed: 20_261_121,
    currentWeek: currentWeek(),
    now: at,
    weeksPast: demoWeeks.past,
    weeksAhead: demoWeeks.ahead,
    voters: 400,
    prefix: '',
    full: true,
  };
}

/**
 * Loads the demo directory when the database has no listings yet: 332 listings over 19 weeks
 * around the current one, 35 categories, founders, posts, votes and the awards of finished weeks.
 * Returns undefined (and changes nothing) when listings exist.
 */
export async function loadDemoData(db: Kysely<DB>): Promise<LoadSummary | undefined> {
  if (await hasListings(db)) return undefined;
  const options = demoOptions();
  const data = generateDirectory(options);
  const loaded = await db.transaction().execute(async (trx) => {
    // Two processes starting on an empty database at once: the second waits, then finds listings.
    await lockDemoLoad(trx);
    if (await hasListings(trx)) return false;
    await insertDirectory(trx, data);
    return true;
  });
  if (!loaded) return undefined;
  const awards = await closeFinishedWeeks(db, options);
  const live = new Set(data.listings.filter((listing) => listing.status === 'live').map((listing) => listing.slug));
  return {
    listings: data.listings.length,
    liveListings: live.size,
    categories: data.categories.length,
    founders: data.founders.length,
    liveFounders: new Set(data.founderListings.filter((link) => live.has(link.slug)).map((link) => link.founder)).size,
    votes: data.votes.length,
    voters: new Set(data.votes.map((vote) => vote.account_id)).size,
    accounts: data.accounts.length,
    blogPosts: data.blogPosts.length,
    awards,
    weeks: {
      first: addWeeks(options.currentWeek, -options.weeksPast),
      last: addWeeks(options.currentWeek, options.weeksAhead),
    },
  };
}
