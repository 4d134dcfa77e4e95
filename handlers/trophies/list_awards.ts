// list_awards: Launch of the Week #1-#3 of each finished week, newest week first.
import { weekRange } from '../../app/directory/weeks.ts';
import type { Handler } from '../../app/http/handler.ts';
import { pageOf, pageRequest } from '../../app/http/pagination.ts';
import { listAwards } from '../../db/queries/launches.ts';
import { toSummary } from '../../db/queries/listings.ts';

export const handler: Handler<'list_awards'> = async ({ query }, { db, config }) => {
  const page = pageRequest(query);
  const { rows, total } = await listAwards(db, query.listing, { limit: page.perPage, offset: page.offset });
  const items = rows.map((row) => ({
    rank: row.rank,
    title: `Launch of the Week #${row.rank}`,
    week: weekRange(row.week),
    listing: toSummary(row, config.publicUrl),
    votes: row.award_votes,
  }));
  return { status: 200, body: pageOf(items, total, page) };
};
