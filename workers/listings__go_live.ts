// Scheduled listings go live when their launch week begins. Runs every hour (so Monday 00:01 UTC
// starts the week) and catches up every week a stopped worker missed: any scheduled listing whose
// week has begun goes live. Safe to run twice: each move is guarded by status `scheduled`.
import { currentWeek } from '../app/directory/weeks.ts';
import { goLive } from '../app/listings/states.ts';
import type { WorkerDependencies } from '../app/worker.ts';
import { dueLaunches } from '../db/queries/free-plan.ts';

export const crontab = '1 * * * *';

export async function run(_payload: unknown, { db, log }: WorkerDependencies): Promise<void> {
  const due = await dueLaunches(db, currentWeek());
  let launched = 0;
  for (const listingId of due) {
    if (await db.transaction().execute((trx) => goLive(trx, listingId, 'listings__go_live'))) launched += 1;
  }
  if (launched) log.info({ launched }, 'scheduled listings went live');
}
