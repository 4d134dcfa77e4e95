// The public site: home, launch weeks, leaderboards, awards, categories, search, founders, blog,
// listings and comparisons, the API reference, and a page (not JSON) for an address that names
// nothing. Each page reads through the handlers of the public operations (app/web/page-context.ts),
// so the pages and the API cannot disagree.
import express from 'express';
import type { NextFunction, Request, Response, Router } from 'express';
import { docsPage } from './docs-page.ts';
import { mountDirectoryPages } from './directory-pages.ts';
import { mountHomePage } from './home-page.ts';
import { mountListingPages } from './listing-pages.ts';
import { findViewer, publicPage, sendNotFoundPage } from './page-context.ts';
import type { PageDependencies } from './page-context.ts';
import { mountRankingPages } from './ranking-pages.ts';

export function publicPages(deps: PageDependencies): Router {
  const router = express.Router();
  mountHomePage(router, deps);
  mountRankingPages(router, deps);
  mountListingPages(router, deps);
  mountDirectoryPages(router, deps);

  const docs = docsPage(deps.config);
  router.get(
    '/docs',
    publicPage(
      deps,
      () => 'This page',
      async ({ publicUrl }) => ({
        ...docs,
        maxAgeSeconds: 300,
        meta: {
          description: 'The Launch Directory REST API and MCP server: every operation, its parameters and answers.',
          canonicalUrl: `${publicUrl}/docs`,
        },
      }),
    ),
  );
  return router;
}

/**
 * An address outside the API that names nothing: a 404 page for a browser, the API's problem JSON
 * for everything else (the next handler).
 */
export function notFoundPage(deps: PageDependencies) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const api = /^\/(v1|mcp)(\/|$)/.test(req.path);
    if (api || (req.method !== 'GET' && req.method !== 'HEAD') || req.accepts(['json', 'html']) !== 'html')
      return next();
    sendNotFoundPage(req, res, await findViewer(deps, req), 'This page');
  };
}
