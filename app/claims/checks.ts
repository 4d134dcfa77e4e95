// The three proofs a claimer publishes and how each is looked for: a TXT record (through resolvers
// set by DNS_SERVERS, with a timeout), a meta tag on the homepage and a file at a well-known path
// (both read by the SSRF-guarded crawler, robots.txt respected). Each answers in words a person
// understands what was looked for and what was found.
import { Resolver } from 'node:dns/promises';
import type { Config } from '../config.ts';
import { crawlSite, readSiteFile } from '../crawl/crawler.ts';
import { CrawlFailure } from '../crawl/fetch.ts';
import { parseHtml } from '../crawl/page-text.ts';

export interface CheckOutcome {
  found: boolean;
  /** What was looked for and why it was not accepted; null when found. */
  detail: string | null;
}

export const dnsRecordPrefix = '_launchdirectory';
export const txtValuePrefix = 'launchdirectory-verification=';
export const metaName = 'launchdirectory-verification';
export const filePath = '/.well-known/launchdirectory-verification.txt';

export const dnsRecordName = (domain: string) => `${dnsRecordPrefix}.${domain}`;
export const proofFileUrl = (siteUrl: string) => new URL(filePath, siteUrl).href;

export async function checkDns(domain: string, token: string, config: Config): Promise<CheckOutcome> {
  const name = dnsRecordName(domain);
  const expected = `${txtValuePrefix}${token}`;
  const resolver = new Resolver({ timeout: config.claims.dnsTimeoutMs, tries: 1 });
  if (config.claims.dnsServers.length) resolver.setServers(config.claims.dnsServers);
  let records: string[][];
  try {
    records = await resolver.resolveTxt(name);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENODATA' || code === 'ENOTFOUND')
      return { found: false, detail: `No TXT record was found at ${name}. Add one with the value ${expected}.` };
    if (code === 'ETIMEOUT')
      return {
        found: false,
        detail:
          `The DNS servers did not answer for ${name} within ${config.claims.dnsTimeoutMs / 1000} seconds. ` +
          'Nothing was verified; try again later.',
      };
    return {
      found: false,
      detail: `The TXT records of ${name} could not be read (DNS error ${code ?? 'unknown'}); try again later.`,
    };
  }
  const values = records.map((chunks) => chunks.join(''));
  if (values.includes(expected)) return { found: true, detail: null };
  const ours = values.filter((value) => value.startsWith(txtValuePrefix));
  if (ours.length)
    return {
      found: false,
      detail: `${name} has a TXT record ${ours[0]}, which is not this claim's value ${expected}.`,
    };
  return {
    found: false,
    detail: `${name} has ${values.length} TXT record(s), none with the value ${expected}.`,
  };
}

export async function checkMeta(siteUrl: string, token: string, config: Config): Promise<CheckOutcome> {
  let home;
  try {
    [home] = await crawlSite(siteUrl, config, { maxPages: 0 });
  } catch (error) {
    if (!(error instanceof CrawlFailure)) throw error;
    return { found: false, detail: `The homepage could not be read: ${error.message}` };
  }
  const contents = [...parseHtml(home.html, home.url).querySelectorAll('meta')]
    .filter((meta) => meta.getAttribute('name')?.trim().toLowerCase() === metaName)
    .map((meta) => (meta.getAttribute('content') ?? '').trim());
  if (contents.includes(token)) return { found: true, detail: null };
  if (contents.length)
    return {
      found: false,
      detail: `${home.url} has a ${metaName} meta tag, but its content "${contents[0]}" is not this claim's token.`,
    };
  return {
    found: false,
    detail: `No <meta name="${metaName}"> tag was found on ${home.url}; put it in the page's <head>.`,
  };
}

export async function checkFile(siteUrl: string, token: string, config: Config): Promise<CheckOutcome> {
  const url = proofFileUrl(siteUrl);
  let response;
  try {
    response = await readSiteFile(url, config);
  } catch (error) {
    if (!(error instanceof CrawlFailure)) throw error;
    return { found: false, detail: `${url} could not be read: ${error.message}` };
  }
  if (response.status >= 400)
    return { found: false, detail: `${url} answered HTTP ${response.status}; upload the file there.` };
  if (response.body.trim() === token) return { found: true, detail: null };
  return {
    found: false,
    detail: `${response.url} was read, but it does not hold exactly this claim's token (and nothing else).`,
  };
}
