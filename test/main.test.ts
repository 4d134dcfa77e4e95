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

interface Started {
  exitCode: Promise<number | null>;
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
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return {
    exitCode: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
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

test('a port held by another process: exit 1, naming the port and PORT, and no banner', async () => {
  const holder = await holdPort();
  const port = (holder.address() as AddressInfo).port;
  try {
    const started = start(port);
    expect(await started.exitCode).toBe(1);
    expect(started.stderr()).toBe(
      `Cannot listen on port ${port}: another process is using it. Stop that process, or set PORT to a free port ` +
        `(e.g. PORT=${port + 1} make start).\n`,
    );
    expect(started.stdout()).not.toContain('is running');
  } finally {
    holder.close();
  }
});

test('a free port: the banner once it listens, and a clean stop on SIGTERM', async () => {
  const probe = await holdPort();
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const started = start(port);
  for (let waited = 0; !started.stdout().includes('is running') && waited < 200; waited++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(started.stdout()).toContain('Launch Directory is running (API only)');
  const site = await fetch(`http://127.0.0.1:${port}/v1/site`);
  expect(site.status).toBe(200);
  started.stop();
  expect(await started.exitCode).toBe(0);
});
