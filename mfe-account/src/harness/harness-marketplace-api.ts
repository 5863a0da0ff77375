import { buildPurchaseMessage, type CollectibleDetail, type MintRecord } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';

export const HARNESS_MINT_ID = '6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e';
const COLLECTIBLE_ID = '7c8d9e0f-1a2b-4c3d-9e4f-5a6b7c8d9e0f';

const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#d98a1a"/><circle cx="50" cy="50" r="28" fill="#fff6e0"/></svg>',
)}`;

const LISTING_ID = '8d9e0f1a-2b3c-4d4e-8f5a-6b7c8d9e0f1a';

const collectible: CollectibleDetail = {
  id: COLLECTIBLE_ID,
  merchantId: 'diamond-dreams',
  setId: 'dd-sun-pendant',
  name: 'Sun Pendant',
  rarity: 'legendary',
  imageUrl: PICTURE,
  properties: { cut: 'round' },
  ownerId: null,
  receivedTime: new Date().toISOString(),
  owner: null,
  listing: { id: LISTING_ID, kind: 'STORE', status: 'RESERVED', price: '250.0' },
  offers: { open: 0, bestPrice: null },
  lastSale: null,
};

/**
 * The harness has no shell and no API server: the checkout gets one reserved mint kept in memory, which
 * confirm and cancel change as the reference API would. Only the calls the account pages make exist.
 */
export function createHarnessMarketplaceApi(): MarketplaceApi {
  const price = '250.0';
  const fee = '12.5';
  let mint: MintRecord = {
    id: HARNESS_MINT_ID,
    collectibleId: COLLECTIBLE_ID,
    listingId: LISTING_ID,
    price,
    fee,
    total: '262.5',
    message: buildPurchaseMessage({ mintId: HARNESS_MINT_ID, collectibleId: COLLECTIBLE_ID, price, fee }),
    status: 'RESERVED',
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    createdAt: new Date().toISOString(),
  };
  const settle = (status: MintRecord['status']) => {
    mint = { ...mint, status };
    return Promise.resolve(mint);
  };
  const harnessApi = {
    mints: {
      get: async (id: string) => (id === mint.id ? mint : null),
      sign: async () => settle('SIGNED'),
      cancel: async () => settle('CANCELLED'),
    },
    collectibles: { detail: async (id: string) => (id === collectible.id ? collectible : null) },
    rates: { productUsd: async () => ({ price: 0.05 }) },
  };
  // A partial client on purpose: a page calling anything else fails loudly in the harness.
  return harnessApi as unknown as MarketplaceApi;
}
