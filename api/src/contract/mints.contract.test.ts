import { randomUUID } from 'node:crypto';
import { Wallet } from 'ethers';
import { ApiError, isPurchaseMessageOf } from '@marketplace/contracts/wire';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';
import { createListedCollectible, createWalletUser, setGemUsdPrice } from '../testing/commerce-fixtures.js';

const contract = contractHarnessPerSuite();

// At 0.05 USD per GEM the 0.5 USD fee floor is exactly 10 GEM.
beforeAll(() => setGemUsdPrice(contract().t.db, 0.05));

describe('mints api against the server', () => {
  it('reserves a mint whose message says what it shows, signs it, then reads it alone and in the list', async () => {
    const { api, setToken, t } = contract();
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    setToken(buyer.token);
    const mintId = randomUUID();

    const reserved = await api.mints.reserve(mintId, { collectibleId });
    const signed = await api.mints.sign(mintId, { signature: await buyer.wallet.signMessage(reserved.message) });
    const read = await api.mints.get(mintId);
    const list = await api.mints.list({ page: 1, pageSize: 5 });

    expect(reserved).toMatchObject({ id: mintId, collectibleId, price: '100.0', fee: '10.0', total: '110.0', status: 'RESERVED' });
    expect(isPurchaseMessageOf(reserved)).toBe(true);
    expect(signed.status).toBe('SIGNED');
    expect(read).toMatchObject({ id: mintId, collectibleId });
    expect(list).toEqual({ records: [read], total: 1 });
  });

  it('cancels a reserved mint', async () => {
    const { api, setToken, t } = contract();
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    setToken(buyer.token);
    const mintId = randomUUID();
    await api.mints.reserve(mintId, { collectibleId });

    const cancelled = await api.mints.cancel(mintId);

    expect(cancelled).toMatchObject({ id: mintId, status: 'CANCELLED' });
  });

  it("rejects refusals with the server's reason: no balance, a signature of another wallet", async () => {
    const { api, setToken, t } = contract();
    const poor = await createWalletUser(t, { balance: '1' });
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    const mintId = randomUUID();

    setToken(poor.token);
    const unpaid = await api.mints.reserve(randomUUID(), { collectibleId }).catch((error: unknown) => error);
    setToken(buyer.token);
    const reserved = await api.mints.reserve(mintId, { collectibleId });
    const forged = await api.mints.sign(mintId, { signature: await Wallet.createRandom().signMessage(reserved.message) }).catch((error: unknown) => error);

    expect(unpaid).toBeInstanceOf(ApiError);
    expect(unpaid).toMatchObject({ status: 409, answerMessage: 'Insufficient balance' });
    expect(forged).toMatchObject({ status: 403, answerMessage: 'Invalid signature' });
  });

  it("gives null for another user's mint and an empty list to a visitor", async () => {
    const { api, setToken, t, events } = contract();
    const owner = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    const mintId = randomUUID();
    setToken(owner.token);
    await api.mints.reserve(mintId, { collectibleId });

    setToken((await t.createUser()).token);
    const foreign = await api.mints.get(mintId);
    setToken(null);
    const visitorList = await api.mints.list();

    expect(foreign).toBeNull();
    expect(visitorList).toEqual({ records: [], total: 0 });
    expect(events).toEqual([{ name: 'session:expired', payload: { status: 401, request: 'GET /api/users/self/mints' } }]);
  });
});
