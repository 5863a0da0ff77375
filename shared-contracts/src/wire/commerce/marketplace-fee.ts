/** The fee settings of spec §9, as `config.json` and the API's configuration both hold them. */
export interface MarketplaceFeeRule {
  /** Percent of the price taken as the fee. */
  marketplaceFeesPercent: number;
  /** The fee never falls below this many USD, converted to GEM at the current rate. */
  minimumPrice: number;
}

/** Decimals kept of the configured percent and USD figures and of the rate: exact for any realistic value. */
const FIGURE_DECIMALS = 12;
const FIGURE_SCALE = 10n ** BigInt(FIGURE_DECIMALS);
const WEI_PER_GEM = 10n ** 18n;

/** A non-negative configured figure or rate, scaled to an integer of `FIGURE_DECIMALS` decimals. */
function figure(value: number): bigint {
  return BigInt(value.toFixed(FIGURE_DECIMALS).replace('.', ''));
}

/** The smallest whole number not below `numerator / denominator` (both positive). */
function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/**
 * Spec §9: the fee is `marketplaceFeesPercent` of the price, but never below `minimumPrice` USD
 * converted to GEM at the rate. Worked in wei with integers and rounded up to the wei, so nobody is
 * charged a fraction less than the rule says; the API charges with this same function, so what a page
 * shows before a person commits is what the server takes. Without a usable rate the USD floor cannot
 * be converted and only the percentage applies.
 */
export function marketplaceFeeWei(priceWei: bigint, fees: MarketplaceFeeRule, gemUsdPrice: number | null): bigint {
  const percentFee = percentFeeWei(priceWei, fees);
  const rate = gemUsdPrice === null || !(gemUsdPrice > 0) ? 0n : figure(gemUsdPrice);
  if (rate === 0n) return percentFee;
  // minimumPrice [USD] / rate [USD per GEM], both scaled by FIGURE_SCALE, in wei.
  const floorFee = ceilDiv(figure(fees.minimumPrice) * WEI_PER_GEM, rate);
  return percentFee > floorFee ? percentFee : floorFee;
}

/** Whether the fee of this price is the USD floor rather than the percentage (a page says which applies). */
export function isFeeAtFloor(priceWei: bigint, fees: MarketplaceFeeRule, gemUsdPrice: number | null): boolean {
  return marketplaceFeeWei(priceWei, fees, gemUsdPrice) > percentFeeWei(priceWei, fees);
}

function percentFeeWei(priceWei: bigint, fees: MarketplaceFeeRule): bigint {
  return ceilDiv(priceWei * figure(fees.marketplaceFeesPercent), 100n * FIGURE_SCALE);
}
