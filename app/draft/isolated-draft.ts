// Drafting reads every stored page of a hostile site, so it runs in a worker thread within the
// reader's limits (app/crawl/isolated.ts), never on the API's or the job runner's event loop.
import type { Config } from '../config.ts';
import { runIsolated } from '../crawl/isolated.ts';
import type { DraftedBy } from '../../db/schema/drafts.ts';
import type { DraftingEngine, DraftResult, ProfileField, SourcePage, Taxonomy } from './fields.ts';

// Claude's client waits up to 120 s an attempt, three attempts: that time is spent waiting, not parsing.
const claudeWaitMs = 3 * 120_000;

/** draftFromPages (profile.ts) in a worker thread; a page too complex to read fails with a CrawlFailure. */
export function draftIsolated(
  config: Config,
  engine: Pick<DraftingEngine, 'name'>,
  pages: SourcePage[],
  only?: ProfileField[],
  taxonomy?: Taxonomy,
): Promise<DraftResult & { drafted_by: DraftedBy }> {
  const limits = config.crawler.isolation;
  return runIsolated(
    'draft',
    // Plain data only: the worker makes its own engine.
    {
      engine: engine.name,
      anthropic: config.anthropic,
      pages: pages.map(({ url, html, text }) => ({ url, html, text })),
      only,
      taxonomy,
    },
    { ...limits, timeMs: limits.timeMs + (engine.name === 'claude' ? claudeWaitMs : 0) },
    "The site's pages",
  );
}
