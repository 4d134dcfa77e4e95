// A local server speaking the Anthropic Messages API (POST /v1/messages), reached through the SDK's
// baseURL. It answers every request with a record_profile tool call whose input the test decides
// (from the request it was sent), so a test can hand the drafter exactly the good and bad values a
// model might return and check what the evidence gate keeps.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The members of a Messages API request that the fake and the tests read. */
export interface MessagesRequest {
  model: string;
  system: string;
  messages: { role: string; content: string }[];
  tool_choice: unknown;
  [member: string]: unknown;
}

export interface FakeAnthropic {
  baseUrl: string;
  requests: Array<{ headers: http.IncomingHttpHeaders; body: MessagesRequest }>;
  close: () => Promise<void>;
}

/** The pages a drafting request carries, by URL, as the model reads them. */
export function pagesInPrompt(request: MessagesRequest): Map<string, string> {
  const prompt = request.messages[0].content;
  return new Map(
    [...prompt.matchAll(/<website_page url="([^"]+)">\n([\s\S]*?)\n<\/website_page>/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );
}

export async function startFakeAnthropic(respond: (request: MessagesRequest) => unknown): Promise<FakeAnthropic> {
  const requests: FakeAnthropic['requests'] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.startsWith('/v1/messages')) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ type: 'error', error: { type: 'not_found_error', message: 'not found' } }));
        return;
      }
      const body = JSON.parse(raw) as MessagesRequest;
      requests.push({ headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `msg_${requests.length}`,
          type: 'message',
          role: 'assistant',
          model: body.model,
          content: [{ type: 'tool_use', id: `toolu_${requests.length}`, name: 'record_profile', input: respond(body) }],
          stop_reason: 'tool_use',
          stop_sequence: null,
          usage: { input_tokens: 1000, output_tokens: 300 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
