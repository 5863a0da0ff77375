import type { MarketplaceApi } from '../resources/marketplace-api';
import { ELEMENTAL_RAIDERS_MERCHANT_ID } from '../../wire/schemas/player-schemas';
import { apiQuery } from './api-query';
import { SELF_SCOPE } from './self-scope';

const PLAYERS = [...SELF_SCOPE, 'players'] as const;

export const playersKeys = {
  all: PLAYERS,
  ofMerchant: (merchantId: string) => [...PLAYERS, merchantId] as const,
};

export const playersQueries = {
  /** §7 `GET /api/merchants/{merchantId}/user` → the signed-in user's player in that game; null when not a player. */
  ofMerchant: (api: Pick<MarketplaceApi, 'players'>, merchantId: string) =>
    apiQuery(playersKeys.ofMerchant(merchantId), (options) => api.players.ofMerchant(merchantId, options)),
  /** §7 `GET /api/merchants/elemental-raiders/user`, the one the spec names. */
  elementalRaiders: (api: Pick<MarketplaceApi, 'players'>) =>
    apiQuery(playersKeys.ofMerchant(ELEMENTAL_RAIDERS_MERCHANT_ID), (options) => api.players.elementalRaiders(options)),
};
