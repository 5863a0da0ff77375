import { isMerchantActive } from '@marketplace/contracts';
import type { Guard } from './guard-context';
import { PASS } from './guard-outcome';

const MERCHANT_SECTIONS = /^\/(store|market|craft)\//;

/** Spec §2: store, market and craft pages of a merchant that is not ACTIVE give 404 'Merchant not found'. */
export const merchantGuard: Guard = async ({ path, params }, { waitForMerchants }) => {
  const merchantId = params.merchant;
  if (!merchantId || !MERCHANT_SECTIONS.test(path)) return PASS;
  const merchant = (await waitForMerchants()).find((candidate) => candidate.id === merchantId);
  return merchant && isMerchantActive(merchant) ? PASS : { kind: 'not-found', variant: 'merchant' };
};
