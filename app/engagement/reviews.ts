// Reviews from people on the site: a rating 1-5 with up to 2,000 characters of text, one per
// account and listing (writing again edits it), never by an owner or co-owner of the listing. The
// community rating counts genuine reviews only; the site team judges a review not genuine (and
// back) at /site-team/reviews, each judgement recorded with who, why and when.
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { now } from '../clock.ts';
import { actorLabel } from '../state/machine.ts';
import type { FieldError } from '../http/problem.ts';
import { invalidRequest, notFound, ProblemError } from '../http/problem.ts';
import {
  countedListingReviews,
  findOwnReview,
  findPublicListing,
  isListingOwner,
  judgeReview as recordJudgement,
  saveReview,
} from '../../db/queries/engagement.ts';
import { countSiteAction } from './site-actions.ts';

export const reviewTextLimit = 2000;

/**
 * The rule, shown with the reviews and on the ranking page. A review counts toward the community
 * rating while all of these hold; the site team's judgement is the last one.
 */
export const genuineReviewRule = {
  counts: [
    'It is written by a signed-in person (the account’s e-mail address was confirmed by a sign-in link).',
    'Its author is not an owner or co-owner of the listing, then or later: owners cannot review their own ' +
      'product, and a review by someone who later claims the listing stops counting.',
    'The site team has not marked it not genuine.',
  ],
  notGenuine: [
    'written or paid for by the company, its staff, investors or agencies, or in exchange for anything ' +
      '(a discount, a gift, a vote swap);',
    'written by a competitor, or by one person under several accounts;',
    'not about the product (spam, advertising, another product, copied text).',
  ],
};

export interface ReviewInput {
  rating: unknown;
  body: unknown;
}

/** The rating and text as stored, or a 400 naming each wrong field (`/body/rating`, `/body/body`). */
export function checkedReview(input: ReviewInput): { rating: number; body: string | null } {
  const errors: FieldError[] = [];
  const rating = typeof input.rating === 'string' && /^[1-5]$/.test(input.rating.trim()) ? Number(input.rating) : NaN;
  if (!Number.isInteger(rating)) errors.push({ pointer: '/body/rating', detail: 'choose a rating from 1 to 5 stars' });
  const text = typeof input.body === 'string' ? input.body.replaceAll('\r\n', '\n').trim() : '';
  if ([...text].length > reviewTextLimit)
    errors.push({ pointer: '/body/body', detail: `is longer than ${reviewTextLimit} characters` });
  if (errors.length) throw invalidRequest(errors);
  return { rating, body: text || null };
}

export async function writeReview(
  deps: { db: Database; config: Config },
  accountId: string,
  slug: string,
  input: ReviewInput,
): Promise<{ listing: { slug: string; name: string }; created: boolean }> {
  const review = checkedReview(input);
  await countSiteAction(deps.db, deps.config, accountId);
  const listing = await findPublicListing(deps.db, slug);
  if (!listing) throw notFound(`The listing "${slug}"`);
  if (listing.status !== 'live')
    throw new ProblemError(409, 'not_live', `${listing.name} has not launched yet: reviews open on its launch day.`);
  if (await isListingOwner(deps.db, listing.id, accountId))
    throw new ProblemError(403, 'owner_review', 'Owners and co-owners cannot review their own listing.');
  const saved = await saveReview(deps.db, { listingId: listing.id, accountId, ...review, at: now() });
  return { listing: { slug: listing.slug, name: listing.name }, created: saved.created };
}

/** The site team marks a review genuine or not; false when it already was (nothing recorded). */
export async function judgeReview(
  db: Database,
  judgement: { reviewId: number; genuine: boolean; teamEmail: string; reason: string | null },
): Promise<boolean> {
  return db.transaction().execute((trx) =>
    recordJudgement(trx, {
      reviewId: judgement.reviewId,
      genuine: judgement.genuine,
      actor: actorLabel({ kind: 'site_team', email: judgement.teamEmail }),
      reason: judgement.reason,
      at: now(),
    }),
  );
}

/** The reviews that count toward a listing's rating (newest first), and the viewer's own review. */
export async function reviewsForPage(
  db: Database,
  listingId: number,
  viewerAccountId: string | null,
  page: { limit: number; offset: number },
) {
  const [counted, own] = await Promise.all([
    countedListingReviews(db, listingId, page),
    viewerAccountId ? findOwnReview(db, listingId, viewerAccountId) : undefined,
  ]);
  return { ...counted, own };
}
