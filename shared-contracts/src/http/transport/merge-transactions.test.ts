import type { ListedTransaction } from '../../wire/entities/transaction';
import { mergeTransactions, needsPendingTransactions } from './merge-transactions';

function listed(id: string): ListedTransaction {
  return { id, time: '2024-01-01T00:00:00.000Z', kind: 'PURCHASE', amount: '1.5', fee: '0.25', fromGEMId: 'u1', toGEMId: null, collectibleId: null };
}

describe('mergeTransactions', () => {
  it('lists pending transactions before completed ones on page 1, each marked by its list', () => {
    const merged = mergeTransactions({ records: [listed('c1'), listed('c2')], total: 12 }, { records: [listed('p1')], total: 1 }, 1);
    expect(merged.records.map((record) => [record.id, record.status])).toEqual([
      ['p1', 'PENDING'],
      ['c1', 'COMPLETE'],
      ['c2', 'COMPLETE'],
    ]);
  });

  it('keeps the completed total so paging is the same on every page', () => {
    expect(mergeTransactions({ records: [listed('c1')], total: 12 }, { records: [listed('p1')], total: 1 }, 1).total).toBe(12);
  });

  it('leaves pending transactions off pages after the first', () => {
    const merged = mergeTransactions({ records: [listed('c3')], total: 12 }, { records: [listed('p1')], total: 1 }, 2);
    expect(merged.records.map((record) => record.id)).toEqual(['c3']);
  });

  it('lists only completed transactions when there are no pending ones', () => {
    const merged = mergeTransactions({ records: [listed('c1')], total: 1 }, null, 1);
    expect(merged.records).toEqual([{ ...listed('c1'), status: 'COMPLETE' }]);
  });

  it('overrides a status the server may have sent with the one of its list', () => {
    const fromServer = { ...listed('p1'), status: 'COMPLETE' } as ListedTransaction;
    expect(mergeTransactions({ records: [], total: 0 }, { records: [fromServer], total: 1 }, 1).records[0]?.status).toBe('PENDING');
  });
});

describe('needsPendingTransactions', () => {
  it('asks for pending transactions on page 1 only', () => {
    expect([1, 2, 3].map(needsPendingTransactions)).toEqual([true, false, false]);
  });
});
