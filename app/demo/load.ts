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
  categories: number;
  founders: number;
  votes: number;
  accounts: number;
  blogPosts: number;
  awards: number;
  weeks: { first: string; last: string };
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
  return {
    listings: data.listings.length,
    categories: data.categories.length,
    founders: data.founders.length,
    votes: data.votes.length,
    accounts: data.accounts.length,
    blogPosts: data.blogPosts.length,
    awards,
    weeks: {
      first: addWeeks(options.currentWeek, -options.weeksPast),
      last: addWeeks(options.currentWeek, options.weeksAhead),
    },
  };
}
