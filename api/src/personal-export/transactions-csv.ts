import { PRODUCT } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { transactionPageOf } from '../commerce/transaction-history.js';
import { csvRecord } from './csv-cells.js';
import { pagesOf } from './paged-reads.js';

const FROM_ID = `from${PRODUCT}Id` as const;
const TO_ID = `to${PRODUCT}Id` as const;

export const TRANSACTIONS_CSV_HEADER = [
  'id',
  'time',
  'status',
  'kind',
  'direction',
  'amount_gem',
  'fee_gem',
  'counterparty_id',
  'collectible_id',
  'collectible_name',
  'merchant_id',
] as const;

/**
 * The person's transactions as CSV records (header first), settled then pending, newest first in each,
 * read a page at a time. Amounts are the API's exact GEM decimals; `direction` says whether the person paid
 * (OUT) or was paid (IN); user-written text such as names goes through the formula-safe cell writer.
 */
export async function* transactionsCsvRecords(db: Database, userId: string): AsyncGenerator<string> {
  yield csvRecord(TRANSACTIONS_CSV_HEADER);
  for (const status of ['COMPLETE', 'PENDING'] as const) {
    for await (const records of pagesOf(async (page, pageSize) => (await transactionPageOf(db, userId, status, page, pageSize)).records)) {
      for (const transaction of records) {
        const paid = transaction[FROM_ID] === userId;
        yield csvRecord([
          transaction.id,
          transaction.time,
          status,
          transaction.kind,
          paid ? 'OUT' : 'IN',
          transaction.amount,
          transaction.fee,
          paid ? transaction[TO_ID] : transaction[FROM_ID],
          transaction.collectibleId,
          transaction.collectible?.name,
          transaction.collectible?.merchantId,
        ]);
      }
    }
  }
}
