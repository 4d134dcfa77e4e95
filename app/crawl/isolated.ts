// Hostile pages are parsed off the API's event loop: each task runs in a worker thread with a heap
// limit (resourceLimits) and a time limit, and the thread is terminated when either is spent. A page that is too
// big or too deep for that ends as a CrawlFailure a person understands, never as a frozen process.
import { Worker } from 'node:worker_threads';
import type { ResourceLimits } from 'node:worker_threads';
import { CrawlFailure } from './fetch.ts';
import { checkPageLimits } from './page-limits.ts';
import type { IsolatedTasks } from './reader-worker.ts';

export interface IsolationLimits {
  /** Wall-clock time one task may take; the worker is terminated when it is spent. */
  timeMs: number;
  /** Heap of the worker thread (old generation), in MB. */
  memoryMb: number;
}

type Outcome = { ok: true; value: unknown } | { ok: false; kind?: CrawlFailure['kind']; message: string };

const workerUrl = new URL('./reader-worker.ts', import.meta.url);

// Starting a thread costs about a second on a busy machine, so a thread that finished its task in
// time is kept for the next one; one that overran is terminated and never reused.
const idleReaders = new Map<number, Array<{ worker: Worker; used: number }>>();
const maxIdlePerLimit = 4;
const maxTasksPerThread = 50;

function takeReader(memoryMb: number): { worker: Worker; used: number } {
  const reader = idleReaders.get(memoryMb)?.pop();
  if (reader) {
    reader.worker.ref();
    return reader;
  }
  const resourceLimits: ResourceLimits = {
    maxOldGenerationSizeMb: memoryMb,
    maxYoungGenerationSizeMb: Math.max(8, Math.round(memoryMb / 8)),
    // A generous stack: the parser recurses on some inputs, and running out must end the task only.
    stackSizeMb: 8,
  };
  return { worker: new Worker(workerUrl, { resourceLimits, stdout: false }), used: 0 };
}

function keepReader(memoryMb: number, reader: { worker: Worker; used: number }): void {
  const idle = idleReaders.get(memoryMb) ?? [];
  if (reader.used >= maxTasksPerThread || idle.length >= maxIdlePerLimit) {
    void reader.worker.terminate();
    return;
  }
  // An idle thread must not keep the process alive.
  reader.worker.unref();
  idle.push(reader);
  idleReaders.set(memoryMb, idle);
}

/** Runs `task` of reader-worker.ts in a worker thread within `limits`. */
export function runIsolated<Name extends keyof IsolatedTasks>(
  task: Name,
  input: Parameters<IsolatedTasks[Name]>[0],
  limits: IsolationLimits,
  what: string,
): Promise<Awaited<ReturnType<IsolatedTasks[Name]>>> {
  const reader = takeReader(limits.memoryMb);
  const { worker } = reader;
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (outcome: Outcome, healthy = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      reader.used++;
      if (healthy) keepReader(limits.memoryMb, reader);
      else void worker.terminate();
      if (outcome.ok) resolve(outcome.value as Awaited<ReturnType<IsolatedTasks[Name]>>);
      else if (outcome.kind) reject(new CrawlFailure(outcome.kind, outcome.message));
      else reject(new Error(outcome.message));
    };
    const timer = setTimeout(
      () =>
        finish({
          ok: false,
          kind: 'too_complex',
          message: `${what} is too complex to read: reading it took more than ${limits.timeMs / 1000} seconds.`,
        }),
      limits.timeMs,
    );
    const onMessage = (outcome: Outcome) => finish(outcome, true);
    const onError = (error: Error & { code?: string }) =>
      finish(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' || /stack size|out of memory/i.test(error.message)
          ? {
              ok: false,
              kind: 'too_complex',
              message: `${what} is too complex to read: reading it needs more than ${limits.memoryMb} MB.`,
            }
          : { ok: false, message: error.message },
      );
    const onExit = (code: number) => finish({ ok: false, message: `The page reader stopped (exit code ${code}).` });
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage({ task, input });
  });
}

export interface GuardedPage {
  /** The text a person reads on the page (app/crawl/page-text.ts). */
  text: string;
  /** Same-site links worth reading, best first (only when asked for with `linkLimit`). */
  links: string[];
  /** Of those, the ones whose path or words name a kind of page a profile is drafted from (crawler.ts). */
  kindLinks: string[];
}

/**
 * The guarded page reader: cheap limits on the raw HTML first, then the DOM built and read in a
 * worker thread within `limits`. For every page a person's site serves (crawls, badge and claim checks).
 */
export async function readPageGuarded(
  html: string,
  url: string,
  limits: IsolationLimits,
  linkLimit = 0,
): Promise<GuardedPage> {
  checkPageLimits(html, url);
  return runIsolated('readPage', { html, url, linkLimit }, limits, `The page ${url}`);
}
