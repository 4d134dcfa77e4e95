// The two protected resources (RFC 8707 / RFC 9728): the REST API at /v1 and the MCP server at
// /mcp. An OAuth token is bound to one of them; a kernel request's door says which one it reached.
import type { Config } from '../config.ts';

export type Door = 'rest' | 'mcp';

const segment = (door: Door) => (door === 'rest' ? 'v1' : 'mcp');

/** The resource indicator (token audience) of a door, e.g. http://localhost:3000/v1. */
export const resourceOf = (config: Pick<Config, 'publicUrl'>, door: Door): string =>
  `${config.publicUrl}/${segment(door)}`;

/** Where the door's protected resource metadata is served. */
export const resourceMetadataUrl = (config: Pick<Config, 'publicUrl'>, door: Door): string =>
  `${config.publicUrl}/.well-known/oauth-protected-resource/${segment(door)}`;
