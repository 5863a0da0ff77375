import { ApiError } from '../../wire/api/api-error';
import { createPasswordApi } from './password-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const CHANGE = { currentPassword: 'old-password-1', newPassword: 'new-password-22' };

describe('password api', () => {
  it('sends both passwords to PUT /api/users/self/password and gives the confirmation', async () => {
    const { transport, calls } = fakeApi(() => envelope({ changed: true }));

    const result = await createPasswordApi(transport).change(CHANGE);

    expect(result).toEqual({ changed: true });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: 'https://api.market.test/api/users/self/password', body: CHANGE });
  });

  it.each([
    [403, 'Wrong password'],
    [412, 'body.newPassword: 10 to 128 characters'],
  ])('gives the error of a %i with the reason, for the page to show', async (status, message) => {
    const { transport } = fakeApi(() => failure(status, message));

    const result = await createPasswordApi(transport).change(CHANGE);

    expect(result).toBeInstanceOf(ApiError);
    expect(result).toMatchObject({ status, answerMessage: message });
  });

  it.each([400, 429, 500])('gives null for a %i (spec §8: other errors give null)', async (status) => {
    const { transport } = fakeApi(() => failure(status));

    await expect(createPasswordApi(transport).change(CHANGE)).resolves.toBeNull();
    await expect(createPasswordApi(transport).verify('a-password')).resolves.toBeNull();
  });

  it('asks POST /api/auth/verify/password whether the password is right', async () => {
    const { transport, calls } = fakeApi(() => envelope({ valid: false }));

    const result = await createPasswordApi(transport).verify('a-password');

    expect(result).toEqual({ valid: false });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.market.test/api/auth/verify/password', body: { password: 'a-password' } });
  });
});
