// Site-team tasks: paid lines people deliver (or a job could not deliver as bought), shown on
// /site-team/tasks with their order, listing, buyer, options and age.
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Opens the task of a line; a line has at most one, so a second call changes nothing. */
export async function openTask(trx: Transaction<DB>, lineId: number, reason: string, at: Date): Promise<void> {
  await trx
    .insertInto('site_team_tasks')
    .values({ order_line_id: lineId, reason, opened_at: at })
    .onConflict((conflict) => conflict.column('order_line_id').doNothing())
    .execute();
}

export async function taskOfLine(db: Db, lineId: number) {
  return db
    .selectFrom('site_team_tasks')
    .select(['id', 'status'])
    .where('order_line_id', '=', lineId)
    .executeTakeFirst();
}

export async function taskLine(db: Db, taskId: number) {
  return db
    .selectFrom('site_team_tasks as t')
    .innerJoin('order_lines as ol', 'ol.id', 't.order_line_id')
    .select(['t.id', 't.status', 'ol.id as line_id', 'ol.order_id'])
    .where('t.id', '=', taskId)
    .executeTakeFirst();
}

/** Closes an open task as done; false when it was not open (already closed or cancelled). */
export async function markTaskDone(
  trx: Transaction<DB>,
  taskId: number,
  closure: { by: string; note: string; at: Date },
): Promise<boolean> {
  const updated = await trx
    .updateTable('site_team_tasks')
    .set({ status: 'done', closed_at: closure.at, closed_by: closure.by, note: closure.note })
    .where('id', '=', taskId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** A refunded order's open tasks are cancelled; returns how many. */
export async function cancelOpenTasks(trx: Transaction<DB>, orderId: number, note: string, at: Date) {
  const updated = await trx
    .updateTable('site_team_tasks')
    .set({ status: 'cancelled', closed_at: at, closed_by: 'system', note })
    .where('status', '=', 'open')
    .where('order_line_id', 'in', (eb) => eb.selectFrom('order_lines').select('id').where('order_id', '=', orderId))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}

function taskQuery(db: Db) {
  return db
    .selectFrom('site_team_tasks as t')
    .innerJoin('order_lines as ol', 'ol.id', 't.order_line_id')
    .innerJoin('orders as o', 'o.id', 'ol.order_id')
    .innerJoin('accounts as a', 'a.id', 'o.account_id')
    .innerJoin('products as p', 'p.code', 'ol.product_code')
    .leftJoin('listings as l', 'l.id', 'ol.listing_id')
    .select([
      't.id',
      't.reason',
      't.status',
      't.opened_at',
      't.closed_at',
      't.closed_by',
      't.note',
      'ol.product_code',
      'ol.description',
      'ol.week',
      'ol.details',
      'p.name as product_name',
      'o.number as order_number',
      'o.status as order_status',
      'o.paid_at',
      'o.billing_name',
      'a.email as buyer_email',
      'l.slug as listing_slug',
      'l.name as listing_name',
    ]);
}

export type TaskRow = Awaited<ReturnType<typeof openTasks>>[number];

/** Open tasks, oldest first: the order in which to work through them. */
export async function openTasks(db: Db) {
  return taskQuery(db).where('t.status', '=', 'open').orderBy('t.opened_at').orderBy('t.id').execute();
}

/** The latest closed or cancelled tasks, newest first. */
export async function closedTasks(db: Db, limit: number) {
  return taskQuery(db)
    .where('t.status', '<>', 'open')
    .orderBy(sql`t.closed_at desc`)
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
}
