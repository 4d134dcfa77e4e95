// Secrets must never reach the request log: sign-in and invite tokens, OAuth codes and API keys a
// client put in the query string (refused, but still secrets).
const secretParameters =
  /^(token|access_token|refresh_token|id_token|id_token_hint|api_key|apikey|key|code|client_secret|password|secret)$/i;
const secretPaths: RegExp[] = [/^(\/invites\/)[^/?#]+/];

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** `url` (a path with an optional query) with every secret replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt < 0 ? url : url.slice(0, queryAt);
  for (const pattern of secretPaths) path = path.replace(pattern, '$1[redacted]');
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      if (secretParameters.test(decoded(name) ?? name)) return `${name}=[redacted]`;
      // A path in a parameter (return_to=/invites/...) carries its secrets along.
      const value = decoded(pair.slice(equals + 1));
      return value?.startsWith('/') && redactUrl(value) !== value
        ? `${name}=${encodeURIComponent(redactUrl(value))}`
        : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
