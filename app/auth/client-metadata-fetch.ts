// How the OAuth server fetches client ID metadata documents. By default oidc-provider's own fetch
// is used, whose dispatcher refuses connections to special-use addresses (loopback, private,
// link-local): the SSRF guard. OAUTH_CLIENT_METADATA_ALLOW_LOOPBACK (development and tests only)
// lets loopback https URLs through, accepting a self-signed certificate there and nowhere else.
import https from 'node:https';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

function fetchLoopback(url: URL, init: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = https.get(
      url,
      {
        headers: Object.fromEntries(new Headers(init.headers)),
        rejectUnauthorized: false,
        signal: init.signal ?? undefined,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') headers.set(name, value);
          resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 502, headers }));
        });
        res.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** oidc-provider's `fetch` when loopback is allowed: loopback URLs here, everything else as usual. */
export function fetchAllowingLoopback(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input);
  return loopbackHosts.has(url.hostname) ? fetchLoopback(url, init) : fetch(input, init);
}
