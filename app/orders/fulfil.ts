// Delivers one paid order line. The line's effect and its `fulfilled` flag are written in one
// transaction that first locks the line and skips it when already fulfilled, so a retried or
// duplicated job never takes effect twice. When the last line is delivered the order is fulfilled.
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import { now } from '../clock.ts';
import { currentWeek } from '../directory/weeks.ts';
import type { WorkerDependencies } from '../worker.ts';
import { paidLaunch } from '../listings/states.ts';
import type { Actor } from '../state/machine.ts';
import { updateListingColumns } from '../../db/queries/listing-content.ts';
import type { DB } from '../../db/schema.ts';
import type { UnlockedSection } from '../../db/schema/directory.ts';
import type { Selectable } from 'kysely';
import type { OrderTables } from '../../db/schema/orders.ts';
import { orderMachine } from './states.ts';

type Line = Selectable<OrderTables['order_lines']>;

const featuredDays = 30;
const dayMs = 86_400_000;
const paidSections: UnlockedSection[] = ['story', 'milestones', 'media'];

/**
 * Products whose lines this service delivers by itself. The others (done_for_you, ai_review,
 * relaunch, trophy_cabinet) need the site team; their lines stay unfulfilled until that is built.
 */
export const selfFulfilledProducts = [
  'launch',
  'launch_bundle',
  'featured',
  'extra_categories',
  'billboard_min',
  'skip_queue',
] as const;

async function launch(trx: Transaction<DB>, line: Line, actor: Actor) {
  const listingId = line.listing_id!;
  const startsNow = line.week === null || line.week <= currentWeek();
  await paidLaunch(trx, listingId, line.week ?? currentWeek(), startsNow, actor);
}

async function feature(trx: Transaction<DB>, listingId: number) {
  const listing = await trx
    .selectFrom('listings')
    .select('featured_until')
    .where('id', '=', listingId)
    .executeTakeFirstOrThrow();
  const from = Math.max(now().getTime(), listing.featured_until?.getTime() ?? 0);
  await updateListingColumns(trx, listingId, { featured_until: new Date(from + featuredDays * dayMs) });
}

async function unlockSections(trx: Transaction<DB>, listingId: number) {
  await sql`update listings set unlocked_sections = array(
      select distinct unnest(unlocked_sections || ${paidSections}::text[]) order by 1)
    where id = ${listingId}`.execute(trx);
}

/** The effect of one line; false when this service cannot deliver it by itself. */
async function deliver(trx: Transaction<DB>, line: Line, orderNumber: string, accountId: string, actor: Actor) {
  const listingId = line.listing_id!;
  switch (line.product_code) {
    case 'launch':
      await launch(trx, line, actor);
      return true;
    case 'launch_bundle':
      await launch(trx, line, actor);
      await feature(trx, listingId);
      await unlockSections(trx, listingId);
      return true;
    case 'featured':
      await feature(trx, listingId);
      return true;
    case 'extra_categories':
      for (const slug of line.details.categories ?? []) {
        await sql`insert into listing_categories (listing_id, category_id, is_primary)
          select ${listingId}, id, false from categories where slug = ${slug}
          on conflict do nothing`.execute(trx);
      }
      return true;
    case 'billboard_min':
      await trx
        .insertInto('billboard_contributions')
        .values({
          listing_id: listingId,
          account_id: accountId,
          amount_cents: line.amount_cents,
          order_number: orderNumber,
        })
        .execute();
      return true;
    case 'skip_queue':
      // A queued free listing moves to the chosen (earlier) week; its badge rule is unchanged.
      await updateListingColumns(trx, listingId, { launch_week: line.week });
      return true;
    default:
      return false;
  }
}

export async function fulfilLine(deps: WorkerDependencies, lineId: number, task: string): Promise<void> {
  const actor: Actor = { kind: 'job', task };
  await deps.db.transaction().execute(async (trx) => {
    const line = await trx
      .selectFrom('order_lines')
      .selectAll()
      .where('id', '=', lineId)
      .forUpdate()
      .executeTakeFirst();
    if (!line || line.fulfilled) return;
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'number', 'status', 'account_id'])
      .where('id', '=', line.order_id)
      .executeTakeFirstOrThrow();
    if (order.status !== 'paid') return;
    if (!(await deliver(trx, line, order.number, order.account_id, actor))) {
      deps.log.warn({ order: order.number, line: line.id, product: line.product_code }, 'line needs the site team');
      return;
    }
    await trx
      .updateTable('order_lines')
      .set({ fulfilled: true, fulfilled_at: now() })
      .where('id', '=', line.id)
      .execute();
    const open = await trx
      .selectFrom('order_lines')
      .select('id')
      .where('order_id', '=', order.id)
      .where('fulfilled', '=', false)
      .execute();
    if (!open.length) {
      await orderMachine.move(trx, order.id, { from: 'paid', to: 'fulfilled', actor, reason: 'every line delivered' });
    }
  });
}
