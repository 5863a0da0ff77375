import { ApiError } from '@marketplace/contracts/wire';
import { createCollectible } from '../testing/commerce-fixtures.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('market api against the server', () => {
  it('shows the stacks of a merchant with their floor prices', async () => {
    const { api } = contract();

    const page = await api.market.stacks('aurum-atelier', { rarity: ['rare'] });

    expect(page.records).toEqual([
      {
        setId: 'aa-onyx-signet',
        name: 'Onyx Signet',
        rarity: 'rare',
        imageUrl: '/api/collectible-images/aa-onyx-signet.svg',
        listed: 2,
        floorPrice: '160.0',
      },
    ]);
  });

  it('pages the listings of a stack cheapest first, and shows one of them', async () => {
    const { api } = contract();

    const page = await api.market.stackListings('diamond-dreams', 'dd-polished-amethyst', { pageSize: 2 });
    const cheapest = await api.market.listing('diamond-dreams', page.records[0]!.id);

    expect(page).toMatchObject({ total: 3, totalPages: 2 });
    expect(page.records.map((listing) => listing.price)).toEqual(['8.0', '8.25']);
    expect(cheapest).toMatchObject({ price: '8.0', seller: { username: 'collector' } });
    await expect(api.market.listing('diamond-dreams', '00000000-0000-4000-8000-000000000000')).resolves.toBeNull();
  });

  it('lets an owner list a collectible and withdraw it', async () => {
    const { api, setToken, t } = contract();
    const seller = await t.createUser();
    setToken(seller.token);
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id, setId: 'dd-contract-stack' });

    const listed = await api.market.list({ collectibleId, price: '42.00' });
    const stackWhileListed = await api.market.stackListings('diamond-dreams', 'dd-contract-stack');
    const cancelled = await api.market.cancel(listed.id);
    const stackAfter = await api.market.stackListings('diamond-dreams', 'dd-contract-stack');

    expect(listed).toMatchObject({ price: '42.0', status: 'ACTIVE', seller: { id: seller.id } });
    expect(stackWhileListed.records.map((listing) => listing.id)).toEqual([listed.id]);
    expect(cancelled).toMatchObject({ id: listed.id, status: 'CANCELLED' });
    expect(stackAfter.records).toEqual([]);
  });

  it("rejects listing twice with the server's reason, and cancelling someone else's listing", async () => {
    const { api, setToken, t } = contract();
    const seller = await t.createUser();
    setToken(seller.token);
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id });
    const listed = await api.market.list({ collectibleId, price: '5.00' });

    const twice = await api.market.list({ collectibleId, price: '6.00' }).catch((error: unknown) => error);
    setToken((await t.createUser()).token);
    const notTheirs = await api.market.cancel(listed.id).catch((error: unknown) => error);

    expect(twice).toBeInstanceOf(ApiError);
    expect(twice).toMatchObject({ status: 409, answerMessage: 'Collectible already listed' });
    expect(notTheirs).toMatchObject({ status: 404, answerMessage: 'Listing not found' });
  });

  it('rejects a visitor listing and reports the expired session', async () => {
    const { api, setToken, events } = contract();
    setToken(null);

    await expect(api.market.list({ collectibleId: '00000000-0000-4000-8000-000000000000', price: '1.00' })).rejects.toMatchObject({ status: 401 });
    expect(events.map((event) => event.name)).toEqual(['session:expired']);
  });
});
