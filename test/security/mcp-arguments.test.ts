// Probe finding 11: over MCP a __proto__ argument is refused by name as over REST, and deeply nested
// arguments are a 400-style tool error naming the argument, never an internal message.
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import type { SignedIn } from '../support/auth.ts';

let testApp: TestApp;
let server: Server;
let mcpUrl: string;
let user: SignedIn;
beforeAll(async () => {
  testApp = await startTestApp();
  server = createServer(testApp.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  mcpUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
  user = await signedIn(testApp.database.db);
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await testApp.close();
});

/** A raw tools/call with `argumentsJson` sent as written (JSON.stringify would drop a __proto__ key). */
async function call(name: string, argumentsJson: string): Promise<{ isError?: boolean; content: { text: string }[] }> {
  const response = await fetch(mcpUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      authorization: user.authorization,
    },
    body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"${name}","arguments":${argumentsJson}}}`,
  });
  const text = await response.text();
  const json = text.startsWith('{') ? text : /^data: (.*)$/m.exec(text)![1];
  const parsed = JSON.parse(json) as { result?: { isError?: boolean; content: { text: string }[] } };
  if (!parsed.result) throw new Error(`not a tool result: ${json.slice(0, 500)}`);
  return parsed.result;
}

test('a __proto__ argument is refused by name', async () => {
  const result = await call('search_listings', '{"q":"notes","__proto__":{"x":1}}');
  expect(result.isError).toBe(true);
  expect(result.content.map((part) => part.text).join('\n')).toContain('__proto__');
});

test('10,000-deep arguments are refused naming the argument, without an internal message', async () => {
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  const result = await call('submit_listing', `{"url":${deep}}`);
  expect(result.isError).toBe(true);
  const text = result.content.map((part) => part.text).join('\n');
  expect(text).toMatch(/url.*nested more than 64 levels deep/);
  expect(text).not.toMatch(/call stack/i);
});
