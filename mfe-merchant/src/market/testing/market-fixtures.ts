import type { MarketListing, MarketStack, PagedAnswer, StackCompletion } from '@marketplace/contracts/wire';

let next = 0;

export const SELLER_ID = '0b6a4c1e-4d0c-4e3a-9b65-2f3a1f2d9c01';

/** A market listing of Diamond Dreams by another person; each call a new listing and collectible unless given. */
export function marketListing(overrides: Partial<MarketListing> & { name?: string; setId?: string; serial?: string } = {}): MarketListing {
  next += 1;
  const { name = `Gem ${next}`, setId = `dd-gem-${next}`, serial = `${next}/40`, ...rest } = overrides;
  const hex = next.toString(16).padStart(12, '0');
  return {
    id: `7e1c1c62-93a3-4b7e-8e0e-${hex}`,
    merchantId: 'diamond-dreams',
    price: '24.5',
    status: 'ACTIVE',
    seller: {
      id: SELLER_ID,
      username: 'aria-vance',
      displayName: 'Aria Vance',
      tagline: null,
      profilePicture: 'DEFAULT',
      profileBanner: 'banner0',
      registrationTime: '2025-01-02T03:04:05.000Z',
    },
    createdAt: '2025-04-12T09:30:00.000Z',
    collectible: {
      id: `5f0c2d1e-8a4b-4c3d-9e2f-${hex}`,
      merchantId: 'diamond-dreams',
      setId,
      name,
      rarity: 'rare',
      imageUrl: `/api/collectible-images/${setId}.svg`,
      properties: { cut: 'pear', carat: '2.1', serial },
      ownerId: SELLER_ID,
      receivedTime: '2025-04-10T12:00:00.000Z',
    },
    ...rest,
  };
}

export function listingsPage(records: MarketListing[], { page = 1, totalPages = 1, total = records.length } = {}): PagedAnswer<MarketListing> {
  return { total, records, page, totalPages };
}

/** One item of the market front: a set of Diamond Dreams with copies on sale. */
export function marketStack(overrides: Partial<MarketStack> & { name: string }): MarketStack {
  const setId = overrides.setId ?? `dd-${overrides.name.toLowerCase().replaceAll(' ', '-')}`;
  return { setId, rarity: 'rare', imageUrl: `/api/collectible-images/${setId}.svg`, listed: 1, floorPrice: '24.5', ...overrides };
}

export function stacksPage(records: MarketStack[], { page = 1, totalPages = 1, total = records.length } = {}): PagedAnswer<MarketStack> {
  return { total, records, page, totalPages };
}

/** Rough Quartz as the seed has it: consumed three at a time by a recipe, two copies short. */
export function stackCompletion(overrides: Partial<StackCompletion> = {}): StackCompletion {
  const cheapest = [
    marketListing({ name: 'Rough Quartz', setId: 'dd-rough-quartz', price: '2.12', serial: '9/22' }),
    marketListing({ name: 'Rough Quartz', setId: 'dd-rough-quartz', price: '2.3', serial: '14/22' }),
  ];
  return {
    setId: 'dd-rough-quartz',
    name: 'Rough Quartz',
    rarity: 'common',
    imageUrl: '/api/collectible-images/dd-rough-quartz.svg',
    target: 3,
    usedBy: [
      { recipeId: '3c2d1e5f-8a4b-4c3d-9e2f-000000000001', name: 'Brilliant Quartz', quantity: 3 },
      { recipeId: '3c2d1e5f-8a4b-4c3d-9e2f-000000000002', name: 'Twilight Amethyst', quantity: 2 },
    ],
    owned: [],
    missing: 2,
    cheapest,
    cost: '4.42',
    unavailable: 0,
    ...overrides,
  };
}
