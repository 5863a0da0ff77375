import type { Collectible } from '@marketplace/contracts/wire';
import type { collectibles } from '../db/schema.js';

export type CollectibleRow = typeof collectibles.$inferSelect;

export function collectibleView(row: CollectibleRow): Collectible {
  return {
    id: row.id,
    merchantId: row.merchantId,
    setId: row.setId,
    name: row.name,
    rarity: row.rarity,
    imageUrl: row.imageUrl,
    properties: row.properties,
    ownerId: row.ownerId,
    receivedTime: row.receivedTime.toISOString(),
  };
}
