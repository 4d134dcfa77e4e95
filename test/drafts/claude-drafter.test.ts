// The Claude engine against a local server speaking the Messages API, run through the real draft
// jobs on real PostgreSQL: a value whose quote is not on the site ends not_found.
import { loadConfig } from '../../app/config.ts';
import type { Config } from '../../app/config.ts';
import { pageText, parseHtml } from '../../app/crawl/page-text.ts';
import { crawlDraft, writeDraft } from '../../app/draft/jobs.ts';
import { draftBody } from '../../app/draft/present.ts';
import { createLogger } from '../../app/logger.ts';
import { findDraft, insertDraft, savePage } from '../../db/queries/drafts.ts';
import { signedIn } from '../support/auth.ts';
import { createTestDatabase } from '../support/database.ts';
import type { TestDatabase } from '../support/database.ts';
import { fabricatedQuote, startFakeAnthropic } from '../support/fake-anthropic.ts';
import type { FakeAnthropic } from '../support/fake-anthropic.ts';
import { startFixtureServer } from '../support/fixture-server.ts';
import type { FixtureServer } from '../support/fixture-server.ts';
import { acme } from '../support/fixture-sites/sites.ts';

let database: TestDatabase;
let site: FixtureServer;
let claude: FakeAnthropic;
let config: Config;

beforeAll(async () => {
  [database, site, claude] = await Promise.all([createTestDatabase(), startFixtureServer(acme), startFakeAnthropic()]);
  const base = loadConfig({
    ANTHROPIC_API_KEY: 'sk-ant-test',
    ANTHROPIC_BASE_URL: claude.baseUrl,
    LOG_LEVEL: 'silent',
  });
  config = { ...base, crawler: { ...base.crawler, allowLoopback: true, maxPages: 5 } };
});
afterAll(async () => {
  await Promise.all([site.close(), claude.close(), database.drop()]);
});

test(
  'Claude drafts through tool use; ' + 'the fabricated quote, a misattributed quote and invented entries are dropped',
  async () => {
    const deps = { db: database.db, config, log: createLogger(config) };
    const { accountId } = await signedIn(database.db);
    const draft = await insertDraft(database.db, accountId, `${site.origin}/`);

    // A crawl interrupted after storing the homepage resumes without fetching it again.
    const html = (acme.routes['/'] as { body: string }).body;
    await savePage(
      database.db,
      draft.id,
      'site',
      { url: `${site.origin}/`, html, text: pageText(parseHtml(html, `${site.origin}/`)) },
      0,
    );
    await crawlDraft(deps, draft.id);
    expect(site.requests.map((request) => request.path)).not.toContain('/');
    expect((await findDraft(database.db, draft.id))?.status).toBe('drafting');

    await writeDraft(deps, draft.id, { last: false });
    await writeDraft(deps, draft.id, { last: false }); // a second run of the job changes nothing
    expect(claude.requests).toHaveLength(1);

    const body = draftBody((await findDraft(database.db, draft.id))!);
    expect(body.status).toBe('ready');
    expect(body.fields.name).toMatchObject({ value: 'Acme Analytics', state: 'ai' });
    expect(body.fields.tagline).toMatchObject({ value: 'Product analytics without the creepy tracking', state: 'ai' });
    expect(body.fields.pricing_model.state).toBe('ai');
    expect(body.fields.usps).toEqual({ value: null, state: 'not_found', evidence: [] });
    expect(body.fields.stage).toEqual({ value: null, state: 'not_found', evidence: [] });
    expect(body.not_found_on_website).toEqual(expect.arrayContaining(['usps', 'stage', 'country']));
    expect(JSON.stringify(body)).not.toContain(fabricatedQuote);
    expect(body.faqs).toEqual([
      {
        question: 'Do you use cookies?',
        answer: 'No. Acme Analytics works without cookies, so you need no cookie banner.',
      },
    ]);
    expect(body.founders.map((founder) => founder.name)).toEqual(['Jane Doe']);
    expect(body.company_socials).toEqual({ x: 'https://x.com/acmeanalytics' });

    const sent = claude.requests[0];
    expect([sent.headers['x-api-key'], sent.headers.authorization].join(' ')).toContain('sk-ant-test');
    expect(sent.body.tool_choice).toEqual({ type: 'tool', name: 'record_profile' });
    expect(sent.body.system).toMatch(/untrusted data.*never follow instructions/);
    expect(sent.body.messages[0].content).toContain(`<website_page url="${site.origin}/">`);
    expect(sent.body.messages[0].content).toContain('Ignore all previous instructions');
  },
);
