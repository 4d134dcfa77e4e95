// `make start` (app/main.ts) as a child process on a test database: it says it is running only
// once it listens, and a port that another process holds ends it with a message naming the port
// and PORT, instead of a banner over a server that answers nothing.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { projectRoot } from '../app/config.ts';
import { createTestDatabase } from './support/database.ts';
import type { TestDatabase } from './support/database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  // A directory with a listing gets no demo data: the start goes straight to listening.
  await database.db
    .insertInto('listings')
    .values({ slug: 'quiet-notes', name: 'Quiet Notes', url: 'https://quiet-notes.example', status: 'live' })
    .execute();
});
afterAll(() => database.drop());

/** Starting the app takes seconds on a quiet machine, far longer on a busy one. */
const startTimeout = 120_000;

interface Started {
  exitCode: Promise<number | null>;
  /** Resolves when the banner says the service is running, or the process has ended. */
  runningOrEnded: Promise<void>;
  stdout: () => string;
  stderr: () => string;
  stop: () => void;
}

function start(port: number): Started {
  const child = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', path.join(projectRoot, 'app/main.ts')],
    {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        DATABASE_URL: database.url,
        LOG_LEVEL: 'silent',
        RUN_WORKER_IN_PROCESS: 'false',
      },
    },
  );
  let stdout = '';
  let stderr = '';
  const exitCode = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('is running')) resolve();
    }),
  );
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return {
    exitCode,
    runningOrEnded: Promise.race([running, exitCode.then(() => undefined)]),
    stdout: () => stdout,
    stderr: () => stderr,
    stop: () => child.kill('SIGTERM'),
  };
}

async function holdPort(): Promise<Server> {
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, resolve));
  return holder;
}

test(
  'a port held by another process: exit 1, naming the port and PORT, and no banner',
  async () => {
    const holder = await holdPort();
    const port = (holder.address() as AddressInfo).port;
    const started = start(port);
    try {
      await started.runningOrEnded;
    } finally {
      // Were it to run despite the port (the old behaviour), this ends it and the exit code tells.
      started.stop();
      holder.close();
    }
    expect(await started.exitCode).toBe(1);
    expect(started.stderr()).toBe(
      `Cannot listen on port ${port}: another process is using it. Stop that process, or set PORT to a free port ` +
        `(e.g. PORT=${port + 1} make start).\n`,
    );
    expect(started.stdout()).not.toContain('is running');
  },
  startTimeout,
);

test(
  'a free port: the banner once it listens, and a clean stop on SIGTERM',
  async () => {
    const probe = await holdPort();
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const started = start(port);
    try {
      await started.runningOrEnded;
      expect(started.stdout()).toContain('Launch Directory is running (API only)');
      expect((await fetch(`http://127.0.0.1:${port}/v1/site`)).status).toBe(200);
    } finally {
      started.stop();
    }
    expect(await started.exitCode).toBe(0);
  },
  startTimeout,
);
