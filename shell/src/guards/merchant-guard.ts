import { isMerchantActive } from '@marketplace/contracts/wire';
import type { Guard } from './guard-context';
import { merchantSegmentOf } from '../merchants/current-merchant';
import { PASS } from './guard-outcome';

/** Spec §2: store, market and craft pages of a merchant that is not ACTIVE give 404 'Merchant not found'. */
export const merchantGuard: Guard = async ({ path, params }, { waitForMerchants }) => {
  const merchantId = params.merchant;
  if (!merchantId || merchantSegmentOf(path) === null) return PASS;
  const merchant = (await waitForMerchants()).find((candidate) => candidate.id === merchantId);
  return merchant && isMerchantActive(merchant) ? PASS : { kind: 'not-found', variant: 'merchant' };
};
