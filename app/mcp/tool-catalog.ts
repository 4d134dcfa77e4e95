// The MCP tool list: exactly generated/mcp-tools.ts (one tool per operation), served a page at a
// time with opaque, stateless cursors, plus which tools return text that owners or websites wrote.
import type { ListToolsResult, Tool } from '@modelcontextprotocol/server';
import { mcpTools } from '../../generated/mcp-tools.ts';
import type { McpToolDefinition } from '../mcp-tool-definition.ts';
import { resolveRef, specDocument, specOperations } from '../spec.ts';
import type { OpenApiDocument, SpecOperation } from '../spec.ts';

export const toolsPerPage = 20;

// As tools/list shows them: the generated definitions (object-rooted schemas, checked by the
// contract tests) without the server-side input mapping.
const listedTools = mcpTools.map(({ inputMapping: _mapping, ...tool }) => tool as Tool);
const toolsByName = new Map(mcpTools.map((tool) => [tool.name, tool]));

export function findTool(name: string): McpToolDefinition | undefined {
  return toolsByName.get(name);
}

export class InvalidCursorError extends Error {}

const encodeCursor = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url');

function decodeCursor(cursor: string): number {
  try {
    const { offset } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { offset: unknown };
    if (typeof offset === 'number' && Number.isInteger(offset) && offset > 0 && offset < listedTools.length)
      return offset;
  } catch {
    // falls through to the error below
  }
  throw new InvalidCursorError('The cursor is not one this server issued: start again without a cursor.');
}

/** One page of the tool list; the cursor carries the offset, so any process can serve the next page. */
export function toolPage(cursor: string | undefined): ListToolsResult {
  const offset = cursor === undefined ? 0 : decodeCursor(cursor);
  const end = offset + toolsPerPage;
  return {
    tools: listedTools.slice(offset, end),
    ...(end < listedTools.length ? { nextCursor: encodeCursor(end) } : {}),
  };
}

/**
 * Component schemas whose text was written by listing owners and users or drafted from crawled
 * websites (the spec's "Untrusted text" section). A tool whose result can contain one of them
 * marks its results as untrusted data.
 */
const authoredTextSchemas = new Set([
  'ListingSummary',
  'Listing',
  'Faq',
  'SocialLinks',
  'Founder',
  'FounderSummary',
  'FounderStory',
  'InterviewAnswers',
  'Draft',
  'DraftField',
  'DraftFounder',
  'DraftMilestone',
  'DraftSummary',
  'OwnedListing',
  'OwnedListingSummary',
  'ListingUpdate',
  'Milestone',
  'LeaderboardItem',
  'Award',
  'Claim',
]);

/** Names of the component schemas a schema reaches through $ref, transitively. */
function reachedComponents(document: OpenApiDocument, schema: unknown, seen = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) {
    for (const item of schema) reachedComponents(document, item, seen);
  } else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
      const match = key === '$ref' && typeof value === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(value) : null;
      if (match) {
        if (seen.has(match[1])) continue;
        seen.add(match[1]);
        reachedComponents(document, resolveRef(document, { $ref: value }), seen);
      } else {
        reachedComponents(document, value, seen);
      }
    }
  }
  return seen;
}

function returnsAuthoredText(document: OpenApiDocument, operation: SpecOperation): boolean {
  const reached = new Set<string>();
  for (const response of operation.successResponses) reachedComponents(document, response.schema, reached);
  return [...reached].some((name) => authoredTextSchemas.has(name));
}

const untrustedResultTools = new Set(
  specOperations()
    .filter((operation) => returnsAuthoredText(specDocument(), operation))
    .map((operation) => operation.operationId),
);

/** Whether this tool's results can carry text written by owners, users or crawled websites. */
export function returnsUntrustedText(toolName: string): boolean {
  return untrustedResultTools.has(toolName);
}
