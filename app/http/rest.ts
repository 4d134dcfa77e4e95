// The REST door: Express requests into the kernel and kernel responses back out as HTTP, with
// HTTP's own caching (ETag, If-None-Match, Cache-Control) on public reads.
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Kernel, KernelRequest, KernelResponse } from './kernel.ts';
import { requestIdText } from './request-id.ts';

export function toKernelRequest(req: Request): KernelRequest {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers))
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  return {
    door: 'rest',
    method: req.method,
    path: req.path,
    query: req.query,
    headers,
    body: req.body,
    instance: req.originalUrl.split('?')[0],
    requestId: requestIdText(req.id),
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    log: req.log,
  };
}

/** A strong entity tag for a response body. */
export function entityTag(payload: string): string {
  return `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
}

/** RFC 9110 If-None-Match: `*` or any listed tag, compared weakly. */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export function sendKernelResponse(req: Request, res: Response, response: KernelResponse): void {
  res.status(response.status).set(response.headers);
  if (response.body === undefined) return void res.end();
  const payload = JSON.stringify(response.body);
  const route = response.route;
  if (route?.public && route.method === 'get' && response.status === 200) {
    // Public reads are the same for every caller: cacheable, and revalidated with If-None-Match.
    const etag = entityTag(payload);
    res.set({ ETag: etag, 'Cache-Control': 'public, max-age=60' });
    if (ifNoneMatch(req.headers['if-none-match'], etag)) return void res.status(304).end();
  } else if (route && !route.public) {
    res.set('Cache-Control', 'no-store');
  }
  res.type(response.contentType ?? 'application/json').send(payload);
}

export function restHandler(kernel: Kernel): RequestHandler {
  return async (req, res, next) => {
    try {
      sendKernelResponse(req, res, await kernel.handle(toKernelRequest(req)));
    } catch (error) {
      next(error);
    }
  };
}
