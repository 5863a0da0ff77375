/** Spec §3 rarity tiers, lowest first: their order is the order of sorting by rarity. */
export const RARITY_TIERS = ['common', 'uncommon', 'rare', 'epic', 'legendary', 'exotic', 'mythic', 'unique'] as const;
export type Rarity = (typeof RARITY_TIERS)[number];

/** One token of a merchant's collection, as lists show it. */
export interface Collectible {
  id: string;
  merchantId: string;
  /** Identical collectibles share a set; on the market a set is a "stack". */
  setId: string;
  name: string;
  rarity: Rarity;
  /** A path on the main API or an absolute URL; `resolveCollectibleImageUrl` makes it loadable. */
  imageUrl: string;
  /** Property type → value (element, power, cut, carat, edition…). */
  properties: Record<string, string>;
  /** null while the merchant still holds it (store stock). */
  ownerId: string | null;
  /** ISO time the current owner received it. */
  receivedTime: string;
}

/** Spec §3 collectibles list response; the store and market pages answer the same shape. */
export interface PagedAnswer<T> {
  total: number;
  records: T[];
  /** From 1. */
  page: number;
  totalPages: number;
}

/**
 * A collectible as a collection lists it (`GET /api/users/{id}/collectibles`): with how many offers on it are open, so a
 * card can say so without reading each item (an extension; absent from an older API).
 */
export interface CollectionItem extends Collectible {
  openOffers?: number;
}

export type CollectiblesPage = PagedAnswer<CollectionItem>;

/**
 * The reference API answers image paths on itself (`/api/collectible-images/{setId}.svg`), which a
 * page served from another origin must load from the main API; absolute URLs are kept as they are.
 */
export function resolveCollectibleImageUrl(imageUrl: string, mainApiBaseUrl: string): string {
  return imageUrl.startsWith('/') ? `${mainApiBaseUrl.replace(/\/+$/, '')}${imageUrl}` : imageUrl;
}
