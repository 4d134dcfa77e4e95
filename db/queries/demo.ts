// The demo directory's rows, written in a few bulk statements (JSON record sets).
import { sql } from 'kysely';
import type { Kysely, RawBuilder, Transaction } from 'kysely';
import type { DirectoryData } from '../../app/demo/generate.ts';
import type { DB } from '../schema.ts';

const chunkSize = 5000;

async function inChunks<T>(
  trx: Transaction<DB>,
  rows: T[],
  statement: (json: string) => RawBuilder<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await statement(JSON.stringify(rows.slice(start, start + chunkSize))).execute(trx);
  }
}

/** Inserts `data` inside `trx`; categories and accounts already present (same slug, e-mail) are reused. */
export async function insertDirectory(trx: Transaction<DB>, data: DirectoryData): Promise<void> {
  await inChunks(
    trx,
    data.accounts,
    (json) => sql`
    insert into accounts (id, email, name)
    select id, email, name from jsonb_to_recordset(${json}::jsonb) as x(id uuid, email text, name text)
    on conflict do nothing`,
  );
  const parents = data.categories.filter((c) => c.parent_slug === null);
  const children = data.categories.filter((c) => c.parent_slug !== null);
  for (const level of [parents, children]) {
    await inChunks(
      trx,
      level,
      (json) => sql`
      insert into categories (parent_id, slug, name, description, keywords, faqs, attributes, position)
      select p.id, x.slug, x.name, x.description, x.keywords, x.faqs, x.attributes, x.position
      from jsonb_to_recordset(${json}::jsonb) as x(slug text, parent_slug text, name text, description text,
        keywords text[], faqs jsonb, attributes jsonb, position int)
      left join categories p on p.slug = x.parent_slug
      on conflict (slug) do nothing`,
    );
  }
  await inChunks(
    trx,
    data.listings,
    (json) => sql`
    insert into listings (slug, name, tagline, short_description, description, url, logo_url, status, plan, launch_week,
      launched_at, featured_until, verified_at, unlocked_sections, features, usps, keywords, tags, pricing_model,
      pricing_summary, stage, country, city, founded_year, contact_email, demo_video_url, socials, faqs,
      not_found_on_website, media, domain_rating, created_at, updated_at)
    select slug, name, tagline, short_description, description, url, logo_url, status, plan, launch_week,
      launched_at, featured_until, verified_at, unlocked_sections, features, usps, keywords, tags, pricing_model,
      pricing_summary, stage, country, city, founded_year, contact_email, demo_video_url, socials, faqs,
      not_found_on_website, media, domain_rating, created_at, created_at
    from jsonb_populate_recordset(null::listings, ${json}::jsonb)`,
  );
  await inChunks(
    trx,
    data.listingCategories,
    (json) => sql`
    insert into listing_categories (listing_id, category_id, is_primary)
    select l.id, c.id, x.is_primary
    from jsonb_to_recordset(${json}::jsonb) as x(slug text, category text, is_primary boolean)
    join listings l on l.slug = x.slug join categories c on c.slug = x.category`,
  );
  const bySlug = (table: string, columns: string, definition: string) => (json: string) => sql`
    insert into ${sql.raw(table)} (listing_id, ${sql.raw(columns)})
    select l.id, ${sql.raw(
      columns
        .split(', ')
        .map((c) => `x.${c}`)
        .join(', '),
    )}
    from jsonb_to_recordset(${json}::jsonb) as x(slug text, ${sql.raw(definition)}) join listings l on l.slug = x.slug`;
  await inChunks(trx, data.owners, bySlug('listing_owners', 'account_id, role', 'account_id uuid, role text'));
  await inChunks(trx, data.votes, bySlug('votes', 'account_id, created_at', 'account_id uuid, created_at timestamptz'));
  await inChunks(
    trx,
    data.follows,
    bySlug('follows', 'account_id, created_at', 'account_id uuid, created_at timestamptz'),
  );
  await inChunks(trx, data.views, bySlug('listing_views', 'day, views', 'day date, views int'));
  await inChunks(
    trx,
    data.reviews,
    bySlug(
      'reviews',
      'account_id, rating, body, genuine, created_at',
      'account_id uuid, rating smallint, body text, genuine boolean, created_at timestamptz',
    ),
  );
  await inChunks(
    trx,
    data.updates,
    bySlug('listing_updates', 'title, body, posted_at', 'title text, body text, posted_at timestamptz'),
  );
  await inChunks(
    trx,
    data.milestones,
    bySlug(
      'milestones',
      'happened_on, title, description, url',
      'happened_on date, title text, description text, url text',
    ),
  );
  await inChunks(
    trx,
    data.stories,
    bySlug(
      'founder_stories',
      'title, story, why_started, problem, journey, challenges, achievements, lessons, whats_next',
      'title text, story text, why_started text, problem text, journey text, ' +
        'challenges text, achievements text, lessons text, whats_next text',
    ),
  );
  await inChunks(
    trx,
    data.billboard,
    bySlug('billboard_contributions', 'amount_cents, created_at', 'amount_cents bigint, created_at timestamptz'),
  );
  await inChunks(
    trx,
    data.revenue,
    bySlug('revenue_figures', 'month, revenue_cents', 'month date, revenue_cents bigint'),
  );
  await inChunks(
    trx,
    data.domainRatings,
    bySlug('domain_rating_history', 'measured_on, value', 'measured_on date, value smallint'),
  );
  await inChunks(
    trx,
    data.alternatives,
    (json) => sql`
    insert into alternatives (listing_id, alternative_id, position)
    select l.id, a.id, x.position
    from jsonb_to_recordset(${json}::jsonb) as x(slug text, alternative text, position int)
    join listings l on l.slug = x.slug join listings a on a.slug = x.alternative`,
  );
  await inChunks(
    trx,
    data.founders,
    (json) => sql`
    insert into founders (slug, account_id, name, title, bio, avatar_url, country, socials)
    select slug, account_id, name, title, bio, avatar_url, country, socials
    from jsonb_to_recordset(${json}::jsonb) as x(slug text, account_id uuid, name text, title text,
      bio text, avatar_url text, country text, socials jsonb)`,
  );
  await inChunks(
    trx,
    data.founderListings,
    (json) => sql`
    insert into founder_listings (founder_id, listing_id, title, position)
    select f.id, l.id, x.title, x.position
    from jsonb_to_recordset(${json}::jsonb) as x(founder text, slug text, title text, position int)
    join founders f on f.slug = x.founder join listings l on l.slug = x.slug`,
  );
  await inChunks(
    trx,
    data.interviewQuestions,
    (json) => sql`
    insert into interview_questions (question, topic, position)
    select question, topic, position
    from jsonb_to_recordset(${json}::jsonb) as x(question text, topic text, position int)`,
  );
  await inChunks(
    trx,
    data.interviewAnswers,
    (json) => sql`
    insert into interview_answers (account_id, question_id, answer)
    select x.account_id, q.id, x.answer
    from jsonb_to_recordset(${json}::jsonb) as x(account_id uuid, position int, answer text)
    join interview_questions q on q.position = x.position`,
  );
  await inChunks(
    trx,
    data.blogPosts,
    (json) => sql`
    insert into blog_posts (slug, title, excerpt, markdown, author_name, tags,
      cover_image_url, faqs, published_at, updated_at)
    select slug, title, excerpt, markdown, author_name, tags, cover_image_url, faqs, published_at, updated_at
    from jsonb_populate_recordset(null::blog_posts, ${json}::jsonb)`,
  );
}

export async function hasListings(db: Kysely<DB> | Transaction<DB>): Promise<boolean> {
  return (await db.selectFrom('listings').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Serialises demo loads: two processes starting on an empty database at once take turns. */
export async function lockDemoLoad(trx: Transaction<DB>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('demo-data'))`.execute(trx);
}
