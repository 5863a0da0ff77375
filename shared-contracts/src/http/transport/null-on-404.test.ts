import { ApiError } from '../../wire/api/api-error';
import { nullOn404 } from './null-on-404';

describe('nullOn404', () => {
  it('gives the answer of a successful call', async () => {
    await expect(nullOn404(Promise.resolve({ id: 'u1' }))).resolves.toEqual({ id: 'u1' });
  });

  it('gives null for a 404, e.g. a user name that is free', async () => {
    await expect(nullOn404(Promise.reject(new ApiError('GET /api/users/ana', 404, '404 Fetch error')))).resolves.toBeNull();
  });

  it.each([0, 401, 403, 500])('still rejects a %i', async (status) => {
    const error = new ApiError('GET /api/vault/keys', status, 'failed');
    await expect(nullOn404(Promise.reject(error))).rejects.toBe(error);
  });

  it('still rejects a malformed answer', async () => {
    const error = new ApiError('GET /api/vault/keys', 200, 'Malformed answer', { kind: 'malformed' });
    await expect(nullOn404(Promise.reject(error))).rejects.toBe(error);
  });
});
