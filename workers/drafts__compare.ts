// Reads the competitor_url a draft was given and writes the comparison.
import { compareCompetitor } from '../app/draft/jobs.ts';
import type { WorkerModule } from '../app/worker.ts';

export const run: WorkerModule['run'] = async (payload, deps) => {
  const { draft_id, url } = payload as { draft_id: string; url: string };
  await compareCompetitor(deps, draft_id, url);
};
