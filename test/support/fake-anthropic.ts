// A local server speaking the Anthropic Messages API (POST /v1/messages), reached through the SDK's
// baseURL. It answers with a record_profile tool call built from the pages it was sent: real quotes
// for most fields and, on purpose, one fabricated quote, which the evidence check must reject.
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

export const fabricatedQuote = 'Acme Analytics was named the best analytics tool of 2025 by Forbes.';

export async function startFakeAnthropic(): Promise<FakeAnthropic> {
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
      const prompt = body.messages[0].content;
      const home = /<website_page url="([^"]+)">/.exec(prompt)![1];
      const pricing =
        [...prompt.matchAll(/<website_page url="([^"]+)">/g)]
          .map((match) => match[1])
          .find((url) => url.endsWith('/pricing')) ?? home;
      const input = {
        fields: {
          name: {
            value: 'Acme Analytics',
            evidence: [{ quote: 'Acme Analytics shows you how people use your product', url: home }],
          },
          tagline: {
            value: 'Product analytics without the creepy tracking',
            evidence: [{ quote: 'Product analytics without the creepy tracking', url: home }],
          },
          pricing_model: { value: 'Freemium', evidence: [{ quote: 'Hobby Free 10k events/month', url: pricing }] },
          // The fabricated one: the site never says this.
          usps: { value: ['Best analytics tool of 2025'], evidence: [{ quote: fabricatedQuote, url: home }] },
          // A true quote attributed to the wrong page does not count either.
          stage: { value: 'Public beta', evidence: [{ quote: 'Now in public beta', url: pricing }] },
          country: { value: null, evidence: [] },
        },
        faqs: [
          {
            question: 'Do you use cookies?',
            answer: 'No. Acme Analytics works without cookies, so you need no cookie banner.',
          },
          { question: 'Is there a lifetime deal?', answer: 'Yes, $49 once.' },
        ],
        founders: [
          { name: 'Jane Doe', title: 'Co-founder & CEO' },
          { name: 'John Invented', title: 'CTO' },
        ],
        company_socials: { x: 'https://x.com/acmeanalytics', facebook: 'https://facebook.com/not-on-the-site' },
        seo: {
          title: 'Acme Analytics: privacy-first product analytics',
          meta: 'Funnels, retention and live events without cookies.',
        },
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `msg_${requests.length}`,
          type: 'message',
          role: 'assistant',
          model: body.model,
          content: [{ type: 'tool_use', id: `toolu_${requests.length}`, name: 'record_profile', input }],
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
