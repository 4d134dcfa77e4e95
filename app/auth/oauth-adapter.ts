// oidc-provider's storage in PostgreSQL (table oauth_models): clients, grants, codes, tokens,
// sessions and interactions survive restarts and are shared by every API process.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database.ts';
import { now } from '../clock.ts';

export class KyselyOAuthAdapter implements Adapter {
  readonly db: Database;
  readonly model: string;

  constructor(db: Database, model: string) {
    this.db = db;
    this.model = model;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      model: this.model,
      id,
      payload: JSON.stringify(payload) as never,
      grant_id: payload.grantId ?? null,
      uid: payload.uid ?? null,
      user_code: payload.userCode ?? null,
      expires_at: expiresIn ? new Date(now().getTime() + expiresIn * 1000) : null,
      consumed_at: null,
    };
    await this.db
      .insertInto('oauth_models')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['model', 'id']).doUpdateSet({ ...row, model: undefined, id: undefined }),
      )
      .execute();
    // Each new authorization sweeps what has expired, so the table does not grow without bound.
    if (this.model === 'Interaction')
      await this.db.deleteFrom('oauth_models').where('expires_at', '<', now()).execute();
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const row = await this.db
      .selectFrom('oauth_models')
      .select(['payload', 'consumed_at'])
      .where('model', '=', this.model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now())]))
      .executeTakeFirst();
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
    await this.db
      .updateTable('oauth_models')
      .set({ consumed_at: now() })
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('oauth_models').where('model', '=', this.model).where('id', '=', id).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom('oauth_models').where('model', '=', this.model).where('grant_id', '=', grantId).execute();
  }
}

/** The registered name of an OAuth client; null for unnamed clients and metadata-document clients. */
export async function oauthClientName(db: Database, clientId: string): Promise<string | null> {
  const row = await db
    .selectFrom('oauth_models')
    .select('payload')
    .where('model', '=', 'Client')
    .where('id', '=', clientId)
    .executeTakeFirst();
  const name = (row?.payload as { client_name?: unknown } | undefined)?.client_name;
  return typeof name === 'string' ? name : null;
}
