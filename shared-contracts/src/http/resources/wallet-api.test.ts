import { envelope, failure, fakeApi } from '../../testing/api/fake-api';
import { createWalletApi } from './wallet-api';

const ADDRESS = '0x00000000000000000000000000000000000000aA';

describe('wallet api', () => {
  it("gives the server's balance", async () => {
    const { transport, calls } = fakeApi(() => envelope({ GEM: 12.5, USD: 0.53125 }));

    const balance = await createWalletApi(transport).serverBalance();

    expect(balance).toEqual({ GEM: 12.5, USD: 0.53125 });
    expect(calls[0]?.url).toBe('https://api.market.test/api/users/self/balance');
  });

  it('gives the rescue key itself, payload.key (spec §7), asked with the humanity token (spec §5)', async () => {
    const key = 'r'.repeat(43);
    const { transport, calls } = fakeApi(() => envelope({ key }));

    const rescueKey = await createWalletApi(transport).rescueKey('humanity-token-1');

    expect(rescueKey).toBe(key);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: 'https://api.market.test/api/users/self/rescue-key',
      headers: { 'X-Humanity-Token': 'humanity-token-1' },
    });
  });

  it('rejects the rescue key outside a rescue sign-in', async () => {
    const { transport } = fakeApi(() => failure(403, 'Rescue sign-in required'));

    await expect(createWalletApi(transport).rescueKey('humanity-token-1')).rejects.toMatchObject({ status: 403 });
  });

  it('registers the address with the humanity token in X-Humanity-Token (spec §5)', async () => {
    const { transport, calls } = fakeApi(() => envelope({ address: ADDRESS }));

    const wallet = await createWalletApi(transport).register({ walletAddress: ADDRESS.toLowerCase() }, 'humanity-token-1');

    expect(wallet).toEqual({ address: ADDRESS });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.market.test/api/users/self/wallet',
      headers: { 'X-Humanity-Token': 'humanity-token-1', Authorization: 'Bearer session-token-1' },
      body: { walletAddress: ADDRESS.toLowerCase() },
    });
  });
});
