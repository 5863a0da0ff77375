import type { Rarity } from './collectible';

/** Spec §3 leaves these records' fields unshown; the reference API settles them. */
export interface DeviceRecord {
  id: string;
  name: string;
  lastSeen: string;
}

export const MINT_STATUSES = ['RESERVED', 'SIGNED', 'COMPLETE', 'CANCELLED', 'EXPIRED'] as const;
export type MintStatus = (typeof MINT_STATUSES)[number];

/**
 * A purchase intent (`/api/users/self/mints/{id}`): RESERVED holds the listing until `expiresAt`,
 * SIGNED has paid (the transfer is pending), COMPLETE has the collectible. Amounts are GEM decimal
 * strings; `total` is what the buyer pays, price plus the marketplace fee (spec §9).
 */
export interface MintRecord {
  id: string;
  collectibleId: string;
  listingId: string;
  price: string;
  fee: string;
  total: string;
  /** The exact text the wallet signs (see `buildPurchaseMessage`). */
  message: string;
  status: MintStatus;
  /** ISO times. */
  expiresAt: string;
  createdAt: string;
}

export const OFFER_STATUSES = ['OPEN', 'ACCEPTED', 'DECLINED', 'CANCELLED'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** A signed bid on someone's collectible; `price` is GEM with two decimals. */
export interface OfferRecord {
  id: string;
  collectibleId: string;
  bidderId: string;
  price: string;
  status: OfferStatus;
  /** ISO time the offer was made. */
  time: string;
}

export const OFFER_AGENTS = ['BUYER', 'SELLER'] as const;
/** Whose offers a list shows: BUYER the ones the user made, SELLER the ones on the user's collectibles. */
export type OfferAgent = (typeof OFFER_AGENTS)[number];

export const OFFER_GROUPINGS = ['COLLECTIBLE'] as const;
export type OfferGrouping = (typeof OFFER_GROUPINGS)[number];

/** What an offer list shows of the collectible its offers are on. */
export interface OfferCollectibleSummary {
  id: string;
  merchantId: string;
  name: string;
  rarity: Rarity;
  imageUrl: string;
  ownerId: string | null;
}

/** One collectible of `GET /api/users/self/offers?groupBy=COLLECTIBLE` with its offers, newest first. */
export interface OfferGroup {
  collectible: OfferCollectibleSummary;
  offers: OfferRecord[];
  /** The highest price still OPEN, null when none is. */
  bestPrice: string | null;
}
