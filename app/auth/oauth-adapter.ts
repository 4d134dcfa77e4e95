// oidc-provider's storage in PostgreSQL (table oauth_models): clients, grants, codes, tokens,
// sessions and interactions survive restarts and are shared by every API process.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database.ts';
import { now } from '../clock.ts';
import {
  consumeOAuthModel,
  deleteExpiredOAuthModels,
  deleteOAuthModel,
  deleteOAuthModelsOfGrant,
  findOAuthModel,
  oauthClientPayload,
  upsertOAuthModel,
} from '../../db/queries/identity.ts';

export class KyselyOAuthAdapter implements Adapter {
  readonly db: Database;
  readonly model: string;

  constructor(db: Database, model: string) {
    this.db = db;
    this.model = model;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await upsertOAuthModel(this.db, {
      model: this.model,
      id,
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      uid: payload.uid ?? null,
      user_code: payload.userCode ?? null,
      expires_at: expiresIn ? new Date(now().getTime() + expiresIn * 1000) : null,
    });
    // Each new authorization sweeps what has expired, so the table does not grow without bound.
    if (this.model === 'Interaction') await deleteExpiredOAuthModels(this.db, now());
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const row = await findOAuthModel(this.db, this.model, column, value, now());
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : payload;
  }

  find(id: string) {
    return this.findWhere('id', id);
  }

  findByUid(uid: string) {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string) {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await consumeOAuthModel(this.db, this.model, id, now());
  }

  async destroy(id: string): Promise<void> {
    await deleteOAuthModel(this.db, this.model, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await deleteOAuthModelsOfGrant(this.db, this.model, grantId);
  }
}

/** The registered name of an OAuth client; null for unnamed clients and metadata-document clients. */
export async function oauthClientName(db: Database, clientId: string): Promise<string | null> {
  const name = ((await oauthClientPayload(db, clientId)) as { client_name?: unknown } | undefined)?.client_name;
  return typeof name === 'string' ? name : null;
}
