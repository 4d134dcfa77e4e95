// Published blog posts (published_at set and not in the future).
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import { now } from '../../app/clock.ts';
import type { DB } from '../schema.ts';

type Db = Kysely<DB> | Transaction<DB>;

export function blogPageUrl(publicUrl: string, slug: string): string {
  return `${publicUrl}/blog/${slug}`;
}

/** A post as list_blog_posts shows it; get_blog_post adds the full text. */
export function blogPostSummary(
  post: {
    slug: string;
    title: string;
    excerpt: string;
    author_name: string;
    tags: string[];
    cover_image_url: string | null;
    published_at: Date | null;
  },
  publicUrl: string,
) {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    author: { name: post.author_name },
    tags: post.tags,
    cover_image_url: post.cover_image_url,
    published_at: (post.published_at as Date).toISOString(),
    page_url: blogPageUrl(publicUrl, post.slug),
  };
}

function published(db: Db) {
  return db.selectFrom('blog_posts as p').where('p.published_at', 'is not', null).where('p.published_at', '<=', now());
}

const document = sql`(setweight(to_tsvector('english', p.title), 'A')
  || setweight(to_tsvector('english', p.markdown), 'B'))`;

export async function listPublishedPosts(db: Db, q: string | undefined, page: { limit: number; offset: number }) {
  let query = published(db);
  const text = q?.trim();
  const tsquery = sql`websearch_to_tsquery('english', ${text ?? ''})`;
  if (text)
    query = query.where(
      sql<boolean>`(${document} @@ ${tsquery} or p.title ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`,
    );
  let ordered = query.select([
    'p.slug',
    'p.title',
    'p.excerpt',
    'p.author_name',
    'p.tags',
    'p.cover_image_url',
    'p.published_at',
  ]);
  if (text) ordered = ordered.orderBy(sql`ts_rank(${document}, ${tsquery})`, 'desc');
  const [rows, count] = await Promise.all([
    ordered.orderBy('p.published_at', 'desc').orderBy('p.slug').limit(page.limit).offset(page.offset).execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

export async function findPublishedPost(db: Db, slug: string) {
  return published(db).selectAll('p').where('p.slug', '=', slug).executeTakeFirst();
}
