import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

async function signedInNewUser() {
  const { t, setToken } = contract();
  const user = await t.createUser();
  setToken(user.token);
  return user;
}

describe('user settings api against the server', () => {
  it('stores every setting and shows it in the user', async () => {
    const { api } = contract();
    await signedInNewUser();

    const answers = [
      await api.userSettings.setAntiphishingCode({ antiphishingCode: 'blue fox' }),
      await api.userSettings.setProfilePicture({ profilePicture: 'avatar5' }),
      await api.userSettings.setProfileBanner({ profileBanner: 'banner3' }),
      await api.userSettings.setCommunications({ communications: false }),
      await api.userSettings.setLocale({ preferredLocale: 'ja' }),
      await api.userSettings.setShowBalance({ showBalance: false }),
    ];
    const self = await api.users.self();

    expect(answers).toEqual(['blue fox', 'AVATAR5', 'banner3', false, 'ja', false]);
    expect(self).toMatchObject({
      antiphishingCode: 'blue fox',
      profilePicture: 'AVATAR5',
      profileBanner: 'banner3',
      communications: false,
      preferredLocale: 'ja',
      showBalance: false,
    });
  });

  it('takes a free name, after which the name is no longer free', async () => {
    const { api } = contract();
    const user = await signedInNewUser();
    const name = `ana-${user.id.slice(0, 8)}`;
    const freeBefore = await api.users.byUsernameOrId(name);

    const stored = await api.userSettings.setUsername({ displayName: name, tagline: 'hello' });

    expect(freeBefore).toBeNull();
    expect(stored).toMatchObject({ username: name.toLowerCase(), displayName: name, tagline: 'hello' });
    await expect(api.users.byUsernameOrId(name)).resolves.toMatchObject({ id: user.id });
  });

  it("rejects someone else's name with the server's reason", async () => {
    const { api } = contract();
    await signedInNewUser();

    await expect(api.userSettings.setUsername({ displayName: 'Demo' })).rejects.toMatchObject({ status: 409, answerMessage: 'Username taken' });
  });

  it('rejects an invalid value, naming the field', async () => {
    const { api } = contract();
    await signedInNewUser();

    // @ts-expect-error a banner the client's types refuse, as a hand-made request could still send
    const change = api.userSettings.setProfileBanner({ profileBanner: 'not-a-banner' });

    await expect(change).rejects.toMatchObject({ status: 400, answerMessage: expect.stringMatching(/^body\.profileBanner: /) });
  });
});
