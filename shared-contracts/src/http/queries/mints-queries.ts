import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import type { MintRecord } from '../../wire/entities/records';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { MintPurchaseRequest, MintSignRequest } from '../../wire/schemas/mint-schemas';
import type { PageQuery } from '../../wire/schemas/paging-schemas';
import { apiQuery } from './api-query';
import { collectiblesKeys } from './collectibles-queries';
import { invalidate } from './invalidate';
import { SELF_SCOPE } from './self-scope';
import { storeKeys } from './store-queries';
import { transactionsKeys } from './transactions-queries';
import { walletKeys } from './wallet-queries';

const MINTS = [...SELF_SCOPE, 'mints'] as const;

export const mintsKeys = {
  all: MINTS,
  lists: () => [...MINTS, 'list'] as const,
  list: (page: PageQuery = {}) => [...MINTS, 'list', page] as const,
  detail: (mintId: string) => [...MINTS, 'detail', mintId] as const,
};

export const mintsQueries = {
  /** §7 `GET /api/users/self/mints` → one page, newest first; a failure reads as an empty page. */
  list: (api: Pick<MarketplaceApi, 'mints'>, page: PageQuery = {}) => apiQuery(mintsKeys.list(page), (options) => api.mints.list(page, options)),
  /** §7 `GET /api/users/self/mints/{id}` → the mint; null when the user has no such mint. */
  detail: (api: Pick<MarketplaceApi, 'mints'>, mintId: string) => apiQuery(mintsKeys.detail(mintId), (options) => api.mints.get(mintId, options)),
};

export interface MintReservation {
  mintId: string;
  request: MintPurchaseRequest;
}

export interface MintPayment {
  mintId: string;
  request: MintSignRequest;
}

/**
 * A mint the server answered is the mint now: it replaces the one read, and what it touches reads
 * again (the user's mints, the collectible's listing, the stores it sat in).
 */
function mintAnswered(client: QueryClient, mint: MintRecord): void {
  client.setQueryData<MintRecord | null>(mintsKeys.detail(mint.id), mint);
  invalidate(client, mintsKeys.lists(), collectiblesKeys.detail(mint.collectibleId), storeKeys.all);
}

export const mintsMutations = {
  /** §7 `POST /api/users/self/mints/{id}/purchases` → the RESERVED mint; a refusal rejects (409, `answerMessage` says why). */
  reserve: (api: Pick<MarketplaceApi, 'mints'>): UseMutationOptions<MintRecord, Error, MintReservation> => ({
    mutationKey: [...MINTS, 'reserve'],
    mutationFn: ({ mintId, request }) => api.mints.reserve(mintId, request),
    onSuccess: (mint, _reservation, _onMutate, { client }) => mintAnswered(client, mint),
  }),
  /**
   * §7 `POST /api/users/self/mints/{id}/sign` → the SIGNED mint, paid: GEM moved, so the balance, the
   * transactions and the collections read again too.
   */
  pay: (api: Pick<MarketplaceApi, 'mints'>): UseMutationOptions<MintRecord, Error, MintPayment> => ({
    mutationKey: [...MINTS, 'pay'],
    mutationFn: ({ mintId, request }) => api.mints.sign(mintId, request),
    onSuccess: (mint, _payment, _onMutate, { client }) => {
      mintAnswered(client, mint);
      invalidate(client, walletKeys.balance, transactionsKeys.all, collectiblesKeys.all);
    },
  }),
  /** §7 `DELETE /api/users/self/mints/{id}` → the mint, CANCELLED (or as it already was), its listing back on sale. */
  cancel: (api: Pick<MarketplaceApi, 'mints'>): UseMutationOptions<MintRecord, Error, string> => ({
    mutationKey: [...MINTS, 'cancel'],
    mutationFn: (mintId) => api.mints.cancel(mintId),
    onSuccess: (mint, _mintId, _onMutate, { client }) => mintAnswered(client, mint),
  }),
};
