import { ApiError, buildPurchaseMessage, type CollectibleDetail, type MintRecord } from '@marketplace/contracts/wire';

export const MINT_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
export const COLLECTIBLE_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
/** 65 bytes of hex, the shape of an EIP-191 signature. */
export const SIGNATURE = `0x${'ab'.repeat(65)}`;
export const WALLET_ADDRESS = '0x1111111111111111111111111111111111111111';

/** A mint as the API answers it; its `message` is the one the server builds from its fields. */
export function reservedMint(overrides: Partial<MintRecord> = {}): MintRecord {
  const fields = { id: MINT_ID, collectibleId: COLLECTIBLE_ID, price: '100.0', fee: '11.764705882352941177', ...overrides };
  return {
    listingId: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
    total: '111.764705882352941177',
    status: 'RESERVED',
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    createdAt: new Date().toISOString(),
    message: buildPurchaseMessage({ mintId: fields.id, collectibleId: fields.collectibleId, price: fields.price, fee: fields.fee }),
    ...fields,
    ...overrides,
  };
}

export function collectibleDetail(overrides: Partial<CollectibleDetail> = {}): CollectibleDetail {
  return {
    id: COLLECTIBLE_ID,
    merchantId: 'elemental-raiders',
    setId: 'er-storm-bow',
    name: 'Storm Bow',
    rarity: 'epic',
    imageUrl: '/api/collectible-images/er-storm-bow.svg',
    properties: { element: 'air' },
    ownerId: null,
    receivedTime: '2025-04-01T10:00:00.000Z',
    owner: null,
    listing: { id: '3e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b', kind: 'STORE', status: 'RESERVED', price: '100.0' },
    offers: { open: 0, bestPrice: null },
    lastSale: null,
    ...overrides,
  };
}

/** The server refusing the mint's signature with `status` and its spec §8 `message`, as the client surfaces it. */
export const refusal = (status: number, message: string) =>
  new ApiError(`POST /api/users/self/mints/${MINT_ID}/sign`, status, `${status} Fetch error`, { body: { status, message, payload: null } });
