// GET /badges/{slug}/{kind}.svg?shape=&mode=&size=: the badge images get_badges links to, served
// outside /v1 at a stable address because they are pasted into other people's websites.
import { Router } from 'express';
import type { Request, Response } from 'express';
import { now } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { entityTag, ifNoneMatch } from '../http/rest.ts';
import { invalidRequest, notFound } from '../http/problem.ts';
import type { FieldError } from '../http/problem.ts';
import { sendProblem } from '../http/send-problem.ts';
import { findBadgeSource } from '../../db/queries/badges.ts';
import { badgeArt, earnedBadges } from './earned.ts';
import { badgeModes, badgeShapes, badgeSizes, renderBadge } from './svg.ts';
import type { BadgeStyle } from './svg.ts';

const slugPattern = /^[a-z0-9][a-z0-9-]{0,219}$/;
const filePattern = /^([a-z0-9-]{1,64})\.svg$/;
const styleOptions = { shape: badgeShapes, mode: badgeModes, size: badgeSizes } as const;
const defaultStyle: BadgeStyle = { shape: 'standard', mode: 'auto', size: 'm' };

/** The style from the query string, or the fields that are wrong (unknown parameters included). */
export function parseBadgeStyle(query: Record<string, unknown>): BadgeStyle | FieldError[] {
  const errors: FieldError[] = [];
  const style: Record<string, string> = { ...defaultStyle };
  for (const [name, value] of Object.entries(query)) {
    const allowed = (styleOptions as Record<string, readonly string[]>)[name];
    if (!allowed)
      errors.push({ pointer: `/query/${name}`, detail: 'is not a parameter of this image; use shape, mode and size' });
    else if (typeof value !== 'string' || !allowed.includes(value))
      errors.push({ pointer: `/query/${name}`, detail: `must be one of: ${allowed.join(', ')}` });
    else style[name] = value;
  }
  return errors.length ? errors : (style as unknown as BadgeStyle);
}

export function badgeRoutes(db: Database): Router {
  const router = Router();
  router.get('/badges/:slug/:file', async (req: Request<{ slug: string; file: string }>, res: Response, next) => {
    try {
      const { slug, file } = req.params;
      const key = filePattern.exec(file)?.[1];
      const errors: FieldError[] = [];
      if (!slugPattern.test(slug)) errors.push({ pointer: '/path/slug', detail: `must match ${slugPattern.source}` });
      if (!key)
        errors.push({ pointer: '/path/file', detail: 'must be a badge kind followed by .svg, e.g. listed.svg' });
      const style = parseBadgeStyle(req.query);
      if (Array.isArray(style)) errors.push(...style);
      if (errors.length || Array.isArray(style) || !key) return sendProblem(req, res, invalidRequest(errors));

      const listing = await findBadgeSource(db, slug);
      if (!listing) return sendProblem(req, res, notFound(`Listing "${slug}"`));
      const badge = earnedBadges(listing, now()).find((earned) => earned.key === key);
      if (!badge)
        return sendProblem(
          req,
          res,
          notFound(`Badge "${key}" of listing "${slug}" (get_badges lists the ones it earned)`),
        );

      const { svg } = renderBadge(badgeArt(badge, listing.name, listing.site_name), style);
      const etag = entityTag(svg);
      res.set({
        ETag: etag,
        'Cache-Control': 'public, max-age=3600',
        // Opened on its own, the image may not run anything or load anything.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
        'X-Content-Type-Options': 'nosniff',
      });
      if (ifNoneMatch(req.headers['if-none-match'], etag)) return void res.status(304).end();
      res.type('image/svg+xml').send(svg);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
