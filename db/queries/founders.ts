// Founders of live listings: profiles, the companies they run, stories and interview answers.
import { sql } from 'kysely';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import { summaryQuery } from './listings.ts';
import type { SummaryRow } from './listings.ts';

type Db = Kysely<DB> | Transaction<DB>;

export function founderPageUrl(publicUrl: string, slug: string): string {
  return `${publicUrl}/founders/${slug}`;
}

const hasLiveListing = sql<boolean>`exists (select 1 from founder_listings fl join listings l on l.id = fl.listing_id
  where fl.founder_id = f.id and l.status = 'live')`;

export async function listFounders(
  db: Db,
  filter: { q?: string; country?: string },
  page: { limit: number; offset: number },
) {
  let query = db.selectFrom('founders as f').where(hasLiveListing);
  const name = (filter.q ?? '').trim().toLowerCase();
  // Typo tolerant: a name containing q, or one whose words are similar to it (trigrams).
  const match = sql<number>`greatest(word_similarity(${name}, lower(f.name)),
    case when strpos(lower(f.name), ${name}) > 0 then 1 else 0 end)`;
  if (name) query = query.where(match, '>=', 0.5);
  if (filter.country) query = query.where('f.country', '=', filter.country);
  let ordered = query.select(['f.id', 'f.slug', 'f.name', 'f.title', 'f.avatar_url', 'f.country']);
  if (name) ordered = ordered.orderBy(match, 'desc');
  const [rows, count] = await Promise.all([
    ordered.orderBy('f.name').orderBy('f.slug').limit(page.limit).offset(page.offset).execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const companies = await liveCompanies(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({ ...row, companies: companies.filter((c) => c.founder_id === row.id) })),
    total: count.n,
  };
}

/** The live listings of these founders, most voted first. */
export async function liveCompanies(db: Db, founderIds: number[]): Promise<(SummaryRow & { founder_id: number })[]> {
  if (founderIds.length === 0) return [];
  return summaryQuery(db)
    .innerJoin('founder_listings as fl', 'fl.listing_id', 'l.id')
    .select('fl.founder_id')
    .where('fl.founder_id', 'in', founderIds)
    .where('l.status', '=', 'live')
    .orderBy('l.vote_count', 'desc')
    .orderBy('l.slug')
    .execute();
}

export async function findFounder(db: Db, slug: string) {
  return db
    .selectFrom('founders as f')
    .selectAll('f')
    .where('f.slug', '=', slug)
    .where(hasLiveListing)
    .executeTakeFirst();
}

/** Stories of the founder's live listings whose story section is unlocked. */
export async function founderStories(db: Db, founderId: number) {
  return db
    .selectFrom('founder_stories as s')
    .innerJoin('founder_listings as fl', 'fl.listing_id', 's.listing_id')
    .innerJoin('listings as l', 'l.id', 's.listing_id')
    .select([
      'l.slug as listing_slug',
      'l.name as listing_name',
      's.title',
      's.story',
      's.why_started',
      's.problem',
      's.journey',
      's.challenges',
      's.achievements',
      's.lessons',
      's.whats_next',
    ])
    .where('fl.founder_id', '=', founderId)
    .where('l.status', '=', 'live')
    .where(sql<boolean>`'story' = any(l.unlocked_sections)`)
    .orderBy('l.slug')
    .execute();
}

export async function interviewAnswers(db: Db, accountId: string | null) {
  if (!accountId) return [];
  return db
    .selectFrom('interview_answers as a')
    .innerJoin('interview_questions as q', 'q.id', 'a.question_id')
    .select(['q.id as question_id', 'q.question', 'a.answer'])
    .where('a.account_id', '=', accountId)
    .orderBy('q.position')
    .orderBy('q.id')
    .execute();
}

export async function activeInterviewQuestions(db: Db) {
  return db
    .selectFrom('interview_questions')
    .select(['id', 'question', 'topic'])
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
