// One mechanism for every status machine (draft, listing, order, claim). A machine lists which
// states may follow which; a move runs in the caller's transaction, changes the row only when its
// status is one of the expected from-states (checked in the UPDATE itself, so two racing moves
// cannot both win) and appends who made the change, why and when to status_changes.
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { MachineName } from '../../db/schema/status.ts';
import { moveStatus, recordCreated } from '../../db/queries/status-changes.ts';
import type { StatusTable } from '../../db/queries/status-changes.ts';
import { now } from '../clock.ts';

/** Who changed a status. */
export type Actor =
  | { kind: 'account'; accountId: string }
  | { kind: 'job'; task: string }
  | { kind: 'site_team'; email: string }
  | { kind: 'system' };

export function actorLabel(actor: Actor): string {
  switch (actor.kind) {
    case 'account':
      return `account:${actor.accountId}`;
    case 'job':
      return `job:${actor.task}`;
    case 'site_team':
      return `site-team:${actor.email}`;
    case 'system':
      return 'system';
  }
}

export interface Move<S extends string> {
  from: S | readonly S[];
  to: S;
  actor: Actor;
  reason?: string;
}

export interface Machine<S extends string> {
  readonly name: MachineName;
  /** For each state, the states a move may lead to. */
  readonly next: Readonly<Record<S, readonly S[]>>;
  /** Records the state a new row starts in. */
  created(trx: Transaction<DB>, id: string | number, status: S, actor: Actor, reason?: string): Promise<void>;
  /** The state the row left, or undefined when it was not in `from` (then nothing changed). */
  move(trx: Transaction<DB>, id: string | number, move: Move<S>): Promise<S | undefined>;
}

export function defineMachine<S extends string>(
  name: MachineName,
  table: StatusTable,
  next: Readonly<Record<S, readonly S[]>>,
): Machine<S> {
  return {
    name,
    next,
    async created(trx, id, status, actor, reason) {
      await recordCreated(trx, {
        machine: name,
        id,
        to: status,
        actor: actorLabel(actor),
        reason: reason ?? null,
        at: now(),
      });
    },
    async move(trx, id, { from, to, actor, reason }) {
      const fromStates: readonly S[] = typeof from === 'string' ? [from] : from;
      // A move the machine does not allow is a bug in the caller, never a user error.
      const illegal = fromStates.filter((state) => !next[state].includes(to));
      if (illegal.length) throw new Error(`${name}: no transition from ${illegal.join(', ')} to ${to}`);
      const left = await moveStatus(trx, {
        machine: name,
        table,
        id,
        from: fromStates,
        to,
        actor: actorLabel(actor),
        reason: reason ?? null,
        at: now(),
      });
      return left as S | undefined;
    },
  };
}
