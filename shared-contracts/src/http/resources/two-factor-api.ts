import { twoFactorEnrolmentPayloadSchema, twoFactorPayloadSchema, type TwoFactorUpdate } from '../../wire/schemas/two-factor-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import { errorOrNullOn, TWO_FACTOR_ERROR_STATUSES } from '../transport/error-or-null-on';

const orTwoFactorError = errorOrNullOn(TWO_FACTOR_ERROR_STATUSES);

/**
 * Two-factor authentication with an authenticator app (spec §7). Both calls resolve with the answer,
 * with the ApiError of a 400 or 403 (its `answerMessage` says why), or null for any other failure (§8).
 */
export function createTwoFactorApi(transport: ApiTransport) {
  return {
    /** §7 `POST /api/2fa` (extension semantics: starts an enrolment) → `{secret, otpauthUri}` for the authenticator app. */
    startEnrolment: () => orTwoFactorError(transport.request('main', { method: 'POST', path: '/api/2fa', schema: twoFactorEnrolmentPayloadSchema })),
    /** §7 `PUT /api/users/self/2fa` (twoFactorAuth, code) → `{twoFactorAuth}` now in force; a wrong code is a 403. */
    update: (update: TwoFactorUpdate) =>
      orTwoFactorError(transport.request('main', { method: 'PUT', path: '/api/users/self/2fa', body: update, schema: twoFactorPayloadSchema })),
  };
}

export type TwoFactorApi = ReturnType<typeof createTwoFactorApi>;
