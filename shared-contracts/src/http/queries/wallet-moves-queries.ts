import type { QueryClient, UseMutationOptions } from '@tanstack/react-query';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { DepositRecord, DepositRequest, TransferRecord, TransferRequest } from '../../wire/schemas/wallet-move-schemas';
import { apiQuery } from './api-query';
import { invalidate } from './invalidate';
import { SELF_SCOPE } from './self-scope';
import { transactionsKeys } from './transactions-queries';
import { walletKeys } from './wallet-queries';

const WALLET_MOVES = [...SELF_SCOPE, 'wallet-moves'] as const;

export const walletMovesKeys = {
  all: WALLET_MOVES,
  deposits: () => [...WALLET_MOVES, 'deposits'] as const,
  transfer: (id: string) => [...WALLET_MOVES, 'transfer', id] as const,
  /** The fee is the site's, not the person's: it outlives a sign-out. */
  transferTerms: ['wallet-transfer-terms'] as const,
};

export const walletMovesQueries = {
  /** `GET /api/wallet/transfer-terms` → `{networkFee}`; a failure rejects. */
  transferTerms: (api: Pick<MarketplaceApi, 'walletMoves'>) => apiQuery(walletMovesKeys.transferTerms, (options) => api.walletMoves.transferTerms(options)),
  /** `GET /api/users/self/wallet/deposits` → the stand-in's state and the latest deposits; a failure rejects. */
  deposits: (api: Pick<MarketplaceApi, 'walletMoves'>) => apiQuery(walletMovesKeys.deposits(), (options) => api.walletMoves.deposits(options)),
  /** `GET /api/users/self/wallet/transfers/{id}` → the send as it stands; a failure rejects. */
  transfer: (api: Pick<MarketplaceApi, 'walletMoves'>, id: string) =>
    apiQuery(walletMovesKeys.transfer(id), (options) => api.walletMoves.transfer(id, options)),
};

export interface TransferOrder {
  /** The idempotency key the wallet signed with the transfer; the same for every retry of it. */
  transferKey: string;
  request: TransferRequest;
}

/** GEM moved: the balance, the activity and the deposits read again. */
function gemMoved(client: QueryClient): void {
  invalidate(client, walletKeys.balance, transactionsKeys.all, walletMovesKeys.deposits());
}

export const walletMovesMutations = {
  /** `POST /api/users/self/wallet/deposits` (the local stand-in) → the PENDING deposit; a refusal rejects. */
  deposit: (api: Pick<MarketplaceApi, 'walletMoves'>): UseMutationOptions<DepositRecord, Error, DepositRequest> => ({
    mutationKey: [...WALLET_MOVES, 'deposit'],
    mutationFn: (request) => api.walletMoves.deposit(request),
    onSuccess: (_deposit, _request, _onMutate, { client }) => gemMoved(client),
  }),
  /** `POST /api/users/self/wallet/transfers` → the PENDING transfer, paid; a refusal rejects. */
  send: (api: Pick<MarketplaceApi, 'walletMoves'>): UseMutationOptions<TransferRecord, Error, TransferOrder> => ({
    mutationKey: [...WALLET_MOVES, 'send'],
    mutationFn: ({ transferKey, request }) => api.walletMoves.send(transferKey, request),
    onSuccess: (transfer, _order, _onMutate, { client }) => {
      client.setQueryData(walletMovesKeys.transfer(transfer.id), transfer);
      gemMoved(client);
    },
  }),
};
