import { formatUnits } from 'ethers';
import { PRODUCT, PRODUCT_DECIMALS } from '@marketplace/contracts/wire';
import { SEED_DEMO_USER } from '../seed/seed-accounts.js';
import { SEED_GEM_USD_PRICE } from '../seed/seed-merchants.js';
import { randomAddress } from '../testing/addresses.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('wallet api against the server', () => {
  it("gives the demo user's seeded balance in GEM and USD", async () => {
    const { api, setToken, t } = contract();
    setToken(t.demo.token);

    const balance = await api.wallet.serverBalance();

    const gem = Number(formatUnits(SEED_DEMO_USER.balanceWei, PRODUCT_DECIMALS));
    expect(balance).toEqual({ [PRODUCT]: gem, USD: Number((gem * SEED_GEM_USD_PRICE).toFixed(6)) });
  });

  it('registers the address with a humanity token and answers it checksummed', async () => {
    const { api, setToken, t, humanityToken } = contract();
    setToken((await t.createUser()).token);
    const address = randomAddress();

    const wallet = await api.wallet.register({ walletAddress: address.toLowerCase() }, await humanityToken());

    expect(wallet).toEqual({ address });
    await expect(api.users.self()).resolves.toMatchObject({ walletAddress: address });
  });

  it('is refused without a valid humanity token', async () => {
    const { api, setToken, t } = contract();
    setToken((await t.createUser()).token);

    const registration = api.wallet.register({ walletAddress: randomAddress() }, 'not-a-humanity-token');

    await expect(registration).rejects.toMatchObject({ status: 403, answerMessage: 'Humanity check failed' });
  });
});
