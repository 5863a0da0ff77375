import { eq } from 'drizzle-orm';
import { LOCAL_PRODUCT_CONTRACT_ADDRESS } from '@marketplace/contracts/wire';
import { users } from '../db/schema.js';
import { SEED_DEMO_USER } from '../seed/seed-accounts.js';
import { randomAddress } from '../testing/addresses.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('explorer api against the server', () => {
  it("gives a wallet's balance in wei, as BscScan would, at the explorer base URL itself", async () => {
    const { api, t } = contract();
    const address = randomAddress();
    await t.db.update(users).set({ walletAddress: address }).where(eq(users.id, t.demo.id));

    const answer = await api.explorer.tokenBalance({ contractAddress: LOCAL_PRODUCT_CONTRACT_ADDRESS, address: address.toLowerCase() });

    expect(answer).toEqual({ status: '1', message: 'OK', result: SEED_DEMO_USER.balanceWei });
  });

  it('gives 0 for an address nobody registered', async () => {
    const { api } = contract();

    const answer = await api.explorer.tokenBalance({ contractAddress: LOCAL_PRODUCT_CONTRACT_ADDRESS, address: randomAddress() });

    expect(answer).toEqual({ status: '1', message: 'OK', result: '0' });
  });

  it('rejects an invalid address, without any session signal', async () => {
    const { api, setToken, t, events } = contract();
    setToken(t.demo.token);

    const answer = api.explorer.tokenBalance({ contractAddress: LOCAL_PRODUCT_CONTRACT_ADDRESS, address: '0x123' });

    await expect(answer).rejects.toMatchObject({ status: 400, body: { status: '0', message: 'NOTOK' } });
    expect(events).toEqual([]);
  });
});
