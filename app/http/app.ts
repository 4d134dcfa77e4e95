// The Express application: request ids, structured request logs, the JSON body limit, the served
// contract, the /v1 kernel and problem+json for everything that goes wrong outside it.
import { randomUUID } from 'node:crypto';
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import YAML from 'yaml';
import type { Config } from '../config.ts';
import type { Database, SearchDatabase } from '../db/database.ts';
import type { OpenApiDocument } from '../spec.ts';
import { specDocument } from '../spec.ts';
import { mountIdentity } from '../auth/index.ts';
import { botPage } from '../web/bot-page.ts';
import { checkoutPages } from '../web/checkout-pages.ts';
import { claimPages } from '../web/claim-pages.ts';
import { dashboardPages } from '../web/dashboard-pages.ts';
import { invitePages } from '../web/invite-pages.ts';
import { siteTeamPages } from '../web/site-team-pages.ts';
import { unsubscribePages } from '../web/unsubscribe-pages.ts';
import { assetRoutes } from '../web/assets.ts';
import { engagementRoutes } from '../web/engagement-routes.ts';
import { notFoundPage, publicPages } from '../web/public-pages.ts';
import { seoRoutes } from '../web/seo-routes.ts';
import { siteTeamReviews } from '../web/site-team-reviews.ts';
import { createKernel } from './kernel.ts';
import { restHandler } from './rest.ts';
import { badgeRoutes } from '../badges/routes.ts';
import { imageRoutes } from '../images/routes.ts';
import { mcpDoor } from '../mcp/mcp-door.ts';
import { invalidField, ProblemError, toProblem } from './problem.ts';
import { sendProblem } from './send-problem.ts';
import { redactUrl } from './redact-url.ts';
import { countRequest, rateLimited } from './rate-limit.ts';
import { refuseMalformedUrls, refuseNulInBody } from './nul-guard.ts';

export interface AppDependencies {
  db: Database;
  searchDb: SearchDatabase;
  config: Config;
  log: Logger;
}

const requestIdPattern = /^[\w.:-]{1,128}$/;

/** The contract as served: the server URL's default and the contact point at this deployment. */
export function servedDocument(config: Config): OpenApiDocument {
  const document = structuredClone(specDocument());
  if (document.info.contact?.url) document.info.contact.url = `${config.publicUrl}/`;
  for (const server of document.servers ?? []) {
    if (server.variables?.base_url) server.variables.base_url.default = `${config.publicUrl}/v1`;
  }
  return document;
}

/** Plain-scalar forms that YAML 1.1 or 1.2 parsers read as something else than a string. */
const nonStringForms = (['1.1', '1.2'] as const).flatMap((version) =>
  new YAML.Document(null, { version }).schema.tags.flatMap((tag) => ('test' in tag && tag.test ? [tag.test] : [])),
);

/**
 * A document as YAML that reads back as the same JSON in every YAML parser. The yaml library
 * writes YAML 1.2, where `2026-11-16`, `yes` or `1:20` are plain strings; YAML 1.1 parsers, which
 * many tools still use (js-yaml, PyYAML), read them as a date, a boolean and a number. Every
 * string that either version could read as another type is double-quoted.
 */
export function portableYaml(value: unknown): string {
  const document = new YAML.Document(value);
  YAML.visit(document, {
    Scalar(_key, node) {
      const text = node.value;
      if (typeof text === 'string' && nonStringForms.some((form) => form.test(text)))
        node.type = YAML.Scalar.QUOTE_DOUBLE;
    },
  });
  return document.toString();
}

export async function buildApp(deps: AppDependencies): Promise<express.Express> {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // ETags are set by the REST adapter on public reads only; private responses are never cached.
  app.set('etag', false);
  // With proxies in front, req.ip is the client's address from X-Forwarded-For, not the proxy's.
  app.set('trust proxy', deps.config.trustProxyHops);

  app.use(
    pinoHttp({
      logger: deps.log,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
      // URLs without their secrets; the parsed query and route parameters would repeat them, so they are left out.
      serializers: {
        req: (req: { url: string }) => ({ ...req, url: redactUrl(req.url), query: undefined, params: undefined }),
        res: (res: { headers?: Record<string, unknown> }) => {
          const location = res.headers?.location;
          return typeof location === 'string'
            ? { ...res, headers: { ...res.headers, location: redactUrl(location) } }
            : res;
        },
      },
    }),
  );

  // Every response: no MIME sniffing; over https, HTTPS only from then on (probe finding 9).
  const hsts = deps.config.publicUrl.startsWith('https:');
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (hsts) res.setHeader('Strict-Transport-Security', 'max-age=31536000');
    next();
  });
  app.use(refuseMalformedUrls);
  // Pages, sign-in, badges and OAuth/OIDC per IP address (probe finding 8); /v1 and /mcp count in the kernel.
  app.use((req, res, next) => {
    if (/^\/(v1|mcp)(\/|$)/.test(req.path)) return next();
    countRequest(deps.db, 'page', `page-ip:${req.ip}`, deps.config.pageRateLimit).then((outcome) => {
      if (outcome.allowed) return next();
      sendProblem(req, res, rateLimited(outcome));
    }, next);
  });

  // Before the JSON parser: the OAuth server reads its own request bodies.
  const authenticate = await mountIdentity(app, deps);
  app.use(invitePages(deps));
  app.use(checkoutPages(deps));
  app.use(claimPages(deps));
  app.use(unsubscribePages(deps));
  app.use(siteTeamPages(deps));
  app.use(siteTeamReviews(deps));
  app.use(engagementRoutes(deps));
  app.use(botPage(deps.config));
  const kernel = await createKernel({ document: specDocument(), ...deps, authenticate });
  app.use(dashboardPages({ ...deps, kernel }));
  // The MCP door reads its own body (the SDK answers malformed JSON-RPC itself), so it comes first.
  app.use('/mcp', mcpDoor(kernel, deps.config, deps.log));

  app.use(express.json({ limit: deps.config.bodyLimitBytes, type: ['application/json', 'application/*+json'] }));
  app.use(refuseNulInBody);

  const document = servedDocument(deps.config);
  const documentJson = JSON.stringify(document);
  const documentYaml = portableYaml(document);
  app.get('/v1/openapi.json', (_req, res) => {
    res.type('application/json').set('Cache-Control', 'public, max-age=300').send(documentJson);
  });
  app.get('/v1/openapi.yaml', (_req, res) => {
    res.type('application/yaml').set('Cache-Control', 'public, max-age=300').send(documentYaml);
  });

  app.use('/v1', restHandler(kernel));
  app.use(badgeRoutes(deps.db));
  app.use(imageRoutes(deps.db));
  app.use(assetRoutes());
  app.use(seoRoutes(deps));
  app.use(publicPages(deps));
  app.use(notFoundPage(deps));

  app.use((req, res) =>
    sendProblem(
      req,
      res,
      new ProblemError(404, 'not_found', `Nothing at ${req.method} ${req.path}. The API lives under /v1.`),
    ),
  );

  app.use((error: Error & { type?: string; status?: number }, req: Request, res: Response, _next: NextFunction) => {
    if (error.type === 'entity.too.large') {
      return sendProblem(
        req,
        res,
        new ProblemError(413, 'body_too_large', `The request body is larger than ${deps.config.bodyLimitBytes} bytes.`),
      );
    }
    if (error.type === 'entity.parse.failed') {
      return sendProblem(req, res, invalidField('/body', `is not valid JSON: ${error.message}`));
    }
    if (error.status && error.status >= 400 && error.status < 500) {
      return sendProblem(req, res, new ProblemError(error.status, 'bad_request', error.message));
    }
    req.log.error({ err: error }, 'unhandled error');
    sendProblem(req, res, toProblem(error));
  });
  return app;
}
