import { ApiError } from '../../wire/api/api-error';
import { errorOrNullOn, PASSWORD_ERROR_STATUSES, TWO_FACTOR_ERROR_STATUSES } from './error-or-null-on';

const failing = (status: number, request = 'PUT /api/users/self/2fa') =>
  Promise.reject(new ApiError(request, status, `${status} Fetch error`, { body: { status, message: 'Invalid code', payload: null } }));

describe('errorOrNullOn', () => {
  const twoFactor = errorOrNullOn(TWO_FACTOR_ERROR_STATUSES);
  const password = errorOrNullOn(PASSWORD_ERROR_STATUSES);

  it('gives the answer of a successful call', async () => {
    await expect(twoFactor(Promise.resolve({ twoFactorAuth: true }))).resolves.toEqual({ twoFactorAuth: true });
  });

  it.each([400, 403])('gives the error of a 2FA call refused with %i, with the server reason', async (status) => {
    const result = await twoFactor(failing(status));
    expect(result).toBeInstanceOf(ApiError);
    expect(result).toMatchObject({ status, answerMessage: 'Invalid code' });
  });

  it.each([0, 401, 404, 412, 500])('gives null for a 2FA call failing with %i', async (status) => {
    await expect(twoFactor(failing(status))).resolves.toBeNull();
  });

  it.each([403, 412])('gives the error of a password call refused with %i', async (status) => {
    await expect(password(failing(status, 'PUT /api/users/self/password'))).resolves.toMatchObject({ status });
  });

  it.each([400, 401, 500])('gives null for a password call failing with %i', async (status) => {
    await expect(password(failing(status, 'PUT /api/users/self/password'))).resolves.toBeNull();
  });

  it('gives null for a malformed answer even when its status is listed', async () => {
    const malformed = Promise.reject(new ApiError('PUT /api/users/self/2fa', 400, 'Malformed answer', { kind: 'malformed' }));
    await expect(twoFactor(malformed)).resolves.toBeNull();
  });

  it('lets a programming error through', async () => {
    await expect(twoFactor(Promise.reject(new TypeError('oops')))).rejects.toThrow(TypeError);
  });
});
