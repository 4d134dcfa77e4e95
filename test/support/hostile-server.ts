// A website on 127.0.0.1 that attacks its reader: pages too deep, too wide or too long to parse,
// bodies that never end or arrive a byte a second, a decompression bomb, a redirect loop, and a
// robots.txt asking for a weeks-long Crawl-delay. Each path is one attack.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export interface HostileServer {
  origin: string;
  port: number;
  /** Paths requested, in order. */
  requests: string[];
  close: () => Promise<void>;
}

const html = { 'content-type': 'text/html; charset=utf-8' };

/** The attacks, by path; each answers within the 2 MB a crawl reads unless it is about size. */
export const hostilePages = {
  '/deep': () => `<!doctype html><title>Deep</title>${'<div>'.repeat(400_000)}`,
  '/attributes': () => `<!doctype html><title>Wide</title><div ${'a '.repeat(900_000)}>x</div>`,
  '/text': () => `<!doctype html><title>Long</title><p>${'word '.repeat(380_000)}</p>`,
  '/json-ld': () =>
    `<!doctype html><title>Data</title><p>Hello.</p>` +
    `<script type="application/ld+json">{"@type":"Thing","name":"x"}</script>`.repeat(20_000),
};

export async function startHostileServer(): Promise<HostileServer> {
  const requests: string[] = [];
  // 64 MB of zeros, gzipped to about 64 KB.
  const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://hostile').pathname;
    requests.push(path);
    if (path === '/robots.txt' && req.headers.host?.startsWith('slow-robots.')) {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nCrawl-delay: 2000000\n');
      return;
    }
    const page = hostilePages[path as keyof typeof hostilePages];
    if (page) {
      res.writeHead(200, html).end(page());
      return;
    }
    if (path === '/endless') {
      // A chunked body that never ends: written as fast as the reader takes it.
      res.writeHead(200, html);
      const chunk = Buffer.from(`<p>${'more '.repeat(13_000)}</p>`);
      const write = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', write);
      };
      write();
      return;
    }
    if (path === '/drip') {
      res.writeHead(200, html);
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write('<')), 1000);
      timers.add(timer);
      return;
    }
    if (path === '/bomb') {
      res.writeHead(200, { ...html, 'content-encoding': 'gzip', 'content-length': bomb.length }).end(bomb);
      return;
    }
    if (path === '/loop') {
      res.writeHead(302, { location: '/loop' }).end();
      return;
    }
    res.writeHead(404, html).end('<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () => {
      for (const timer of timers) clearInterval(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
