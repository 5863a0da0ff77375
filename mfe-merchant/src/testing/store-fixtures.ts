import type { PagedAnswer, StoreItem } from '@marketplace/contracts/wire';

let next = 0;

/** A store item of Diamond Dreams; each call a new listing and collectible unless given. */
export function storeItem(overrides: Partial<StoreItem> & { name?: string } = {}): StoreItem {
  next += 1;
  const { name = `Gem ${next}`, ...rest } = overrides;
  const hex = next.toString(16).padStart(12, '0');
  return {
    id: `9d7c1c62-93a3-4b7e-8e0e-${hex}`,
    merchantId: 'diamond-dreams',
    categoryId: 'rings',
    price: '95.0',
    status: 'ACTIVE',
    supplyLeft: 2,
    playersOnly: false,
    collectible: {
      id: `5f0c2d1e-8a4b-4c3d-9e2f-${hex}`,
      merchantId: 'diamond-dreams',
      setId: `dd-gem-${next}`,
      name,
      rarity: 'epic',
      imageUrl: `/api/collectible-images/dd-gem-${next}.svg`,
      properties: { cut: 'oval', carat: '2.0' },
      ownerId: null,
      receivedTime: '2025-05-01T12:00:00.000Z',
    },
    ...rest,
  };
}

export function storePage(records: StoreItem[], { page = 1, totalPages = 1, total = records.length } = {}): PagedAnswer<StoreItem> {
  return { total, records, page, totalPages };
}
