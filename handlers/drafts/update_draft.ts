// update_draft: edits, locks, restores and redrafts of fields, and whole-list replacements. Applied
// in this order: restore, regenerate, typed values, lock_fields (so a value set and locked in one
// request stays). A submitted draft's listing is updated in the same transaction.
import { accountOf, ownedDraft } from '../../app/draft/access.ts';
import type { ProfileField } from '../../app/draft/fields.ts';
import { competitorTask } from '../../app/draft/jobs.ts';
import { saveListing } from '../../app/draft/listing.ts';
import { draftBody } from '../../app/draft/present.ts';
import {
  applyDrafted,
  completenessOf,
  draftingEngine,
  restoreAi,
  setByUser,
  storedFields,
} from '../../app/draft/profile.ts';
import { checkSubmittedUrl } from '../../app/draft/submitted-url.ts';
import { draftIsolated } from '../../app/draft/isolated-draft.ts';
import { CrawlFailure } from '../../app/crawl/fetch.ts';
import type { Handler } from '../../app/http/handler.ts';
import { invalidRequest, ProblemError } from '../../app/http/problem.ts';
import type { Database } from '../../app/db/database.ts';
import type { StoredField } from '../../db/schema/drafts.ts';
import { draftingTaxonomy, knownCategoryNames } from '../../db/queries/categories.ts';
import { enqueueJob, pagesOf, sectionColumns, updateDraftRow } from '../../db/queries/drafts.ts';

const editable = new Set(['ready', 'submitted']);

/** What the user typed, as stored: a four-digit founded_year becomes a number, like a drafted one. */
function userValue(field: ProfileField, value: unknown): StoredField['value'] {
  if (value === null) return null;
  if (field === 'founded_year' && (typeof value === 'string' || typeof value === 'number')) {
    const year = String(value).trim();
    if (/^\d{4}$/.test(year)) return Number(year);
  }
  return value as StoredField['value'];
}

/** Categories are names from list_categories (any letter case). */
async function checkCategories(db: Database, names: string[] | null | undefined): Promise<void> {
  if (!names?.length) return;
  const known = await knownCategoryNames(db, names);
  const errors = names.flatMap((name, index) =>
    known.has(name.toLowerCase())
      ? []
      : [
          {
            pointer: `/body/fields/categories/${index}`,
            detail: `"${name}" is not a category; list_categories names them`,
          },
        ],
  );
  if (errors.length) throw invalidRequest(errors);
}

export const handler: Handler<'update_draft'> = async ({ path, body }, ctx) => {
  const before = await ownedDraft(ctx.db, ctx, path.id);
  if (!editable.has(before.status)) {
    throw new ProblemError(409, 'invalid_state', `The draft is ${before.status}; it can be edited once it is ready.`);
  }
  await checkCategories(ctx.db, body.fields?.categories);
  const competitorUrl = body.competitor_url
    ? checkSubmittedUrl(body.competitor_url, ctx.config, '/body/competitor_url')
    : body.competitor_url;

  // Redrafting reads the stored crawl (no network), before the row is locked.
  const regenerate = [...new Set(body.regenerate ?? [])] as ProfileField[];
  const redrafted = regenerate.length
    ? await draftIsolated(
        ctx.config,
        draftingEngine(ctx.config),
        await pagesOf(ctx.db, before.id, 'site'),
        regenerate,
        await draftingTaxonomy(ctx.db),
      ).catch((error: unknown) => {
        if (error instanceof CrawlFailure) throw new ProblemError(422, 'unprocessable', error.message);
        throw error;
      })
    : undefined;

  const updated = await ctx.db.transaction().execute(async (trx) => {
    const draft = await ownedDraft(trx, ctx, path.id, { forUpdate: true });
    if (!editable.has(draft.status))
      throw new ProblemError(409, 'invalid_state', `The draft is ${draft.status}; it can be edited once it is ready.`);
    let fields = storedFields(draft.fields);
    for (const field of body.restore ?? []) fields[field] = restoreAi(fields[field]);
    if (redrafted) fields = applyDrafted(fields, redrafted, regenerate);
    for (const [field, value] of Object.entries(body.fields ?? {}) as Array<[ProfileField, unknown]>) {
      fields[field] = setByUser(fields[field], userValue(field, value));
    }
    for (const field of body.lock_fields ?? []) fields[field] = { ...fields[field], state: 'override' };

    const sections = {
      faqs: body.faqs ?? draft.faqs,
      founders:
        body.founders?.map((founder) => ({
          name: founder.name,
          title: founder.title ?? null,
          bio: founder.bio ?? null,
        })) ?? draft.founders,
      company_socials: body.company_socials ?? draft.company_socials,
      founder_socials: body.founder_socials ?? draft.founder_socials,
      story: body.story ?? draft.story,
      milestones:
        body.milestones?.map((milestone) => ({
          date: milestone.date,
          title: milestone.title,
          description: milestone.description ?? null,
          url: milestone.url ?? null,
        })) ?? draft.milestones,
    };
    const changes: Record<string, unknown> = {
      fields: JSON.stringify(fields),
      ...sectionColumns(sections),
      completeness: completenessOf({ fields, ...sections, drafted: true }).completeness,
    };
    if (body.seo) changes.seo = JSON.stringify({ title: body.seo.title ?? null, meta: body.seo.meta ?? null });
    if (competitorUrl === '') changes.competitor = JSON.stringify(null);
    if (competitorUrl) {
      changes.competitor = JSON.stringify({ url: competitorUrl, status: 'reading', summary: null });
      await enqueueJob(
        trx,
        competitorTask,
        { draft_id: draft.id, url: competitorUrl },
        `${competitorTask}:${draft.id}`,
      );
    }
    const row = await updateDraftRow(trx, draft.id, changes);
    if (row.status === 'submitted')
      await saveListing(trx, row, { actor: { kind: 'account', accountId: accountOf(ctx) }, reason: 'update_draft' });
    return row;
  });
  return { status: 200, body: draftBody(updated) };
};
