import { mintListSchema, mintRecordSchema, type MintPurchaseRequest, type MintSignRequest } from '../../wire/schemas/mint-schemas';
import type { PageQuery } from '../../wire/schemas/paging-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import { newIdempotencyKey } from '../transport/idempotency-key';
import type { RequestOptions } from '../transport/request-options';
import { recordListOrEmpty } from '../transport/list-or-empty';
import { nullOn404 } from '../transport/null-on-404';
import { pathSegment } from './path-segment';

const MINTS_PATH = '/api/users/self/mints';

/**
 * The signed-in user's mints, the purchase intents of `/mint/{id}` (spec §7). The client names a mint
 * (a fresh UUID when the person presses Buy), reserves it, has the wallet sign its `message` (check it
 * with `isPurchaseMessageOf` first) and sends the signature; settlement then hands the collectible over.
 * Reserving and signing each carry a key of their own per call (`newIdempotencyKey`), and are sent again
 * with it when their answer is lost, so a dropped connection never pays twice.
 */
export function createMintsApi(transport: ApiTransport) {
  const mintPath = (id: string, action = '') => `${MINTS_PATH}/${pathSegment(id)}${action}`;

  return {
    /** §7 `GET /api/users/self/mints` (extension: page, pageSize) → `{records, total}`, newest first; `recordListOrEmpty`. */
    list: ({ page, pageSize }: PageQuery = {}, { signal }: RequestOptions = {}) =>
      recordListOrEmpty(transport.request('main', { path: MINTS_PATH, query: { page, pageSize }, schema: mintListSchema, signal })),
    /** §7 `GET /api/users/self/mints/{id}` → the mint; `nullOn404`: null when the user has no such mint. */
    get: (id: string, { signal }: RequestOptions = {}) => nullOn404(transport.request('main', { path: mintPath(id), schema: mintRecordSchema, signal })),
    /**
     * §7 `POST /api/users/self/mints/{id}/purchases` (collectibleId) → the RESERVED mint with its price, fee
     * and message; the same call again answers the same mint. A refusal rejects: 409 'Insufficient balance',
     * 'Collectible is not for sale', 'Cannot buy your own listing' (the ApiError's `answerMessage`).
     */
    reserve: (id: string, body: MintPurchaseRequest) =>
      transport.request('main', { method: 'POST', path: mintPath(id, '/purchases'), body, schema: mintRecordSchema, idempotencyKey: newIdempotencyKey() }),
    /**
     * §7 `POST /api/users/self/mints/{id}/sign` (signature, code) → the SIGNED mint, paid. A refusal
     * rejects: 403 'Invalid signature' or 'Invalid 2FA code', 409 'Reservation expired',
     * 'Insufficient balance', 'User address not found', 'Mint already signed'; 429 'Too many wrong codes,
     * try again later' once the 2FA guesses (shared with `PUT /api/users/self/2fa`) are spent.
     */
    sign: (id: string, body: MintSignRequest) =>
      transport.request('main', { method: 'POST', path: mintPath(id, '/sign'), body, schema: mintRecordSchema, idempotencyKey: newIdempotencyKey() }),
    /** §7 `DELETE /api/users/self/mints/{id}` → the mint, CANCELLED and its listing back on sale; a signed one rejects (409). */
    cancel: (id: string) => transport.request('main', { method: 'DELETE', path: mintPath(id), schema: mintRecordSchema }),
  };
}

export type MintsApi = ReturnType<typeof createMintsApi>;
