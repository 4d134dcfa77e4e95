// Tables of db/migrations/000050_counted_votes_and_reviews.sql: the site team's judgements of reviews.
import type { Auto } from './columns.ts';
import type { ColumnType } from 'kysely';

export interface EngagementTables {
  review_judgements: {
    id: Auto<number>;
    review_id: number;
    genuine: boolean;
    actor: string;
    reason: string | null;
    judged_at: ColumnType<Date, Date, Date>;
  };
}
