// MCP sign-in as an assistant does it: the official client meets the 401 challenge on a signed-in
// tool, discovers the authorization server from the /mcp protected resource metadata, registers,
// runs PKCE for the /mcp audience, and calls the tool with the token; a /v1 token is refused.
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import type {
  OAuthClientMetadata,
  OAuthClientProvider,
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from '@modelcontextprotocol/client';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import { Browser } from '../support/browser.ts';

let testApp: ServedTestApp;
let origin: string;

beforeAll(async () => {
  // The token audience is the public URL's /mcp, so the app is served at its public URL.
  testApp = await serveTestApp();
  origin = testApp.origin;
});

afterAll(() => testApp.close());

/** An assistant's OAuth state, kept in memory; the authorization URL is handed to the test's browser. */
class AssistantOAuth implements OAuthClientProvider {
  readonly redirectUrl = 'http://127.0.0.1:9/callback';
  readonly clientMetadata: OAuthClientMetadata = {
    client_name: 'MCP Test Assistant',
    redirect_uris: [this.redirectUrl],
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
  };
  information?: StoredOAuthClientInformation;
  saved?: StoredOAuthTokens;
  verifier?: string;
  authorizationUrl?: URL;
  discovery?: OAuthDiscoveryState;

  clientInformation() {
    return this.information;
  }
  saveClientInformation(information: StoredOAuthClientInformation) {
    this.information = information;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: StoredOAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier!;
  }
  saveDiscoveryState(state: OAuthDiscoveryState) {
    this.discovery = state;
  }
  discoveryState() {
    return this.discovery;
  }
}

test(
  'the client signs in from the 401 challenge and calls get_account with an /mcp token; ' + 'a /v1 token is refused',
  async () => {
    const mcpUrl = new URL(`${origin}/mcp`);
    const assistant = new AssistantOAuth();
    const transport = new StreamableHTTPClientTransport(mcpUrl, { authProvider: assistant });
    const client = new Client(
      { name: 'launch-directory-test', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await client.connect(transport);
    try {
      await expect(client.callTool({ name: 'get_account', arguments: {} })).rejects.toBeInstanceOf(UnauthorizedError);
      const authorizationUrl = assistant.authorizationUrl!;
      expect(authorizationUrl.href.startsWith(`${origin}/oauth/auth?`)).toBe(true);
      expect(authorizationUrl.searchParams.get('resource')).toBe(`${origin}/mcp`);
      expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');

      const browser = new Browser(origin);
      const callback = await browser.authorize(testApp.database.db, authorizationUrl.href, 'ada@example.com');
      expect(callback.href.startsWith(assistant.redirectUrl)).toBe(true);
      await transport.finishAuth(callback.searchParams);

      const account = await client.callTool({ name: 'get_account', arguments: {} });
      expect(account.isError).toBeFalsy();
      expect(account.structuredContent).toMatchObject({ email: 'ada@example.com', access: { method: 'oauth' } });

      // The same client and user, but a token for the REST API: refused at /mcp.
      const restUrl = new URL(authorizationUrl);
      restUrl.searchParams.set('resource', `${origin}/v1`);
      const restCallback = await browser.authorize(testApp.database.db, restUrl.href, 'ada@example.com');
      const token = await fetch(`${origin}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: restCallback.searchParams.get('code')!,
          redirect_uri: assistant.redirectUrl,
          client_id: assistant.information!.client_id,
          code_verifier: assistant.verifier!,
          resource: `${origin}/v1`,
        }),
      });
      expect(token.status).toBe(200);
      const { access_token: restToken } = (await token.json()) as { access_token: string };
      const refused = await fetch(mcpUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          authorization: `Bearer ${restToken}`,
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'get_account', arguments: {} },
        }),
      });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe(
        `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp", error="invalid_token"`,
      );
    } finally {
      await client.close();
    }
  },
);
