// list_launches: the eight launch feeds.
import { sql } from 'kysely';
import { now } from '../../app/clock.ts';
import { currentWeek, isoDate } from '../../app/directory/weeks.ts';
import type { Handler } from '../../app/http/handler.ts';
import { pageOf, pageRequest } from '../../app/http/pagination.ts';
import { searchListings } from '../../app/search/search.ts';
import { summaryQuery, toSummary } from '../../db/queries/listings.ts';

export const handler: Handler<'list_launches'> = async ({ query }, { db, config }) => {
  const section = query.section ?? 'this-week';
  const page = pageRequest(query);
  const window = { limit: page.perPage, offset: page.offset };
  let result;
  switch (section) {
    case 'today':
    case 'this-week': {
      const from =
        section === 'today' ? new Date(`${isoDate(now())}T00:00:00Z`) : new Date(`${currentWeek()}T00:00:00Z`);
      const launched = summaryQuery(db)
        .where('l.status', '=', 'live')
        .where('l.launched_at', '>=', from)
        .where('l.launched_at', '<=', now());
      const [rows, count] = await Promise.all([
        launched.orderBy('l.vote_count', 'desc').orderBy('l.slug').limit(window.limit).offset(window.offset).execute(),
        db
          .selectFrom('listings')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('status', '=', 'live')
          .where('launched_at', '>=', from)
          .where('launched_at', '<=', now())
          .executeTakeFirstOrThrow(),
      ]);
      result = { rows, total: count.n };
      break;
    }
    case 'upcoming': {
      const upcoming = summaryQuery(db).where('l.status', '=', 'scheduled');
      const [rows, count] = await Promise.all([
        upcoming
          .orderBy('l.launch_week')
          .orderBy('l.vote_count', 'desc')
          .orderBy('l.slug')
          .limit(window.limit)
          .offset(window.offset)
          .execute(),
        db
          .selectFrom('listings')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('status', '=', 'scheduled')
          .executeTakeFirstOrThrow(),
      ]);
      result = { rows, total: count.n };
      break;
    }
    default: {
      const sort = (
        {
          trending: 'trending',
          'most-voted': 'votes',
          recent: 'newest',
          'most-viewed': 'most_viewed',
          'most-followed': 'most_followed',
        } as const
      )[section];
      result = await searchListings(db, { status: 'live', sort, ...window });
    }
  }
  return {
    status: 200,
    body: {
      section,
      ...pageOf(
        result.rows.map((row) => toSummary(row, config.publicUrl)),
        result.total,
        page,
      ),
    },
  };
};
