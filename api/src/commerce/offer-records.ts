import type { OfferRecord } from '@marketplace/contracts/wire';
import type { offers } from '../db/schema.js';

export type OfferRow = typeof offers.$inferSelect;

export function toOfferRecord(row: OfferRow): OfferRecord {
  return {
    id: row.id,
    collectibleId: row.collectibleId,
    bidderId: row.bidderId,
    price: row.price,
    status: row.status,
    time: row.createdAt.toISOString(),
  };
}
