// The contract against the description's endpoint tables, and the code against the contract:
// generated table, handler modules and MCP tools must match the spec both ways.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../app/config.ts';
import { handlerModulePath, resolveRef, specDocument, specOperations } from '../../app/spec.ts';
import { mcpTools } from '../../generated/mcp-tools.ts';
import { operationTable } from '../../generated/operations.ts';

// operationId: [method, path, scope (null = public), takes Idempotency-Key], from section 4.
const described: Record<string, [string, string, string | null, boolean]> = {
  get_site_info: ['get', '/site', null, false],
  search_listings: ['get', '/listings', null, false],
  get_listing: ['get', '/listings/{slug}', null, false],
  get_alternatives: ['get', '/listings/{slug}/alternatives', null, false],
  compare_listings: ['get', '/compare', null, false],
  list_categories: ['get', '/categories', null, false],
  get_category: ['get', '/categories/{slug}', null, false],
  get_launch_week: ['get', '/launches/weeks/{week}', null, false],
  list_launches: ['get', '/launches', null, false],
  get_leaderboard: ['get', '/leaderboards/{board}', null, false],
  list_founders: ['get', '/founders', null, false],
  get_founder: ['get', '/founders/{slug}', null, false],
  list_blog_posts: ['get', '/blog', null, false],
  get_blog_post: ['get', '/blog/{slug}', null, false],
  list_awards: ['get', '/awards', null, false],
  get_badges: ['get', '/listings/{slug}/badges', null, false],
  list_interview_questions: ['get', '/interview-questions', null, false],
  list_products: ['get', '/products', null, false],
  get_account: ['get', '/me', 'account:read', false],
  submit_listing: ['post', '/drafts', 'listings:write', true],
  list_my_drafts: ['get', '/drafts', 'account:read', false],
  get_draft: ['get', '/drafts/{id}', 'account:read', false],
  update_draft: ['patch', '/drafts/{id}', 'listings:write', true],
  invite_cofounder: ['post', '/drafts/{id}/invites', 'listings:write', true],
  submit_draft: ['post', '/drafts/{id}/submit', 'listings:write', true],
  list_my_listings: ['get', '/me/listings', 'account:read', false],
  get_my_listing: ['get', '/me/listings/{listing_id}', 'account:read', false],
  update_my_listing: ['patch', '/me/listings/{listing_id}', 'listings:write', true],
  post_listing_update: ['post', '/me/listings/{listing_id}/updates', 'listings:write', true],
  add_milestone: ['post', '/me/listings/{listing_id}/milestones', 'listings:write', true],
  delete_milestone: ['delete', '/me/listings/{listing_id}/milestones/{milestone_id}', 'listings:write', true],
  set_founder_story: ['put', '/me/listings/{listing_id}/story', 'listings:write', true],
  answer_interview: ['put', '/me/interview', 'listings:write', true],
  choose_free_listing: ['post', '/me/listings/{listing_id}/free', 'listings:write', true],
  claim_listing: ['post', '/claims', 'listings:write', true],
  verify_claim: ['post', '/claims/{claim_id}/verify', 'listings:write', true],
  list_my_claims: ['get', '/claims', 'account:read', false],
  quote_order: ['post', '/orders/quote', 'orders:write', false],
  create_checkout: ['post', '/orders/checkout', 'orders:write', true],
  list_my_orders: ['get', '/orders', 'account:read', false],
  get_order: ['get', '/orders/{number}', 'account:read', false],
};

const operations = specOperations();

test('the spec has exactly the 41 operations of the description, with their methods, paths, scopes and Idem', () => {
  expect(operations).toHaveLength(41);
  const actual = Object.fromEntries(
    operations.map((operation) => [
      operation.operationId,
      [operation.method, operation.path, operation.scopes[0] ?? null, operation.idempotent],
    ]),
  );
  expect(actual).toEqual(described);
  for (const operation of operations) {
    expect({ id: operation.operationId, public: operation.public, scopes: operation.scopes.length }).toEqual({
      id: operation.operationId,
      public: described[operation.operationId][2] === null,
      scopes: described[operation.operationId][2] === null ? 0 : 1,
    });
  }
});

test('every operation is documented and answers the error statuses the description names', () => {
  const document = specDocument();
  for (const operation of operations) {
    expect(operation.summary.length).toBeGreaterThan(0);
    expect(operation.description.length).toBeGreaterThan(0);
    expect(operation.tag).toBeTruthy();
    const responses = (document.paths[operation.path][operation.method] as { responses: Record<string, unknown> })
      .responses;
    const expected = ['400', '429', 'default'];
    if (!operation.public) expected.push('401', '403');
    if (operation.path.includes('{')) expected.push('404');
    if (operation.idempotent) expected.push('409', '422');
    expect({ id: operation.operationId, missing: expected.filter((status) => !(status in responses)) }).toEqual({
      id: operation.operationId,
      missing: [],
    });
    for (const status of expected) {
      const response = resolveRef<{ content: Record<string, unknown> }>(document, responses[status]);
      expect(Object.keys(response.content)).toEqual(['application/problem+json']);
    }
  }
});

test('awards and leaderboards carry the Trophies tag', () => {
  const tagOf = (id: string) => operations.find((operation) => operation.operationId === id)!.tag;
  expect(tagOf('get_leaderboard')).toBe('Trophies');
  expect(tagOf('list_awards')).toBe('Trophies');
});

test('the generated operation table matches the spec', () => {
  const table = Object.values(operationTable).map(
    ({ operationId, method, path: route, scopes, idempotent, tag, handlerModule }) => ({
      operationId,
      method,
      path: route,
      scopes,
      idempotent,
      tag,
      handlerModule,
    }),
  );
  expect(table).toEqual(
    operations.map((operation) => ({
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path,
      scopes: operation.scopes,
      idempotent: operation.idempotent,
      tag: operation.tag,
      handlerModule: handlerModulePath(operation),
    })),
  );
});

test('handler modules and spec operations match both ways', () => {
  const onDisk = readdirSync(path.join(projectRoot, 'handlers'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `handlers/${file}`)
    .sort();
  expect(onDisk).toEqual(operations.map(handlerModulePath).sort());
});

test("there is one MCP tool per operation, with the operation's inputs and hints", () => {
  expect(mcpTools.map((tool) => tool.name)).toEqual(operations.map((operation) => operation.operationId));
  for (const operation of operations) {
    const tool = mcpTools.find((candidate) => candidate.name === operation.operationId)!;
    const properties = tool.inputSchema.properties as Record<string, Record<string, unknown>>;
    const defs = (tool.inputSchema.$defs ?? {}) as Record<string, unknown>;
    for (const parameter of operation.parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
      const bounds = Object.fromEntries(
        Object.entries(parameter.schema).filter(([key]) => !['example', 'examples', 'description'].includes(key)),
      );
      const componentRef =
        typeof bounds.$ref === 'string' ? bounds.$ref.replace('#/components/schemas/', '') : undefined;
      if (componentRef) {
        expect(properties[parameter.name].$ref).toBe(`#/$defs/${componentRef}`);
        expect(defs[componentRef]).toBeDefined();
      } else {
        expect(properties[parameter.name]).toMatchObject(bounds);
      }
    }
    const required = (tool.inputSchema.required as string[] | undefined) ?? [];
    for (const parameter of operation.parameters.filter((p) => p.required && p.in !== 'header'))
      expect(required).toContain(parameter.name);
    expect(tool.annotations.readOnlyHint).toBe(operation.method === 'get');
    expect(tool.annotations.destructiveHint).toBe(operation.method === 'delete');
    expect(tool.annotations.idempotentHint).toBe(operation.method === 'get' || operation.idempotent);
    expect('idempotency_key' in properties).toBe(operation.idempotent);
    expect(tool.outputSchema?.type).toBe('object');
  }
});
