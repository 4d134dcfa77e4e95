// Identity and access, mounted on the app: the OAuth server under /oauth with its metadata, the
// protected resource metadata of /v1 and /mcp, the sign-in/account/consent pages, and the
// authenticator the kernel uses for every operation.
import type express from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Authenticator } from '../http/kernel.ts';
import { accountPages } from '../web/account-pages.ts';
import { consentPages } from '../web/consent.ts';
import { createAuthenticator } from './authenticator.ts';
import { createOAuthServer } from './oauth.ts';
import { resourceOf } from './resources.ts';
import { allScopes } from './scopes.ts';

export { findOrCreateAccount } from './accounts.ts';

export async function mountIdentity(
  app: express.Express,
  deps: { db: Database; config: Config; log: Logger },
): Promise<Authenticator> {
  const { config } = deps;
  const { provider, verifyAccessToken } = await createOAuthServer(deps);
  provider.on('server_error', (_ctx, error) => deps.log.error({ err: error }, 'OAuth server error'));

  // RFC 9728 protected resource metadata, one document per resource.
  for (const door of ['rest', 'mcp'] as const) {
    const resource = resourceOf(config, door);
    app.get(`/.well-known/oauth-protected-resource/${door === 'rest' ? 'v1' : 'mcp'}`, (_req, res) => {
      res.set('Cache-Control', 'public, max-age=3600').json({
        resource,
        authorization_servers: [config.publicUrl],
        scopes_supported: allScopes(),
        bearer_methods_supported: ['header'],
        resource_name: door === 'rest' ? 'Launch Directory REST API' : 'Launch Directory MCP server',
        resource_documentation: `${config.publicUrl}/v1/openapi.json`,
      });
    });
  }

  const oauth = provider.callback();
  app.use((req, res, next) => {
    // RFC 8414 metadata is the same document oidc-provider serves as OpenID discovery.
    if (req.path === '/.well-known/oauth-authorization-server') {
      req.url = '/.well-known/openid-configuration';
      return void oauth(req, res);
    }
    const interaction = req.path.startsWith('/oauth/interaction/');
    if (req.path === '/.well-known/openid-configuration' || (req.path.startsWith('/oauth/') && !interaction))
      return void oauth(req, res);
    next();
  });
  app.use(consentPages({ ...deps, provider }));
  app.use(accountPages(deps));

  return createAuthenticator({ ...deps, verifyAccessToken });
}
