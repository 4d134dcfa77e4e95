// Client ID metadata documents: a client whose client_id is an https URL serving its metadata.
// The fetch goes through the SSRF guard, which refuses loopback; the explicit development setting
// lets a local document through.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:https';
import type { Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as oauth from 'oauth4webapi';
import request from 'supertest';
import { createOAuthServer } from '../../app/auth/oauth.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';

let testApp: TestApp;
let documentServer: Server;
let clientId: string;
let certificateDir: string;

beforeAll(async () => {
  testApp = await startTestApp({ oauthClientMetadataAllowLoopback: true });
  certificateDir = await mkdtemp(path.join(os.tmpdir(), 'cimd-'));
  const [key, cert] = [path.join(certificateDir, 'key.pem'), path.join(certificateDir, 'cert.pem')];
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  documentServer = createServer({ key: await readFile(key), cert: await readFile(cert) }, (_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        client_id: clientId,
        client_name: 'Metadata Client',
        redirect_uris: ['http://127.0.0.1:9/cb'],
        token_endpoint_auth_method: 'none',
      }),
    );
  });
  await new Promise<void>((resolve) => documentServer.listen(0, '127.0.0.1', resolve));
  clientId = `https://127.0.0.1:${(documentServer.address() as AddressInfo).port}/client.json`;
});
afterAll(async () => {
  documentServer.closeAllConnections();
  await new Promise((resolve) => documentServer.close(resolve));
  await rm(certificateDir, { recursive: true, force: true });
  await testApp.close();
});

async function authorize(app: Parameters<typeof request>[0]) {
  const params = new URLSearchParams({
    client_id: clientId,
    redirect_uri: 'http://127.0.0.1:9/cb',
    response_type: 'code',
    scope: 'account:read',
    resource: 'http://localhost:3000/mcp',
    code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
    code_challenge_method: 'S256',
  });
  return request(app).get(`/oauth/auth?${params}`);
}

test('the metadata document is used when the development setting allows loopback', async () => {
  const res = await authorize(testApp.app);
  expect(res.status).toBe(303);
  expect(res.headers.location).toMatch(/^\/oauth\/interaction\//);
});

test('by default the SSRF guard refuses a document on a loopback address', async () => {
  const { provider } = await createOAuthServer({
    db: testApp.database.db,
    config: { ...testApp.config, oauthClientMetadataAllowLoopback: false },
  });
  const res = await authorize(provider.callback());
  expect(res.status).toBe(400);
  expect(res.text).toContain('invalid_client');
});

test('the authorization server says it supports metadata documents', async () => {
  const res = await request(testApp.app).get('/.well-known/oauth-authorization-server').expect(200);
  expect(res.body.client_id_metadata_document_supported).toBe(true);
});
