// Drafts, their owners, crawled pages and invites.
import { sql } from 'kysely';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../schema.ts';
import type { DraftedSections } from '../../app/draft/fields.ts';
import type { Competitor, DraftTables } from '../schema/drafts.ts';

type Db = Kysely<DB> | Transaction<DB>;
export type DraftRow = Selectable<DraftTables['drafts']>;
export type PagePurpose = 'site' | 'competitor';

/** graphile-worker's add_job inside the caller's transaction; job_key makes a second add a no-op update. */
export async function enqueueJob(
  db: Db,
  task: string,
  payload: Record<string, unknown>,
  jobKey: string,
): Promise<void> {
  await sql`select graphile_worker.add_job(${task}, ${JSON.stringify(payload)}::json,
    job_key => ${jobKey}, max_attempts => 5)`.execute(db);
}

export async function insertDraft(db: Db, accountId: string, url: string): Promise<DraftRow> {
  const draft = await db
    .insertInto('drafts')
    .values({ account_id: accountId, url })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.insertInto('draft_owners').values({ draft_id: draft.id, account_id: accountId, role: 'creator' }).execute();
  return draft;
}

/** The draft when `accountId` created it or accepted an invite to it; anyone else sees nothing. */
export async function findOwnedDraft(
  db: Db,
  draftId: string,
  accountId: string,
  options: { forUpdate?: boolean } = {},
): Promise<DraftRow | undefined> {
  let query = db
    .selectFrom('drafts')
    .selectAll('drafts')
    .where('id', '=', draftId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('draft_owners')
          .select('draft_id')
          .whereRef('draft_owners.draft_id', '=', 'drafts.id')
          .where('draft_owners.account_id', '=', accountId),
      ),
    );
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findDraft(
  db: Db,
  draftId: string,
  options: { forUpdate?: boolean } = {},
): Promise<DraftRow | undefined> {
  let query = db.selectFrom('drafts').selectAll().where('id', '=', draftId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function listOwnedDrafts(
  db: Db,
  accountId: string,
  page: { perPage: number; offset: number },
): Promise<{ rows: DraftRow[]; total: number }> {
  const owned = db.selectFrom('draft_owners').select('draft_id').where('account_id', '=', accountId);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('drafts')
      .selectAll()
      .where('id', 'in', owned)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.perPage)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('drafts')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('id', 'in', owned)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The JSON columns that hold a draft's whole-section values, ready for updateDraftRow. */
export function sectionColumns(sections: Omit<DraftedSections, 'seo'>): Record<string, string> {
  return {
    faqs: JSON.stringify(sections.faqs),
    founders: JSON.stringify(sections.founders),
    company_socials: JSON.stringify(sections.company_socials),
    founder_socials: JSON.stringify(sections.founder_socials),
    story: JSON.stringify(sections.story),
    milestones: JSON.stringify(sections.milestones),
  };
}

/** Stores a competitor comparison unless the draft was given another competitor meanwhile. */
export async function saveComparison(db: Db, draftId: string, competitor: Competitor): Promise<boolean> {
  const updated = await db
    .updateTable('drafts')
    .set({ competitor: JSON.stringify(competitor), updated_at: sql`now()` })
    .where('id', '=', draftId)
    .where(sql<boolean>`competitor->>'url' = ${competitor.url}`)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Writes draft columns other than `status`, which only app/draft/states.ts moves. */
export async function updateDraftRow(
  db: Db,
  draftId: string,
  changes: Record<string, unknown> & { status?: never },
): Promise<DraftRow> {
  return db
    .updateTable('drafts')
    .set({ ...changes, updated_at: sql`now()` } as never)
    .where('id', '=', draftId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function savePage(
  db: Db,
  draftId: string,
  purpose: PagePurpose,
  page: { url: string; html: string; text: string },
  position: number,
): Promise<void> {
  await db
    .insertInto('draft_pages')
    .values({ draft_id: draftId, purpose, url: page.url, html: page.html, text: page.text, position })
    .onConflict((oc) => oc.columns(['draft_id', 'purpose', 'url']).doNothing())
    .execute();
}

export async function pagesOf(
  db: Db,
  draftId: string,
  purpose: PagePurpose,
): Promise<Array<{ url: string; html: string; text: string }>> {
  return db
    .selectFrom('draft_pages')
    .select(['url', 'html', 'text'])
    .where('draft_id', '=', draftId)
    .where('purpose', '=', purpose)
    .orderBy('position')
    .execute();
}

/** Replaces the stored pages of one purpose (a new competitor replaces the last one's pages). */
export async function replacePages(
  db: Db,
  draftId: string,
  purpose: PagePurpose,
  pages: Array<{ url: string; html: string; text: string }>,
): Promise<void> {
  await db.deleteFrom('draft_pages').where('draft_id', '=', draftId).where('purpose', '=', purpose).execute();
  for (const [position, page] of pages.entries()) await savePage(db, draftId, purpose, page, position);
}

export async function ownerIds(db: Db, draftId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('draft_owners')
    .select('account_id')
    .where('draft_id', '=', draftId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.account_id);
}

export async function countInvites(db: Db, draftId: string): Promise<number> {
  const row = await db
    .selectFrom('draft_invites')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('draft_id', '=', draftId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertInvite(
  db: Db,
  invite: { draftId: string; email: string; tokenHash: string; invitedBy: string; expiresAt: Date },
) {
  return db
    .insertInto('draft_invites')
    .values({
      draft_id: invite.draftId,
      email: invite.email,
      token_hash: invite.tokenHash,
      invited_by: invite.invitedBy,
      expires_at: invite.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findInviteByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom('draft_invites').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
}

export async function acceptInviteRow(
  db: Db,
  inviteId: number,
  draftId: string,
  accountId: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('draft_invites')
    .set({ accepted_by: accountId, accepted_at: at })
    .where('id', '=', inviteId)
    .execute();
  await db
    .insertInto('draft_owners')
    .values({ draft_id: draftId, account_id: accountId, role: 'cofounder' })
    .onConflict((oc) => oc.columns(['draft_id', 'account_id']).doNothing())
    .execute();
}
