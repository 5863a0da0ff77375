import { ApiError } from '@marketplace/contracts/wire';
import { generate } from 'otplib';
import { wrongCodeFor } from '../testing/commerce-fixtures.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('two-factor api against the server', () => {
  it('enrols an authenticator, turns 2FA on with its code and off again', async () => {
    const { api, setToken, t } = contract();
    setToken((await t.createUser()).token);

    const enrolment = await api.twoFactor.startEnrolment();
    if (!enrolment || enrolment instanceof ApiError) throw new Error('no enrolment');
    const on = await api.twoFactor.update({ twoFactorAuth: true, code: await generate({ secret: enrolment.secret }) });
    const self = await api.users.self();
    const off = await api.twoFactor.update({ twoFactorAuth: false, code: await generate({ secret: enrolment.secret }) });

    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Marketplace:/);
    expect(on).toEqual({ twoFactorAuth: true });
    expect(self.twoFactorAuth).toBe(true);
    expect(off).toEqual({ twoFactorAuth: false });
  });

  it('gives the 403 of a wrong code as an error the page can show', async () => {
    const { api, setToken, t } = contract();
    setToken((await t.createUser()).token);
    const enrolment = await api.twoFactor.startEnrolment();
    if (!enrolment || enrolment instanceof ApiError) throw new Error('no enrolment');

    const result = await api.twoFactor.update({ twoFactorAuth: true, code: await wrongCodeFor(enrolment.secret) });

    expect(result).toBeInstanceOf(ApiError);
    expect(result).toMatchObject({ status: 403, answerMessage: 'Invalid code' });
  });

  it('gives the 400 of a malformed code as an error', async () => {
    const { api, setToken, t } = contract();
    setToken((await t.createUser()).token);

    const result = await api.twoFactor.update({ twoFactorAuth: true, code: '12' });

    expect(result).toMatchObject({ status: 400, answerMessage: 'body.code: 6 digits' });
  });

  it('gives null for a refusal outside 400 and 403, such as starting over while 2FA is on', async () => {
    const { api, setToken, t } = contract();
    setToken((await t.createUser()).token);
    const enrolment = await api.twoFactor.startEnrolment();
    if (!enrolment || enrolment instanceof ApiError) throw new Error('no enrolment');
    await api.twoFactor.update({ twoFactorAuth: true, code: await generate({ secret: enrolment.secret }) });

    await expect(api.twoFactor.startEnrolment()).resolves.toBeNull();
  });

  it('gives null to a visitor and reports the expired session', async () => {
    const { api, setToken, events } = contract();
    setToken(null);

    await expect(api.twoFactor.startEnrolment()).resolves.toBeNull();

    expect(events).toEqual([{ name: 'session:expired', payload: { status: 401, request: 'POST /api/2fa' } }]);
  });
});
