// How a public page runs: it reads through the handlers of public operations (its address's
// parameters checked against the contract first, as the API checks them), knows who is looking
// (signed in or not) and what they voted for and follow on the page, and answers 404 and 400 as pages.
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database, SearchDatabase } from '../db/database.ts';
import { loadSession } from '../auth/sessions.ts';
import type { Handler, HandlerInput, OperationId } from '../http/handler.ts';
import { ProblemError } from '../http/problem.ts';
import { requestIdText } from '../http/request-id.ts';
import { viewerMarks } from '../../db/queries/engagement.ts';
import { escapeHtml } from './layout.ts';
import { operationInput } from './operation-input.ts';
import { currentPath, sendPublicPage } from './public-layout.ts';
import type { ButtonContext, PublicPage, Viewer } from './public-layout.ts';

export interface PageDependencies {
  db: Database;
  searchDb: SearchDatabase;
  config: Config;
  log: Logger;
}

export type OperationCaller = <O extends OperationId>(
  operationId: O,
  handler: Handler<O>,
  input?: { path?: Record<string, unknown>; query?: Record<string, unknown> },
) => Promise<Awaited<ReturnType<Handler<O>>>['body']>;

export interface PageContext {
  req: Request<Record<string, string>>;
  /** Runs a public operation's handler as an anonymous caller; its inputs are checked first. */
  call: OperationCaller;
  viewer: Viewer | null;
  publicUrl: string;
  /** What the buttons of these listings need: the viewer's votes, follows and own listings among them. */
  buttons: (listings: { id: number }[]) => Promise<ButtonContext>;
}

export type PageOutcome = PublicPage | { redirect: string; status?: 301 | 302 | 303 };

/** The signed-in visitor of a page, or null. */
export async function findViewer(deps: PageDependencies, req: Request): Promise<Viewer | null> {
  const session = await loadSession(deps.db, deps.config, req);
  return session?.accountId && session.email
    ? { accountId: session.accountId, email: session.email, csrfToken: session.csrfToken }
    : null;
}

/** Runs public operations for a request, anonymously, with their inputs checked against the contract. */
export function caller(deps: PageDependencies, req: Request): OperationCaller {
  return async (operationId, handler, input = {}) => {
    const checked = operationInput(operationId, input);
    const reply = await handler(
      { path: checked.path, query: checked.query, body: undefined, headers: {} } as HandlerInput<typeof operationId>,
      {
        operationId,
        db: deps.db,
        searchDb: deps.searchDb,
        config: deps.config,
        log: req.log ?? deps.log,
        requestId: requestIdText(req.id),
        principal: null,
      },
    );
    return reply.body;
  };
}

export function sendNotFoundPage(req: Request, res: Response, viewer: Viewer | null, what: string): void {
  sendPublicPage(req, res, viewer, {
    status: 404,
    title: 'Not found',
    body:
      `<p>${escapeHtml(what)} is not on Launch Directory, or not public yet.</p>` +
      `<p><a href="/">Go to the home page</a> or <a href="/search">search the directory</a>.</p>`,
    meta: { robots: 'noindex' },
  });
}

/** A page whose operation answers 404 gets the 404 page, a 400 a page naming what is wrong. */
export function publicPage(
  deps: PageDependencies,
  notFoundLabel: (req: Request<Record<string, string>>) => string,
  render: (context: PageContext) => Promise<PageOutcome>,
) {
  return async (req: Request<Record<string, string>>, res: Response, next: NextFunction) => {
    const viewer = await findViewer(deps, req);
    const context: PageContext = {
      req,
      call: caller(deps, req),
      viewer,
      publicUrl: deps.config.publicUrl,
      buttons: async (listings) => ({
        viewer,
        marks: viewer
          ? await viewerMarks(
              deps.db,
              viewer.accountId,
              listings.map((listing) => listing.id),
            )
          : { voted: new Set(), followed: new Set(), owned: new Set() },
        returnTo: currentPath(req),
        publicUrl: deps.config.publicUrl,
      }),
    };
    try {
      const outcome = await render(context);
      if ('redirect' in outcome) return res.redirect(outcome.status ?? 302, outcome.redirect);
      sendPublicPage(req, res, viewer, outcome);
    } catch (error) {
      if (!(error instanceof ProblemError)) return next(error);
      // A malformed name in the path (a slug with capitals, a date that is not one) names nothing here.
      const fields = error.errors ?? [];
      const pathOnly = error.status === 400 && fields.length > 0 && fields.every((f) => f.pointer.startsWith('/path/'));
      if (error.status === 404 || pathOnly) return sendNotFoundPage(req, res, viewer, notFoundLabel(req));
      if (error.status !== 400) return next(error);
      const reasons = (error.errors ?? []).map(
        (field) => `<li><code>${escapeHtml(field.pointer.split('/').pop())}</code> ${escapeHtml(field.detail)}</li>`,
      );
      sendPublicPage(req, res, viewer, {
        status: 400,
        title: 'This address is not quite right',
        body:
          `<p>${reasons.length ? 'Some of its parameters cannot be used:' : escapeHtml(error.message)}</p>` +
          (reasons.length ? `<ul>${reasons.join('')}</ul>` : '') +
          `<p><a href="${escapeHtml(req.path)}">Open the page without them</a> or <a href="/">go home</a>.</p>`,
        meta: { robots: 'noindex' },
      });
    }
  };
}
