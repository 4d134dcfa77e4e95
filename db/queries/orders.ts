// Orders, their lines, VAT rates and payment events.
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import type { OrderLineDetails } from '../schema/orders.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** The rate in force for `country` on `day` (YYYY-MM-DD), or undefined outside the table (outside the EU). */
export async function vatRateOn(db: Db, country: string, day: string) {
  return db
    .selectFrom('vat_rates')
    .select(['country', 'valid_from', 'rate_percent', 'source'])
    .where('country', '=', country)
    .where('valid_from', '<=', day)
    .orderBy('valid_from', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Of `listingIds`, those `accountId` owns or co-owns, with what an order line needs to know. */
export async function ownedListings(db: Db, accountId: string, listingIds: number[]) {
  if (!listingIds.length) return [];
  return db
    .selectFrom('listings')
    .innerJoin('listing_owners', 'listing_owners.listing_id', 'listings.id')
    .select(['listings.id', 'listings.name', 'listings.status'])
    .where('listing_owners.account_id', '=', accountId)
    .where('listings.id', 'in', listingIds)
    .execute();
}

/** Category slugs of these listings: which is primary and which are extra. */
export async function listingCategorySlugs(db: Db, listingIds: number[]) {
  if (!listingIds.length) return [];
  return db
    .selectFrom('listing_categories')
    .innerJoin('categories', 'categories.id', 'listing_categories.category_id')
    .select(['listing_categories.listing_id', 'categories.slug', 'listing_categories.is_primary'])
    .where('listing_categories.listing_id', 'in', listingIds)
    .execute();
}

/** Of `listingIds`, those that have won an award (list_awards). */
export async function awardedListings(db: Db, listingIds: number[]): Promise<Set<number>> {
  if (!listingIds.length) return new Set();
  const rows = await db
    .selectFrom('awards')
    .select('listing_id')
    .distinct()
    .where('listing_id', 'in', listingIds)
    .execute();
  return new Set(rows.map((row) => row.listing_id));
}

export async function existingCategorySlugs(db: Db, slugs: string[]): Promise<Set<string>> {
  if (!slugs.length) return new Set();
  const rows = await db.selectFrom('categories').select('slug').where('slug', 'in', slugs).execute();
  return new Set(rows.map((row) => row.slug));
}

export interface NewOrder {
  number: string;
  accountId: string;
  subtotalCents: number;
  vatCountry: string | null;
  vatRatePercent: number;
  vatCents: number;
  vatRateSource: string | null;
  vatNote: string;
  reverseCharge: boolean;
  vatNumber: string | null;
  totalCents: number;
  at: Date;
  expiresAt: Date;
}

export interface NewOrderLine {
  productCode: string;
  description: string;
  listingId: number | null;
  week: string | null;
  details: OrderLineDetails;
  unitCents: number;
  amountCents: number;
}

export async function insertOrder(trx: Transaction<DB>, order: NewOrder, lines: NewOrderLine[]) {
  const { id } = await trx
    .insertInto('orders')
    .values({
      number: order.number,
      account_id: order.accountId,
      subtotal_cents: order.subtotalCents,
      vat_country: order.vatCountry,
      vat_rate_percent: order.vatRatePercent,
      vat_cents: order.vatCents,
      vat_rate_source: order.vatRateSource,
      vat_note: order.vatNote,
      reverse_charge: order.reverseCharge,
      vat_number: order.vatNumber,
      total_cents: order.totalCents,
      created_at: order.at,
      expires_at: order.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_lines')
    .values(
      lines.map((line, position) => ({
        order_id: id,
        position,
        product_code: line.productCode,
        description: line.description,
        listing_id: line.listingId,
        week: line.week,
        details: JSON.stringify(line.details),
        unit_cents: line.unitCents,
        amount_cents: line.amountCents,
      })),
    )
    .execute();
  return id;
}

const orderColumns = [
  'id',
  'number',
  'account_id',
  'status',
  'currency',
  'subtotal_cents',
  'vat_country',
  'vat_rate_percent',
  'vat_cents',
  'vat_rate_source',
  'vat_note',
  'reverse_charge',
  'vat_number',
  'total_cents',
  'billing_name',
  'payment_provider',
  'stripe_session_id',
  'stripe_payment_intent',
  'created_at',
  'paid_at',
  'expires_at',
] as const;

/** An order by number, only when `accountId` placed it (another account's number reads as missing). */
export async function orderOfAccount(db: Db, accountId: string, number: string) {
  return db
    .selectFrom('orders')
    .select(orderColumns)
    .where('number', '=', number)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function orderByNumber(db: Db, number: string) {
  return db.selectFrom('orders').select(orderColumns).where('number', '=', number).executeTakeFirst();
}

export async function orderById(db: Db, id: number) {
  return db.selectFrom('orders').select(orderColumns).where('id', '=', id).executeTakeFirst();
}

export async function ordersOfAccount(db: Db, accountId: string, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('orders')
      .select(orderColumns)
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('orders')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export async function linesOfOrders(db: Db, orderIds: number[]) {
  if (!orderIds.length) return [];
  return db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('position')
    .execute();
}

/**
 * Records a provider's event; false when it was already recorded (the event is then not applied
 * again). Runs in the transaction that applies the event, so both happen or neither does.
 */
export async function recordPaymentEvent(
  trx: Transaction<DB>,
  event: { provider: string; eventId: string; kind: string; orderId: number | null; at: Date },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('payment_events')
    .values({
      provider: event.provider,
      event_id: event.eventId,
      kind: event.kind,
      order_id: event.orderId,
      received_at: event.at,
    })
    .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
    .executeTakeFirst();
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function markPaid(trx: Transaction<DB>, orderId: number, provider: string, at: Date) {
  await trx.updateTable('orders').set({ paid_at: at, payment_provider: provider }).where('id', '=', orderId).execute();
}

export async function setBillingName(db: Db, orderId: number, name: string) {
  await db.updateTable('orders').set({ billing_name: name }).where('id', '=', orderId).execute();
}

export async function setStripeSession(db: Db, orderId: number, sessionId: string) {
  await db.updateTable('orders').set({ stripe_session_id: sessionId }).where('id', '=', orderId).execute();
}

export async function setStripePaymentIntent(trx: Transaction<DB>, orderId: number, paymentIntent: string) {
  await trx.updateTable('orders').set({ stripe_payment_intent: paymentIntent }).where('id', '=', orderId).execute();
}

export async function orderByPaymentIntent(db: Db, paymentIntent: string) {
  return db
    .selectFrom('orders')
    .select(orderColumns)
    .where('stripe_payment_intent', '=', paymentIntent)
    .executeTakeFirst();
}

/** Billboard money of a refunded order no longer counts on the paid board. */
export async function removeBillboardContributions(trx: Transaction<DB>, orderNumber: string) {
  const removed = await trx
    .deleteFrom('billboard_contributions')
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  return Number(removed.numDeletedRows);
}

/**
 * Locks the order row for the rest of the transaction. Every change of a paid order takes this lock
 * (a line delivered, a task closed, a refund, an expiry), so two of them never interleave: the last
 * line delivered always sees the others, and a refund never misses a contribution being written.
 */
export async function lockOrder(trx: Transaction<DB>, orderId: number) {
  return trx
    .selectFrom('orders')
    .select(['id', 'number', 'status', 'account_id', 'expires_at', 'stripe_session_id'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
}

/** Locks one line (taken before its order's lock). */
export async function lockLine(trx: Transaction<DB>, lineId: number) {
  return trx.selectFrom('order_lines').selectAll().where('id', '=', lineId).forUpdate().executeTakeFirst();
}

export async function markLineFulfilled(trx: Transaction<DB>, lineId: number, at: Date) {
  await trx.updateTable('order_lines').set({ fulfilled: true, fulfilled_at: at }).where('id', '=', lineId).execute();
}

export async function openLineCount(trx: Transaction<DB>, orderId: number): Promise<number> {
  const row = await trx
    .selectFrom('order_lines')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('order_id', '=', orderId)
    .where('fulfilled', '=', false)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function addBillboardContribution(
  trx: Transaction<DB>,
  contribution: { listingId: number; accountId: string; amountCents: number; orderNumber: string },
) {
  await trx
    .insertInto('billboard_contributions')
    .values({
      listing_id: contribution.listingId,
      account_id: contribution.accountId,
      amount_cents: contribution.amountCents,
      order_number: contribution.orderNumber,
    })
    .execute();
}

/** Adds categories (by slug) to a listing as extra ones; those it has already stay as they are. */
export async function addExtraCategories(trx: Transaction<DB>, listingId: number, slugs: string[]) {
  if (!slugs.length) return;
  await sql`insert into listing_categories (listing_id, category_id, is_primary)
    select ${listingId}, id, false from categories where slug = any(${slugs}::text[])
    on conflict do nothing`.execute(trx);
}

/** Adds `sections` to the listing's unlocked sections (sorted, each once). */
export async function unlockListingSections(trx: Transaction<DB>, listingId: number, sections: string[]) {
  await sql`update listings set unlocked_sections = array(
      select distinct unnest(unlocked_sections || ${sections}::text[]) order by 1)
    where id = ${listingId}`.execute(trx);
}

/** Pending orders whose expires_at has passed, soonest first. */
export async function expiredPendingOrders(db: Db, at: Date, limit: number) {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending')
    .where('expires_at', '<=', at)
    .orderBy('expires_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
