// Accounts, browser sessions, sign-in tokens, API keys, shared secrets and oidc-provider's models.
// The rules around them (token formats, lifetimes, hashing) live in app/auth/.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

// ------------------------------------------------------------------ accounts
/** The account with this e-mail address, created when missing; safe under concurrent calls. */
export async function upsertAccount(db: Db, email: string): Promise<{ id: string; email: string }> {
  // The no-op update makes `returning` yield the existing row too, so a concurrent insert cannot lose.
  return db
    .insertInto('accounts')
    .values({ email })
    .onConflict((conflict) => conflict.column('email').doUpdateSet((eb) => ({ email: eb.ref('accounts.email') })))
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
}

export async function findAccount(db: Db, accountId: string) {
  return db
    .selectFrom('accounts')
    .select(['id', 'email', 'name', 'created_at'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

// ------------------------------------------------------------------ web sessions
export async function findLiveSession(db: Db, idHash: Buffer, at: Date) {
  return db
    .selectFrom('web_sessions')
    .leftJoin('accounts', 'accounts.id', 'web_sessions.account_id')
    .select(['web_sessions.id_hash', 'web_sessions.account_id', 'web_sessions.csrf_token', 'accounts.email'])
    .where('web_sessions.id_hash', '=', idHash)
    .where('web_sessions.expires_at', '>', at)
    .executeTakeFirst();
}

export async function insertSession(
  db: Db,
  session: { idHash: Buffer; accountId: string | null; csrfToken: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('web_sessions')
    .values({
      id_hash: session.idHash,
      account_id: session.accountId,
      csrf_token: session.csrfToken,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function deleteSession(db: Db, idHash: Buffer): Promise<void> {
  await db.deleteFrom('web_sessions').where('id_hash', '=', idHash).execute();
}

export async function deleteExpiredSessions(db: Db, at: Date): Promise<void> {
  await db.deleteFrom('web_sessions').where('expires_at', '<', at).execute();
}

/** Keeps one flash for a session (a newer one replaces it); expired flashes are swept on the way. */
export async function putSessionFlash(
  db: Db,
  flash: { sessionIdHash: Buffer; sealed: Buffer; expiresAt: Date },
  at: Date,
): Promise<void> {
  await db.deleteFrom('session_flashes').where('expires_at', '<', at).execute();
  await db
    .insertInto('session_flashes')
    .values({ session_id_hash: flash.sessionIdHash, sealed: flash.sealed, expires_at: flash.expiresAt })
    .onConflict((conflict) =>
      conflict.column('session_id_hash').doUpdateSet({ sealed: flash.sealed, expires_at: flash.expiresAt }),
    )
    .execute();
}

/** Removes the session's flash and returns it when it has not expired: it can be read once. */
export async function takeSessionFlash(db: Db, sessionIdHash: Buffer, at: Date): Promise<Buffer | undefined> {
  const row = await db
    .deleteFrom('session_flashes')
    .where('session_id_hash', '=', sessionIdHash)
    .returning(['sealed', 'expires_at'])
    .executeTakeFirst();
  return row && row.expires_at > at ? row.sealed : undefined;
}

// ------------------------------------------------------------------ sign-in tokens
export async function insertSignInToken(
  db: Db,
  token: { tokenHash: Buffer; email: string; returnTo: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.deleteFrom('sign_in_tokens').where('expires_at', '<', token.createdAt).execute();
  await db
    .insertInto('sign_in_tokens')
    .values({
      token_hash: token.tokenHash,
      email: token.email,
      return_to: token.returnTo,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Marks a live, unused token used; its e-mail address and return path, or undefined. */
export async function useSignInToken(db: Db, tokenHash: Buffer, at: Date) {
  return db
    .updateTable('sign_in_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['email', 'return_to'])
    .executeTakeFirst();
}

// ------------------------------------------------------------------ API keys
const keyColumns = ['id', 'name', 'prefix', 'scopes', 'created_at', 'last_used_at'] as const;

export async function insertApiKey(
  db: Db,
  key: { accountId: string; name: string; prefix: string; keyHash: Buffer; scopes: string[]; createdAt: Date },
) {
  return db
    .insertInto('api_keys')
    .values({
      account_id: key.accountId,
      name: key.name,
      prefix: key.prefix,
      key_hash: key.keyHash,
      scopes: key.scopes,
      created_at: key.createdAt,
    })
    .returning(keyColumns)
    .executeTakeFirstOrThrow();
}

export async function liveApiKeysOf(db: Db, accountId: string) {
  return db
    .selectFrom('api_keys')
    .select(keyColumns)
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** True when the account had such a live key. */
export async function revokeApiKeyRow(db: Db, accountId: string, keyId: number, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('id', '=', keyId)
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findLiveApiKey(db: Db, keyHash: Buffer) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'account_id', 'name', 'prefix', 'scopes', 'last_used_at'])
    .where('key_hash', '=', keyHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function touchApiKey(db: Db, keyId: number, at: Date): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', keyId).execute();
}

// ------------------------------------------------------------------ shared secrets
export async function readSecret(db: Db, name: string): Promise<unknown> {
  const row = await db.selectFrom('identity_secrets').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

/** Stores the secret unless another process stored one first. */
export async function insertSecretIfMissing(db: Db, name: string, value: unknown): Promise<void> {
  await db
    .insertInto('identity_secrets')
    .values({ name, value: JSON.stringify(value) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

// ------------------------------------------------------------------ oidc-provider models
export interface OAuthModelRow {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  expires_at: Date | null;
}

export async function upsertOAuthModel(db: Db, row: OAuthModelRow): Promise<void> {
  const values = { ...row, payload: row.payload as never, consumed_at: null };
  await db
    .insertInto('oauth_models')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(['model', 'id']).doUpdateSet({ ...values, model: undefined, id: undefined }),
    )
    .execute();
}

export async function deleteExpiredOAuthModels(db: Db, at: Date): Promise<void> {
  await db.deleteFrom('oauth_models').where('expires_at', '<', at).execute();
}

export async function findOAuthModel(
  db: Db,
  model: string,
  column: 'id' | 'uid' | 'user_code',
  value: string,
  at: Date,
) {
  return db
    .selectFrom('oauth_models')
    .select(['payload', 'consumed_at'])
    .where('model', '=', model)
    .where(column, '=', value)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
    .executeTakeFirst();
}

export async function consumeOAuthModel(db: Db, model: string, id: string, at: Date): Promise<void> {
  await db
    .updateTable('oauth_models')
    .set({ consumed_at: at })
    .where('model', '=', model)
    .where('id', '=', id)
    .execute();
}

export async function deleteOAuthModel(db: Db, model: string, id: string): Promise<void> {
  await db.deleteFrom('oauth_models').where('model', '=', model).where('id', '=', id).execute();
}

export async function deleteOAuthModelsOfGrant(db: Db, model: string, grantId: string): Promise<void> {
  await db.deleteFrom('oauth_models').where('model', '=', model).where('grant_id', '=', grantId).execute();
}

export async function oauthClientPayload(db: Db, clientId: string): Promise<unknown> {
  const row = await db
    .selectFrom('oauth_models')
    .select('payload')
    .where('model', '=', 'Client')
    .where('id', '=', clientId)
    .executeTakeFirst();
  return row?.payload;
}
