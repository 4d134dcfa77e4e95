// A local HTTP server speaking the Stripe endpoints the service calls (create, retrieve and expire a
// Checkout Session), reached through the SDK's host/port/protocol settings. It keeps what it was
// sent and answers a repeated Idempotency-Key with the first session, as Stripe does. A test marks a
// session paid by setting its status to 'complete'.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: 'payment';
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  expires_at: number;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: 'usd';
}

export interface FakeStripe {
  host: string;
  port: number;
  sessions: FakeSession[];
  /** Form fields of each create request, as sent. */
  requests: URLSearchParams[];
  /** Ids of the sessions expired through the API, in order. */
  expired: string[];
  close: () => Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions: FakeSession[] = [];
  const requests: URLSearchParams[] = [];
  const expired: string[] = [];
  const byKey = new Map<string, FakeSession>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const reply = (status: number, body: unknown) =>
        res
          .writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' })
          .end(JSON.stringify(body));
      if (!/^Bearer sk_test_/.test(req.headers.authorization ?? '')) {
        return reply(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const one = /^\/v1\/checkout\/sessions\/(cs_[\w]+)(\/expire)?$/.exec(req.url ?? '');
      const found = one ? sessions.find((session) => session.id === one[1]) : undefined;
      if (one && !found) {
        return reply(404, { error: { type: 'invalid_request_error', message: `No such checkout.session: ${one[1]}` } });
      }
      if (found && req.method === 'GET' && !one![2]) return reply(200, found);
      if (found && req.method === 'POST' && one![2]) {
        if (found.status !== 'open') {
          return reply(400, {
            error: {
              type: 'invalid_request_error',
              message: `Only Checkout Sessions with a status of open can be expired.`,
            },
          });
        }
        found.status = 'expired';
        expired.push(found.id);
        return reply(200, found);
      }
      if (req.method !== 'POST' || req.url !== '/v1/checkout/sessions') {
        return reply(404, {
          error: { type: 'invalid_request_error', message: `No fake for ${req.method} ${req.url}` },
        });
      }
      const key = req.headers['idempotency-key'] as string | undefined;
      const known = key ? byKey.get(key) : undefined;
      if (known) return reply(200, known);
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      requests.push(form);
      let total = 0;
      for (let i = 0; form.has(`line_items[${i}][quantity]`); i++) {
        total +=
          Number(form.get(`line_items[${i}][quantity]`)) *
          Number(form.get(`line_items[${i}][price_data][unit_amount]`));
      }
      const id = `cs_test_${sessions.length + 1}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.example/c/pay/${id}`,
        mode: 'payment',
        payment_status: 'unpaid',
        status: 'open',
        expires_at: Number(form.get('expires_at')),
        client_reference_id: form.get('client_reference_id'),
        metadata: { order_number: form.get('metadata[order_number]') ?? '' },
        amount_total: total,
        currency: 'usd',
      };
      sessions.push(session);
      if (key) byKey.set(key, session);
      reply(200, session);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    sessions,
    requests,
    expired,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
