import type { PageQuery } from '../../wire/schemas/paging-schemas';
import { type TransactionFilter, transactionListSchema } from '../../wire/schemas/transaction-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';
import { recordListOrEmpty } from '../transport/list-or-empty';
import { mergeTransactions, needsPendingTransactions } from '../transport/merge-transactions';

const TRANSACTIONS_PATH = '/api/users/self/transactions';

/** A page of the activity, narrowed by its filters (an extension; none left out). */
export type ActivityRequest = PageQuery & TransactionFilter;

/** The signed-in user's transactions (spec §3, §4, §7). */
export function createTransactionsApi(transport: ApiTransport) {
  const readList = (path: string, page: number, pageSize: number | undefined, signal: AbortSignal | undefined, filter: TransactionFilter = {}) =>
    transport.request('main', { path, query: { page, pageSize, ...filter }, schema: transactionListSchema, signal });
  const listOf = (path: string, page: number, pageSize: number | undefined, signal: AbortSignal | undefined) =>
    recordListOrEmpty(readList(path, page, pageSize, signal));

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
    /**
     * The same page for the page that lists them (an extension): either read failing rejects, so the
     * activity page can say it could not load them and offer to try again instead of "no activity yet"
     * (a missing pending list would hide the transactions still in flight). Both lists are narrowed by
     * the same filter (kind, merchant, time range), server-side.
     */
    history: async ({ page = 1, pageSize, ...filter }: ActivityRequest = {}, { signal }: RequestOptions = {}) => {
      const [complete, pending] = await Promise.all([
        readList(TRANSACTIONS_PATH, page, pageSize, signal, filter),
        needsPendingTransactions(page) ? readList(`${TRANSACTIONS_PATH}/pending`, 1, pageSize, signal, filter) : null,
      ]);
      return mergeTransactions(complete, pending, page);
    },
  };
}

export type TransactionsApi = ReturnType<typeof createTransactionsApi>;
