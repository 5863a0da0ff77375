import type { UseMutationOptions } from '@tanstack/react-query';
import type { OfferRecord } from '../../wire/entities/records';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { OfferListQuery } from '../resources/offers-api';
import type { OfferAcceptance, OfferRequest } from '../../wire/schemas/offer-schemas';
import { apiQuery } from './api-query';
import { collectiblesKeys } from './collectibles-queries';
import { invalidate } from './invalidate';
import { marketKeys } from './market-queries';
import { SELF_SCOPE } from './self-scope';
import { transactionsKeys } from './transactions-queries';
import { walletKeys } from './wallet-queries';

const OFFERS = [...SELF_SCOPE, 'offers'] as const;

export const offersKeys = {
  all: OFFERS,
  list: (query: OfferListQuery) => [...OFFERS, 'list', query] as const,
  page: (query: OfferListQuery) => [...OFFERS, 'page', query] as const,
};

export const offersQueries = {
  /** §7 `GET /api/users/self/offers?groupBy=COLLECTIBLE&agent` → groups by collectible, 5 a page; a failure reads as none. */
  list: (api: Pick<MarketplaceApi, 'offers'>, query: OfferListQuery) => apiQuery(offersKeys.list(query), (options) => api.offers.list(query, options)),
  /** The offers page's read of the same groups: a failure is an error the page shows with a retry. */
  page: (api: Pick<MarketplaceApi, 'offers'>, query: OfferListQuery) => apiQuery(offersKeys.page(query), (options) => api.offers.page(query, options)),
};

export interface OfferMade {
  collectibleId: string;
  request: OfferRequest;
}

export interface OfferAccepted {
  offerId: string;
  acceptance: OfferAcceptance;
}

type OffersApi = Pick<MarketplaceApi, 'offers'>;

/** Every offer call answers the offer as it now is: the lists, the collectible it is on and the collections (their open-offer counts) read again. */
function offerMutation<TVariables>(
  action: string,
  send: (variables: TVariables) => Promise<OfferRecord>,
  alsoMoves: readonly (readonly unknown[])[] = [],
): UseMutationOptions<OfferRecord, Error, TVariables> {
  return {
    mutationKey: [...OFFERS, action],
    mutationFn: send,
    onSuccess: (offer, _variables, _onMutate, { client }) =>
      invalidate(client, offersKeys.all, collectiblesKeys.detail(offer.collectibleId), collectiblesKeys.collections, ...alsoMoves),
  };
}

export const offersMutations = {
  /** Extension: `POST /api/collectibles/{id}/offers` → the OPEN offer; a refusal rejects (`answerMessage` says why). */
  make: (api: OffersApi) => offerMutation<OfferMade>('make', ({ collectibleId, request }) => api.offers.make(collectibleId, request)),
  /**
   * Extension: the owner accepts with their wallet's signature → the bidder has paid, the collectible
   * changes hands at settlement and its listing is withdrawn: collections, the market (and the owner's
   * own listings), balance and transactions move.
   */
  accept: (api: OffersApi) =>
    offerMutation<OfferAccepted>('accept', ({ offerId, acceptance }) => api.offers.accept(offerId, acceptance), [
      collectiblesKeys.all,
      marketKeys.all,
      marketKeys.ownAll,
      walletKeys.balance,
      transactionsKeys.all,
    ]),
  /** Extension: the owner declines; the bidder is notified. */
  decline: (api: OffersApi) => offerMutation<string>('decline', (offerId) => api.offers.decline(offerId)),
  /** Extension: the bidder withdraws an open offer. */
  withdraw: (api: OffersApi) => offerMutation<string>('withdraw', (offerId) => api.offers.withdraw(offerId)),
};
