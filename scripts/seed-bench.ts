// make seed-bench N=100000: adds N generated listings (slugs bench-*) with votes, views and
// follows next to whatever is in the database, for benchmarks. Runs once per database.
import { sql } from 'kysely';
import { now } from '../app/clock.ts';
import { loadConfig } from '../app/config.ts';
import { openDatabase, resolveDatabaseUrl } from '../app/db/database.ts';
import { migrate } from '../app/db/migrate.ts';
import { currentWeek } from '../app/directory/weeks.ts';
import { generateDirectory } from '../app/demo/generate.ts';
import { closeFinishedWeeks } from '../app/demo/load.ts';
import { insertDirectory } from '../db/queries/demo.ts';

const count = Number(process.argv[2] ?? process.env.N ?? 100_000);
if (!Number.isInteger(count) || count < 1 || count > 2_000_000) {
  console.error(
    `N=${process.argv[2]} is not valid: ` +
      `give a whole number of listings from 1 to 2000000, e.g. make seed-bench N=100000.`,
  );
  process.exit(2);
}

const { db, pool, close } = openDatabase(await resolveDatabaseUrl(loadConfig()), { max: 2 });
try {
  await migrate(pool);
  if (await db.selectFrom('listings').select('id').where('slug', 'like', 'bench-%').limit(1).executeTakeFirst()) {
    console.log('Benchmark listings (bench-*) are already loaded; nothing to do.');
  } else {
    const started = Date.now();
    const options = {
      count,
      seed: 7,
      currentWeek: currentWeek(),
      now: now(),
      weeksPast: 52,
      weeksAhead: 8,
      voters: 2000,
      prefix: 'bench-',
      full: false,
    };
    const data = generateDirectory(options);
    console.log(
      `generated ${data.listings.length} listings and ${data.votes.length} votes in ${Date.now() - started} ms; ` +
        `inserting...`,
    );
    await db.transaction().execute((trx) => insertDirectory(trx, data));
    // Close weeks newly filled with launches (weeks closed before keep their awards).
    const awards = await closeFinishedWeeks(db, options);
    // The counter triggers rewrote each listing row a few times while votes, follows and views
    // went in: compact the table so benchmarks read a freshly loaded directory. A full vacuum
    // leaves the visibility map empty; the plain one after it enables index-only scans again.
    await sql`vacuum full listings`.execute(db);
    await sql`vacuum analyze`.execute(db);
    const total = await db
      .selectFrom('listings')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `loaded ${count} benchmark listings, ${data.votes.length} votes, ${awards} new awards ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `${total.n} listings in the database.`,
    );
  }
} finally {
  await close();
}
