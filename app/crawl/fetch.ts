// One guarded HTTP GET. Every connection goes through agents whose DNS lookup refuses non-public
// addresses and which re-check the address each socket actually connected to; IP-literal URLs are
// checked before connecting, on the first request and on every redirect.
import dns from 'node:dns';
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import type { ClientRequestArgs } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import got from 'got';
import type { Response } from 'got';
import type { CrawlerConfig } from '../config.ts';
import { forbiddenAddressReason, ipLiteral } from './address-guard.ts';

/** A crawl that cannot go on, with a reason a person understands. */
export class CrawlFailure extends Error {
  readonly kind:
    | 'unreachable'
    | 'forbidden_address'
    | 'robots'
    | 'not_html'
    | 'too_large'
    | 'too_complex'
    | 'http_status'
    | 'rate_limited';
  constructor(kind: CrawlFailure['kind'], message: string) {
    super(message);
    this.kind = kind;
  }
}

export interface FetchedResponse {
  url: string;
  status: number;
  contentType: string;
  body: string;
}

const forbiddenCode = 'ERR_CRAWL_FORBIDDEN_ADDRESS';

function forbiddenError(host: string, address: string, reason: string): Error {
  return Object.assign(new Error(`${host} resolves to ${address}, which ${reason}`), { code: forbiddenCode });
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

function guardedLookup(config: CrawlerConfig) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    const answer = (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => {
      if (error) return callback(error, []);
      for (const { address } of addresses) {
        const reason = forbiddenAddressReason(address, config);
        // One non-public answer refuses the name: mixing answers is how DNS rebinding gets in.
        if (reason) return callback(forbiddenError(hostname, address, reason), []);
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    };
    const fixed = config.resolve[hostname.toLowerCase()];
    if (fixed) return answer(null, [{ address: fixed, family: isIP(fixed) }]);
    dns.lookup(hostname, { ...options, all: true }, answer);
  };
}

/** Destroys a socket whose peer is not a public address, before any request byte is written. */
function checkConnectedAddress(socket: Duplex | null | undefined, config: CrawlerConfig): void {
  if (!socket) return;
  (socket as Socket).once('connect', () => {
    const address = (socket as Socket).remoteAddress ?? '';
    const reason = forbiddenAddressReason(address, config);
    if (reason) socket.destroy(forbiddenError(address, address, reason));
  });
}

function guardedAgents(config: CrawlerConfig) {
  const lookup = guardedLookup(config) as unknown as ClientRequestArgs['lookup'];
  class GuardedHttpAgent extends http.Agent {
    override createConnection(options: ClientRequestArgs, callback?: (error: Error | null, stream: Duplex) => void) {
      const socket = super.createConnection(options, callback);
      checkConnectedAddress(socket, config);
      return socket;
    }
  }
  class GuardedHttpsAgent extends https.Agent {
    override createConnection(options: ClientRequestArgs, callback?: (error: Error | null, stream: Duplex) => void) {
      const socket = super.createConnection(options, callback);
      checkConnectedAddress(socket, config);
      return socket;
    }
  }
  return {
    http: new GuardedHttpAgent({ lookup, keepAlive: false }),
    https: new GuardedHttpsAgent({ lookup, keepAlive: false }),
  };
}

/** Refuses a URL before connecting: only http(s), and no IP literal outside the public ranges. */
export function checkUrlTarget(url: URL, config: CrawlerConfig): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CrawlFailure('forbidden_address', `${url.href} is not an http or https address.`);
  }
  const literal = ipLiteral(url);
  const reason = literal ? forbiddenAddressReason(literal, config) : undefined;
  if (reason)
    throw new CrawlFailure(
      'forbidden_address',
      `${url.host} is not a public internet address (${literal} ${reason}), so it was not read.`,
    );
}

function causeChain(error: unknown): Array<Error & { code?: string }> {
  const chain: Array<Error & { code?: string }> = [];
  for (let current = error; current instanceof Error && chain.length < 5; current = current.cause) chain.push(current);
  return chain;
}

/** got's errors -> a CrawlFailure that says what went wrong in words. */
export function describeFetchError(error: unknown, url: string, config: CrawlerConfig): CrawlFailure {
  const chain = causeChain(error);
  const own = chain.find((e) => e instanceof CrawlFailure);
  if (own) return own;
  const host = new URL(url).host;
  const forbidden = chain.find((e) => e.code === forbiddenCode || e.message.includes(forbiddenCode));
  if (forbidden)
    return new CrawlFailure(
      'forbidden_address',
      `${host} is not reachable at a public internet address (${forbidden.message}), so it was not read.`,
    );
  const codes = chain.map((e) => e.code);
  if (codes.includes('ERR_TOO_MANY_REDIRECTS'))
    return new CrawlFailure('unreachable', `${url} redirects more than ${config.maxRedirects} times.`);
  if (codes.includes('ETIMEDOUT'))
    return new CrawlFailure('unreachable', `${host} did not answer within ${config.timeoutMs / 1000} seconds.`);
  if (codes.includes('ENOTFOUND') || codes.includes('EAI_AGAIN'))
    return new CrawlFailure('unreachable', `The name ${new URL(url).hostname} does not exist in DNS.`);
  if (codes.includes('ECONNREFUSED')) return new CrawlFailure('unreachable', `${host} refused the connection.`);
  return new CrawlFailure('unreachable', `${host} could not be read (${chain.at(-1)?.message ?? 'network error'}).`);
}

export interface Fetcher {
  get(url: string, options?: { accept?: string; acceptAnyType?: boolean }): Promise<FetchedResponse>;
}

export function createFetcher(config: CrawlerConfig, userAgent: string): Fetcher {
  const client = got.extend({
    agent: guardedAgents(config),
    timeout: { request: config.timeoutMs },
    retry: { limit: 0 },
    followRedirect: true,
    maxRedirects: config.maxRedirects,
    throwHttpErrors: false,
    headers: { 'user-agent': userAgent },
    hooks: {
      beforeRequest: [(options) => checkUrlTarget(new URL(String(options.url)), config)],
      beforeRedirect: [(options) => checkUrlTarget(new URL(String(options.url)), config)],
    },
  });

  return {
    async get(url, options = {}) {
      try {
        const stream = client.stream(url, {
          headers: { accept: options.accept ?? 'text/html,application/xhtml+xml;q=0.9' },
        });
        const response = await new Promise<Response>((resolve, reject) => {
          stream.once('response', resolve);
          stream.once('error', reject);
        });
        const contentType = String(response.headers['content-type'] ?? '');
        const finalUrl = response.url;
        if (
          !options.acceptAnyType &&
          response.statusCode < 300 &&
          !/^(text\/html|application\/xhtml\+xml)\b/i.test(contentType)
        ) {
          stream.destroy();
          throw new CrawlFailure(
            'not_html',
            `${finalUrl} is not an HTML page (it is ${contentType.split(';')[0] || 'of an unknown type'}).`,
          );
        }
        if (Number(response.headers['content-length'] ?? 0) > config.maxBytes) {
          stream.destroy();
          throw new CrawlFailure('too_large', `${finalUrl} is larger than ${Math.round(config.maxBytes / 1024)} KB.`);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > config.maxBytes) {
            stream.destroy();
            throw new CrawlFailure('too_large', `${finalUrl} is larger than ${Math.round(config.maxBytes / 1024)} KB.`);
          }
          chunks.push(chunk);
        }
        const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
        let decoder: TextDecoder;
        try {
          decoder = new TextDecoder(charset);
        } catch {
          decoder = new TextDecoder('utf-8');
        }
        return { url: finalUrl, status: response.statusCode, contentType, body: decoder.decode(Buffer.concat(chunks)) };
      } catch (error) {
        throw describeFetchError(error, url, config);
      }
    },
  };
}
