// Tables of the owned-listing migrations (000030-000032): listing versions, badge checks and
// deliveries of update e-mails to followers.
import type { Auto, Timestamp } from './columns.ts';
import type { Json } from './drafts.ts';

export type ListingSnapshot = Record<string, unknown>;

export interface OwnerTables {
  listing_versions: {
    id: Auto<number>;
    listing_id: number;
    actor: string;
    reason: string;
    before: Json<ListingSnapshot>;
    after: Json<ListingSnapshot>;
    created_at: Timestamp;
  };
  badge_checks: {
    id: Auto<number>;
    listing_id: number;
    checked_at: Timestamp;
    url: string;
    found: boolean;
    reason: string | null;
  };
  update_deliveries: {
    update_id: number;
    account_id: string;
    delivered_at: Timestamp;
  };
}
