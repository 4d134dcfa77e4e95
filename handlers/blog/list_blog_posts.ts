// list_blog_posts: published posts, newest first, or the best matches for q.
import type { Handler } from '../../app/http/handler.ts';
import { pageOf, pageRequest } from '../../app/http/pagination.ts';
import { blogPageUrl, listPublishedPosts } from '../../db/queries/blog.ts';

export const handler: Handler<'list_blog_posts'> = async ({ query }, { db, config }) => {
  const page = pageRequest(query);
  const result = await listPublishedPosts(db, query.q, { limit: page.perPage, offset: page.offset });
  const items = result.rows.map((post) => ({
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    author: { name: post.author_name },
    tags: post.tags,
    cover_image_url: post.cover_image_url,
    published_at: (post.published_at as Date).toISOString(),
    page_url: blogPageUrl(config.publicUrl, post.slug),
  }));
  return { status: 200, body: pageOf(items, result.total, page) };
};
