// Closes finished launch weeks: Launch of the Week #1-#3 from community votes. Runs every Monday
// just after midnight UTC and also closes any of the weeks before that a stopped worker missed
// (a week's result counts only votes cast during it, so closing late gives the same awards).
// Payload { week: 'YYYY-MM-DD' } closes that finished week only. Safe to run twice: a closed week
// keeps its awards.
import { addWeeks, currentWeek, resolveWeek } from '../app/directory/weeks.ts';
import type { WorkerDependencies } from '../app/worker.ts';
import { closeWeek } from '../db/queries/launches.ts';

export const crontab = '5 0 * * 1';

const catchUpWeeks = 8;

export async function run(payload: unknown, { db, log }: WorkerDependencies): Promise<void> {
  const requested = (payload as { week?: unknown } | null)?.week;
  const current = currentWeek();
  const weeks =
    typeof requested === 'string'
      ? [resolveWeek(requested, '/week')]
      : Array.from({ length: catchUpWeeks }, (_, i) => addWeeks(current, -catchUpWeeks + i));
  for (const week of weeks) {
    const result = await closeWeek(db, week);
    if (!result.alreadyClosed) log.info(result, 'launch week closed');
  }
}
