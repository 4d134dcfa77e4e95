// The URL given to submit_listing: an absolute http(s) URL of a public website. IP literals in
// private, loopback, link-local, CGNAT, multicast or metadata ranges are refused here; names are
// checked by the crawler when it connects (DNS can change in between). Each refusal says what was
// refused and why, and for a site on this machine names the setting that opens 127.0.0.1.
import type { Config } from '../config.ts';
import { forbiddenAddressReason, ipLiteral } from '../crawl/address-guard.ts';
import { invalidField } from '../http/problem.ts';

/** The same URL on 127.0.0.1, the one local address CRAWLER_ALLOW_LOOPBACK opens. */
function onLoopbackAddress(url: URL): string {
  const local = new URL(url.href);
  local.hostname = '127.0.0.1';
  return local.href;
}

/** For a loopback address or name: how to reach a site on this machine, or undefined for others. */
function loopbackHint(url: URL, literal: string | undefined, config: Pick<Config, 'crawler'>): string | undefined {
  const host = url.hostname;
  const loopback = literal
    ? literal === '::1' || literal.startsWith('127.')
    : host === 'localhost' || host.endsWith('.localhost');
  if (!loopback) return undefined;
  const setting = 'For a site on this machine, start the service with CRAWLER_ALLOW_LOOPBACK=true';
  if (literal === '127.0.0.1') return setting;
  const local = onLoopbackAddress(url);
  return config.crawler.allowLoopback
    ? `CRAWLER_ALLOW_LOOPBACK opens 127.0.0.1 only: submit ${local} instead`
    : `${setting} and submit ${local}`;
}

/** Why a host name (not an IP literal) cannot be crawled, or undefined when it can be tried. */
function refusedHostName(host: string, config: Pick<Config, 'crawler'>): string | undefined {
  if (config.crawler.resolve[host]) return undefined;
  if (host === 'localhost' || host.endsWith('.localhost'))
    return `${host} names the machine the service runs on, and the crawler reads only public websites`;
  if (!host.includes('.'))
    return (
      `${host} is a single-label name that only a local network resolves; ` +
      'the crawler reads public websites with a domain name such as example.com'
    );
  return undefined;
}

export function checkSubmittedUrl(raw: string, config: Pick<Config, 'crawler'>, pointer = '/body/url'): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidField(pointer, 'must be an absolute URL such as https://example.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalidField(pointer, 'must be an http or https URL');
  if (url.username || url.password) throw invalidField(pointer, 'must not contain a user name or password');
  const literal = ipLiteral(url);
  const addressReason = literal ? forbiddenAddressReason(literal, config.crawler) : undefined;
  const refused = literal ? addressReason && `${literal} ${addressReason}` : refusedHostName(url.hostname, config);
  if (refused) {
    const hint = loopbackHint(url, literal, config);
    throw invalidField(pointer, `must be a public website: ${refused}${hint ? `. ${hint}` : ''}`);
  }
  url.hash = '';
  return url.href;
}
