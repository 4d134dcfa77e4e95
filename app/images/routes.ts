// GET /images/listings/{slug}.svg and /images/founders/{slug}.svg: the generated logo of a public
// listing and avatar of a founder of one, which the API presents when they have no image of their
// own. Served like the badges: image/svg+xml, a strong ETag, and a CSP that forbids everything.
import { Router } from 'express';
import type { Request, Response } from 'express';
import type { Database } from '../db/database.ts';
import { entityTag, ifNoneMatch } from '../http/rest.ts';
import { invalidRequest, notFound } from '../http/problem.ts';
import type { FieldError } from '../http/problem.ts';
import { sendProblem } from '../http/send-problem.ts';
import { publicListingName, shownFounderName } from '../../db/queries/images.ts';
import { renderMonogram } from './monogram.ts';
import type { MonogramShape } from './monogram.ts';
import type { GeneratedImageKind } from './paths.ts';

const filePattern = /^([a-z0-9][a-z0-9-]{0,219})\.svg$/;

const sources: Record<
  GeneratedImageKind,
  { shape: MonogramShape; what: string; name: (db: Database, slug: string) => Promise<string | undefined> }
> = {
  listings: { shape: 'square', what: 'Listing', name: publicListingName },
  founders: { shape: 'circle', what: 'Founder', name: shownFounderName },
};

export function imageRoutes(db: Database): Router {
  const router = Router();
  for (const [kind, source] of Object.entries(sources)) {
    router.get(`/images/${kind}/:file`, async (req: Request<{ file: string }>, res: Response) => {
      const slug = filePattern.exec(req.params.file)?.[1];
      const errors: FieldError[] = Object.keys(req.query).map((name) => ({
        pointer: `/query/${name}`,
        detail: 'is not a parameter of this image; it takes none',
      }));
      if (!slug)
        errors.unshift({
          pointer: '/path/slug',
          detail: `must be lowercase letters, digits and hyphens followed by .svg, e.g. /images/${kind}/my-product.svg`,
        });
      if (errors.length || !slug) return sendProblem(req, res, invalidRequest(errors));

      const name = await source.name(db, slug);
      if (name === undefined) return sendProblem(req, res, notFound(`${source.what} "${slug}"`));
      const svg = renderMonogram({ name, slug, shape: source.shape });
      const etag = entityTag(svg);
      res.set({
        ETag: etag,
        'Cache-Control': 'public, max-age=86400',
        // Opened on its own, the image may not run or load anything.
        'Content-Security-Policy': "default-src 'none'",
      });
      if (ifNoneMatch(req.headers['if-none-match'], etag)) return void res.status(304).end();
      res.type('image/svg+xml').send(svg);
    });
  }
  return router;
}
