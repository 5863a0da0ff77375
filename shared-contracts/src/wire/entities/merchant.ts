import type { LocalizedText } from '../locale/localized-text';

export const MERCHANT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

export interface Merchant {
  id: string;
  /** Only `ACTIVE` merchants can be browsed (spec §4). */
  status: MerchantStatus;
  platforms: string[];
  gamePageURI: string;
  landingPageURI: string;
  /** Page name → whether the merchant offers it (store, market, craft, …). */
  merchantPages: Record<string, boolean>;
  /** Extension: luxury merchants get their own button and corner styling (spec §6). */
  luxury: boolean;
  /** Extension: the name people see. */
  name: string;
  /** Extension: the game's one-line pitch, in the merchant's own words; null when it has none. */
  tagline: LocalizedText | null;
  /**
   * Extension: the game's key art, a wide picture (2:1); a path on the main API or an absolute URL
   * (`resolveCollectibleImageUrl` makes it loadable); null when it has none.
   */
  artUrl: string | null;
}

export const DEFAULT_MERCHANT_ID = 'diamond-dreams';

export function isMerchantActive(merchant: Pick<Merchant, 'status'>): boolean {
  return merchant.status === 'ACTIVE';
}
