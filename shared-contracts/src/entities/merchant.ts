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
}

export const DEFAULT_MERCHANT_ID = 'diamond-dreams';

export function isMerchantActive(merchant: Pick<Merchant, 'status'>): boolean {
  return merchant.status === 'ACTIVE';
}
