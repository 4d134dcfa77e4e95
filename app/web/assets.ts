// The site's static files (one stylesheet, one small script), read once at start. Pages link them
// with a content hash in the URL, so browsers may keep them for a year and a change reaches them at once.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { Router } from 'express';
import { projectRoot } from '../config.ts';
import { ifNoneMatch } from '../http/rest.ts';

interface Asset {
  body: string;
  type: string;
  version: string;
}

const assets: Record<string, Asset> = Object.fromEntries(
  (
    [
      ['site.css', 'text/css'],
      ['site.js', 'text/javascript'],
      ['favicon.svg', 'image/svg+xml'],
    ] as const
  ).map(([name, type]) => {
    const body = readFileSync(path.join(projectRoot, 'app', 'web', 'assets', name), 'utf8');
    return [name, { body, type, version: createHash('sha256').update(body).digest('base64url').slice(0, 12) }];
  }),
);

/** The URL of an asset, versioned by its content. */
export function assetUrl(name: 'site.css' | 'site.js' | 'favicon.svg'): string {
  return `/assets/${name}?v=${assets[name].version}`;
}

export function assetRoutes(): Router {
  const router = express.Router();
  // Browsers ask for /favicon.ico whatever the page says.
  router.get('/favicon.ico', (_req, res) => res.redirect(301, assetUrl('favicon.svg')));
  router.get('/assets/:name', (req, res, next) => {
    const asset = Object.hasOwn(assets, req.params.name) ? assets[req.params.name] : undefined;
    if (!asset) return next();
    const etag = `"${asset.version}"`;
    res.set({
      ETag: etag,
      // A versioned URL never changes; an unversioned one is revalidated after a few minutes.
      'Cache-Control': req.query.v === asset.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    });
    if (ifNoneMatch(req.headers['if-none-match'], etag)) return void res.status(304).end();
    res.type(asset.type).send(asset.body);
  });
  return router;
}
