import type { MarketplaceApi } from '../resources/marketplace-api';
import type { ActivityRequest } from '../resources/transactions-api';
import type { PageQuery } from '../../wire/schemas/paging-schemas';
import { apiQuery } from './api-query';
import { SELF_SCOPE } from './self-scope';

const TRANSACTIONS = [...SELF_SCOPE, 'transactions'] as const;

export const transactionsKeys = {
  all: TRANSACTIONS,
  list: (page: PageQuery = {}) => [...TRANSACTIONS, 'list', page] as const,
  history: (request: ActivityRequest = {}) => [...TRANSACTIONS, 'history', request] as const,
};

export const transactionsQueries = {
  /**
   * §7 `GET /api/users/self/transactions` (and on page 1 `/pending`, listed first): one page of the
   * signed-in user's transactions, each PENDING or COMPLETE; a failure reads as an empty page.
   */
  list: (api: Pick<MarketplaceApi, 'transactions'>, page: PageQuery = {}) =>
    apiQuery(transactionsKeys.list(page), (options) => api.transactions.list(page, options)),
  /** The activity page's read of the same page, narrowed by its filters: a failure is an error the page shows with a retry. */
  history: (api: Pick<MarketplaceApi, 'transactions'>, request: ActivityRequest = {}) =>
    apiQuery(transactionsKeys.history(request), (options) => api.transactions.history(request, options)),
};
