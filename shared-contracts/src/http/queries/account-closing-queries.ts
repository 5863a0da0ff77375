import type { UseMutationOptions } from '@tanstack/react-query';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { AccountClosing, AccountClosingRequest } from '../../wire/schemas/account-closing-schemas';
import { apiQuery } from './api-query';
import { SELF_SCOPE } from './self-scope';

const CLOSING = [...SELF_SCOPE, 'closing'] as const;

export const accountClosingKeys = {
  all: CLOSING,
  pending: () => [...CLOSING, 'pending'] as const,
  /** The ADMIN's list: outside the self scope's meaning (it is everyone's), but dropped with it at sign-out all the same. */
  pendingForAdmin: () => [...SELF_SCOPE, 'admin', 'account-closings'] as const,
};

export const accountClosingQueries = {
  /** `GET /api/users/self/closing` → the pending closing or null. */
  pending: (api: Pick<MarketplaceApi, 'accountClosing'>) => apiQuery(accountClosingKeys.pending(), (options) => api.accountClosing.pending(options)),
  /** ADMIN: `GET /api/admin/account-closings`. */
  pendingForAdmin: (api: Pick<MarketplaceApi, 'accountClosing'>) =>
    apiQuery(accountClosingKeys.pendingForAdmin(), (options) => api.accountClosing.pendingForAdmin(options)),
};

export const accountClosingMutations = {
  /** `POST /api/users/self/closing`: the answer is the pending closing, written where every reader of it looks. */
  request: (api: Pick<MarketplaceApi, 'accountClosing'>): UseMutationOptions<AccountClosing, Error, AccountClosingRequest> => ({
    mutationKey: [...CLOSING, 'request'],
    mutationFn: (asked) => api.accountClosing.request(asked),
    onSuccess: (closing, _asked, _onMutate, { client }) => client.setQueryData(accountClosingKeys.pending(), closing),
  }),
  /** `DELETE /api/users/self/closing`: "Keep my account"; nothing is pending afterwards, whoever shows it. */
  cancel: (api: Pick<MarketplaceApi, 'accountClosing'>): UseMutationOptions<{ cancelled: true }, Error, void> => ({
    mutationKey: [...CLOSING, 'cancel'],
    mutationFn: () => api.accountClosing.cancel(),
    onSuccess: (_answer, _nothing, _onMutate, { client }) => client.setQueryData(accountClosingKeys.pending(), null),
  }),
};
