import { buildOfferMessage } from '@marketplace/contracts/wire';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';
import { createCollectible, createWalletUser, setGemUsdPrice, signOfferAcceptance, type WalletUser } from '../testing/commerce-fixtures.js';

const contract = contractHarnessPerSuite();

beforeAll(() => setGemUsdPrice(contract().t.db, 0.05));

async function signedOffer(bidder: WalletUser, collectibleId: string, price: string) {
  const signature = await bidder.wallet.signMessage(buildOfferMessage({ collectibleId, price, bidderAddress: bidder.wallet.address }));
  return { price, signature };
}

describe('offers api against the server', () => {
  it('makes an offer that the bidder lists as BUYER and the owner as SELLER, grouped by collectible', async () => {
    const { api, setToken, t } = contract();
    const owner = await createWalletUser(t);
    const bidder = await createWalletUser(t, { balance: '500' });
    const collectibleId = await createCollectible(t.db, { ownerId: owner.id, name: 'Storm Bow' });
    setToken(bidder.token);

    const offer = await api.offers.make(collectibleId, await signedOffer(bidder, collectibleId, '42.5'));
    const asBuyer = await api.offers.list({ agent: 'BUYER' });
    setToken(owner.token);
    const asSeller = await api.offers.list({ agent: 'SELLER', page: 1, pageSize: 5 });

    expect(offer).toMatchObject({ collectibleId, bidderId: bidder.id, price: '42.50', status: 'OPEN' });
    const group = { collectible: expect.objectContaining({ id: collectibleId, name: 'Storm Bow' }), offers: [offer], bestPrice: '42.50' };
    expect(asBuyer).toEqual({ records: [group], total: 1 });
    expect(asSeller).toEqual({ records: [group], total: 1 });
  });

  it('accepts one offer, declines another and lets a bidder withdraw a third', async () => {
    const { api, setToken, t } = contract();
    const owner = await createWalletUser(t);
    const bidders = await Promise.all([1, 2, 3].map(() => createWalletUser(t, { balance: '500' })));
    const [first, second] = [await createCollectible(t.db, { ownerId: owner.id }), await createCollectible(t.db, { ownerId: owner.id })];
    const offerIds: string[] = [];
    for (const [index, bidder] of bidders.entries()) {
      setToken(bidder.token);
      const collectibleId = index === 0 ? first : second;
      offerIds.push((await api.offers.make(collectibleId, await signedOffer(bidder, collectibleId, '50'))).id);
    }

    setToken(owner.token);
    const accepted = await api.offers.accept(offerIds[0]!, { signature: await signOfferAcceptance(t.db, owner, offerIds[0]!) });
    const declined = await api.offers.decline(offerIds[1]!);
    setToken(bidders[2]!.token);
    const withdrawn = await api.offers.withdraw(offerIds[2]!);

    expect([accepted.status, declined.status, withdrawn.status]).toEqual(['ACCEPTED', 'DECLINED', 'CANCELLED']);
  });

  it("rejects accepting an offer on someone else's collectible, and gives a visitor an empty list", async () => {
    const { api, setToken, t } = contract();
    const owner = await createWalletUser(t);
    const bidder = await createWalletUser(t, { balance: '500' });
    const collectibleId = await createCollectible(t.db, { ownerId: owner.id });
    setToken(bidder.token);
    const offer = await api.offers.make(collectibleId, await signedOffer(bidder, collectibleId, '50'));

    await expect(api.offers.accept(offer.id, { signature: await signOfferAcceptance(t.db, bidder, offer.id) })).rejects.toMatchObject({ status: 404 });
    setToken(null);
    await expect(api.offers.list({ agent: 'BUYER' })).resolves.toEqual({ records: [], total: 0 });
  });
});
