import { createCollectible, createWalletUser, type WalletUser } from '../testing/commerce-fixtures.js';
import { transactions } from '../db/schema.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { send } from '../testing/send-request.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ settleAfterMs: null, rateTickMs: null });
});

afterAll(() => t.close());

const COMPLETE_URL = '/api/users/self/transactions';
const PENDING_URL = '/api/users/self/transactions/pending';
const GEM = 10n ** 18n;

interface Movement {
  kind: string;
  from: string | null;
  to: string | null;
  merchantId?: string;
  /** When it completed (or, pending, when it was made). */
  at: string;
  status?: 'COMPLETE' | 'PENDING';
}

/** Writes a ledger row as settlement would; answers its id. */
async function record({ kind, from, to, merchantId, at, status = 'COMPLETE' }: Movement): Promise<string> {
  const collectibleId = merchantId ? await createCollectible(t.db, { merchantId }) : null;
  const time = new Date(at);
  const [row] = await t.db
    .insert(transactions)
    .values({
      kind,
      fromUserId: from,
      toUserId: to,
      amountWei: (5n * GEM).toString(),
      collectibleId,
      status,
      createdAt: time,
      completedAt: status === 'COMPLETE' ? time : null,
    })
    .returning({ id: transactions.id });
  return row!.id;
}

async function idsOf(person: WalletUser, query: string, url = COMPLETE_URL): Promise<{ ids: string[]; total: number }> {
  const response = await send(t, 'GET', `${url}?${query}`, person.token);
  expect(response.statusCode).toBe(200);
  const { records, total } = response.json().payload;
  return { ids: records.map((row: { id: string }) => row.id), total };
}

describe('GET /api/users/self/transactions, filtered', () => {
  let person: WalletUser;
  let other: WalletUser;
  const rows: Record<string, string> = {};

  beforeAll(async () => {
    person = await createWalletUser(t);
    other = await createWalletUser(t);
    rows.bought = await record({ kind: 'PURCHASE', from: person.id, to: null, merchantId: 'diamond-dreams', at: '2026-03-01T10:00:00Z' });
    rows.sold = await record({ kind: 'PURCHASE', from: other.id, to: person.id, merchantId: 'elemental-raiders', at: '2026-03-05T10:00:00Z' });
    rows.offerPaid = await record({ kind: 'OFFER', from: person.id, to: other.id, merchantId: 'diamond-dreams', at: '2026-03-10T10:00:00Z' });
    rows.deposit = await record({ kind: 'DEPOSIT', from: null, to: person.id, at: '2026-03-15T10:00:00Z' });
    rows.craftMade = await record({ kind: 'CRAFT', from: null, to: person.id, merchantId: 'elemental-raiders', at: '2026-03-20T23:59:59Z' });
    rows.pendingBuy = await record({
      kind: 'PURCHASE',
      from: person.id,
      to: null,
      merchantId: 'elemental-raiders',
      at: '2026-03-21T10:00:00Z',
      status: 'PENDING',
    });
    // Someone else's purchase never shows, whatever the filter.
    await record({ kind: 'PURCHASE', from: other.id, to: null, merchantId: 'diamond-dreams', at: '2026-03-02T10:00:00Z' });
  });

  it('answers every completed transaction of the person without a filter, newest first', async () => {
    expect(await idsOf(person, '')).toEqual({ ids: [rows.craftMade, rows.deposit, rows.offerPaid, rows.sold, rows.bought], total: 5 });
  });

  it('narrows to a kind from the person’s side: a purchase they paid, a sale they were paid in', async () => {
    expect(await idsOf(person, 'kind=purchase')).toEqual({ ids: [rows.bought], total: 1 });
    expect(await idsOf(person, 'kind=sale')).toEqual({ ids: [rows.sold], total: 1 });
    expect(await idsOf(person, 'kind=offerPaid')).toEqual({ ids: [rows.offerPaid], total: 1 });
    expect(await idsOf(person, 'kind=offerReceived')).toEqual({ ids: [], total: 0 });
    expect(await idsOf(person, 'kind=deposit')).toEqual({ ids: [rows.deposit], total: 1 });
  });

  it('narrows to the merchant of the collectible moved, leaving out moves of GEM alone', async () => {
    expect(await idsOf(person, 'merchantId=elemental-raiders')).toEqual({ ids: [rows.craftMade, rows.sold], total: 2 });
  });

  it('narrows to a time range with both ends included, and counts only what matches across pages', async () => {
    const range = `from=${encodeURIComponent('2026-03-05T00:00:00+00:00')}&to=${encodeURIComponent('2026-03-20T23:59:59Z')}`;

    expect(await idsOf(person, range)).toEqual({ ids: [rows.craftMade, rows.deposit, rows.offerPaid, rows.sold], total: 4 });
    expect(await idsOf(person, `${range}&pageSize=2&page=2`)).toEqual({ ids: [rows.offerPaid, rows.sold], total: 4 });
    expect(await idsOf(person, `${range}&merchantId=diamond-dreams&kind=offerPaid`)).toEqual({ ids: [rows.offerPaid], total: 1 });
  });

  it('filters the pending list the same way', async () => {
    expect(await idsOf(person, 'kind=purchase', PENDING_URL)).toEqual({ ids: [rows.pendingBuy], total: 1 });
    expect(await idsOf(person, 'merchantId=diamond-dreams', PENDING_URL)).toEqual({ ids: [], total: 0 });
  });

  it.each([
    ['an unknown kind', 'kind=PURCHASE'],
    ['a merchant id that is not one', 'merchantId=%27%3B%20drop'],
    ['a date without a time', 'from=2026-03-01'],
    ['a range that ends before it starts', `from=${encodeURIComponent('2026-03-02T00:00:00Z')}&to=${encodeURIComponent('2026-03-01T00:00:00Z')}`],
    ['an unknown parameter', 'sort=amount'],
  ])('answers 400 for %s', async (_case, query) => {
    const response = await send(t, 'GET', `${COMPLETE_URL}?${query}`, person.token);

    expect(response.statusCode).toBe(400);
  });
});
