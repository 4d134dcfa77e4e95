// get_launch_week: a week Monday to Sunday with its launches ranked by community votes.
import { currentWeek, resolveWeek, weekRange } from '../../app/directory/weeks.ts';
import type { Handler } from '../../app/http/handler.ts';
import { notFound } from '../../app/http/problem.ts';
import { inCalendar, launchCalendar, weekLaunches } from '../../db/queries/launches.ts';
import { toSummary } from '../../db/queries/listings.ts';

// A week holds at most a few hundred launches; the page shows them all.
const weekLimit = 500;

export const handler: Handler<'get_launch_week'> = async ({ path }, { db, config }) => {
  const monday = resolveWeek(path.week, '/path/week');
  const calendar = await launchCalendar(db);
  if (!inCalendar(calendar, monday)) {
    throw notFound(`Launch week ${monday} (the calendar runs from ${calendar.first} to ${calendar.last})`);
  }
  const current = currentWeek();
  const { rows } = await weekLaunches(db, monday, { limit: weekLimit, offset: 0 });
  return {
    status: 200,
    body: {
      week: weekRange(monday),
      timing: monday < current ? 'past' : monday === current ? 'current' : 'future',
      items: rows.map((row, index) => ({
        rank: index + 1,
        listing: toSummary(row, config.publicUrl),
        votes: row.week_votes,
        relaunch: row.relaunch,
      })),
    },
  };
};
