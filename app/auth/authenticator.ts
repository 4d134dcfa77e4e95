// Who is calling: `Authorization: Bearer <credential>` is either an API key (ldk_...) or an OAuth
// access token, which must have been issued for the resource the request reached (its door).
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Principal } from '../http/handler.ts';
import type { Authenticator } from '../http/kernel.ts';
import { verifyApiKey } from './api-keys.ts';
import { resourceOf } from './resources.ts';

export interface VerifiedAccessToken {
  accountId: string;
  clientId: string;
  scopes: string[];
}

/** Resolves an OAuth access token issued for `audience`; null when unknown, expired or for elsewhere. */
export type AccessTokenVerifier = (token: string, audience: string) => Promise<VerifiedAccessToken | null>;

/** The credential of `Authorization: Bearer <credential>`; undefined for any other header. */
export function bearerCredential(header: string | undefined): string | undefined {
  const match = /^Bearer +([\x21-\x7E]+) *$/i.exec(header ?? '');
  return match?.[1];
}

export function createAuthenticator(deps: {
  db: Database;
  config: Config;
  verifyAccessToken: AccessTokenVerifier;
}): Authenticator {
  return async (request): Promise<Principal | null> => {
    const credential = bearerCredential(request.headers.authorization);
    if (!credential) return null;
    if (credential.startsWith('ldk_')) {
      const key = await verifyApiKey(deps.db, credential);
      return (
        key && {
          accountId: key.accountId,
          scopes: key.scopes,
          grant: { method: 'api_key', keyId: key.id, name: key.name, prefix: key.prefix },
        }
      );
    }
    const token = await deps.verifyAccessToken(credential, resourceOf(deps.config, request.door));
    return (
      token && {
        accountId: token.accountId,
        scopes: token.scopes,
        grant: { method: 'oauth', clientId: token.clientId },
      }
    );
  };
}
