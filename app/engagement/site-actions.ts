// The per-account limit on what people do on the site (votes, withdrawals, follows, unfollows and
// reviews together), counted in PostgreSQL like every other limit so all processes share it.
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { countRequest, rateLimited } from '../http/rate-limit.ts';

export async function countSiteAction(db: Database, config: Config, accountId: string): Promise<void> {
  const outcome = await countRequest(db, 'site-actions', `site-actions:${accountId}`, {
    limit: config.siteActionsPerAccountPerHour,
    windowSeconds: 3600,
  });
  if (!outcome.allowed) throw rateLimited(outcome, 'votes, follows and reviews from this account');
}
