// Liveness under attack (issue 10): a signed-in user submits pathological pages while the job
// worker runs inside the API process, as `make start` runs it. The API must keep answering other
// requests throughout, and every draft must end failed with a reason a person understands. The
// bound on each answer is generous (a liveness guarantee, not a speed claim; speed is for benchmarks).
import type { Runner } from 'graphile-worker';
import { loadConfig } from '../../app/config.ts';
import { createLogger } from '../../app/logger.ts';
import { startWorker } from '../../app/worker.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import type { SignedIn } from '../support/auth.ts';
import { startHostileServer } from '../support/hostile-server.ts';
import type { HostileServer } from '../support/hostile-server.ts';

let app: ServedTestApp;
let worker: Runner;
let hostile: HostileServer;
let user: SignedIn;

beforeAll(async () => {
  app = await serveTestApp({
    crawler: {
      ...loadConfig({}).crawler,
      allowLoopback: true,
      timeoutMs: 4000,
      resolve: { 'slow-robots.test': '127.0.0.1' },
    },
  });
  worker = await startWorker(app.database.pool, {
    db: app.database.db,
    config: app.config,
    log: createLogger(app.config),
  });
  hostile = await startHostileServer();
  user = await signedIn(app.database.db);
});
afterAll(async () => {
  await worker.stop();
  await hostile.close();
  await app.close();
});

const answerWithinMs = 5000;

/** One request of another user's kind; undefined when it did not answer in time. */
async function probe(): Promise<number | undefined> {
  try {
    const response = await fetch(`${app.origin}/v1/site`, { signal: AbortSignal.timeout(answerWithinMs) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined;
  }
}

const attacks: Array<[string, RegExp]> = [
  ['/deep', /too complex to read \(elements nested more than \d+ deep\)/],
  ['/attributes', /too complex to read \(more than \d+ attributes\)/],
  ['/text', /too complex to read \(more than \d+ characters of text\)/],
  ['/json-ld', /too complex to read \(more than \d+ JSON-LD blocks\)/],
  ['/endless', /is larger than \d+ KB/],
  ['/drip', /did not answer within 4 seconds/],
  ['/bomb', /is larger than \d+ KB/],
  ['/loop', /redirects more than \d+ times/],
  // Probe finding 2: a weeks-long Crawl-delay fails the draft at once instead of holding a worker slot.
  ['slow-robots', /robots\.txt asks for 2000000 seconds between requests; we wait at most \d+ seconds/],
];

test('the API answers throughout while every pathological page fails its draft with a reason', async () => {
  const ids = new Map<string, string>();
  for (const [path] of attacks) {
    const response = await fetch(`${app.origin}/v1/drafts`, {
      method: 'POST',
      headers: { authorization: user.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        url: path.startsWith('/') ? `${hostile.origin}${path}` : `http://${path}.test:${hostile.port}/`,
      }),
    });
    expect(response.status).toBe(201);
    ids.set(path, ((await response.json()) as { id: string }).id);
  }

  const probes: Array<number | undefined> = [];
  const reasons = new Map<string, string | null>();
  const deadline = Date.now() + 200_000;
  while (reasons.size < attacks.length && Date.now() < deadline) {
    probes.push(await probe());
    for (const [path, id] of ids) {
      if (reasons.has(path)) continue;
      const response = await fetch(`${app.origin}/v1/drafts/${id}`, {
        headers: { authorization: user.authorization },
        signal: AbortSignal.timeout(answerWithinMs),
      });
      const draft = (await response.json()) as { status: string; failure_reason: string | null };
      if (draft.status !== 'crawling' && draft.status !== 'drafting') reasons.set(path, draft.failure_reason);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  // Every probe answered, and answered 200.
  expect(probes.length).toBeGreaterThan(0);
  expect(probes.filter((status) => status !== 200)).toEqual([]);
  for (const [path, reason] of attacks) {
    expect([path, reasons.get(path)]).toEqual([path, expect.stringMatching(reason)]);
  }
}, 240_000);
