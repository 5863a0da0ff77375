import { createTransactionsApi } from './transactions-api';
import { envelope, failure, fakeApi, type SentCall } from '../../testing/api/fake-api';

const BUYER = '0f4c9d0e-3a43-4f8e-9d0c-2b8a3c1e5f61';

function listed(id: string) {
  return {
    id,
    time: '2025-05-01T12:00:00.000Z',
    kind: 'PURCHASE',
    amount: '100.0',
    fee: '10.0',
    fromGEMId: BUYER,
    toGEMId: null,
    collectibleId: null,
  };
}

const COMPLETE_ID = '6b1f8a7e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const PENDING_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

function route({ url }: SentCall) {
  if (url.includes('/transactions/pending')) return envelope({ records: [listed(PENDING_ID)], total: 1 });
  return envelope({ records: [listed(COMPLETE_ID)], total: 12 });
}

describe('transactions api', () => {
  it('on page 1 lists the pending transactions first, then the completed page, each marked (spec §4)', async () => {
    const { transport, calls } = fakeApi(route);

    const page = await createTransactionsApi(transport).list({ page: 1, pageSize: 10 });

    expect(page.records.map((record) => [record.id, record.status])).toEqual([
      [PENDING_ID, 'PENDING'],
      [COMPLETE_ID, 'COMPLETE'],
    ]);
    expect(page.total).toBe(12);
    expect(calls.map((call) => call.url).sort()).toEqual([
      'https://api.market.test/api/users/self/transactions/pending?page=1&pageSize=10',
      'https://api.market.test/api/users/self/transactions?page=1&pageSize=10',
    ]);
  });

  it('does not ask for pending transactions after page 1', async () => {
    const { transport, calls } = fakeApi(route);

    const page = await createTransactionsApi(transport).list({ page: 2 });

    expect(page.records.map((record) => record.status)).toEqual(['COMPLETE']);
    expect(calls.map((call) => call.url)).toEqual(['https://api.market.test/api/users/self/transactions?page=2']);
  });

  it('still lists the completed ones when the pending list fails', async () => {
    const { transport } = fakeApi((call) => (call.url.includes('/pending') ? failure(500) : route(call)));

    const page = await createTransactionsApi(transport).list();

    expect(page.records.map((record) => record.id)).toEqual([COMPLETE_ID]);
  });

  it('reads a failed or malformed completed list as empty (spec §7)', async () => {
    const failing = fakeApi((call) => (call.url.includes('/pending') ? route(call) : failure(503)));
    const malformed = fakeApi(() => envelope({ records: [{ ...listed(COMPLETE_ID), amount: 100 }], total: 1 }));

    const failed = await createTransactionsApi(failing.transport).list({ page: 2 });
    const garbled = await createTransactionsApi(malformed.transport).list({ page: 2 });

    expect(failed).toEqual({ records: [], total: 0 });
    expect(garbled).toEqual({ records: [], total: 0 });
  });

  it('reads the same merged page for the activity page, pending first (spec §4)', async () => {
    const { transport } = fakeApi(route);

    const page = await createTransactionsApi(transport).history({ page: 1 });

    expect(page.records.map((record) => [record.id, record.status])).toEqual([
      [PENDING_ID, 'PENDING'],
      [COMPLETE_ID, 'COMPLETE'],
    ]);
    expect(page.total).toBe(12);
  });

  it.each([
    ['the completed list fails', (call: SentCall) => (call.url.includes('/pending') ? route(call) : failure(500))],
    ['the pending list fails', (call: SentCall) => (call.url.includes('/pending') ? failure(503) : route(call))],
    ['the completed list is malformed', () => envelope({ records: [{ ...listed(COMPLETE_ID), amount: 100 }], total: 1 })],
  ])('rejects the activity page’s read when %s, so the page offers a retry instead of "no activity"', async (_name, answer) => {
    const { transport } = fakeApi(answer);

    await expect(createTransactionsApi(transport).history({ page: 1 })).rejects.toThrow();
  });
});
