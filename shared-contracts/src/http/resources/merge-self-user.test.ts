import { mergeSelfUser } from './merge-self-user';
import { selfUserFixture } from '../../testing/api/self-user-fixture';

describe('mergeSelfUser', () => {
  it('takes sign-in e-mail, providers, referral and sign-up time from the identity service', () => {
    const server = selfUserFixture({ email: 'old@market.test', referrals: { marketplace: null } });
    const identity = {
      id: server.id,
      email: 'new@market.test',
      identityProviders: { password: true, google: true, apple: false },
      referrals: { marketplace: 'f1d2d2f9-0000-4000-8000-000000000001' },
      registrationTime: '2024-12-31T23:59:59.000Z',
    };

    const merged = mergeSelfUser(identity, server);

    expect(merged).toEqual({ ...server, ...identity });
  });

  it('keeps the server-owned state of the server: wallet, role, settings and keys', () => {
    const keys = { password: '2025-05-01T10:00:00.000Z', google: null, apple: null, recoveryPassword: null };
    const server = selfUserFixture({ role: 'ADMIN', showBalance: false, keys });
    const { id, email, identityProviders, referrals, registrationTime } = server;
    const identity = { id, email, identityProviders, referrals, registrationTime };

    const merged = mergeSelfUser(identity, server);

    expect(merged).toMatchObject({ role: 'ADMIN', showBalance: false, walletAddress: server.walletAddress, keys: server.keys });
  });

  it('refuses two answers about two different users', () => {
    const server = selfUserFixture();
    const identity = { ...server, id: 'f1d2d2f9-0000-4000-8000-000000000002' };

    expect(() => mergeSelfUser(identity, server)).toThrow('different users');
  });
});
