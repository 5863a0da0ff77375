import { ApiError } from '../../wire/api/api-error';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';
import { createTwoFactorApi } from './two-factor-api';

const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Marketplace:ana%40market.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

describe('two-factor api', () => {
  it('starts an enrolment with a bodiless POST /api/2fa and gives the secret', async () => {
    const { transport, calls } = fakeApi(() => envelope(ENROLMENT));

    const enrolment = await createTwoFactorApi(transport).startEnrolment();

    expect(enrolment).toEqual(ENROLMENT);
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.market.test/api/2fa', body: undefined });
  });

  it('sends twoFactorAuth and code to PUT /api/users/self/2fa and gives the new state', async () => {
    const { transport, calls } = fakeApi(() => envelope({ twoFactorAuth: true }));

    const state = await createTwoFactorApi(transport).update({ twoFactorAuth: true, code: '123456' });

    expect(state).toEqual({ twoFactorAuth: true });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: 'https://api.market.test/api/users/self/2fa', body: { twoFactorAuth: true, code: '123456' } });
  });

  it.each([400, 403])('gives the error of a %i with the reason, for the page to show', async (status) => {
    const { transport } = fakeApi(() => failure(status, 'Invalid code'));

    const result = await createTwoFactorApi(transport).update({ twoFactorAuth: true, code: '123456' });

    expect(result).toBeInstanceOf(ApiError);
    expect(result).toMatchObject({ status, answerMessage: 'Invalid code' });
  });

  it.each([409, 429, 500])('gives null for a %i (spec §8: other errors give null)', async (status) => {
    const { transport } = fakeApi(() => failure(status));

    await expect(createTwoFactorApi(transport).startEnrolment()).resolves.toBeNull();
    await expect(createTwoFactorApi(transport).update({ twoFactorAuth: false, code: '123456' })).resolves.toBeNull();
  });

  it('gives null for a malformed enrolment', async () => {
    const { transport } = fakeApi(() => envelope({ secret: 'not base32!', otpauthUri: 'https://x' }));

    await expect(createTwoFactorApi(transport).startEnrolment()).resolves.toBeNull();
  });
});
