// The URL given to submit_listing: an absolute http(s) URL of a public website. IP literals in
// private, loopback, link-local, CGNAT, multicast or metadata ranges are refused here; names are
// checked by the crawler when it connects (DNS can change in between).
import type { Config } from '../config.ts';
import { forbiddenAddressReason, ipLiteral } from '../crawl/address-guard.ts';
import { invalidField } from '../http/problem.ts';

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
  const reason = literal ? forbiddenAddressReason(literal, config.crawler) : undefined;
  if (reason) throw invalidField(pointer, `must be a public website: ${literal} ${reason}`);
  if (
    !literal &&
    (url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || !url.hostname.includes('.'))
  ) {
    if (!config.crawler.resolve[url.hostname])
      throw invalidField(pointer, 'must be a public website with a domain name');
  }
  url.hash = '';
  return url.href;
}
