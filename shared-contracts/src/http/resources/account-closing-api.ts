import {
  type AccountClosingRequest,
  accountClosingPayloadSchema,
  accountClosingSchema,
  pendingAccountClosingsSchema,
} from '../../wire/schemas/account-closing-schemas';
import * as z from 'zod/mini';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';

const CLOSING_PATH = '/api/users/self/closing';
const cancelledSchema = z.object({ cancelled: z.literal(true) });

/** Extension of spec §7 (issue 24): closing the signed-in person's account after its grace period. */
export function createAccountClosingApi(transport: ApiTransport) {
  return {
    /** `GET /api/users/self/closing` → the pending closing, or null when none is; a failure rejects (the page says it could not tell). */
    pending: ({ signal }: RequestOptions = {}) => transport.request('main', { path: CLOSING_PATH, schema: accountClosingPayloadSchema, signal }),
    /**
     * `POST /api/users/self/closing` (currentPassword, code while 2FA is on) → the closing's dates. A refusal rejects
     * with its ApiError; `accountClosingRefusalOf(error.answerMessage)` tells which (409: one is pending already).
     */
    request: (asked: AccountClosingRequest) => transport.request('main', { method: 'POST', path: CLOSING_PATH, body: asked, schema: accountClosingSchema }),
    /** `DELETE /api/users/self/closing`: "Keep my account"; 404 (rejects) when nothing is pending any more. */
    cancel: () => transport.request('main', { method: 'DELETE', path: CLOSING_PATH, schema: cancelledSchema }),
    /** ADMIN: `GET /api/admin/account-closings` → the closings in their grace period, soonest first. */
    pendingForAdmin: ({ signal }: RequestOptions = {}) =>
      transport.request('main', { path: '/api/admin/account-closings', schema: pendingAccountClosingsSchema, signal }),
  };
}

export type AccountClosingApi = ReturnType<typeof createAccountClosingApi>;
