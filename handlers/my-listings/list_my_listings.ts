// list_my_listings: every listing you own or co-own, in any status, most recently updated first.
import type { Handler } from '../../app/http/handler.ts';
import { pageOf, pageRequest } from '../../app/http/pagination.ts';
import { callerAccount } from '../../app/listings/access.ts';
import { ownedListingSummary } from '../../app/listings/present.ts';
import { listOwnedListings } from '../../db/queries/my-listings.ts';

export const handler: Handler<'list_my_listings'> = async ({ query }, ctx) => {
  const page = pageRequest(query);
  const { rows, total } = await listOwnedListings(ctx.db, callerAccount(ctx), page);
  return {
    status: 200,
    body: pageOf(
      rows.map((row) => ownedListingSummary(row, ctx.config)),
      total,
      page,
    ),
  };
};
