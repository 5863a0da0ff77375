import { PRODUCT_RATE_PAIR } from '../../wire/product';
import { rateSnapshotSchema } from '../../wire/schemas/rate-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';

/** The token-to-USD rate (spec §7). */
export function createRatesApi(transport: ApiTransport) {
  return {
    /** §7 `GET /api/rates/gem-usd` → the price of one GEM in USD; a failure rejects (the page says the rate is unavailable). */
    productUsd: ({ signal }: RequestOptions = {}) => transport.request('main', { path: `/api/rates/${PRODUCT_RATE_PAIR}`, schema: rateSnapshotSchema, signal }),
  };
}

export type RatesApi = ReturnType<typeof createRatesApi>;
