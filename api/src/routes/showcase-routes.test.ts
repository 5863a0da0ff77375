import { and, eq } from 'drizzle-orm';
import { RARITY_TIERS, SHOWCASE_SHELF_SIZE, showcaseSchema, type ShowcaseItem } from '@marketplace/contracts/wire';
import { gemToWei } from '../ledger/gem-amounts.js';
import { collectibles, listings, merchants } from '../db/schema.js';
import { createListedCollectible, createWalletUser } from '../testing/commerce-fixtures.js';
import { setListingStatus } from '../testing/catalogue-fixtures.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

async function readShowcase() {
  const response = await t.app.inject({ method: 'GET', url: '/api/showcase' });
  expect(response.statusCode).toBe(200);
  return showcaseSchema.parse(response.json().payload);
}

/** Every ACTIVE store item of an ACTIVE merchant, with its set and rarity: what the featured shelf may choose from. */
async function inStores() {
  return t.db
    .select({ id: listings.id, merchantId: listings.merchantId, price: listings.price, setId: collectibles.setId, rarity: collectibles.rarity })
    .from(listings)
    .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
    .innerJoin(merchants, eq(merchants.id, listings.merchantId))
    .where(and(eq(listings.kind, 'STORE'), eq(listings.status, 'ACTIVE'), eq(merchants.status, 'ACTIVE')));
}

const rank = (rarity: string) => RARITY_TIERS.indexOf(rarity as (typeof RARITY_TIERS)[number]);
const setOf = (item: ShowcaseItem) => `${item.merchantId} ${item.collectible.setId}`;

describe('GET /api/showcase', () => {
  it('fills both shelves with items on sale, one per set, each a listing its page can open', async () => {
    const { featured, newest } = await readShowcase();

    expect(featured).toHaveLength(SHOWCASE_SHELF_SIZE);
    expect(newest).toHaveLength(SHOWCASE_SHELF_SIZE);
    const sets = [...featured, ...newest].map(setOf);
    expect(new Set(sets).size).toBe(sets.length);
    for (const item of [...featured, ...newest]) {
      const area = item.kind === 'STORE' ? 'store' : 'market';
      const page = await t.app.inject({ method: 'GET', url: `/api/merchants/${item.merchantId}/${area}/${item.id}` });
      expect(page.statusCode).toBe(200);
      expect(page.json().payload).toMatchObject({ id: item.id, price: item.price, status: 'ACTIVE', collectible: { setId: item.collectible.setId } });
    }
  });

  it('features what the games sell in their stores and lists what players put on the markets', async () => {
    const { featured, newest } = await readShowcase();

    expect(featured.map((item) => item.kind)).toEqual(featured.map(() => 'STORE'));
    expect(newest.map((item) => item.kind)).toEqual(newest.map(() => 'MARKET'));
  });

  it("features each game's rarest store piece first, the games taking turns, at the cheapest price its set is offered", async () => {
    const [{ featured }, listed] = await Promise.all([readShowcase(), inStores()]);
    const activeGames = new Set(listed.map((listing) => listing.merchantId));

    const firstRound = featured.slice(0, activeGames.size);
    expect(new Set(firstRound.map((item) => item.merchantId))).toEqual(activeGames);
    for (const item of firstRound) {
      const rarestOfGame = Math.max(...listed.filter((listing) => listing.merchantId === item.merchantId).map((listing) => rank(listing.rarity)));
      expect(rank(item.collectible.rarity)).toBe(rarestOfGame);
    }
    for (const item of featured) {
      const cheapest = listed
        .filter((listing) => listing.merchantId === item.merchantId && listing.setId === item.collectible.setId)
        .map((listing) => gemToWei(listing.price))
        .reduce((low, price) => (price < low ? price : low));
      expect(gemToWei(item.price)).toBe(cheapest);
    }
  });

  it('shows nothing of a merchant that is not active (spec §2: its pages do not exist)', async () => {
    await t.db.update(merchants).set({ status: 'INACTIVE' }).where(eq(merchants.id, 'elemental-raiders'));
    try {
      const { featured, newest } = await readShowcase();

      expect([...featured, ...newest].map((item) => item.merchantId)).not.toContain('elemental-raiders');
      expect([...featured, ...newest].map((item) => item.merchantId)).not.toContain('shadow-forge');
    } finally {
      await t.db.update(merchants).set({ status: 'ACTIVE' }).where(eq(merchants.id, 'elemental-raiders'));
    }
  });

  it('puts a listing made a moment ago first among the newest, though the showcase was read just before', async () => {
    await readShowcase();
    const seller = await createWalletUser(t);

    const { listingId } = await createListedCollectible(t.db, { price: '3.25', sellerId: seller.id, name: 'Fresh Find' });
    const { newest } = await readShowcase();

    expect(newest[0]).toMatchObject({ kind: 'MARKET', id: listingId, price: '3.25', collectible: { name: 'Fresh Find' } });
    expect(newest.map((item) => item.listedAt)).toEqual([...newest.map((item) => item.listedAt)].sort().reverse());
  });

  it('drops an item once it is sold or reserved', async () => {
    const { featured } = await readShowcase();
    const [sold, reserved] = featured;

    await setListingStatus(t, sold!.id, 'SOLD');
    await setListingStatus(t, reserved!.id, 'RESERVED');
    const after = await readShowcase();
    await setListingStatus(t, sold!.id, 'ACTIVE');
    await setListingStatus(t, reserved!.id, 'ACTIVE');

    const shown = [...after.featured, ...after.newest].map((item) => item.id);
    expect(shown).not.toContain(sold!.id);
    expect(shown).not.toContain(reserved!.id);
  });

  it('answers 304 with no body to a client that holds the current showcase', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/showcase' });

    const again = await t.app.inject({ method: 'GET', url: '/api/showcase', headers: { 'if-none-match': first.headers.etag as string } });

    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
