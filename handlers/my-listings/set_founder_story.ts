// set_founder_story: replaces the listing's founder story; members not sent are cleared, and an
// empty body removes it. Shown publicly on the listing and the founders' pages once unlocked.
import type { Handler } from '../../app/http/handler.ts';
import { callerAccount, ownedListing } from '../../app/listings/access.ts';
import { editListing } from '../../app/listings/versions.ts';
import { saveStory } from '../../db/queries/listing-content.ts';

const parts = [
  'title',
  'story',
  'why_started',
  'problem',
  'journey',
  'challenges',
  'achievements',
  'lessons',
  'whats_next',
] as const;

export const handler: Handler<'set_founder_story'> = async ({ path, body }, ctx) => {
  const listingId = path.listing_id;
  const story = Object.fromEntries(
    parts.map((part) => {
      const value = body?.[part];
      return [part, value === undefined || value.trim() === '' ? null : value];
    }),
  ) as Record<(typeof parts)[number], string | null>;
  const empty = parts.every((part) => story[part] === null);
  await ctx.db.transaction().execute(async (trx) => {
    await ownedListing(trx, ctx, listingId, { forUpdate: true });
    await editListing(
      trx,
      listingId,
      { actor: { kind: 'account', accountId: callerAccount(ctx) }, reason: 'set_founder_story' },
      () => saveStory(trx, listingId, empty ? null : story),
    );
  });
  return { status: 200, body: story };
};
