// get_leaderboard: one of the separate rankings; the billboard always says it is paid.
import { resolveWeek, weekRange } from '../../app/directory/weeks.ts';
import type { Handler } from '../../app/http/handler.ts';
import { pageOf, pageRequest } from '../../app/http/pagination.ts';
import { invalidField, notFound } from '../../app/http/problem.ts';
import { inCalendar, launchCalendar } from '../../db/queries/launches.ts';
import { leaderboard } from '../../db/queries/leaderboards.ts';
import { toSummary } from '../../db/queries/listings.ts';

const metrics = {
  'community-weekly': { name: 'Votes this week', unit: 'votes' },
  'community-all-time': { name: 'Votes', unit: 'votes' },
  billboard: { name: 'Paid placement: amount contributed (USD cents)', unit: 'usd_cents' },
  'domain-rating': { name: 'Domain Rating', unit: 'domain_rating' },
  revenue: { name: 'Monthly revenue (USD cents)', unit: 'usd_cents' },
} as const;

const notices: Record<string, string | null> = {
  'community-weekly':
    'Ranked by community votes cast this week by people on the site; owners’ votes on their own listings do not count.',
  'community-all-time':
    'Ranked by all-time community votes from people on the site; owners’ votes on their own listings do not count.',
  billboard: 'Paid placement: ranked by money contributed, not by votes. Show this notice with the board.',
  'domain-rating': 'Third-party Domain Rating (0-100) of each product website; not a community ranking.',
  revenue: 'Ranked by the latest monthly revenue each listing reported.',
};

export const handler: Handler<'get_leaderboard'> = async ({ path, query }, { db, config }) => {
  const board = path.board;
  if (query.week !== undefined && board !== 'community-weekly') {
    throw invalidField('/query/week', `week applies only to the community-weekly board, not to ${board}.`);
  }
  let week: string | null = null;
  if (board === 'community-weekly') {
    week = resolveWeek(query.week ?? 'this', '/query/week', ['this', 'last']);
    const calendar = await launchCalendar(db);
    if (!inCalendar(calendar, week))
      throw notFound(`Launch week ${week} (the calendar runs from ${calendar.first} to ${calendar.last})`);
  }
  const page = pageRequest(query);
  const result = await leaderboard(db, board, week, { limit: page.perPage, offset: page.offset });
  const items = result.rows.map((row, index) => ({
    rank: page.offset + index + 1,
    listing: toSummary(row, config.publicUrl),
    metric: row.metric,
  }));
  return {
    status: 200,
    body: {
      board,
      paid: board === 'billboard',
      notice: notices[board],
      week: week ? weekRange(week) : null,
      metric: metrics[board],
      ...pageOf(items, result.total, page),
    },
  };
};
