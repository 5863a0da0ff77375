import type { MarketplaceApi } from '../resources/marketplace-api';
import type { PageQuery } from '../../wire/schemas/paging-schemas';
import { apiQuery } from './api-query';
import { SELF_SCOPE } from './self-scope';

const REFERRALS = [...SELF_SCOPE, 'referrals'] as const;

export const referralsKeys = {
  all: REFERRALS,
  users: (page: PageQuery = {}) => [...REFERRALS, 'users', page] as const,
  transactions: (page: PageQuery = {}) => [...REFERRALS, 'transactions', page] as const,
  /** Apart from `users` / `transactions`: a failed loud read must never be answered by a quiet one's empty page. */
  usersPage: (page: PageQuery = {}) => [...REFERRALS, 'users-page', page] as const,
  transactionsPage: (page: PageQuery = {}) => [...REFERRALS, 'transactions-page', page] as const,
};

export const referralsQueries = {
  /** `GET /api/users/self/referrals/users`: one page of the people the user referred; a failure reads as none. */
  users: (api: Pick<MarketplaceApi, 'referrals'>, page: PageQuery = {}) => apiQuery(referralsKeys.users(page), (options) => api.referrals.users(page, options)),
  /** `GET /api/users/self/referrals/transactions`: one page of the rewards they earned; a failure reads as none. */
  transactions: (api: Pick<MarketplaceApi, 'referrals'>, page: PageQuery = {}) =>
    apiQuery(referralsKeys.transactions(page), (options) => api.referrals.transactions(page, options)),
  /** The referrals page's read of the people: a failure is an error the page shows with a retry. */
  usersPage: (api: Pick<MarketplaceApi, 'referrals'>, page: PageQuery = {}) =>
    apiQuery(referralsKeys.usersPage(page), (options) => api.referrals.usersPage(page, options)),
  /** The referrals page's read of the rewards: a failure is an error the page shows with a retry. */
  transactionsPage: (api: Pick<MarketplaceApi, 'referrals'>, page: PageQuery = {}) =>
    apiQuery(referralsKeys.transactionsPage(page), (options) => api.referrals.transactionsPage(page, options)),
};
