// Followers of a listing and the e-mails that tell them of its updates: one delivery row per
// update and follower, so an update is mailed to each follower once.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export interface UpdateToTell {
  update: Selectable<DB['listing_updates']>;
  listing: { slug: string; name: string };
}

export async function findUpdateToTell(db: Db, updateId: number): Promise<UpdateToTell | undefined> {
  const row = await db
    .selectFrom('listing_updates as u')
    .innerJoin('listings as l', 'l.id', 'u.listing_id')
    .selectAll('u')
    .select(['l.slug', 'l.name'])
    .where('u.id', '=', updateId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { slug, name, ...update } = row;
  return { update, listing: { slug, name } };
}

/** Followers not yet told of the update (following when it was posted), with their unsubscribe token. */
export async function followersToTell(
  db: Db,
  update: { id: number; listing_id: number },
): Promise<Array<{ account_id: string; email: string; unsubscribe_token: string }>> {
  return db
    .selectFrom('follows as f')
    .innerJoin('accounts as a', 'a.id', 'f.account_id')
    .select(['f.account_id', 'a.email', 'f.unsubscribe_token'])
    .where('f.listing_id', '=', update.listing_id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('update_deliveries as d')
            .select('d.account_id')
            .where('d.update_id', '=', update.id)
            .whereRef('d.account_id', '=', 'f.account_id'),
        ),
      ),
    )
    .orderBy('f.created_at')
    .execute();
}

/**
 * Claims the delivery of an update to one follower; false when it was already delivered (or
 * another run holds it: this waits for that run's transaction and then sees its row).
 */
export async function claimDelivery(db: Db, updateId: number, accountId: string, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('update_deliveries')
    .values({ update_id: updateId, account_id: accountId, delivered_at: at })
    .onConflict((oc) => oc.columns(['update_id', 'account_id']).doNothing())
    .returning('update_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Stops the follow the token belongs to; the listing it was for, or undefined for an unknown token. */
export async function unfollowByToken(db: Db, token: string): Promise<{ name: string; slug: string } | undefined> {
  const follow = await db
    .deleteFrom('follows')
    .where('unsubscribe_token', '=', token)
    .returning('listing_id')
    .executeTakeFirst();
  if (!follow) return undefined;
  return db
    .selectFrom('listings')
    .select(['name', 'slug'])
    .where('id', '=', follow.listing_id)
    .executeTakeFirstOrThrow();
}

export async function followedListing(db: Db, token: string): Promise<{ name: string; slug: string } | undefined> {
  return db
    .selectFrom('follows as f')
    .innerJoin('listings as l', 'l.id', 'f.listing_id')
    .select(['l.name', 'l.slug'])
    .where('f.unsubscribe_token', '=', token)
    .executeTakeFirst();
}
