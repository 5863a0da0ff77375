import { envelope, failure, fakeApi } from '../../testing/api/fake-api';
import { createUserSettingsApi, type UserSettingsApi } from './user-settings-api';

type SettingCase = [string, (api: UserSettingsApi) => Promise<unknown>, unknown, unknown];

const USERNAME_ANSWER = { username: 'ana', displayName: 'Ana', tagline: 'hi', usernameUpdateTime: '2025-05-01T10:00:00.000Z' };

const SETTINGS: SettingCase[] = [
  ['antiphishing-code', (api) => api.setAntiphishingCode({ antiphishingCode: 'blue fox' }), { antiphishingCode: 'blue fox' }, 'blue fox'],
  ['username', (api) => api.setUsername({ displayName: 'Ana', tagline: 'hi' }), { displayName: 'Ana', tagline: 'hi' }, USERNAME_ANSWER],
  ['profile-picture', (api) => api.setProfilePicture({ profilePicture: 'cat' }), { profilePicture: 'cat' }, 'CAT'],
  ['profile-banner', (api) => api.setProfileBanner({ profileBanner: 'banner3' }), { profileBanner: 'banner3' }, 'banner3'],
  ['communications', (api) => api.setCommunications({ communications: false }), { communications: false }, false],
  ['locale', (api) => api.setLocale({ preferredLocale: 'ja' }), { preferredLocale: 'ja' }, 'ja'],
  ['show-balance', (api) => api.setShowBalance({ showBalance: false }), { showBalance: false }, false],
];

describe('user settings api', () => {
  it.each(SETTINGS)('puts %s on the main API and gives the value stored', async (setting, change, body, stored) => {
    const { transport, calls } = fakeApi(() => envelope(stored));

    const answer = await change(createUserSettingsApi(transport));

    expect(answer).toEqual(stored);
    expect(calls).toEqual([expect.objectContaining({ method: 'PUT', url: `https://api.market.test/api/users/self/${setting}`, body })]);
  });

  it('rejects a refused change, so an optimistic show-balance change is reverted (spec §4)', async () => {
    const { transport } = fakeApi(() => failure(500));

    await expect(createUserSettingsApi(transport).setShowBalance({ showBalance: true })).rejects.toMatchObject({ status: 500 });
  });

  it('rejects an answer without a payload as malformed, the other "no payload" of spec §4', async () => {
    const { transport } = fakeApi(() => envelope(null));

    await expect(createUserSettingsApi(transport).setShowBalance({ showBalance: true })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('rejects a taken name with the server reason', async () => {
    const { transport } = fakeApi(() => failure(409, 'Username taken'));

    const change = createUserSettingsApi(transport).setUsername({ displayName: 'admin' });

    await expect(change).rejects.toMatchObject({ status: 409, answerMessage: 'Username taken' });
  });
});
