// Tables of the claims migration (000033).
import type { Auto, Timestamp } from './columns.ts';
import type { Defaulted } from './directory.ts';

export type ClaimMethod = 'dns' | 'meta' | 'file' | 'email';
export type ClaimStatus = 'pending' | 'verified' | 'failed' | 'expired';

export interface ClaimTables {
  claims: {
    id: Auto<number>;
    listing_id: number;
    account_id: string;
    method: ClaimMethod;
    status: Defaulted<ClaimStatus>;
    token: string;
    email: string | null;
    detail: string | null;
    checked_at: Timestamp | null;
    check_count: Auto<number>;
    expires_at: Timestamp;
    verified_at: Timestamp | null;
    owners_notified_at: Timestamp | null;
    created_at: Timestamp;
  };
}
