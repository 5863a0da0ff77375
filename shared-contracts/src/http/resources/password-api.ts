import { passwordChangePayloadSchema, passwordVerificationPayloadSchema, type PasswordChange } from '../../wire/schemas/password-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import { errorOrNullOn, PASSWORD_ERROR_STATUSES } from '../transport/error-or-null-on';

const orPasswordError = errorOrNullOn(PASSWORD_ERROR_STATUSES);

/**
 * The signed-in user's password (spec §7). Both calls resolve with the answer, with the ApiError of
 * a 403 (wrong current password) or 412 (new password breaks a rule of `password-schemas`), or null
 * for any other failure (§8), such as 429 after too many wrong passwords.
 */
export function createPasswordApi(transport: ApiTransport) {
  return {
    /** §7 `PUT /api/users/self/password` (currentPassword, newPassword) → `{changed: true}`; the user's other devices are signed out. */
    change: (change: PasswordChange) =>
      orPasswordError(transport.request('main', { method: 'PUT', path: '/api/users/self/password', body: change, schema: passwordChangePayloadSchema })),
    /** §7 `POST /api/auth/verify/password` (password) → `{valid}`; a wrong password is `valid: false`, never a 401. */
    verify: (password: string) =>
      orPasswordError(
        transport.request('main', { method: 'POST', path: '/api/auth/verify/password', body: { password }, schema: passwordVerificationPayloadSchema }),
      ),
  };
}

export type PasswordApi = ReturnType<typeof createPasswordApi>;
