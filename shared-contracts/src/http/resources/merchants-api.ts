import { merchantListSchema } from '../../wire/schemas/merchant-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';
import { listOrEmpty } from '../transport/list-or-empty';

/** The merchants (games) of the marketplace (spec §7). */
export function createMerchantsApi(transport: ApiTransport) {
  return {
    /** §7 `GET /api/merchants` (bearer) → every merchant, inactive ones too; `listOrEmpty`: a failure leaves the list empty. */
    list: ({ signal }: RequestOptions = {}) => listOrEmpty(transport.request('main', { path: '/api/merchants', schema: merchantListSchema, signal })),
  };
}

export type MerchantsApi = ReturnType<typeof createMerchantsApi>;
