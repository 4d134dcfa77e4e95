// Billboard money is paid placement wherever it shows: the order line bought, the billboard board
// (flag, notice and metric name) and the MCP result of get_leaderboard, which says so in words
// before the data. The money ranks the listing on the billboard only, never on a community board.
import request from 'supertest';
import { resetClock, setClock } from '../../app/clock.ts';
import { startTestApp } from '../support/app.ts';
import type { TestApp } from '../support/app.ts';
import { signedIn } from '../support/auth.ts';
import { ownedListing, payInTestMode, placeOrder, runQueuedJobs } from './fixtures.ts';

let testApp: TestApp;

beforeAll(async () => {
  setClock('2026-11-24T10:00:00Z');
  testApp = await startTestApp();
  const { db } = testApp.database;
  const buyer = await signedIn(db);
  const listingId = await ownedListing(db, buyer.accountId, 'paid-board', undefined, 'live');
  const order = await placeOrder(
    testApp,
    buyer,
    { items: [{ product: 'billboard_min', listing_id: listingId, amount_cents: 25_000 }] },
    'billboard',
  );
  await payInTestMode(testApp, buyer, order.number);
  await runQueuedJobs(testApp);
  const bought = await request(testApp.app)
    .get(`/v1/orders/${order.number}`)
    .set('Authorization', buyer.authorization)
    .expect(200);
  expect(bought.body.lines[0].description).toBe('Billboard contribution (paid placement), Listing paid-board');
});
afterAll(async () => {
  resetClock();
  await testApp.close();
});

test('the billboard ranks the contribution and says it is paid placement; community boards ignore it', async () => {
  const board = (await request(testApp.app).get('/v1/leaderboards/billboard').expect(200)).body;
  expect(board).toMatchObject({
    paid: true,
    notice: expect.stringMatching(/^Paid placement/),
    metric: { name: 'Paid placement: amount contributed (USD cents)', unit: 'usd_cents' },
    items: [{ rank: 1, metric: 25_000, listing: { slug: 'paid-board' } }],
  });
  const community = (await request(testApp.app).get('/v1/leaderboards/community-all-time').expect(200)).body;
  expect(community.items).toEqual([]);
});

test('over MCP the billboard result says it is paid placement before the data', async () => {
  const res = await request(testApp.app)
    .post('/mcp')
    .set('accept', 'application/json, text/event-stream')
    .set('mcp-protocol-version', '2025-11-25')
    .send({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'get_leaderboard', arguments: { board: 'billboard' } },
    })
    .expect(200);
  const message = JSON.parse(/^data: (.+)$/m.exec(res.text)![1]) as {
    result: { content: { text: string }[]; structuredContent: { paid: boolean; notice: string } };
  };
  const texts = message.result.content.map((item) => item.text);
  const noticeAt = texts.indexOf(message.result.structuredContent.notice);
  expect(message.result.structuredContent.paid).toBe(true);
  expect(noticeAt).toBeGreaterThanOrEqual(0);
  expect(JSON.parse(texts.at(-1)!)).toEqual(message.result.structuredContent);
  expect(noticeAt).toBeLessThan(texts.length - 1);
});
