// get_account: the signed-in identity and what these credentials allow (API key or OAuth client).
import { oauthClientName } from '../../app/auth/oauth-adapter.ts';
import type { Handler } from '../../app/http/handler.ts';
import { notFound } from '../../app/http/problem.ts';
import { findAccount } from '../../db/queries/identity.ts';

type Scope = 'account:read' | 'listings:write' | 'orders:write';

export const handler: Handler<'get_account'> = async (_input, { db, principal }) => {
  const { accountId, scopes, grant } = principal!;
  const account = await findAccount(db, accountId);
  if (!account) throw notFound('Account');
  return {
    status: 200,
    body: {
      id: account.id,
      email: account.email,
      name: account.name,
      created_at: account.created_at.toISOString(),
      access: {
        method: grant.method,
        scopes: scopes as Scope[],
        api_key: grant.method === 'api_key' ? { id: grant.keyId, name: grant.name, prefix: grant.prefix } : null,
        client:
          grant.method === 'oauth'
            ? { client_id: grant.clientId, client_name: await oauthClientName(db, grant.clientId) }
            : null,
      },
    },
  };
};
