import type { SelfUser } from '../schemas/user-schemas';
import { selfUserFixture } from '../../testing/api/self-user-fixture';
import { emptyUserState, userStateFromProfile } from './user-state';

const profile: SelfUser = selfUserFixture({
  username: 'demo',
  profilePicture: 'avatar3',
  profileBanner: '',
  preferredLocale: 'ja',
  referrals: { marketplace: 'b3c6f7f0-4a2b-4f7e-9b1e-2b8e6f1d2c3a' },
  registrationTime: '2026-01-02T03:04:05.000Z',
});

describe('the user state', () => {
  it('starts with the defaults of spec §3', () => {
    expect(emptyUserState()).toMatchObject({ role: 'USER', profilePicture: 'DEFAULT', profileBanner: 'banner0', preferredLocale: 'en', balance: 0 });
  });

  it('derives referredByUser, creationTime and the upper-cased picture from the profile', () => {
    const state = userStateFromProfile(profile, 'token-1');

    expect(state).toMatchObject({
      authToken: 'token-1',
      id: profile.id,
      referredByUser: 'b3c6f7f0-4a2b-4f7e-9b1e-2b8e6f1d2c3a',
      creationTime: '2026-01-02T03:04:05.000Z',
      profilePicture: 'AVATAR3',
      profileBanner: 'banner0',
      preferredLocale: 'ja',
    });
  });

  it('keeps what the profile does not carry (balance, wallet flags) from the previous state', () => {
    const previous = { ...emptyUserState(), balance: 12.5, walletLocked: true, elementalRaidersPlayer: true };

    const state = userStateFromProfile(profile, 'token-1', previous);

    expect(state).toMatchObject({ balance: 12.5, walletLocked: true, elementalRaidersPlayer: true });
  });
});
