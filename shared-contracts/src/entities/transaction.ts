import type { PRODUCT } from '../product';

export const TRANSACTION_STATUSES = ['PENDING', 'COMPLETE'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

type ProductIdFields = {
  [K in `from${typeof PRODUCT}Id` | `to${typeof PRODUCT}Id`]: string | null;
};

export type TransactionRecord = ProductIdFields & {
  id: string;
  /** ISO time. */
  time: string;
  /** Added client-side: pending ones come from `/transactions/pending`. */
  status: TransactionStatus;
  amount: number;
  kind: string;
};

export interface RecordList<T> {
  records: T[];
  total: number;
}

export function isTransactionPending(record: Pick<TransactionRecord, 'status'>): boolean {
  return record.status === 'PENDING';
}
