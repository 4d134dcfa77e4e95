// The separate rankings: community votes (one week or all time), the paid billboard, Domain
// Rating and revenue. Only live listings appear; each board ranks by its own metric, ties by slug.
import { sql } from 'kysely';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import { weekBounds } from '../../app/directory/weeks.ts';
import type { DB } from '../schema.ts';
import { summaryQuery } from './listings.ts';
import type { SummaryRow } from './listings.ts';

type Db = Kysely<DB> | Transaction<DB>;

export type Board = 'community-weekly' | 'community-all-time' | 'billboard' | 'domain-rating' | 'revenue';

type Page = { limit: number; offset: number };
type Ranked = { rows: (SummaryRow & { metric: number })[]; total: number };

/** (listing_id, metric) for the boards whose metric is aggregated from another table. */
function aggregatedMetric(
  board: 'community-weekly' | 'billboard' | 'revenue',
  week: string | null,
): RawBuilder<{ listing_id: number; metric: number }> {
  switch (board) {
    case 'community-weekly': {
      const { from, to } = weekBounds(week ?? '');
      // Counted votes only: an owner's vote on their own listing is kept but never counted.
      return sql`(select listing_id, count(*)::float8 as metric from votes
        where counted and created_at >= ${from} and created_at < ${to} group by listing_id)`;
    }
    case 'billboard':
      return sql`(select listing_id, sum(amount_cents)::float8 as metric from billboard_contributions
        group by listing_id)`;
    case 'revenue':
      return sql`(select distinct on (listing_id) listing_id, revenue_cents::float8 as metric from revenue_figures
        order by listing_id, month desc)`;
  }
}

/** Boards of a listings column: the page comes straight from the column's index. */
async function columnBoard(db: Db, column: 'vote_count' | 'domain_rating', page: Page): Promise<Ranked> {
  const onBoard = column === 'vote_count' ? sql<boolean>`l.vote_count > 0` : sql<boolean>`l.domain_rating is not null`;
  const rows = await summaryQuery(db)
    .select(sql<number>`l.${sql.ref(column)}::float8`.as('metric'))
    .where('l.status', '=', 'live')
    .where(onBoard)
    .orderBy(`l.${column}`, 'desc')
    .orderBy('l.slug')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await db
    .selectFrom('listings as l')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('l.status', '=', 'live')
    .where(onBoard)
    .executeTakeFirstOrThrow();
  return { rows, total: count.n };
}

/** Aggregated boards: rank once (with the total from the same pass), then join one page of summaries. */
async function aggregatedBoard(
  db: Db,
  metrics: RawBuilder<{ listing_id: number; metric: number }>,
  page: Page,
): Promise<Ranked> {
  const ranked = db
    .selectFrom(metrics.as('m'))
    .innerJoin('listings as x', 'x.id', 'm.listing_id')
    .where('x.status', '=', 'live')
    .select([
      'm.listing_id',
      'm.metric',
      sql<number>`row_number() over (order by m.metric desc, x.slug)`.as('position'),
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy('m.metric', 'desc')
    .orderBy('x.slug')
    .limit(page.limit)
    .offset(page.offset);
  const rows = await summaryQuery(db)
    .innerJoin(ranked.as('r'), 'r.listing_id', 'l.id')
    .select(['r.metric', 'r.total'])
    .orderBy('r.position')
    .execute();
  if (rows.length > 0 || page.offset === 0) return { rows, total: rows.length > 0 ? Number(rows[0].total) : 0 };
  const count = await db
    .selectFrom(metrics.as('m'))
    .innerJoin('listings as x', 'x.id', 'm.listing_id')
    .where('x.status', '=', 'live')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return { rows: [], total: count.n };
}

export async function leaderboard(db: Db, board: Board, week: string | null, page: Page): Promise<Ranked> {
  switch (board) {
    case 'community-all-time':
      return columnBoard(db, 'vote_count', page);
    case 'domain-rating':
      return columnBoard(db, 'domain_rating', page);
    default:
      return aggregatedBoard(db, aggregatedMetric(board, week), page);
  }
}
