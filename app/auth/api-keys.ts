// API keys: `ldk_` + 43 base64url characters (32 random bytes). Only the SHA-256 of a key is
// stored: a key has 256 bits of entropy, so a fast hash is enough and lookups stay one index probe.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { now } from '../clock.ts';
import {
  findLiveApiKey,
  insertApiKey,
  liveApiKeysOf,
  revokeApiKeyRow,
  touchApiKey,
} from '../../db/queries/identity.ts';
import { checkScopes } from './scopes.ts';

export const apiKeyPattern = /^ldk_[A-Za-z0-9_-]{43}$/;
const prefixLength = 8;

export const hashApiKey = (key: string): Buffer => createHash('sha256').update(key).digest();

export interface ApiKeySummary {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
}

export interface CreatedApiKey extends ApiKeySummary {
  /** The key itself: shown once, never stored. */
  key: string;
}

export async function createApiKey(
  db: Database,
  accountId: string,
  options: { name: string; scopes: string[] },
): Promise<CreatedApiKey> {
  const name = options.name.trim();
  if (!name || name.length > 100) throw new Error('An API key needs a name of 1 to 100 characters.');
  const scopes = checkScopes(options.scopes);
  const key = `ldk_${randomBytes(32).toString('base64url')}`;
  const row = await insertApiKey(db, {
    accountId,
    name,
    prefix: key.slice(0, prefixLength),
    keyHash: hashApiKey(key),
    scopes,
    createdAt: now(),
  });
  return {
    key,
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

export async function listApiKeys(db: Database, accountId: string): Promise<ApiKeySummary[]> {
  const rows = await liveApiKeysOf(db, accountId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

/** Revokes one of the account's keys; true when there was such a live key. Effective at once. */
export async function revokeApiKey(db: Database, accountId: string, keyId: number): Promise<boolean> {
  return revokeApiKeyRow(db, accountId, keyId, now());
}

export interface ApiKeyIdentity {
  id: number;
  accountId: string;
  name: string;
  prefix: string;
  scopes: string[];
}

/** The live key matching `key`, recording its use (at most once a minute, to spare writes). */
export async function verifyApiKey(db: Database, key: string): Promise<ApiKeyIdentity | null> {
  if (!apiKeyPattern.test(key)) return null;
  const row = await findLiveApiKey(db, hashApiKey(key));
  if (!row) return null;
  const at = now();
  if (!row.last_used_at || at.getTime() - row.last_used_at.getTime() > 60_000) {
    await touchApiKey(db, row.id, at);
  }
  return { id: row.id, accountId: row.account_id, name: row.name, prefix: row.prefix, scopes: row.scopes };
}
