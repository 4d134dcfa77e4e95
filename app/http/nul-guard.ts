// PostgreSQL text cannot hold NUL, and a path that is not valid percent-encoding names nothing:
// both are the client's error, answered before any handler or query sees them (probe finding 4).
import type { NextFunction, Request, Response } from 'express';
import { invalidField, ProblemError } from './problem.ts';
import { sendProblem } from './send-problem.ts';

const nul = '\u0000';

/** The RFC 6901 pointer of the first string (or member name) in `value` holding a NUL, if any. Iterative. */
export function nulPointer(value: unknown, base: string): string | undefined {
  const pending: Array<[unknown, string]> = [[value, base]];
  while (pending.length) {
    const [current, pointer] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes(nul)) return pointer;
    } else if (current && typeof current === 'object') {
      for (const [key, member] of Object.entries(current as Record<string, unknown>)) {
        const child = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        if (key.includes(nul)) return child;
        pending.push([member, child]);
      }
    }
  }
  return undefined;
}

/** Before the routes: bad percent-encoding or NUL in the path is 404 (400 under /v1); NUL in the query is 400. */
export function refuseMalformedUrls(req: Request, res: Response, next: NextFunction): void {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    path = nul;
  }
  if (path.includes(nul)) {
    return sendProblem(
      req,
      res,
      req.path.startsWith('/v1/')
        ? invalidField('/path', 'is not valid percent-encoded UTF-8 without NUL characters')
        : new ProblemError(404, 'not_found', `Nothing at ${req.method} ${req.path}.`),
    );
  }
  const queryAt = req.originalUrl.indexOf('?');
  if (queryAt >= 0) {
    for (const pair of req.originalUrl.slice(queryAt + 1).split('&')) {
      let name: string;
      let value: string;
      try {
        const equals = pair.indexOf('=');
        name = decodeURIComponent((equals < 0 ? pair : pair.slice(0, equals)).replace(/\+/g, ' '));
        value = equals < 0 ? '' : decodeURIComponent(pair.slice(equals + 1).replace(/\+/g, ' '));
      } catch {
        return sendProblem(req, res, invalidField('/query', 'is not valid percent-encoded UTF-8'));
      }
      if (name.includes(nul) || value.includes(nul)) {
        return sendProblem(req, res, invalidField(`/query/${name}`, 'must not contain NUL characters'));
      }
    }
  }
  next();
}

/** After the JSON parser: a NUL anywhere in the body is 400 naming the member. */
export function refuseNulInBody(req: Request, res: Response, next: NextFunction): void {
  const pointer = nulPointer(req.body, '/body');
  if (pointer) return sendProblem(req, res, invalidField(pointer, 'must not contain NUL characters'));
  next();
}
