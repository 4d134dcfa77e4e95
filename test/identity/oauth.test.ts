// The full OAuth 2.1 flow against a real server, driven by oauth4webapi: discovery from a 401,
// dynamic registration, PKCE, sign-in by e-mail link and consent, the token, an API call, refresh
// with rotation, and audience binding (a /mcp token is refused on /v1).
import * as oauth from 'oauth4webapi';
import { Browser, csrfOf } from '../support/browser.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import type { TestDatabase } from '../support/database.ts';

let testApp: ServedTestApp;
let database: TestDatabase;
let origin: string;
const insecure = { [oauth.allowInsecureRequests]: true };

beforeAll(async () => {
  testApp = await serveTestApp();
  ({ origin, database } = testApp);
});
afterAll(async () => {
  await testApp.close();
});

test('discovery, registration, PKCE, consent, token, API call, refresh rotation and audience binding', async () => {
  // 1. A 401 names the protected resource metadata, which names the authorization server.
  const unauthorized = await fetch(`${origin}/v1/me`);
  expect(unauthorized.status).toBe(401);
  const challenge = unauthorized.headers.get('www-authenticate')!;
  const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)![1];
  expect(metadataUrl).toBe(`${origin}/.well-known/oauth-protected-resource/v1`);
  const resource = await oauth.processResourceDiscoveryResponse(
    new URL(`${origin}/v1`),
    await oauth.resourceDiscoveryRequest(new URL(`${origin}/v1`), insecure),
  );
  expect(resource.resource).toBe(`${origin}/v1`);
  const issuer = new URL(resource.authorization_servers![0]);
  const as = await oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure }),
  );
  expect(as.authorization_endpoint).toBe(`${origin}/oauth/auth`);
  expect(as.token_endpoint).toBe(`${origin}/oauth/token`);
  expect(as.registration_endpoint).toBe(`${origin}/oauth/reg`);
  expect(as.code_challenge_methods_supported).toEqual(['S256']);
  expect(as.response_types_supported).toEqual(['code']);

  // 2. Dynamic client registration of a public client.
  const redirectUri = 'http://127.0.0.1:9/callback';
  const client = await oauth.processDynamicClientRegistrationResponse(
    await oauth.dynamicClientRegistrationRequest(
      as,
      { redirect_uris: [redirectUri], token_endpoint_auth_method: 'none', client_name: 'Test Assistant' },
      insecure,
    ),
  );
  const clientAuth = oauth.None();

  const browser = new Browser(origin);
  async function authorize(audience: string, scope: string) {
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const url = new URL(as.authorization_endpoint!);
    url.search = new URLSearchParams({
      client_id: client.client_id,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope,
      state,
      resource: audience,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString();
    let page = await browser.follow(url.href);
    if (page.url.includes('/sign-in')) page = await browser.signInThroughEmail(database.db, page, 'grace@example.com');
    // 3. The consent page names the client, the scopes and the resource.
    const consent = await page.res.text();
    expect(page.url).toMatch(/\/oauth\/interaction\//);
    expect(consent).toContain('Test Assistant');
    expect(consent).toContain(audience);
    for (const name of scope.split(' ')) expect(consent).toContain(name);
    const uid = new URL(page.url).pathname.split('/').pop();
    const done = await browser.follow(`/oauth/interaction/${uid}/confirm`, { form: { csrf: csrfOf(consent) } });
    expect(done.url.startsWith(redirectUri)).toBe(true);
    const params = oauth.validateAuthResponse(as, client, new URL(done.url), state);
    const tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, clientAuth, params, redirectUri, verifier, {
        additionalParameters: { resource: audience },
        ...insecure,
      }),
    );
    return tokens;
  }

  // 4. Token for /v1, used on the API.
  const tokens = await authorize(`${origin}/v1`, 'account:read listings:write');
  expect(tokens.token_type).toBe('bearer');
  expect(tokens.expires_in).toBe(3600);
  expect(tokens.refresh_token).toBeTruthy();
  const me = await fetch(`${origin}/v1/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({
    email: 'grace@example.com',
    access: {
      method: 'oauth',
      scopes: ['account:read', 'listings:write'],
      api_key: null,
      client: { client_id: client.client_id, client_name: 'Test Assistant' },
    },
  });
  // The token holds listings:write but not orders:write.
  const quote = await fetch(`${origin}/v1/orders/quote`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(quote.status).toBe(403);

  // 5. Refresh rotates: a new refresh token, and the old one stops working.
  const refreshed = await oauth.processRefreshTokenResponse(
    as,
    client,
    await oauth.refreshTokenGrantRequest(as, client, clientAuth, tokens.refresh_token!, {
      additionalParameters: { resource: `${origin}/v1` },
      ...insecure,
    }),
  );
  expect(refreshed.refresh_token).toBeTruthy();
  expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
  expect(
    (await fetch(`${origin}/v1/me`, { headers: { authorization: `Bearer ${refreshed.access_token}` } })).status,
  ).toBe(200);
  const reused = await oauth.refreshTokenGrantRequest(as, client, clientAuth, tokens.refresh_token!, insecure);
  await expect(oauth.processRefreshTokenResponse(as, client, reused)).rejects.toMatchObject({ error: 'invalid_grant' });

  // 6. A token for /mcp is refused on /v1.
  const mcpTokens = await authorize(`${origin}/mcp`, 'account:read');
  const refused = await fetch(`${origin}/v1/me`, { headers: { authorization: `Bearer ${mcpTokens.access_token}` } });
  expect(refused.status).toBe(401);
  expect(refused.headers.get('www-authenticate')).toBe(
    `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource/v1", error="invalid_token"`,
  );

  // Everything the server keeps lives in PostgreSQL.
  const models = await database.db.selectFrom('oauth_models').select('model').distinct().execute();
  expect(models.map((row) => row.model)).toEqual(
    expect.arrayContaining(['Client', 'Grant', 'AccessToken', 'RefreshToken']),
  );
});

test('PKCE is required and only S256 is accepted; a resource is required', async () => {
  const client = await (
    await fetch(`${origin}/oauth/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: ['http://127.0.0.1:9/cb'], token_endpoint_auth_method: 'none' }),
    })
  ).json();
  const attempt = async (extra: Record<string, string>) => {
    const params = new URLSearchParams({
      client_id: client.client_id,
      redirect_uri: 'http://127.0.0.1:9/cb',
      response_type: 'code',
      scope: 'account:read',
      ...extra,
    });
    const res = await fetch(`${origin}/oauth/auth?${params}`, { redirect: 'manual' });
    return new URL(res.headers.get('location')!, origin).searchParams;
  };
  const challenge = await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier());
  expect((await attempt({ resource: `${origin}/v1` })).get('error')).toBe('invalid_request');
  expect(
    (await attempt({ resource: `${origin}/v1`, code_challenge: challenge, code_challenge_method: 'plain' })).get(
      'error',
    ),
  ).toBe('invalid_request');
  expect((await attempt({ code_challenge: challenge, code_challenge_method: 'S256' })).get('error')).toBe(
    'invalid_target',
  );
  expect(
    (
      await attempt({
        resource: 'https://elsewhere.example/api',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      })
    ).get('error'),
  ).toBe('invalid_target');
  expect(
    (await attempt({ resource: `${origin}/v1`, code_challenge: challenge, code_challenge_method: 'S256' })).get(
      'error',
    ),
  ).toBeNull();
});

test('denying consent sends access_denied back to the client, without a code', async () => {
  const client = await (
    await fetch(`${origin}/oauth/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        redirect_uris: ['http://127.0.0.1:9/cb'],
        token_endpoint_auth_method: 'none',
        client_name: 'Unwanted',
      }),
    })
  ).json();
  const params = new URLSearchParams({
    client_id: client.client_id,
    redirect_uri: 'http://127.0.0.1:9/cb',
    response_type: 'code',
    scope: 'orders:write',
    state: 'st',
    resource: `${origin}/v1`,
    code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
    code_challenge_method: 'S256',
  });
  const browser = new Browser(origin);
  let page = await browser.follow(`/oauth/auth?${params}`);
  page = await browser.signInThroughEmail(database.db, page, 'deny@example.com');
  const consent = await page.res.text();
  expect(consent).toContain('Unwanted');
  const uid = new URL(page.url).pathname.split('/').pop();
  const done = await browser.follow(`/oauth/interaction/${uid}/abort`, { form: { csrf: csrfOf(consent) } });
  const back = new URL(done.url);
  expect(`${back.origin}${back.pathname}`).toBe('http://127.0.0.1:9/cb');
  expect(back.searchParams.get('error')).toBe('access_denied');
  expect(back.searchParams.get('code')).toBeNull();
});
