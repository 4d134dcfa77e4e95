// The SQL of app/state/machine.ts: a status UPDATE guarded by the from-states, and its history row,
// in one statement so the two can never disagree.
import { sql } from 'kysely';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import type { MachineName, StatusTables } from '../schema/status.ts';

/** Tables whose rows move through a status machine: each has an `id` and a `status` column. */
export type StatusTable = 'drafts' | 'listings' | 'orders';

export interface StatusMove {
  machine: MachineName;
  table: StatusTable;
  id: string | number;
  from: readonly string[];
  to: string;
  actor: string;
  reason: string | null;
  at: Date;
}

/**
 * Moves the row to `to` when its status is one of `from`, and records the change. Returns the
 * status it left, or undefined when the row is missing or in another state (nothing is written).
 */
export async function moveStatus(trx: Transaction<DB>, move: StatusMove): Promise<string | undefined> {
  const table = sql.table(move.table);
  const { rows } = await sql<{ from_status: string }>`
    with before as (
      select id, status from ${table} where id = ${move.id} and status = any(${move.from}) for update
    ), moved as (
      update ${table} t set status = ${move.to} from before where t.id = before.id
      returning before.status as from_status
    )
    insert into status_changes (machine, subject, from_status, to_status, actor, reason, changed_at)
    select ${move.machine}, ${String(move.id)}, from_status, ${move.to}, ${move.actor}, ${move.reason}, ${move.at}
    from moved
    returning from_status`.execute(trx);
  return rows[0]?.from_status;
}

/** The first history row of a row created in `status`. */
export async function recordCreated(
  trx: Transaction<DB>,
  change: Pick<StatusMove, 'machine' | 'id' | 'to' | 'actor' | 'reason' | 'at'>,
): Promise<void> {
  await trx
    .insertInto('status_changes')
    .values({
      machine: change.machine,
      subject: String(change.id),
      from_status: null,
      to_status: change.to,
      actor: change.actor,
      reason: change.reason,
      changed_at: change.at,
    })
    .execute();
}

export type StatusChangeRow = Selectable<StatusTables['status_changes']>;

export async function statusHistory(
  db: Kysely<DB> | Transaction<DB>,
  machine: MachineName,
  id: string | number,
): Promise<StatusChangeRow[]> {
  return db
    .selectFrom('status_changes')
    .selectAll()
    .where('machine', '=', machine)
    .where('subject', '=', String(id))
    .orderBy('id')
    .execute();
}
