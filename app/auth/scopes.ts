// The scopes a credential can hold, read from the contract's OAuth scheme so they never drift.
import { specDocument } from '../spec.ts';

interface OAuthScheme {
  flows: { authorizationCode: { scopes: Record<string, string> } };
}

/** Scope name -> what it allows, in the order the spec lists them. */
export function scopeDescriptions(): Record<string, string> {
  const schemes = specDocument().components?.securitySchemes as Record<string, OAuthScheme> | undefined;
  return schemes?.oauth2?.flows.authorizationCode.scopes ?? {};
}

export const allScopes = (): string[] => Object.keys(scopeDescriptions());

/** The requested scopes, or the unknown ones named in an error. */
export function checkScopes(requested: string[]): string[] {
  const known = new Set(allScopes());
  const unknown = requested.filter((scope) => !known.has(scope));
  if (unknown.length)
    throw new Error(`Unknown scope(s): ${unknown.join(', ')}. Known scopes: ${[...known].join(', ')}.`);
  return [...new Set(requested)];
}
