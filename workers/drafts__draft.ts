// Drafts every profile field from the stored crawl and checks each quote against it.
import { writeDraft } from '../app/draft/jobs.ts';
import type { WorkerModule } from '../app/worker.ts';

export const run: WorkerModule['run'] = async (payload, deps, helpers) => {
  await writeDraft(deps, (payload as { draft_id: string }).draft_id, {
    last: helpers.job.attempts >= helpers.job.max_attempts,
  });
};
