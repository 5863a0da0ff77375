import {
  type DepositRequest,
  depositRecordSchema,
  depositSummarySchema,
  type TransferRequest,
  transferRecordSchema,
  transferTermsSchema,
} from '../../wire/schemas/wallet-move-schemas';
import { IDEMPOTENCY_KEY_HEADER } from '../../wire/api/idempotency';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';
import { pathSegment } from './path-segment';

const DEPOSITS_PATH = '/api/users/self/wallet/deposits';
const TRANSFERS_PATH = '/api/users/self/wallet/transfers';

/**
 * Extension: GEM into and out of the signed-in person's wallet. A refusal rejects with the ApiError whose
 * `answerMessage` is one of `WALLET_MOVE_REFUSALS` (`walletMoveRefusalOf` tells which).
 */
export function createWalletMovesApi(transport: ApiTransport) {
  return {
    /** `GET /api/wallet/transfer-terms` → the network fee a send pays on top of its amount. */
    transferTerms: ({ signal }: RequestOptions = {}) => transport.request('main', { path: '/api/wallet/transfer-terms', schema: transferTermsSchema, signal }),
    /** `GET /api/users/self/wallet/deposits` → whether the local stand-in runs, its cap left today, the latest deposits. */
    deposits: ({ signal }: RequestOptions = {}) => transport.request('main', { path: DEPOSITS_PATH, schema: depositSummarySchema, signal }),
    /** `POST /api/users/self/wallet/deposits` (the local stand-in) → the PENDING deposit; 403 when the stand-in is off, 409 over the daily cap. */
    deposit: (body: DepositRequest) => transport.request('main', { method: 'POST', path: DEPOSITS_PATH, body, schema: depositRecordSchema }),
    /**
     * `POST /api/users/self/wallet/transfers` with `Idempotency-Key` → the PENDING transfer, paid. Send
     * the same key and body again after a failure: the server answers the transfer it made, never a second one.
     */
    send: (transferKey: string, body: TransferRequest) =>
      transport.request('main', {
        method: 'POST',
        path: TRANSFERS_PATH,
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: transferKey },
        schema: transferRecordSchema,
      }),
    /** `GET /api/users/self/wallet/transfers/{id}` → one of the person's sends as it stands now. */
    transfer: (id: string, { signal }: RequestOptions = {}) =>
      transport.request('main', { path: `${TRANSFERS_PATH}/${pathSegment(id)}`, schema: transferRecordSchema, signal }),
  };
}

export type WalletMovesApi = ReturnType<typeof createWalletMovesApi>;
