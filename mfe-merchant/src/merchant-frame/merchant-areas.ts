import type { Merchant } from '@marketplace/contracts/wire';

export const MERCHANT_AREAS = ['store', 'market', 'craft'] as const;
export type MerchantArea = (typeof MERCHANT_AREAS)[number];

/** The areas a merchant opens (its `merchantPages`), in tab order; an area it does not name stays closed. */
export function openAreasOf(merchant: Pick<Merchant, 'merchantPages'>): MerchantArea[] {
  return MERCHANT_AREAS.filter((area) => merchant.merchantPages[area] === true);
}
