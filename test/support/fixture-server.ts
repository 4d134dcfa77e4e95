// A real website on 127.0.0.1 for crawler and drafting tests: it serves the pages of one fixture
// site and logs every request, so tests can prove what the crawler did and did not fetch.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FixtureSite } from './fixture-sites/sites.ts';

export interface FixtureServer {
  origin: string;
  port: number;
  /** Paths requested, in order, with the user agent that asked. */
  requests: Array<{ path: string; userAgent: string }>;
  close: () => Promise<void>;
}

export async function startFixtureServer(site: FixtureSite): Promise<FixtureServer> {
  const requests: FixtureServer['requests'] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fixture').pathname;
    requests.push({ path, userAgent: String(req.headers['user-agent'] ?? '') });
    const route = site.routes[path];
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    const answer = typeof route === 'function' ? route(origin) : route;
    if ('redirect' in answer) {
      res.writeHead(302, { location: answer.redirect }).end();
      return;
    }
    res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'text/html; charset=utf-8' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
