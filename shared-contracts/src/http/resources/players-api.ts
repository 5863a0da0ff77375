import * as z from 'zod/mini';
import { ELEMENTAL_RAIDERS_MERCHANT_ID, merchantPlayerSchema } from '../../wire/schemas/player-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';
import { nullOn404 } from '../transport/null-on-404';
import { pathSegment } from './path-segment';

/** The signed-in user's player accounts in the merchants' games. */
export function createPlayersApi(transport: ApiTransport) {
  const playerOf = async (merchantId: string, { signal }: RequestOptions = {}) =>
    nullOn404(transport.request('main', { path: `/api/merchants/${pathSegment(merchantId)}/user`, schema: z.nullable(merchantPlayerSchema), signal }));
  return {
    /**
     * §7 `GET /api/merchants/elemental-raiders/user` → `{merchantId, playerId, linkedAt}`; null means not a
     * player: the spec's 404 (`nullOn404`) or the reference API's null payload (extension: no error to log).
     */
    elementalRaiders: async (options: RequestOptions = {}) => playerOf(ELEMENTAL_RAIDERS_MERCHANT_ID, options),
    /** Extension: `GET /api/merchants/{merchantId}/user`, the same for any merchant; `nullOn404`. */
    ofMerchant: playerOf,
  };
}

export type PlayersApi = ReturnType<typeof createPlayersApi>;
