// Delivers one paid order line (payload: line_id). Safe to run twice: a fulfilled line is skipped.
import { fulfilLine } from '../app/orders/fulfil.ts';
import type { WorkerModule } from '../app/worker.ts';

export const run: WorkerModule['run'] = async (payload, deps) => {
  await fulfilLine(deps, (payload as { line_id: number }).line_id, 'orders__fulfil_line');
};
