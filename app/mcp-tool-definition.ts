// The shape of generated/mcp-tools.ts: an MCP tool per operation, plus how its flat arguments map
// back onto the operation's path, query, body and Idempotency-Key.
export interface McpToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
  annotations: {
    title: string;
    readOnlyHint: boolean;
    destructiveHint: boolean;
    idempotentHint: boolean;
    openWorldHint: boolean;
  };
  inputMapping: { path: string[]; query: string[]; body: string[]; idempotencyKey?: string };
}
