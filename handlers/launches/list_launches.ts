// list_launches: the eight launch feeds.
import { now } from '../../app/clock.ts';
import { currentWeek, isoDate } from '../../app/directory/weeks.ts';
import type { Handler } from '../../app/http/handler.ts';
import { pageOf, pageRequest } from '../../app/http/pagination.ts';
import { searchListings } from '../../db/queries/search.ts';
import { launchedBetween, upcomingLaunches } from '../../db/queries/launches.ts';
import { toSummary } from '../../db/queries/listings.ts';

export const handler: Handler<'list_launches'> = async ({ query }, { db, searchDb, config }) => {
  const section = query.section ?? 'this-week';
  const page = pageRequest(query);
  const window = { limit: page.perPage, offset: page.offset };
  let result;
  switch (section) {
    case 'today':
    case 'this-week': {
      const from =
        section === 'today' ? new Date(`${isoDate(now())}T00:00:00Z`) : new Date(`${currentWeek()}T00:00:00Z`);
      result = await launchedBetween(db, from, now(), window);
      break;
    }
    case 'upcoming':
      result = await upcomingLaunches(db, window);
      break;
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
      result = await searchListings(searchDb, { status: 'live', sort, ...window });
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
