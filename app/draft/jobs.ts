// What the draft jobs do. Each step re-reads the draft, acts only when the draft is in the state the
// step expects, and keeps its progress in the database, so a job run twice (graphile-worker is
// at-least-once) or resumed after a worker restart ends the same way.
import type { Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { DraftRow } from '../../db/queries/drafts.ts';
import { crawlSite } from '../crawl/crawler.ts';
import { CrawlFailure } from '../crawl/fetch.ts';
import { countRequest } from '../http/rate-limit.ts';
import {
  enqueueJob,
  findDraft,
  insertDraft,
  pagesOf,
  replacePages,
  saveComparison,
  savePage,
  sectionColumns,
  updateDraftRow,
} from '../../db/queries/drafts.ts';
import { draftingEngine, applyDrafted, completenessOf, storedFields } from './profile.ts';
import { extractiveEngine } from './extractive.ts';
import { draftIsolated } from './isolated-draft.ts';
import type { SourcePage } from './fields.ts';
import type { DraftedBy } from '../../db/schema/drafts.ts';
import { draftingTaxonomy } from '../../db/queries/categories.ts';
import { normaliseText } from '../crawl/page-text.ts';
import { draftCreated, draftFailed, draftStates } from './states.ts';

export interface JobDependencies {
  db: Database;
  config: Config;
  log: Logger;
}

export const crawlTask = 'drafts__crawl';
export const draftTask = 'drafts__draft';
export const competitorTask = 'drafts__compare';

export async function enqueueCrawl(db: Parameters<typeof enqueueJob>[0], draftId: string): Promise<void> {
  await enqueueJob(db, crawlTask, { draft_id: draftId }, `${crawlTask}:${draftId}`);
}

/** A new draft of `url`: stored as crawling, its history begun and its crawl enqueued. */
export async function startDraft(trx: Transaction<DB>, accountId: string, url: string): Promise<DraftRow> {
  const draft = await insertDraft(trx, accountId, url);
  await draftCreated(trx, draft.id, { kind: 'account', accountId });
  await enqueueCrawl(trx, draft.id);
  return draft;
}

/** crawling -> drafting (pages stored), or failed with the reason in words. */
export async function crawlDraft(
  deps: JobDependencies,
  draftId: string,
  attempt: { last: boolean } = { last: false },
): Promise<void> {
  const draft = await findDraft(deps.db, draftId);
  if (!draft || draft.status !== 'crawling') return;
  const alreadyRead = await pagesOf(deps.db, draftId, 'site');
  try {
    // One host is crawled at most so often, however many accounts submit it (probe finding 7).
    if (alreadyRead.length === 0) await countCrawlOfHost(deps, draft.url);
    await crawlSite(draft.url, deps.config, {
      alreadyRead,
      onPage: (page, position) => savePage(deps.db, draftId, 'site', page, position),
    });
  } catch (caught) {
    // Unexpected errors are retried by graphile-worker; the last attempt tells the user instead.
    if (!(caught instanceof CrawlFailure) && !attempt.last) throw caught;
    const error =
      caught instanceof CrawlFailure
        ? caught
        : new CrawlFailure(
            'unreachable',
            'The site could not be read because of an error on our side. Submit the URL again later.',
          );
    deps.log.info({ draftId, reason: error.message, err: caught }, 'crawl failed');
    await deps.db.transaction().execute((trx) => draftFailed(trx, draftId, 'crawling', error.message, crawlTask));
    return;
  }
  await deps.db.transaction().execute(async (trx) => {
    const moved = await draftStates.move(trx, draftId, {
      from: 'crawling',
      to: 'drafting',
      actor: { kind: 'job', task: crawlTask },
    });
    if (moved) await enqueueJob(trx, draftTask, { draft_id: draftId }, `${draftTask}:${draftId}`);
  });
}

async function countCrawlOfHost(deps: JobDependencies, url: string): Promise<void> {
  const host = new URL(url).hostname.toLowerCase();
  const setting = { limit: deps.config.crawlsPerHostPerHour, windowSeconds: 3600 };
  const crawls = await countRequest(deps.db, 'crawl-host', `crawl-host:${host}`, setting);
  if (crawls.allowed) return;
  const minutes = Math.ceil(crawls.retryAfterSeconds / 60);
  throw new CrawlFailure(
    'rate_limited',
    `${host} was read too often in the last hour (at most ${setting.limit} times). ` +
      `Submit the URL again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/** drafting -> ready: every field drafted from the stored crawl, evidence checked. */
export async function writeDraft(deps: JobDependencies, draftId: string, attempt: { last: boolean }): Promise<void> {
  const draft = await findDraft(deps.db, draftId);
  if (!draft || draft.status !== 'drafting') return;
  const pages = await pagesOf(deps.db, draftId, 'site');
  let engine = draftingEngine(deps.config);
  // On the last attempt the built-in drafter stands in, so a Claude outage never strands a draft.
  if (attempt.last && engine.name !== 'extractive') {
    deps.log.warn({ draftId }, 'Claude did not answer; drafting with the built-in drafter');
    engine = extractiveEngine;
  }
  let result: Awaited<ReturnType<typeof draftIsolated>>;
  try {
    result = await draftIsolated(deps.config, engine, pages, undefined, await draftingTaxonomy(deps.db));
  } catch (caught) {
    // A page too complex to read fails the draft at once: running it again would cost the same.
    if (!(caught instanceof CrawlFailure) && !attempt.last) throw caught;
    const reason =
      caught instanceof CrawlFailure
        ? caught.message
        : 'The site could not be drafted because of an error on our side. Submit the URL again later.';
    deps.log.info({ draftId, reason, err: caught }, 'drafting failed');
    await deps.db.transaction().execute((trx) => draftFailed(trx, draftId, 'drafting', reason, draftTask));
    return;
  }
  await deps.db.transaction().execute(async (trx) => {
    const current = await findDraft(trx, draftId, { forUpdate: true });
    if (!current || current.status !== 'drafting') return;
    const fields = applyDrafted(storedFields(current.fields), result);
    const sections = {
      faqs: result.faqs,
      founders: result.founders,
      company_socials: result.company_socials,
      founder_socials: result.founder_socials,
      story: result.story,
      milestones: result.milestones,
    };
    const { completeness } = completenessOf({ fields, ...sections, drafted: true });
    await draftStates.move(trx, draftId, { from: 'drafting', to: 'ready', actor: { kind: 'job', task: draftTask } });
    await updateDraftRow(trx, draftId, {
      fields: JSON.stringify(fields),
      ...sectionColumns(sections),
      seo: JSON.stringify(result.seo),
      drafted_by: JSON.stringify(result.drafted_by),
      warnings: JSON.stringify(result.warnings),
      section_evidence: JSON.stringify(result.section_evidence),
      completeness,
    });
  });
}

/** Reads the competitor's site and says how it compares, in its own words next to ours. */
export async function compareCompetitor(deps: JobDependencies, draftId: string, competitorUrl: string): Promise<void> {
  const draft = await findDraft(deps.db, draftId);
  if (!draft?.competitor || draft.competitor.url !== competitorUrl || draft.competitor.status !== 'reading') return;
  let summary: string | null = null;
  let status: 'ready' | 'failed' = 'ready';
  let pages: SourcePage[] = [];
  let draftedBy: DraftedBy | null = null;
  try {
    pages = await crawlSite(competitorUrl, deps.config, { maxPages: 2 });
    const drafted = await draftIsolated(
      deps.config,
      draftingEngine(deps.config),
      pages,
      undefined,
      await draftingTaxonomy(deps.db),
    );
    const theirs = drafted.fields;
    draftedBy = drafted.drafted_by;
    const ours = storedFields(draft.fields);
    const theirName = (theirs.name?.value as string | undefined) ?? new URL(competitorUrl).hostname;
    const ourName = (ours.name.value as string | null) ?? 'This product';
    const theirDescription = (theirs.short_description?.value ?? theirs.tagline?.value) as string | undefined;
    const parts = [`${theirName} describes itself as: "${theirDescription ?? 'no description found'}".`];
    const theirFeatures = new Set(((theirs.features?.value as string[] | undefined) ?? []).map(normaliseText));
    const ourFeatures = ((ours.features.value as string[] | null) ?? []).filter(
      (feature) => !theirFeatures.has(normaliseText(feature)),
    );
    const theirPricing = theirs.pricing_summary?.value as string | undefined;
    const ourPricing = ours.pricing_summary.value as string | null;
    if (theirPricing) parts.push(`Their pricing: ${theirPricing}.`);
    if (ourPricing) parts.push(`${ourName}'s pricing: ${ourPricing}.`);
    if (ourFeatures.length)
      parts.push(`Features ${ourName} lists that ${theirName} does not: ${ourFeatures.slice(0, 5).join(', ')}.`);
    summary = parts.join(' ');
  } catch (error) {
    if (!(error instanceof CrawlFailure)) throw error;
    status = 'failed';
    summary = error.message;
  }
  // Kept with the draft, so what the comparison rests on can be looked at later.
  await deps.db.transaction().execute(async (trx) => {
    const saved = await saveComparison(trx, draftId, { url: competitorUrl, status, summary, drafted_by: draftedBy });
    if (saved) await replacePages(trx, draftId, 'competitor', pages);
  });
}
