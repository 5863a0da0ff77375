import { marketStatsSchema, priceHistorySchema, stackStatsSchema } from '@marketplace/contracts/wire';
import { gemToWei } from '../ledger/gem-amounts.js';
import { transactions } from '../db/schema.js';
import { seedUuid } from '../seed/seed-uuid.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

const HISTORY = '/api/merchants/diamond-dreams/sets/dd-citrine-chip/price-history';

describe('GET /api/merchants/{merchantId}/sets/{setId}/price-history', () => {
  it('answers 30 days unless asked otherwise, to anyone, with an entity tag', async () => {
    const response = await t.app.inject({ method: 'GET', url: HISTORY });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^"/);
    const history = priceHistorySchema.parse(response.json().payload);
    expect(history).toMatchObject({ merchantId: 'diamond-dreams', setId: 'dd-citrine-chip', range: '30d' });
    expect(history.total).toBeGreaterThan(0);
  });

  it('answers 304 with no body to a client that holds the answer', async () => {
    const first = await t.app.inject({ method: 'GET', url: `${HISTORY}?range=90d` });
    const again = await t.app.inject({ method: 'GET', url: `${HISTORY}?range=90d`, headers: { 'if-none-match': String(first.headers.etag) } });

    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('refuses a range it does not know and a malformed set, and says the merchant is unknown', async () => {
    const badRange = await t.app.inject({ method: 'GET', url: `${HISTORY}?range=7y` });
    const extra = await t.app.inject({ method: 'GET', url: `${HISTORY}?range=30d&limit=5` });
    const badSet = await t.app.inject({ method: 'GET', url: '/api/merchants/diamond-dreams/sets/Not%20A%20Set/price-history' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/merchants/no-such-merchant/sets/dd-citrine-chip/price-history' });

    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().message).toMatch(/range/);
    expect(extra.statusCode).toBe(400);
    expect(badSet.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(404);
  });

  it('counts a new sale at once: the kept answer is forgotten when a transaction is written', async () => {
    const read = async () => priceHistorySchema.parse((await t.app.inject({ method: 'GET', url: `${HISTORY}?range=all` })).json().payload).total;
    const before = await read();

    await t.db.insert(transactions).values({
      kind: 'PURCHASE',
      amountWei: gemToWei('2.00').toString(),
      collectibleId: seedUuid('market-collectible:dd-citrine-chip:0'),
      status: 'COMPLETE',
      completedAt: new Date(Date.now() - 1000),
    });

    expect(await read()).toBe(before + 1);
  });
});

describe('GET /api/merchants/{merchantId}/market/stats and …/market/stacks/{setId}/stats', () => {
  it("answers the market's figures and its sets' rows in one read, public and tagged", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/merchants/elemental-raiders/market/stats' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const stats = marketStatsSchema.parse(response.json().payload);
    expect(stats.sets.length).toBeGreaterThan(3);
    expect(stats.figures.listed).toBeGreaterThan(0);
  });

  it("answers a stack's figures", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/merchants/diamond-dreams/market/stacks/dd-citrine-chip/stats' });

    expect(response.statusCode).toBe(200);
    expect(stackStatsSchema.parse(response.json().payload).figures.week.sales).toBeGreaterThan(0);
  });

  it('is a 404 for a merchant switched off or unknown, and a 400 for a malformed one', async () => {
    const off = await t.app.inject({ method: 'GET', url: '/api/merchants/shadow-forge/market/stats' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/merchants/nobody/market/stacks/dd-citrine-chip/stats' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/merchants/Bad%20Id/market/stats' });

    expect(off.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(400);
  });
});
