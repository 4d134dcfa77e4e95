// The site team closes a task when the work is done: in one transaction the task is marked done
// with who closed it and their note, its line becomes fulfilled, and the order becomes fulfilled
// when that was its last open line (through the order machine, as the site team). Locks are taken
// in the order the fulfilment job takes them (line, then order), and the task's UPDATE only
// matches an open task, so closing twice, or two people at once, delivers the line once.
import { now } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { actorLabel } from '../state/machine.ts';
import type { Actor } from '../state/machine.ts';
import { lockLine, lockOrder } from '../../db/queries/orders.ts';
import { markTaskDone, taskLine } from '../../db/queries/site-team-tasks.ts';
import { completeLine } from './fulfil.ts';

export const maxTaskNoteLength = 2000;

export type TaskClosing = 'closed' | 'not_open' | 'not_found';

export async function closeTask(
  db: Database,
  taskId: number,
  closure: { email: string; note: string },
): Promise<TaskClosing> {
  return db.transaction().execute(async (trx) => {
    const task = await taskLine(trx, taskId);
    if (!task) return 'not_found';
    await lockLine(trx, task.line_id);
    const order = await lockOrder(trx, task.order_id);
    // An open task belongs to a paid order: a refund cancels the open tasks of its order.
    if (order?.status !== 'paid') return 'not_open';
    const actor: Actor = { kind: 'site_team', email: closure.email };
    if (!(await markTaskDone(trx, taskId, { by: actorLabel(actor), note: closure.note, at: now() }))) {
      return 'not_open';
    }
    await completeLine(trx, task.line_id, task.order_id, actor);
    return 'closed';
  });
}
