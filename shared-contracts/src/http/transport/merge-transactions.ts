import type { ListedTransaction, RecordList, TransactionRecord, TransactionStatus } from '../../wire/entities/transaction';

/** Spec §4: pending transactions are fetched only on page 1. */
export function needsPendingTransactions(page: number): boolean {
  return page === 1;
}

/**
 * Spec §4: on page 1 the pending transactions come first, then the completed page; other pages hold
 * completed ones only. `total` stays the completed total so paging stays stable across pages.
 */
export function mergeTransactions(
  completePage: RecordList<ListedTransaction>,
  pending: RecordList<ListedTransaction> | null,
  page: number,
): RecordList<TransactionRecord> {
  const pendingRecords = needsPendingTransactions(page) && pending ? mark(pending.records, 'PENDING') : [];
  return { records: [...pendingRecords, ...mark(completePage.records, 'COMPLETE')], total: completePage.total };
}

function mark(records: readonly ListedTransaction[], status: TransactionStatus): TransactionRecord[] {
  return records.map((record) => ({ ...record, status }));
}
