import { ApiError } from '@marketplace/contracts/wire';
import { MARKET_COPIES_BY_RARITY } from '../seed/seed-market-stock.js';
import { seedSet } from '../testing/catalogue-fixtures.js';
import { createCollectible, createWalletUser, signListing, type WalletUser } from '../testing/commerce-fixtures.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

/** The terms of a listing with the seller wallet's signature, as the client sends them. */
async function signedListing(seller: WalletUser, collectibleId: string, price: string) {
  return { collectibleId, price, signature: await signListing(seller, collectibleId, price) };
}

describe('market api against the server', () => {
  it('shows the stacks of a merchant with their floor prices', async () => {
    const { api } = contract();

    const page = await api.market.stacks('aurum-atelier', { rarity: ['unique'] });

    // A unique set exists once: the market seed adds no copy of it, so its one listing is the collector's.
    expect(page.records[0]).toEqual({
      setId: 'aa-atelier-one',
      name: 'Atelier One',
      rarity: 'unique',
      imageUrl: '/api/collectible-images/aa-atelier-one.svg',
      listed: 1,
      floorPrice: '48000.0',
    });
    expect(page.records.map((stack) => stack.rarity)).toEqual(page.records.map(() => 'unique'));
  });

  it('groups the searched listings per set, the stacks read by the client schema', async () => {
    const { api } = contract();

    const page = await api.market.listingSets('aurum-atelier', { rarity: ['unique'], sort: 'PRICE_ASC', pageSize: 12 });

    expect(page.records).toContainEqual({
      setId: 'aa-atelier-one',
      name: 'Atelier One',
      rarity: 'unique',
      imageUrl: '/api/collectible-images/aa-atelier-one.svg',
      listed: 1,
      floorPrice: '48000.0',
    });
    const floors = page.records.map((stack) => Number(stack.floorPrice));
    expect(floors).toEqual([...floors].sort((a, b) => a - b));
  });

  it('pages the listings of a stack cheapest first, and shows one of them', async () => {
    const { api } = contract();

    const page = await api.market.stackListings('diamond-dreams', 'dd-polished-amethyst', { pageSize: 2 });
    const cheapest = await api.market.listing('diamond-dreams', page.records[0]!.id);

    const total = seedSet('dd-polished-amethyst').collector!.marketPrices.length + MARKET_COPIES_BY_RARITY.uncommon;
    expect(page).toMatchObject({ total, totalPages: Math.ceil(total / 2) });
    const [first, second] = page.records.map((listing) => Number(listing.price));
    expect(first).toBeLessThanOrEqual(second!);
    expect(cheapest).toEqual(page.records[0]);
    await expect(api.market.listing('diamond-dreams', '00000000-0000-4000-8000-000000000000')).resolves.toBeNull();
  });

  it('lets an owner list a collectible, change its price and withdraw it', async () => {
    const { api, setToken, t } = contract();
    const seller = await createWalletUser(t);
    setToken(seller.token);
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id, setId: 'dd-contract-stack' });

    const listed = await api.market.list(await signedListing(seller, collectibleId, '42.00'));
    const stackWhileListed = await api.market.stackListings('diamond-dreams', 'dd-contract-stack');
    const { price, signature } = await signedListing(seller, collectibleId, '40');
    const repriced = await api.market.reprice(listed.id, { price, signature });
    const cancelled = await api.market.cancel(listed.id);
    const stackAfter = await api.market.stackListings('diamond-dreams', 'dd-contract-stack');

    expect(listed).toMatchObject({ price: '42.0', status: 'ACTIVE', seller: { id: seller.id } });
    expect(stackWhileListed.records.map((listing) => listing.id)).toEqual([listed.id]);
    expect(repriced).toMatchObject({ id: listed.id, price: '40.0', status: 'ACTIVE' });
    expect(cancelled).toMatchObject({ id: listed.id, status: 'CANCELLED' });
    expect(stackAfter.records).toEqual([]);
  });

  it("reads the owner's own listings through the client schema: on sale while listed, gone once withdrawn", async () => {
    const { api, setToken, t } = contract();
    const seller = await createWalletUser(t);
    setToken(seller.token);
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id, setId: 'dd-contract-own' });
    const listed = await api.market.list(await signedListing(seller, collectibleId, '7.25'));

    const whileListed = await api.market.own({ pageSize: 3 });
    await api.market.cancel(listed.id);
    const afterwards = await api.market.own();
    const withdrawn = await api.market.own({ status: 'CANCELLED' });

    const { seller: _seller, ...ownView } = listed;
    expect(whileListed).toStrictEqual({ total: 1, records: [ownView] });
    expect(afterwards).toEqual({ total: 0, records: [] });
    expect(withdrawn.records.map((listing) => [listing.id, listing.status])).toEqual([[listed.id, 'CANCELLED']]);
  });

  it("rejects listing twice with the server's reason, and cancelling someone else's listing", async () => {
    const { api, setToken, t } = contract();
    const seller = await createWalletUser(t);
    setToken(seller.token);
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id });
    const listed = await api.market.list(await signedListing(seller, collectibleId, '5.00'));

    const twice = await api.market.list(await signedListing(seller, collectibleId, '6.00')).catch((error: unknown) => error);
    setToken((await t.createUser()).token);
    const notTheirs = await api.market.cancel(listed.id).catch((error: unknown) => error);

    expect(twice).toBeInstanceOf(ApiError);
    expect(twice).toMatchObject({ status: 409, answerMessage: 'Collectible already listed' });
    expect(notTheirs).toMatchObject({ status: 404, answerMessage: 'Listing not found' });
  });

  it('rejects a visitor listing and reports the expired session', async () => {
    const { api, setToken, events } = contract();
    setToken(null);

    await expect(
      api.market.list({ collectibleId: '00000000-0000-4000-8000-000000000000', price: '1.00', signature: `0x${'ab'.repeat(65)}` }),
    ).rejects.toMatchObject({ status: 401 });
    expect(events.map((event) => event.name)).toEqual(['session:expired']);
  });
});
