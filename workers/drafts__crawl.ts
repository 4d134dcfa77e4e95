// Reads the draft's website (robots.txt first). Pages already stored by an interrupted run are not
// fetched again; a draft past `crawling` is left alone.
import { crawlDraft } from '../app/draft/jobs.ts';
import type { WorkerModule } from '../app/worker.ts';

export const run: WorkerModule['run'] = async (payload, deps, helpers) => {
  await crawlDraft(deps, (payload as { draft_id: string }).draft_id, {
    last: helpers.job.attempts >= helpers.job.max_attempts,
  });
};
