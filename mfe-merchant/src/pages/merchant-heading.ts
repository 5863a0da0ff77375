import type { TFunction } from 'i18next';
import type { Merchant } from '@marketplace/contracts/wire';

type Area = 'store' | 'market' | 'craft';
/** Which page of an area is shown: its front page, one entry, or a grouping (category or stack). */
export type AreaView = 'front' | 'item' | 'group';

const HEADING_KEYS: Record<Area, Record<AreaView, string>> = {
  store: { front: 'routes.store.heading', item: 'routes.storeItem.heading', group: 'routes.storeCategory.heading' },
  market: { front: 'routes.market.heading', item: 'routes.marketItem.heading', group: 'routes.marketStack.heading' },
  craft: { front: 'routes.craft.heading', item: 'routes.craftItem.heading', group: 'routes.craftCategory.heading' },
};

export function merchantAreaHeading(t: TFunction, area: Area, view: AreaView, merchantId: string, merchant: Merchant | undefined): string {
  return t(HEADING_KEYS[area][view], { merchant: merchant?.name ?? merchantId });
}

export const areaView = (item: string | null, group: string | null): AreaView => (item ? 'item' : group ? 'group' : 'front');
