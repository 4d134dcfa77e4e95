import type { Request, Response } from 'express';
import type { ProblemError } from './problem.ts';
import { requestIdText } from './request-id.ts';

/** Writes a problem as application/problem+json, with the request path as `instance`. */
export function sendProblem(req: Request, res: Response, problem: ProblemError): void {
  const requestId = req.id === undefined ? undefined : requestIdText(req.id);
  res
    .status(problem.status)
    .set(problem.headers)
    .type('application/problem+json')
    .send(JSON.stringify(problem.body(req.originalUrl.split('?')[0], requestId)));
}
