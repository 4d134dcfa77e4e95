// The OAuth 2.1 authorization server (oidc-provider), mounted in the API's own Express app. The
// issuer is the public origin; endpoints live under /oauth. Authorization code with PKCE S256 only,
// dynamic registration, client ID metadata documents, resource indicators binding each token to
// /v1 or /mcp, rotating refresh tokens, and everything stored in PostgreSQL.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import Provider, { errors } from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { AccessTokenVerifier } from './authenticator.ts';
import { fetchAllowingLoopback } from './client-metadata-fetch.ts';
import { KyselyOAuthAdapter } from './oauth-adapter.ts';
import { resourceOf } from './resources.ts';
import { allScopes } from './scopes.ts';
import { sharedSecret } from './secrets.ts';

/** An http: URI whose host is not the loopback interface. */
function plainHttpElsewhere(uri: string): boolean {
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' && !['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);
  } catch {
    return false;
  }
}

export const oauthRoutes = {
  authorization: '/oauth/auth',
  token: '/oauth/token',
  registration: '/oauth/reg',
  revocation: '/oauth/revoke',
  jwks: '/oauth/jwks',
  end_session: '/oauth/session/end',
  userinfo: '/oauth/me',
  pushed_authorization_request: '/oauth/par',
} as const;

export const interactionPath = (uid: string) => `/oauth/interaction/${uid}`;

const accessTokenSeconds = 3600;
const refreshTokenSeconds = 30 * 24 * 3600;

function newSigningKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' };
}

export interface OAuthServer {
  provider: Provider;
  verifyAccessToken: AccessTokenVerifier;
}

export async function createOAuthServer(deps: { db: Database; config: Config }): Promise<OAuthServer> {
  const { db, config } = deps;
  const resources = new Set([resourceOf(config, 'rest'), resourceOf(config, 'mcp')]);
  const scopes = allScopes();
  const signingKey = await sharedSecret(db, 'oauth_signing_key', newSigningKey);
  const cookieKeys = await sharedSecret(db, 'oauth_cookie_keys', () => [randomBytes(32).toString('base64url')]);

  const configuration: Configuration = {
    adapter: (model: string) => new KyselyOAuthAdapter(db, model),
    jwks: { keys: [signingKey] },
    cookies: { keys: cookieKeys },
    routes: oauthRoutes,
    scopes: ['openid', 'offline_access', ...scopes],
    claims: { openid: ['sub'] },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub }) }),
    responseTypes: ['code'],
    // Every client, confidential or public, must use PKCE; oidc-provider 9 accepts only S256.
    pkce: { required: () => true },
    // Probe finding 10: a code sent over plain http can be read on the way, except on this machine.
    extraClientMetadata: {
      properties: ['redirect_uris'],
      validator: (_ctx, key, value) => {
        if (key !== 'redirect_uris' || !Array.isArray(value)) return;
        for (const uri of value as string[]) {
          if (!plainHttpElsewhere(uri)) continue;
          throw new errors.InvalidRedirectUri(
            `redirect_uris: ${uri} uses plain http on a host other than this machine; ` +
              'use https (or http on 127.0.0.1, [::1] or localhost)',
          );
        }
      },
    },
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // Tokens outlive the browser session at the authorization server.
    expiresWithSession: async () => false,
    ttl: {
      AccessToken: accessTokenSeconds,
      RefreshToken: refreshTokenSeconds,
      AuthorizationCode: 60,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: refreshTokenSeconds,
    },
    // Client ID metadata documents come through oidc-provider's SSRF-guarded fetch unless loopback is allowed.
    ...(config.oauthClientMetadataAllowLoopback ? { fetch: fetchAllowingLoopback } : {}),
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: true },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // A token is for one resource, named by the client; no silent default audience.
        defaultResource: async (_ctx, _client, oneOf) => {
          if (oneOf) return oneOf;
          throw new errors.InvalidTarget(`resource is required: ${[...resources].join(' or ')}`);
        },
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, resource) => {
          if (!resources.has(resource))
            throw new errors.InvalidTarget(`unknown resource; use ${[...resources].join(' or ')}`);
          return {
            scope: scopes.join(' '),
            audience: resource,
            accessTokenTTL: accessTokenSeconds,
            accessTokenFormat: 'opaque',
          };
        },
      },
      clientIdMetadataDocument: {
        enabled: true,
        ack: 'draft-02',
      },
    },
    renderError: async (ctx: KoaContextWithOIDC, out) => {
      ctx.type = 'html';
      ctx.set({
        'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        'X-Frame-Options': 'DENY',
        'X-Content-Type-Options': 'nosniff',
      });
      const text = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      ctx.body =
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head>` +
        `<body><main><h1>Sign-in error</h1>` +
        `<p>${text(out.error)}: ${text(out.error_description ?? '')}</p></main></body></html>`;
    },
  };

  const provider = new Provider(config.publicUrl, configuration);
  // Behind a TLS-terminating proxy the public URL is https while the app sees http.
  provider.proxy = true;

  const verifyAccessToken: AccessTokenVerifier = async (token, audience) => {
    const accessToken = await provider.AccessToken.find(token).catch(() => undefined);
    if (!accessToken || accessToken.isExpired || !accessToken.accountId || !accessToken.clientId) return null;
    if (accessToken.aud !== audience) return null;
    return {
      accountId: accessToken.accountId,
      clientId: accessToken.clientId,
      scopes: (accessToken.scope ?? '').split(' ').filter((scope) => scopes.includes(scope)),
    };
  };
  return { provider, verifyAccessToken };
}
