// get_blog_post: a published post with its full Markdown and FAQs.
import type { Handler } from '../../app/http/handler.ts';
import { notFound } from '../../app/http/problem.ts';
import { blogPostSummary, findPublishedPost } from '../../db/queries/blog.ts';

export const handler: Handler<'get_blog_post'> = async ({ path }, { db, config }) => {
  const post = await findPublishedPost(db, path.slug);
  if (!post) throw notFound(`Blog post "${path.slug}"`);
  return {
    status: 200,
    body: {
      ...blogPostSummary(post, config.publicUrl),
      markdown: post.markdown,
      faqs: post.faqs,
      updated_at: post.updated_at ? post.updated_at.toISOString() : null,
    },
  };
};
