// Prices and validates an order body exactly as create_checkout will, collecting every problem with
// a pointer at its item and member (/body/items/2/week), so one answer lists all there is to fix.
import type { RequestBody } from '../http/handler.ts';
import { invalidRequest } from '../http/problem.ts';
import type { FieldError } from '../http/problem.ts';
import { currentWeek, mondayOf } from '../directory/weeks.ts';
import { now } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { OrderLineDetails } from '../../db/schema/orders.ts';
import type { ProductOptionRow } from '../../db/schema/directory.ts';
import { activeProducts } from '../../db/queries/products.ts';
import {
  awardedListings,
  existingCategorySlugs,
  listingCategorySlugs,
  ownedListings,
} from '../../db/queries/orders.ts';
import { relaunchWeeks } from '../../db/queries/relaunches.ts';
import { previewVat } from './vat.ts';
import type { VatPreview } from './vat.ts';

export type OrderRequest = RequestBody<'quote_order'>;

/** Most categories a listing may have besides its primary one. */
const maxExtraCategories = 3;

export interface PricedLine {
  product: string;
  description: string;
  listing_id: number | null;
  week: string | null;
  quantity: number;
  unit_cents: number;
  amount_cents: number;
  details: OrderLineDetails;
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotal_cents: number;
  vat: VatPreview;
  total_cents: number;
}

/** The week-taking products: the weeks they accept come from list_products. */
const weekFromOffer = new Set(['skip_queue', 'relaunch']);
/** Products that schedule a launch in a week of the buyer's choice (or at once without one). */
const weekOptional = new Set(['launch', 'launch_bundle']);
const launchProducts = weekOptional;
/** A paid launch takes a saved listing, or a free one still waiting in the queue. */
const launchableStatuses: readonly string[] = ['draft', 'awaiting_badge'];

function optionErrors(
  options: Record<string, unknown> | undefined,
  declared: ProductOptionRow[],
  pointer: string,
): FieldError[] {
  const errors: FieldError[] = [];
  const given = options ?? {};
  if (!declared.length && Object.keys(given).length) {
    return [{ pointer, detail: 'This product takes no options.' }];
  }
  for (const key of Object.keys(given)) {
    if (!declared.some((option) => option.key === key)) {
      errors.push({
        pointer: `${pointer}/${key}`,
        detail: `Unknown option; this product takes ${declared.map((o) => o.key).join(', ')}.`,
      });
    }
  }
  for (const option of declared) {
    const value = given[option.key];
    const at = `${pointer}/${option.key}`;
    if (value === undefined) {
      if (option.required) errors.push({ pointer: at, detail: `Required: ${option.label}.` });
      continue;
    }
    const ok =
      option.type === 'text'
        ? typeof value === 'string'
        : option.type === 'number'
          ? typeof value === 'number'
          : option.type === 'boolean'
            ? typeof value === 'boolean'
            : option.type === 'choice'
              ? typeof value === 'string' && option.choices.includes(value)
              : Array.isArray(value) && value.every((choice) => option.choices.includes(choice as string));
    if (!ok) {
      errors.push({
        pointer: at,
        detail: option.choices.length
          ? `Choose ${option.type === 'multi_choice' ? 'from' : 'one of'}: ${option.choices.join(', ')}.`
          : `Give a ${option.type}.`,
      });
    }
  }
  return errors;
}

/** The priced order, or a 400 listing every invalid item member. Nothing is written. */
export async function priceOrder(
  db: Database | Transaction<DB>,
  accountId: string,
  body: OrderRequest,
): Promise<PricedOrder> {
  const products = new Map((await activeProducts(db)).map((product) => [product.code, product]));
  const listingIds = [...new Set(body.items.flatMap((item) => (item.listing_id ? [item.listing_id] : [])))];
  const owned = new Map((await ownedListings(db, accountId, listingIds)).map((listing) => [listing.id, listing]));
  const categoryRows = await listingCategorySlugs(db, [...owned.keys()]);
  const knownSlugs = await existingCategorySlugs(db, [...new Set(body.items.flatMap((item) => item.categories ?? []))]);
  const relaunched = new Set(
    (await relaunchWeeks(db, [...owned.keys()])).map((row) => `${row.listing_id}:${String(row.week)}`),
  );
  const awarded = await awardedListings(db, [...owned.keys()]);
  const thisWeek = currentWeek();

  const errors: FieldError[] = [];
  const lines: PricedLine[] = [];
  /** Extra categories already bought in this order, per listing, for the limit of 3. */
  const extraInOrder = new Map<number, Set<string>>();

  body.items.forEach((item, index) => {
    const at = `/body/items/${index}`;
    const fail = (member: string, detail: string) => errors.push({ pointer: `${at}${member}`, detail });
    const product = products.get(item.product);
    if (!product) {
      fail('/product', `Unknown product; products: ${[...products.keys()].join(', ')}.`);
      return;
    }
    const listing = item.listing_id ? owned.get(item.listing_id) : undefined;
    if (product.needs_listing) {
      if (item.listing_id === undefined) fail('/listing_id', `Required for ${product.code}: the listing it is for.`);
      else if (!listing) fail('/listing_id', `Listing ${item.listing_id} is not one of your listings.`);
    } else if (item.listing_id !== undefined) {
      fail('/listing_id', `${product.code} is not bought for a listing; leave listing_id out.`);
    }

    if (listing && launchProducts.has(product.code) && !launchableStatuses.includes(listing.status)) {
      fail(
        '/listing_id',
        `Listing ${listing.id} is ${listing.status}: only a listing not yet launched can be launched.`,
      );
    }
    if (listing && product.code === 'skip_queue' && listing.status !== 'awaiting_badge') {
      fail('/listing_id', `Listing ${listing.id} is not queued on the free plan (it is ${listing.status}).`);
    }
    if (listing && product.code === 'relaunch') {
      if (listing.status !== 'live') {
        fail('/listing_id', `Listing ${listing.id} is ${listing.status}: only a live (launched) listing can relaunch.`);
      } else if (item.week !== undefined) {
        const key = `${listing.id}:${item.week}`;
        if (relaunched.has(key)) fail('/week', `Listing ${listing.id} already relaunches in the week of ${item.week}.`);
        relaunched.add(key);
      }
    }
    if (listing && product.code === 'trophy_cabinet' && !awarded.has(listing.id)) {
      fail('/listing_id', `Listing ${listing.id} has won no award yet: the trophy cabinet frames one of its awards.`);
    }

    if (weekFromOffer.has(product.code)) {
      if (item.week === undefined) fail('/week', `Required for ${product.code}: one of ${product.weeks.join(', ')}.`);
      else if (!product.weeks.includes(item.week))
        fail('/week', `Not a week on offer for ${product.code}; choose one of ${product.weeks.join(', ')}.`);
    } else if (weekOptional.has(product.code)) {
      if (item.week !== undefined && mondayOf(new Date(`${item.week}T00:00:00Z`)) !== item.week)
        fail('/week', 'Launch weeks start on a Monday: give that Monday (YYYY-MM-DD).');
      else if (item.week !== undefined && item.week < thisWeek)
        fail('/week', `That week is over; give ${thisWeek} or a later Monday, or leave week out to go live at once.`);
    } else if (item.week !== undefined) {
      fail('/week', `${product.code} takes no week; leave it out.`);
    }

    if (product.code === 'billboard_min') {
      const minimum = product.minimum_cents ?? 1;
      if (item.amount_cents === undefined) fail('/amount_cents', `Required: at least ${minimum} cents.`);
      else if (item.amount_cents < minimum) fail('/amount_cents', `At least ${minimum} cents (the billboard minimum).`);
    } else if (item.amount_cents !== undefined) {
      fail('/amount_cents', 'Only billboard_min takes amount_cents.');
    }

    if (product.code === 'extra_categories') {
      const slugs = item.categories ?? [];
      if (!slugs.length) fail('/categories', 'Give 1 to 3 category slugs from list_categories.');
      slugs.forEach((slug, slugIndex) => {
        if (!knownSlugs.has(slug)) fail(`/categories/${slugIndex}`, `${slug} is not a category; see list_categories.`);
        else if (slugs.indexOf(slug) !== slugIndex) fail(`/categories/${slugIndex}`, `${slug} is listed twice.`);
      });
      if (listing) {
        const own = categoryRows.filter((row) => row.listing_id === listing.id);
        const primary = own.find((row) => row.is_primary)?.slug;
        slugs.forEach((slug, slugIndex) => {
          if (slug === primary) fail(`/categories/${slugIndex}`, `${slug} is already the listing's primary category.`);
        });
        const extras = extraInOrder.get(listing.id) ?? new Set(own.filter((row) => !row.is_primary).map((r) => r.slug));
        for (const slug of slugs) if (slug !== primary) extras.add(slug);
        extraInOrder.set(listing.id, extras);
        if (extras.size > maxExtraCategories) {
          fail(
            '/categories',
            `A listing has at most ${maxExtraCategories} categories besides its primary one; ` +
              `with these it would have ${extras.size}.`,
          );
        }
      }
    } else if (item.categories !== undefined) {
      fail('/categories', 'Only extra_categories takes categories.');
    }

    errors.push(...optionErrors(item.options, product.options, `${at}/options`));

    const unit = product.code === 'billboard_min' ? (item.amount_cents ?? 0) : product.price_cents;
    const details: OrderLineDetails = {};
    if (item.categories) details.categories = item.categories;
    if (item.options) details.options = item.options;
    lines.push({
      product: product.code,
      description: [product.name, listing?.name, item.week ? `week of ${item.week}` : undefined]
        .filter(Boolean)
        .join(', '),
      listing_id: item.listing_id ?? null,
      week: item.week ?? null,
      quantity: 1,
      unit_cents: unit,
      amount_cents: unit,
      details,
    });
  });

  const subtotal = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  const vat = await previewVat(db, {
    billingCountry: body.billing_country,
    vatNumber: body.vat_number,
    subtotalCents: subtotal,
    at: now(),
  });
  if ('errors' in vat) errors.push(...vat.errors);
  if (errors.length || 'errors' in vat) throw invalidRequest(errors);
  return { lines, subtotal_cents: subtotal, vat: vat.vat, total_cents: subtotal + vat.vat.amount_cents };
}
