import { eq } from 'drizzle-orm';
import { users, vaultKeys } from '../db/schema.js';
import { randomAddress } from '../testing/addresses.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('rescue key (wallet api) against the server', () => {
  it('gives a rescue sign-in the key with a humanity token of the rescue action', async () => {
    const { api, setToken, t, humanityToken } = contract();
    setToken(await t.tokenFor((await t.createUser()).id, { rescue: true }));

    const key = await api.wallet.rescueKey(await humanityToken('rescue'));

    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives an ordinary session the public half only (extension), with a humanity token of the create action', async () => {
    const { api, setToken, t, humanityToken } = contract();
    setToken((await t.createUser()).token);

    const publicKey = await api.wallet.rescuePublicKey(await humanityToken('wallet'));

    expect(publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
    await expect(api.wallet.rescueKey(await humanityToken('rescue'))).rejects.toMatchObject({ status: 403, answerMessage: 'Rescue sign-in required' });
  });

  it('is refused with 403 without a valid humanity token, and the session stays', async () => {
    const { api, setToken, t, events } = contract();
    setToken((await t.createUser()).token);

    await expect(api.wallet.rescueKey('')).rejects.toMatchObject({ status: 403, answerMessage: 'Humanity check failed' });

    expect(events).toEqual([]);
  });

  it('gives a rescue sign-in the same key once the wallet has a rescue copy', async () => {
    const { api, setToken, t, humanityToken } = contract();
    const user = await t.createUser();
    setToken(await t.tokenFor(user.id, { rescue: true }));
    const key = await api.wallet.rescueKey(await humanityToken('rescue'));
    await t.db.update(users).set({ walletAddress: randomAddress() }).where(eq(users.id, user.id));
    await t.db.insert(vaultKeys).values({ userId: user.id, keyType: 'rescue', value: 'sealed', time: new Date() });
    setToken(await t.tokenFor(user.id, { rescue: true }));

    await expect(api.wallet.rescueKey(await humanityToken('rescue'))).resolves.toBe(key);
  });

  it('rejects a visitor with 401 and reports the expired session', async () => {
    const { api, setToken, events, humanityToken } = contract();
    setToken(null);

    await expect(api.wallet.rescueKey(await humanityToken('rescue'))).rejects.toMatchObject({ status: 401 });

    expect(events).toEqual([{ name: 'session:expired', payload: { status: 401, request: 'GET /api/users/self/rescue-key' } }]);
  });
});
