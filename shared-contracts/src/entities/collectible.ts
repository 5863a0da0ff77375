export const RARITY_TIERS = [
  'common',
  'uncommon',
  'rare',
  'epic',
  'legendary',
  'exotic',
  'mythic',
  'unique',
] as const;
export type Rarity = (typeof RARITY_TIERS)[number];

export interface Collectible {
  id: string;
  merchantId: string;
  name: string;
  rarity: Rarity;
  imageUrl: string;
  properties: Record<string, string>;
  ownerId: string | null;
}

export interface CollectiblesPage {
  total: number;
  records: Collectible[];
  page: number;
  totalPages: number;
}
