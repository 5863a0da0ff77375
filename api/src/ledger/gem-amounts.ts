import { formatUnits, parseUnits } from 'ethers';
import { PRODUCT_DECIMALS } from '@marketplace/contracts/wire';

/** A GEM decimal string (a stored price such as "12.50") in wei. */
export function gemToWei(amount: string): bigint {
  return parseUnits(amount, PRODUCT_DECIMALS);
}

/** Wei as the GEM decimal string the API answers ("12.5"), exact to the wei. */
export function weiToGem(wei: bigint | string): string {
  return formatUnits(BigInt(wei), PRODUCT_DECIMALS);
}
