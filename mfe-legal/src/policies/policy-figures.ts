import { formatGem, formatUsd, gemOfWei, marketplaceFeeWei, type MarketplaceFeeRule } from '@marketplace/contracts/wire';

/**
 * The rate of one GEM in USD (en-US, as every USD amount of spec §9), to four decimals when it has
 * them: a rate of 0.0425 written "$0.04" would not give the floor the page names next to it.
 */
const usdPerGem = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** The live figures of spec §9 a policy text may name: `{feePercent}`, `{minimumUsd}`, `{rateUsd}`, `{floorGem}`. */
export interface PolicyFigures {
  feePercent: string;
  minimumUsd: string;
  /** Null while the rate is unknown (loading or failed): the page says so instead of a number. */
  rateUsd: string | null;
  floorGem: string | null;
}

export type PolicyFigureName = keyof PolicyFigures;

export function isPolicyFigureName(name: string): name is PolicyFigureName {
  return name === 'feePercent' || name === 'minimumUsd' || name === 'rateUsd' || name === 'floorGem';
}

/**
 * The figures with the configured fee rule and the live rate. The minimum in GEM is the fee of a price
 * of zero, worked out by the same function the API charges with, so the policy never disagrees with
 * what a purchase costs.
 */
export function policyFigures(fees: MarketplaceFeeRule, gemUsdPrice: number | null, locale: string): PolicyFigures {
  const rateKnown = gemUsdPrice !== null && gemUsdPrice > 0;
  return {
    feePercent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(fees.marketplaceFeesPercent / 100),
    minimumUsd: formatUsd(fees.minimumPrice),
    rateUsd: rateKnown ? usdPerGem.format(gemUsdPrice) : null,
    floorGem: rateKnown ? formatGem(gemOfWei(marketplaceFeeWei(0n, fees, gemUsdPrice))) : null,
  };
}
