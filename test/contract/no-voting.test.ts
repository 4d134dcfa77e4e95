// Votes come only from people on the site, never through the API or MCP: no operation or tool
// writes a vote (nothing they run reaches the module that does), the only code inserting votes is
// the site's vote module, and addresses a client might try are refused.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { projectRoot } from '../../app/config.ts';
import { specOperations } from '../../app/spec.ts';
import { mcpTools } from '../../generated/mcp-tools.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';

/** Every module a file imports, followed through relative imports. */
function importClosure(start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'(\.{1,2}\/[^']+\.ts)'/gm))
      visit(path.resolve(path.dirname(file), match[1]));
  };
  visit(start);
  return seen;
}

const sourceFiles = (folder: string): string[] =>
  readdirSync(path.join(projectRoot, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));

const voteModule = path.join(projectRoot, 'app', 'engagement', 'votes.ts');
const voteQueries = path.join(projectRoot, 'db', 'queries', 'engagement.ts');

test('no operation and no MCP tool reaches the module that casts votes', () => {
  // The operation table imports every handler; the MCP door serves the same table.
  for (const entry of ['generated/operations.ts', 'app/mcp/mcp-door.ts', 'app/http/kernel.ts']) {
    const closure = importClosure(path.join(projectRoot, entry));
    expect(closure.size).toBeGreaterThan(5);
    expect(closure).not.toContain(voteModule);
    expect(closure).not.toContain(voteQueries);
  }
  expect(importClosure(path.join(projectRoot, 'app', 'web', 'engagement-routes.ts'))).toContain(voteModule);
});

test('only the site’s vote module writes votes', () => {
  const writers = ['app', 'handlers', 'workers', 'db/queries']
    .flatMap(sourceFiles)
    .filter((file) =>
      /insertInto\('votes'\)|deleteFrom\('votes'\)|updateTable\('votes'\)/.test(readFileSync(file, 'utf8')),
    )
    .map((file) => path.relative(projectRoot, file));
  expect(writers).toEqual([path.join('db', 'queries', 'engagement.ts')]);
  const callers = ['app', 'handlers', 'workers']
    .flatMap(sourceFiles)
    .filter((file) => /\b(insertVote|deleteVote)\b/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(projectRoot, file));
  expect(callers).toEqual([path.join('app', 'engagement', 'votes.ts')]);
});

test('no operation or tool is about voting: every vote-related operation only reads', () => {
  const voting = specOperations().filter((operation) =>
    /vote|upvote/i.test(`${operation.operationId} ${operation.path} ${operation.summary}`),
  );
  expect(voting.filter((operation) => operation.method !== 'get')).toEqual([]);
  expect(mcpTools.filter((tool) => /vote/i.test(tool.name))).toEqual([]);
});

describe('over HTTP', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  test.each([
    ['post', '/v1/listings/gadget/votes'],
    ['post', '/v1/listings/gadget/vote'],
    ['put', '/v1/listings/gadget/votes'],
    ['post', '/v1/votes'],
  ] as const)('%s %s is not an operation', async (method, url) => {
    const res = await request(testApp.app)[method](url).send({});
    expect([404, 405]).toContain(res.status);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
  });

  test('an MCP client asking for a vote tool gets an error, not a vote', async () => {
    const res = await request(testApp.app)
      .post('/mcp')
      .set('content-type', 'application/json')
      .set('accept', 'application/json, text/event-stream')
      .set('mcp-protocol-version', '2025-11-25')
      .send({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'vote_listing', arguments: { slug: 'x' } },
      });
    expect(res.text).toMatch(/vote_listing/);
    expect(res.text).toMatch(/"isError":true|"error"/);
    const { rows } = await testApp.database.pool.query('select count(*)::int as n from votes');
    expect(rows[0].n).toBe(0);
  });
});
