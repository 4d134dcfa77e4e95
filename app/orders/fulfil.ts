// Delivers one paid order line. The line's effect and its `fulfilled` flag are written in one
// transaction that first locks the line (then its order) and skips it when already fulfilled or
// handed to the site team, so a retried or duplicated job never takes effect twice. Lines people
// deliver (products with delivered_by 'site_team'), and lines that can no longer be delivered as
// bought, become a site-team task instead (app/orders/tasks.ts closes them). When the last line is
// delivered the order is fulfilled.
import type { Selectable, Transaction } from 'kysely';
import { now } from '../clock.ts';
import { currentWeek } from '../directory/weeks.ts';
import type { WorkerDependencies } from '../worker.ts';
import { paidLaunch } from '../listings/states.ts';
import { recordListingVersion } from '../listings/versions.ts';
import type { Actor } from '../state/machine.ts';
import { updateListingColumns } from '../../db/queries/listing-content.ts';
import {
  addBillboardContribution,
  addExtraCategories,
  lockLine,
  lockOrder,
  markLineFulfilled,
  openLineCount,
  unlockListingSections,
} from '../../db/queries/orders.ts';
import { productByCode } from '../../db/queries/products.ts';
import { insertRelaunch } from '../../db/queries/relaunches.ts';
import { openTask, taskOfLine } from '../../db/queries/site-team-tasks.ts';
import type { DB } from '../../db/schema.ts';
import type { UnlockedSection } from '../../db/schema/directory.ts';
import type { OrderTables } from '../../db/schema/orders.ts';
import { orderMachine } from './states.ts';

type Line = Selectable<OrderTables['order_lines']>;
interface PaidOrder {
  id: number;
  number: string;
  account_id: string;
}

/** Done, or what the site team must do instead (nothing was changed). */
type Delivery = { done: true } | { task: string };

const featuredDays = 30;
const dayMs = 86_400_000;
const paidSections: UnlockedSection[] = ['story', 'milestones', 'media'];
const done: Delivery = { done: true };

async function listingStatus(trx: Transaction<DB>, listingId: number) {
  return trx
    .selectFrom('listings')
    .select(['status', 'featured_until'])
    .where('id', '=', listingId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** A paid launch: live now, or scheduled for its week; only from draft or the free queue. */
async function launch(trx: Transaction<DB>, line: Line, actor: Actor): Promise<Delivery> {
  const listingId = line.listing_id!;
  const startsNow = line.week === null || line.week <= currentWeek();
  if (await paidLaunch(trx, listingId, line.week ?? currentWeek(), startsNow, actor)) return done;
  const { status } = await listingStatus(trx, listingId);
  return {
    task:
      `The listing was ${status} when this line was paid, so it could not be launched and nothing was delivered. ` +
      'Agree with the buyer what to do (another product or a refund of the line).',
  };
}

async function feature(trx: Transaction<DB>, listingId: number) {
  const listing = await listingStatus(trx, listingId);
  const from = Math.max(now().getTime(), listing.featured_until?.getTime() ?? 0);
  await updateListingColumns(trx, listingId, { featured_until: new Date(from + featuredDays * dayMs) });
}

/** The listing is among the launches of the week bought, again: recorded, and noted in its history. */
async function relaunch(trx: Transaction<DB>, line: Line, order: PaidOrder, actor: Actor): Promise<Delivery> {
  const listingId = line.listing_id!;
  const week = line.week!;
  const { status } = await listingStatus(trx, listingId);
  if (status !== 'live') {
    return {
      task:
        `The listing is ${status}, not live, so its relaunch in the week of ${week} was not booked. ` +
        'Agree with the buyer what to do.',
    };
  }
  if (week < currentWeek()) {
    return {
      task:
        `The week of ${week} had passed when this relaunch was delivered (the job ran late), so it was not ` +
        'booked. Agree another week with the buyer or refund the line.',
    };
  }
  if (!(await insertRelaunch(trx, { listingId, week, lineId: line.id, at: now() }))) {
    return {
      task:
        `The listing already has a relaunch in the week of ${week} (bought twice). ` +
        'Offer the buyer another week or refund the line.',
    };
  }
  await recordListingVersion(trx, {
    listingId,
    actor,
    reason: `relaunch in the week of ${week} (order ${order.number})`,
    before: { relaunch_week: null },
    after: { relaunch_week: week },
  });
  return done;
}

/** The effect of one line, or the task the site team gets instead. */
async function deliver(trx: Transaction<DB>, line: Line, order: PaidOrder, actor: Actor): Promise<Delivery> {
  const product = await productByCode(trx, line.product_code);
  if (product?.delivered_by === 'site_team' && product.team_instructions) return { task: product.team_instructions };
  const listingId = line.listing_id;
  if (listingId === null) {
    return { task: 'The listing of this line was deleted after payment: agree with the buyer what to do.' };
  }
  switch (line.product_code) {
    case 'launch':
      return launch(trx, line, actor);
    case 'launch_bundle': {
      const launched = await launch(trx, line, actor);
      if (!('done' in launched)) return launched;
      await feature(trx, listingId);
      await unlockListingSections(trx, listingId, paidSections);
      return done;
    }
    case 'featured':
      await feature(trx, listingId);
      return done;
    case 'extra_categories':
      await addExtraCategories(trx, listingId, line.details.categories ?? []);
      return done;
    case 'billboard_min':
      await addBillboardContribution(trx, {
        listingId,
        accountId: order.account_id,
        amountCents: line.amount_cents,
        orderNumber: order.number,
      });
      return done;
    case 'skip_queue': {
      // A queued free listing moves to the chosen (earlier) week; its badge rule is unchanged.
      const { status } = await listingStatus(trx, listingId);
      if (status !== 'awaiting_badge') {
        return {
          task:
            `The listing was ${status}, no longer waiting in the free queue, so it was not moved to the ` +
            `week of ${line.week}. Agree with the buyer what to do.`,
        };
      }
      await updateListingColumns(trx, listingId, { launch_week: line.week });
      return done;
    }
    case 'relaunch':
      return relaunch(trx, line, order, actor);
    default:
      return { task: `No job delivers ${line.product_code}: deliver it by hand, then close this task.` };
  }
}

/**
 * Marks a line delivered, in the caller's transaction (which holds the line's and the order's
 * locks); when no line of the order is left open, the order becomes fulfilled.
 */
export async function completeLine(trx: Transaction<DB>, lineId: number, orderId: number, actor: Actor) {
  await markLineFulfilled(trx, lineId, now());
  if ((await openLineCount(trx, orderId)) === 0) {
    await orderMachine.move(trx, orderId, { from: 'paid', to: 'fulfilled', actor, reason: 'every line delivered' });
  }
}

export async function fulfilLine(deps: WorkerDependencies, lineId: number, task: string): Promise<void> {
  const actor: Actor = { kind: 'job', task };
  await deps.db.transaction().execute(async (trx) => {
    const line = await lockLine(trx, lineId);
    if (!line || line.fulfilled) return;
    const order = await lockOrder(trx, line.order_id);
    if (order?.status !== 'paid') return;
    // A line handed to the site team waits for them (its task closes it).
    if (await taskOfLine(trx, line.id)) return;
    const delivery = await deliver(trx, line, order, actor);
    if ('task' in delivery) {
      await openTask(trx, line.id, delivery.task, now());
      deps.log.info({ order: order.number, line: line.id, product: line.product_code }, 'line handed to the site team');
      return;
    }
    await completeLine(trx, line.id, order.id, actor);
  });
}
