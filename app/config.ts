// The one place that reads process.env. Every setting is validated at start, and a bad one names
// the variable and how to fix it, so a misconfigured deploy fails loudly instead of half-working.
import { isIP } from 'node:net';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '..');

export interface Config {
  port: number;
  /** Origin the service is reached at, without a trailing slash; used in links and the served spec. */
  publicUrl: string;
  /** Set: use this PostgreSQL. Unset: start (or join) the embedded one in `embeddedPostgres.dataDir`. */
  databaseUrl: string | undefined;
  embeddedPostgres: { dataDir: string; port: number; database: string };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Largest JSON request body accepted, in bytes. */
  bodyLimitBytes: number;
  /** Run graphile-worker inside the API process (the default); off when workers run on their own. */
  runWorkerInProcess: boolean;
  workerConcurrency: number;
  /** Validate every response against the spec and answer 500 on a mismatch (the test suite turns this on). */
  validateResponses: boolean;
  crawler: CrawlerConfig;
  /** Set: drafts are written by Claude; unset: by the built-in extractive drafter. */
  anthropic: { apiKey: string; baseUrl: string | undefined; model: string } | undefined;
  /**
   * Set: the checkout page pays through a Stripe Checkout Session, confirmed by a signed webhook.
   * Unset: the built-in test-mode checkout page. host/port/protocol reach another Stripe API (tests).
   */
  stripe: StripeConfig | undefined;
  /** Requests allowed per window: anonymous callers per IP address, signed-in callers per account. */
  rateLimits: { anonymous: RateLimitSetting; account: RateLimitSetting };
  /** Requests per window per IP address to the site's pages, sign-in, badges and OAuth/OIDC (not /v1, /mcp). */
  pageRateLimit: RateLimitSetting;
  /** Drafts (submit_listing) one account may start per hour. */
  draftsPerAccountPerHour: number;
  /** Crawls of one target host per hour, across all accounts; more fail the draft politely. */
  crawlsPerHostPerHour: number;
  /** Votes, withdrawn votes, follows, unfollows and reviews one account may make per hour on the site. */
  siteActionsPerAccountPerHour: number;
  /** smtp(s):// URL of the mail server; unset: mail goes to the `outbox` table and the log. */
  smtpUrl: string | undefined;
  /** Sender of the service's e-mail. */
  mailFrom: string;
  /**
   * Development and tests only: fetch OAuth client ID metadata documents from loopback addresses
   * (any TLS certificate). Off: only public addresses are fetched (oidc-provider's SSRF guard).
   */
  oauthClientMetadataAllowLoopback: boolean;
  /**
   * How many reverse proxies stand in front of the service. Behind a load balancer (1 or more) the
   * client address, used for anonymous rate limits, comes from X-Forwarded-For.
   */
  trustProxyHops: number;
  /** Seconds between badge checks of a free listing's homepage. */
  badgeCheckIntervalSeconds: number;
  /** E-mail addresses (lowercase) of the site team: they may open /site-team pages. */
  siteTeamEmails: string[];
  /** Hours a pending order can be paid before the expiry job moves it to expired. */
  orderExpiryHours: number;
  claims: ClaimsConfig;
}

export interface ClaimsConfig {
  /** Hours a claim stays pending before it expires. */
  expiryHours: number;
  /** Claim attempts (claim_listing and verify_claim calls) allowed per hour, per account and per listing. */
  attemptsPerAccountPerHour: number;
  attemptsPerListingPerHour: number;
  /** Resolvers for the DNS TXT check (ip or ip:port); empty: the system's. */
  dnsServers: string[];
  dnsTimeoutMs: number;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  host: string | undefined;
  port: number | undefined;
  protocol: 'http' | 'https' | undefined;
}

export interface RateLimitSetting {
  limit: number;
  windowSeconds: number;
}

export interface CrawlerConfig {
  /** Same-site pages read besides the homepage. */
  maxPages: number;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Wall-clock budget of one crawl; with a long Crawl-delay fewer pages are read. */
  budgetMs: number;
  /** Time and heap one page read or one drafting run may take in its worker thread. */
  isolation: { timeMs: number; memoryMb: number };
  /** Tests only: let the crawler connect to 127.0.0.1 (every other private address stays refused). */
  allowLoopback: boolean;
  /** Host names answered without DNS (host -> IP); the SSRF guard still checks the address. */
  resolve: Record<string, string>;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(
      `${name}=${raw} is not valid: set it to a whole number from ${min} to ${max}, or unset it for ${fallback}.`,
    );
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name}=${raw} is not valid: set it to true or false, or unset it for ${fallback}.`);
}

/** CRAWLER_RESOLVE=host=ip,host=ip (like curl --resolve, without the port). */
function hostMap(env: Env, name: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const entry of (env[name] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const at = entry.indexOf('=');
    const address = entry.slice(at + 1);
    if (at < 1 || !isIP(address)) {
      throw new ConfigError(
        `${name} entry "${entry}" is not valid: ` +
          `write host=address pairs separated by commas, e.g. acme.test=127.0.0.1.`,
      );
    }
    map[entry.slice(0, at).toLowerCase()] = address;
  }
  return map;
}

function url(env: Env, name: string, protocols: string[], fallback?: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(
      `${name} is not a URL: ` +
        `set it to something like ${protocols[0]}//host:port${fallback ? `, or unset it for ${fallback}` : ''}.`,
    );
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')} (got ${parsed.protocol}).`);
  }
  return raw;
}

/**
 * Each checkout's embedded PostgreSQL gets its own stable port (20000-31999, from its data
 * directory's path), so two clones on one machine never meet on the same server. The range is
 * below the kernel's ephemeral ports (Linux 32768-60999, others 49152+): a port in them can be any
 * connection's source port, and the probe that asks whether the server is up, connecting to its
 * own unused port, then reaches itself and holds the port the server is about to listen on.
 */
export function portForDataDir(dataDir: string): number {
  let hash = 2166136261;
  for (const char of dataDir) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return 20000 + (hash % 12000);
}

function stripeConfig(env: Env): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY;
  if (!secretKey) return undefined;
  if (!env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'STRIPE_WEBHOOK_SECRET is not set: with STRIPE_SECRET_KEY, payments are confirmed only by signed webhooks. ' +
        "Set it to the endpoint's signing secret (whsec_...) from the Stripe dashboard, or unset STRIPE_SECRET_KEY " +
        'for the test-mode checkout.',
    );
  }
  const protocol = env.STRIPE_API_PROTOCOL || undefined;
  if (protocol !== undefined && protocol !== 'http' && protocol !== 'https') {
    throw new ConfigError(`STRIPE_API_PROTOCOL=${protocol} is not valid: use https (the default) or http.`);
  }
  return {
    secretKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    host: env.STRIPE_API_HOST || undefined,
    port: env.STRIPE_API_PORT ? integer(env, 'STRIPE_API_PORT', 443, 1, 65535) : undefined,
    protocol,
  };
}

/** DNS_SERVERS=ip[:port],... as node:dns setServers takes them (IPv6 with a port: [::1]:53). */
function dnsServerList(env: Env, name: string): string[] {
  const servers = (env[name] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const server of servers) {
    const match = /^(?:\[([0-9a-f:.]+)\]|([0-9.]+))(?::(\d{1,5}))?$/i.exec(server) ?? /^([0-9a-f:]+)$/i.exec(server);
    const address = match?.[1] ?? match?.[2];
    const port = Number(match?.[3] ?? 53);
    if (!address || !isIP(address) || port < 1 || port > 65535)
      throw new ConfigError(
        `${name} entry "${server}" is not a DNS server address: ` +
          'write IP addresses with an optional port, separated by commas, e.g. 1.1.1.1,127.0.0.1:5353, ' +
          "or unset it to use the system's resolvers.",
      );
  }
  return servers;
}

/** A comma-separated list of e-mail addresses, lowercased. */
function emailList(env: Env, name: string): string[] {
  const emails = (env[name] ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const bad = emails.find((email) => !/^[^\s@]+@[^\s@]+$/.test(email));
  if (bad)
    throw new ConfigError(
      `${name} entry "${bad}" is not an e-mail address: ` +
        'write addresses separated by commas, e.g. a@example.com,b@example.com.',
    );
  return emails;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:'], `http://localhost:${port}`)!.replace(/\/+$/, '');
  const dataDir = path.resolve(projectRoot, env.EMBEDDED_PG_DIR || '.data/postgres');
  const logLevel = (env.LOG_LEVEL || 'info') as Config['logLevel'];
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL=${env.LOG_LEVEL} is not valid: use one of ${logLevels.join(', ')}.`);
  }
  const rateLimitWindow = integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 3600);
  return {
    port,
    publicUrl,
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    embeddedPostgres: {
      dataDir,
      port: integer(env, 'EMBEDDED_PG_PORT', portForDataDir(dataDir), 1024, 65535),
      database: env.EMBEDDED_PG_DATABASE || 'launch_directory',
    },
    logLevel,
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 256 * 1024, 1024, 16 * 1024 * 1024),
    runWorkerInProcess: boolean(env, 'RUN_WORKER_IN_PROCESS', true),
    workerConcurrency: integer(env, 'WORKER_CONCURRENCY', 4, 1, 64),
    validateResponses: boolean(env, 'VALIDATE_RESPONSES', false),
    crawler: {
      maxPages: integer(env, 'CRAWLER_MAX_PAGES', 6, 0, 20),
      timeoutMs: integer(env, 'CRAWLER_TIMEOUT_MS', 10_000, 100, 60_000),
      maxBytes: integer(env, 'CRAWLER_MAX_BYTES', 2 * 1024 * 1024, 1024, 20 * 1024 * 1024),
      maxRedirects: integer(env, 'CRAWLER_MAX_REDIRECTS', 5, 0, 10),
      budgetMs: integer(env, 'CRAWLER_BUDGET_MS', 45_000, 1000, 300_000),
      isolation: {
        timeMs: integer(env, 'READER_TIME_LIMIT_MS', 20_000, 500, 300_000),
        memoryMb: integer(env, 'READER_MEMORY_MB', 256, 32, 4096),
      },
      allowLoopback: boolean(env, 'CRAWLER_ALLOW_LOOPBACK', false),
      resolve: hostMap(env, 'CRAWLER_RESOLVE'),
    },
    anthropic: env.ANTHROPIC_API_KEY
      ? {
          apiKey: env.ANTHROPIC_API_KEY,
          baseUrl: url(env, 'ANTHROPIC_BASE_URL', ['http:', 'https:']),
          // claude-sonnet-4-5 reaches end of life on 2026-11-30; its successor in the SDK's model list.
          model: env.ANTHROPIC_MODEL || 'claude-sonnet-5-5',
        }
      : undefined,
    stripe: stripeConfig(env),
    rateLimits: {
      anonymous: { limit: integer(env, 'RATE_LIMIT_ANONYMOUS', 120, 1, 1_000_000), windowSeconds: rateLimitWindow },
      account: { limit: integer(env, 'RATE_LIMIT_ACCOUNT', 600, 1, 1_000_000), windowSeconds: rateLimitWindow },
    },
    pageRateLimit: { limit: integer(env, 'RATE_LIMIT_PAGES', 600, 1, 1_000_000), windowSeconds: rateLimitWindow },
    draftsPerAccountPerHour: integer(env, 'DRAFTS_PER_ACCOUNT_PER_HOUR', 30, 1, 100_000),
    crawlsPerHostPerHour: integer(env, 'CRAWLS_PER_HOST_PER_HOUR', 20, 1, 100_000),
    siteActionsPerAccountPerHour: integer(env, 'SITE_ACTIONS_PER_ACCOUNT_PER_HOUR', 120, 1, 100_000),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Launch Directory <no-reply@localhost>',
    oauthClientMetadataAllowLoopback: boolean(env, 'OAUTH_CLIENT_METADATA_ALLOW_LOOPBACK', false),
    trustProxyHops: integer(env, 'TRUST_PROXY', 0, 0, 10),
    badgeCheckIntervalSeconds: integer(env, 'BADGE_CHECK_INTERVAL_SECONDS', 4 * 3600, 60, 7 * 86_400),
    siteTeamEmails: emailList(env, 'SITE_TEAM_EMAILS'),
    // At most 24: a Stripe Checkout Session lives at most 24 hours, so one opened for a pending
    // order can always be made to end when the order does.
    orderExpiryHours: integer(env, 'ORDER_EXPIRY_HOURS', 24, 1, 24),
    claims: {
      expiryHours: integer(env, 'CLAIM_EXPIRY_HOURS', 72, 1, 24 * 90),
      attemptsPerAccountPerHour: integer(env, 'CLAIM_ATTEMPTS_PER_ACCOUNT_PER_HOUR', 30, 1, 10_000),
      attemptsPerListingPerHour: integer(env, 'CLAIM_ATTEMPTS_PER_LISTING_PER_HOUR', 60, 1, 10_000),
      dnsServers: dnsServerList(env, 'DNS_SERVERS'),
      dnsTimeoutMs: integer(env, 'DNS_TIMEOUT_MS', 5000, 100, 60_000),
    },
  };
}
