import type { Auto, Timestamp } from './columns.ts';

export interface IdentityTables {
  api_keys: {
    id: Auto<number>;
    account_id: string;
    name: string;
    prefix: string;
    key_hash: Buffer;
    scopes: string[];
    created_at: Timestamp;
    last_used_at: Date | null;
    revoked_at: Date | null;
  };
  sign_in_tokens: {
    token_hash: Buffer;
    email: string;
    return_to: string;
    created_at: Timestamp;
    expires_at: Date;
    used_at: Date | null;
  };
  web_sessions: {
    id_hash: Buffer;
    account_id: string | null;
    csrf_token: string;
    created_at: Timestamp;
    expires_at: Date;
  };
  session_flashes: {
    session_id_hash: Buffer;
    sealed: Buffer;
    expires_at: Date;
  };
  oauth_models: {
    model: string;
    id: string;
    payload: unknown;
    grant_id: string | null;
    uid: string | null;
    user_code: string | null;
    expires_at: Date | null;
    consumed_at: Date | null;
  };
  identity_secrets: {
    name: string;
    value: unknown;
    created_at: Timestamp;
  };
  idempotency_records: {
    principal: string;
    operation_id: string;
    key: string;
    fingerprint: string;
    status: number | null;
    headers: Record<string, string> | null;
    body: unknown;
    created_at: Timestamp;
    expires_at: Date;
  };
  rate_limit_counters: {
    bucket: string;
    window_start: Date;
    hits: number;
  };
  outbox: {
    id: Auto<number>;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string | null;
    created_at: Timestamp;
  };
}
