// list_founders: founders of live listings, by name; q matches part of the name.
import type { Handler } from '../../app/http/handler.ts';
import { presentedImageUrl } from '../../app/images/paths.ts';
import { pageOf, pageRequest } from '../../app/http/pagination.ts';
import { founderPageUrl, listFounders } from '../../db/queries/founders.ts';

export const handler: Handler<'list_founders'> = async ({ query }, { db, config }) => {
  const page = pageRequest(query);
  const result = await listFounders(
    db,
    { q: query.q, country: query.country },
    { limit: page.perPage, offset: page.offset },
  );
  const items = result.rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    title: row.title,
    // A founder with a live listing: the generated avatar is served.
    avatar_url: presentedImageUrl(config.publicUrl, 'founders', row.slug, row.avatar_url, true),
    country: row.country,
    page_url: founderPageUrl(config.publicUrl, row.slug),
    companies: row.companies.map((c) => ({ slug: c.slug, name: c.name })),
  }));
  return { status: 200, body: pageOf(items, result.total, page) };
};
