import { ApiError } from '@marketplace/contracts/wire';
import { hashPassword } from '../auth/password-hash.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

const PASSWORD = 'correct-horse-1';

async function userWithPassword() {
  const { t } = contract();
  const { hash, salt } = await hashPassword(PASSWORD);
  return t.createUser({ passwordHash: hash, passwordSalt: salt, identityProviders: { password: true, google: false, apple: false } });
}

describe('password api against the server', () => {
  it('changes the password, and verifies the new one', async () => {
    const { api, setToken } = contract();
    setToken((await userWithPassword()).token);

    const changed = await api.password.change({ currentPassword: PASSWORD, newPassword: 'a-brand-new-password' });

    expect(changed).toEqual({ changed: true });
    await expect(api.password.verify('a-brand-new-password')).resolves.toEqual({ valid: true });
  });

  it('gives the 403 of a wrong current password as an error the page can show', async () => {
    const { api, setToken } = contract();
    setToken((await userWithPassword()).token);

    const result = await api.password.change({ currentPassword: 'not-the-password', newPassword: 'a-brand-new-password' });

    expect(result).toBeInstanceOf(ApiError);
    expect(result).toMatchObject({ status: 403, answerMessage: 'Wrong password' });
  });

  it('gives the 412 of a new password breaking a rule as an error naming the rule', async () => {
    const { api, setToken } = contract();
    setToken((await userWithPassword()).token);

    const result = await api.password.change({ currentPassword: PASSWORD, newPassword: 'short' });

    expect(result).toMatchObject({ status: 412, answerMessage: 'body.newPassword: 10 to 128 characters' });
  });

  it('answers a wrong password with valid false and keeps the session', async () => {
    const { api, setToken, events } = contract();
    setToken((await userWithPassword()).token);

    const result = await api.password.verify('not-the-password');

    expect(result).toEqual({ valid: false });
    expect(events).toEqual([]);
  });

  it('gives null for a malformed body (400), which is not one of the password errors', async () => {
    const { api, setToken } = contract();
    setToken((await userWithPassword()).token);

    await expect(api.password.verify('')).resolves.toBeNull();
  });

  it('gives null to a visitor and reports the expired session', async () => {
    const { api, setToken, events } = contract();
    setToken(null);

    await expect(api.password.change({ currentPassword: PASSWORD, newPassword: 'a-brand-new-password' })).resolves.toBeNull();

    expect(events).toEqual([{ name: 'session:expired', payload: { status: 401, request: 'PUT /api/users/self/password' } }]);
  });
});
