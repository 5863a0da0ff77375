import type { OwnListing } from '@marketplace/contracts/wire';
import { ME } from './portal-scene';

/** One of the signed-in person's market listings, the `index`th of a test (its ids and names end in it): a rare Diamond Dreams gem on sale. */
export function ownListing(index: number, overrides: Partial<OwnListing> = {}): OwnListing {
  return {
    id: `55555555-5555-4555-8555-55555555555${index}`,
    merchantId: 'diamond-dreams',
    price: '22.5',
    status: 'ACTIVE',
    createdAt: '2026-11-25T10:00:00.000Z',
    collectible: {
      id: `44444444-4444-4444-8444-44444444444${index}`,
      merchantId: 'diamond-dreams',
      setId: `dd-gem-${index}`,
      name: `Gem ${index}`,
      rarity: 'rare',
      imageUrl: `/api/collectible-images/dd-gem-${index}.svg`,
      properties: {},
      ownerId: ME,
      receivedTime: '2026-11-20T10:00:00.000Z',
    },
    ...overrides,
  };
}
