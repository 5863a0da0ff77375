import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('referrals api against the server', () => {
  it('reads the people a user referred, paged', async () => {
    const { api, setToken, t } = contract();
    const referrer = await t.createUser();
    const referred = await t.createUser({ referrerId: referrer.id, displayName: 'Referred' });
    setToken(referrer.token);

    await expect(api.referrals.users({ page: 1, pageSize: 5 })).resolves.toEqual({
      records: [expect.objectContaining({ id: referred.id, displayName: 'Referred', joinedTime: expect.any(String) })],
      total: 1,
    });
    await expect(api.referrals.transactions()).resolves.toEqual({ records: [], total: 0 });
  });

  it('gives a visitor empty lists (spec §7 list rule)', async () => {
    const { api, setToken } = contract();
    setToken(null);

    await expect(api.referrals.users()).resolves.toEqual({ records: [], total: 0 });
  });
});

describe('influencer api against the server', () => {
  it("stores a signed-in person's application, then reads it back as theirs", async () => {
    const { api, setToken, t } = contract();
    const user = await t.createUser();
    setToken(user.token);
    await expect(api.influencer.mine()).resolves.toBeNull();

    const stored = await api.influencer.apply({
      name: 'Kai',
      email: 'kai@streams.test',
      channelUrl: 'https://video.example/@kai',
      audienceSize: 5000,
      message: 'Weekly streams of Elemental Raiders for a friendly audience.',
    });

    expect(stored).toMatchObject({ status: 'RECEIVED' });
    await expect(api.influencer.mine()).resolves.toEqual(stored);
  });

  it('rejects a refused application with the field the server names', async () => {
    const { api, setToken, t } = contract();
    setToken(null);
    // A visitor's application carries a humanity token (spec §5), so what is refused is the field.
    const { 'x-humanity-token': humanityToken } = await t.humanityHeader();

    await expect(
      api.influencer.apply(
        { name: 'Kai', email: 'kai@streams.test', channelUrl: 'ftp://x', audienceSize: 5000, message: 'A message long enough to pass.' },
        humanityToken,
      ),
    ).rejects.toMatchObject({ status: 400, answerMessage: expect.stringMatching(/^body\.channelUrl/) });
  });
});

describe('kyc api against the server', () => {
  it('walks the local stand-in one step and reads the new state', async () => {
    const { api, setToken, t } = contract();
    const user = await t.createUser();
    setToken(user.token);

    await expect(api.kyc.status()).resolves.toMatchObject({ available: true, status: 'NOT_STARTED' });
    await expect(api.kyc.completeStep('identity-document')).resolves.toMatchObject({ status: 'IN_PROGRESS' });
    await expect(api.kyc.completeStep('address')).rejects.toMatchObject({ status: 409 });
  });
});
