import { ConfigError, loadConfig, portForDataDir } from '../app/config.ts';

test('defaults let `make start` run with nothing set', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({
    port: 3000,
    publicUrl: 'http://localhost:3000',
    databaseUrl: undefined,
    runWorkerInProcess: true,
  });
  expect(config.embeddedPostgres.dataDir).toMatch(/\.data\/postgres$/);
});

test.each([
  [{ PORT: 'eighty' }, /PORT=eighty is not valid: set it to a whole number from 1 to 65535/],
  [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres: or postgresql:/],
  [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL is not a URL/],
  [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL=loud is not valid/],
  [{ RUN_WORKER_IN_PROCESS: 'maybe' }, /RUN_WORKER_IN_PROCESS=maybe is not valid: set it to true or false/],
  [{ STRIPE_SECRET_KEY: 'sk_test_x' }, /STRIPE_WEBHOOK_SECRET is not set: .* Set it to the endpoint's signing secret/],
  [
    { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_PROTOCOL: 'ftp' },
    /STRIPE_API_PROTOCOL=ftp is not valid/,
  ],
])('a bad setting names the variable and the fix: %o', (env, message) => {
  expect(() => loadConfig(env)).toThrow(ConfigError);
  expect(() => loadConfig(env)).toThrow(message);
});

test('PUBLIC_URL loses its trailing slash', () => {
  expect(loadConfig({ PUBLIC_URL: 'https://launch.example/' }).publicUrl).toBe('https://launch.example');
});

test('TRUST_PROXY counts the proxies whose X-Forwarded-For is believed', () => {
  expect(loadConfig({}).trustProxyHops).toBe(0);
  expect(loadConfig({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
  expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY=yes is not valid/);
});

test('the badge check interval and the site team addresses are validated, naming the variable', () => {
  expect(loadConfig({}).badgeCheckIntervalSeconds).toBe(14400);
  expect(loadConfig({ BADGE_CHECK_INTERVAL_SECONDS: '600' }).badgeCheckIntervalSeconds).toBe(600);
  expect(() => loadConfig({ BADGE_CHECK_INTERVAL_SECONDS: '5' })).toThrow(/BADGE_CHECK_INTERVAL_SECONDS=5/);
  expect(loadConfig({ SITE_TEAM_EMAILS: ' Ada@Example.com, bo@example.com ' }).siteTeamEmails).toEqual([
    'ada@example.com',
    'bo@example.com',
  ]);
  expect(() => loadConfig({ SITE_TEAM_EMAILS: 'ada' })).toThrow(/SITE_TEAM_EMAILS entry "ada"/);
});

test("the embedded server's port is stable per data directory and no ephemeral port a connection could take", () => {
  const ports = Array.from({ length: 2000 }, (_, clone) => portForDataDir(`/work/clone-${clone}/.data/postgres`));
  expect(Math.min(...ports)).toBeGreaterThanOrEqual(20000);
  expect(Math.max(...ports)).toBeLessThan(32768);
  expect(new Set(ports).size).toBeGreaterThan(1700);
  expect(portForDataDir('/work/main/.data/postgres')).toBe(portForDataDir('/work/main/.data/postgres'));
  expect(loadConfig({}).embeddedPostgres.port).toBe(portForDataDir(loadConfig({}).embeddedPostgres.dataDir));
});
