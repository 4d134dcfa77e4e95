// list_awards: Launch of the Week #1-#3 of each finished week, newest week first.
import { sql } from 'kysely';
import { weekRange } from '../../app/directory/weeks.ts';
import type { Handler } from '../../app/http/handler.ts';
import { pageOf, pageRequest } from '../../app/http/pagination.ts';
import { summaryQuery, toSummary } from '../../db/queries/listings.ts';

export const handler: Handler<'list_awards'> = async ({ query }, { db, config }) => {
  const page = pageRequest(query);
  let awards = summaryQuery(db)
    .innerJoin('awards as a', 'a.listing_id', 'l.id')
    .select(['a.week', 'a.rank', 'a.votes as award_votes'])
    .where('l.status', '=', 'live');
  let count = db
    .selectFrom('awards as a')
    .innerJoin('listings as l', 'l.id', 'a.listing_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('l.status', '=', 'live');
  if (query.listing) {
    awards = awards.where('l.slug', '=', query.listing);
    count = count.where('l.slug', '=', query.listing);
  }
  const [rows, total] = await Promise.all([
    awards.orderBy('a.week', 'desc').orderBy('a.rank').limit(page.perPage).offset(page.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((row) => ({
    rank: row.rank,
    title: `Launch of the Week #${row.rank}`,
    week: weekRange(row.week),
    listing: toSummary(row, config.publicUrl),
    votes: row.award_votes,
  }));
  return { status: 200, body: pageOf(items, total.n, page) };
};
