// list_blog_posts: published posts, newest first, or the best matches for q.
import type { Handler } from '../../app/http/handler.ts';
import { pageOf, pageRequest } from '../../app/http/pagination.ts';
import { blogPostSummary, listPublishedPosts } from '../../db/queries/blog.ts';

export const handler: Handler<'list_blog_posts'> = async ({ query }, { db, config }) => {
  const page = pageRequest(query);
  const result = await listPublishedPosts(db, query.q, { limit: page.perPage, offset: page.offset });
  const items = result.rows.map((post) => blogPostSummary(post, config.publicUrl));
  return { status: 200, body: pageOf(items, result.total, page) };
};
