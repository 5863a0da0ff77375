import { ApiError, type CraftOutcome, type CraftReadiness, type CraftRecipe, type MarketListing, type PagedAnswer } from '@marketplace/contracts/wire';

/** A recipe of Diamond Dreams, as the seed's Filigree Necklace: two ingredients. */
export const NECKLACE: CraftRecipe = {
  id: '9d7c1c62-93a3-4b7e-8e0e-3b1f0f6a2c11',
  merchantId: 'diamond-dreams',
  categoryId: 'settings',
  name: 'Filigree Necklace',
  ingredients: [
    { setId: 'dd-gold-filigree', quantity: 2, name: 'Gold Filigree', imageUrl: '/api/collectible-images/dd-gold-filigree.svg' },
    { setId: 'dd-silver-chain', quantity: 2, name: 'Silver Chain', imageUrl: '/api/collectible-images/dd-silver-chain.svg' },
  ],
  result: {
    setId: 'dd-filigree-necklace',
    name: 'Filigree Necklace',
    rarity: 'rare',
    imageUrl: '/api/collectible-images/dd-filigree-necklace.svg',
    properties: { cut: 'filigree', metal: 'white-gold' },
  },
};

/** A one-ingredient recipe, as the seed's Filigree Pendant. */
export const PENDANT: CraftRecipe = {
  ...NECKLACE,
  id: '9d7c1c62-93a3-4b7e-8e0e-3b1f0f6a2c22',
  name: 'Filigree Pendant',
  ingredients: [NECKLACE.ingredients[0]!],
  result: {
    ...NECKLACE.result,
    setId: 'dd-filigree-pendant',
    name: 'Filigree Pendant',
    rarity: 'uncommon',
    imageUrl: '/api/collectible-images/dd-filigree-pendant.svg',
  },
};

export const FILIGREE_COPIES = ['0b5f6c0e-4a55-4d8e-9a4e-6e1f3f1c2a77', '1c6a7d1f-5b66-4e9f-8b5f-7f2a4a2d3b88'];

/** The person holds enough for the pendant, and one Silver Chain short of the necklace. */
export const PENDANT_READY: CraftReadiness = {
  recipeId: PENDANT.id,
  craftable: true,
  ingredients: [{ setId: 'dd-gold-filigree', quantity: 2, owned: 6, locked: 0, missing: 0 }],
  consumes: FILIGREE_COPIES,
};

export const NECKLACE_SHORT: CraftReadiness = {
  recipeId: NECKLACE.id,
  craftable: false,
  ingredients: [
    { setId: 'dd-gold-filigree', quantity: 2, owned: 6, locked: 0, missing: 0 },
    { setId: 'dd-silver-chain', quantity: 2, owned: 1, locked: 1, missing: 1 },
  ],
  consumes: [],
};

/** The same recipe for someone who owns one Silver Chain and has none on sale: one is to buy. */
export const NECKLACE_MISSING: CraftReadiness = {
  ...NECKLACE_SHORT,
  ingredients: [
    { setId: 'dd-gold-filigree', quantity: 2, owned: 6, locked: 0, missing: 0 },
    { setId: 'dd-silver-chain', quantity: 2, owned: 1, locked: 0, missing: 1 },
  ],
};

/** The market's cheapest Silver Chain, offered by another player: what a missing one costs at least. */
export const SILVER_CHAIN_FLOOR: PagedAnswer<MarketListing> = {
  page: 1,
  totalPages: 1,
  total: 1,
  records: [
    {
      id: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      merchantId: 'diamond-dreams',
      price: '2.17',
      status: 'ACTIVE',
      seller: {
        id: '0b6a4c1e-4d0c-4e3a-9b65-2f3a1f2d9c01',
        username: 'aria-vance',
        displayName: 'Aria Vance',
        tagline: null,
        profilePicture: 'DEFAULT',
        profileBanner: 'banner0',
        registrationTime: '2025-01-02T03:04:05.000Z',
      },
      createdAt: '2025-04-12T09:30:00.000Z',
      collectible: {
        id: '5f0c2d1e-8a4b-4c3d-9e2f-5c1e2d3f4a5b',
        merchantId: 'diamond-dreams',
        setId: 'dd-silver-chain',
        name: 'Silver Chain',
        rarity: 'common',
        imageUrl: '/api/collectible-images/dd-silver-chain.svg',
        properties: { cut: 'chain', carat: '0.3', metal: 'silver', serial: '4/30' },
        ownerId: '0b6a4c1e-4d0c-4e3a-9b65-2f3a1f2d9c01',
        receivedTime: '2025-04-10T12:00:00.000Z',
      },
    },
  ],
};

export const PENDANT_CRAFTED: CraftOutcome = {
  recipeId: PENDANT.id,
  result: {
    id: '3e8c9f3b-7d88-4ab1-8d7b-9b4c6c4f5daa',
    merchantId: 'diamond-dreams',
    setId: 'dd-filigree-pendant',
    name: 'Filigree Pendant',
    rarity: 'uncommon',
    imageUrl: '/api/collectible-images/dd-filigree-pendant.svg',
    properties: PENDANT.result.properties,
    ownerId: '4f9da04c-8e99-4bc2-9e8c-ac5d7d5a6ebb',
    receivedTime: '2025-05-01T12:00:00.000Z',
  },
  consumed: [],
};

/** The API's refusal as the transport rejects it: the envelope's message in the body. */
export const apiRefusal = (status: number, message: string) => new ApiError('craft call', status, message, { body: { status, message, payload: null } });
