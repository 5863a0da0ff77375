import type { PageQuery } from '../schemas/paging-schemas';
import { transactionListSchema } from '../schemas/transaction-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';
import { recordListOrEmpty } from '../transport/list-or-empty';
import { mergeTransactions, needsPendingTransactions } from '../transport/merge-transactions';

const TRANSACTIONS_PATH = '/api/users/self/transactions';

/** The signed-in user's transactions (spec §3, §4, §7). */
export function createTransactionsApi(transport: ApiTransport) {
  const listOf = (path: string, page: number, pageSize: number | undefined, signal: AbortSignal | undefined) =>
    recordListOrEmpty(transport.request('main', { path, query: { page, pageSize }, schema: transactionListSchema, signal }));

  return {
    /**
     * §7 `GET /api/users/self/transactions` and, on page 1 only, `/pending` → one page: the pending ones
     * first, then the completed ones, each marked PENDING or COMPLETE (§4); `total` counts the completed
     * ones. Either list failing reads as empty.
     */
    list: async ({ page = 1, pageSize }: PageQuery = {}, { signal }: RequestOptions = {}) => {
      const [complete, pending] = await Promise.all([
        listOf(TRANSACTIONS_PATH, page, pageSize, signal),
        needsPendingTransactions(page) ? listOf(`${TRANSACTIONS_PATH}/pending`, 1, pageSize, signal) : null,
      ]);
      return mergeTransactions(complete, pending, page);
    },
  };
}

export type TransactionsApi = ReturnType<typeof createTransactionsApi>;
