// The official MCP Inspector (@modelcontextprotocol/inspector, CLI mode) against the running
// server: the tool list passes its schema portability check, and a successful and a refused call
// are each readable, that is not failed by its check of results against the tools' output schemas.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../app/config.ts';
import { problemMetaKey } from '../../app/mcp/tool-call.ts';
import { mcpTools } from '../../generated/mcp-tools.ts';
import { serveTestApp } from '../support/app.ts';
import type { ServedTestApp } from '../support/app.ts';

const inspectorPackage = path.join(projectRoot, 'node_modules/@modelcontextprotocol/inspector');
const inspectorBin = path.join(
  inspectorPackage,
  (JSON.parse(readFileSync(path.join(inspectorPackage, 'package.json'), 'utf8')) as { bin: Record<string, string> })
    .bin['mcp-inspector'],
);
/** The Inspector CLI's exit code for a tool result with `isError: true` (its EXIT_CODES.TOOL_ERROR). */
const toolErrorExit = 5;
/** Each run starts a Node process: under a second on a quiet machine, far longer on a busy one. */
const runTimeout = 120_000;

let served: ServedTestApp;
/** The Inspector keeps a catalog and secrets under HOME: a scratch one per run. */
let home: string;

beforeAll(async () => {
  served = await serveTestApp();
  home = mkdtempSync(path.join(tmpdir(), 'inspector-home-'));
  const db = served.database.db;
  const category = await db
    .insertInto('categories')
    .values({ slug: 'productivity', name: 'Productivity' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Nullable members left null (stage, country, launch week...) exercise the anyOf branches.
  const listing = await db
    .insertInto('listings')
    .values({
      slug: 'quiet-notes',
      name: 'Quiet Notes',
      url: 'https://quiet-notes.example',
      status: 'live',
      launched_at: '2026-11-02T09:00:00Z',
      tagline: 'Notes without the noise',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('listing_categories')
    .values({ listing_id: listing.id, category_id: category.id, is_primary: true })
    .execute();
}, runTimeout);

afterAll(async () => {
  await served.close();
  rmSync(home, { recursive: true, force: true });
});

interface InspectorRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** One Inspector CLI run against /mcp, JSON output. */
function inspector(...args: string[]): Promise<InspectorRun> {
  const argv = [inspectorBin, '--cli', `${served.origin}/mcp`, '--format', 'json', ...args];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      argv,
      { env: { PATH: process.env.PATH, HOME: home }, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number')
          return reject(new Error('the Inspector did not run', { cause: error }));
        resolve({ exitCode: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
      },
    );
  });
}

interface CallResult {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content: { type: string; text: string }[];
  _meta?: Record<string, unknown>;
}

test(
  'tools/list: every tool, and no schema portability finding under --strict',
  async () => {
    const run = await inspector('--method', 'tools/list', '--strict');
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    const output = JSON.parse(run.stdout) as { result: { tools: { name: string }[] }; schemaFindings?: unknown };
    expect(output.schemaFindings).toBeUndefined();
    expect(output.result.tools.map((tool) => tool.name)).toEqual(mcpTools.map((tool) => tool.name));
  },
  runTimeout,
);

test.each(['legacy', 'modern'])(
  'a successful call (%s protocol era) passes the check against the output schema',
  async (era) => {
    const run = await inspector(
      '--protocol-era',
      era,
      '--method',
      'tools/call',
      '--tool-name',
      'search_listings',
      '--tool-args-json',
      JSON.stringify({ q: 'notes', per_page: 5 }),
    );
    expect(run.stderr).toBe('');
    expect(run.exitCode).toBe(0);
    const { result } = JSON.parse(run.stdout) as { result: CallResult };
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ items: [{ slug: 'quiet-notes', stage: null, country: null }] });
  },
  runTimeout,
);

test.each([
  [
    'search_listings',
    { per_page: 101 },
    /^Fix these arguments and call search_listings again: per_page must be <= 100/,
  ],
  ['get_listing', { slug: 'no-such-product' }, /^Nothing was found for these arguments/],
])(
  'a refused call (%s %j) is a readable tool error, the problem as text',
  async (tool, args, hint) => {
    const run = await inspector(
      '--method',
      'tools/call',
      '--tool-name',
      tool,
      '--tool-args-json',
      JSON.stringify(args),
    );
    // Exit 5 is the Inspector saying "the tool returned isError"; a failed output-schema check is
    // an error envelope on stderr ("data must have required property ...") with no result at all.
    expect(run.exitCode).toBe(toolErrorExit);
    expect(run.stderr).not.toMatch(/must have required property|must be/);
    expect(JSON.parse(run.stderr)).toMatchObject({ error: { code: 'tool_is_error' } });
    const { result } = JSON.parse(run.stdout) as { result: CallResult };
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    const [text] = result.content;
    expect(text.text).toMatch(hint);
    const problem = result._meta?.[problemMetaKey] as { code: string; status: number };
    expect(text.text).toContain(JSON.stringify(problem, null, 2));
    expect(problem.status).toBeGreaterThanOrEqual(400);
  },
  runTimeout,
);
