/** Above a dollar, cents are enough; below, the cents alone would round the rate away ($0.0425 → $0.04). */
const RATE_DECIMALS_BELOW_ONE_DOLLAR = 4;

const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const fine = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: RATE_DECIMALS_BELOW_ONE_DOLLAR,
});

/**
 * What one GEM is worth in USD, en-US like every USD amount of the site (spec §9), with the digits the
 * prices shown are computed from: a price of 50 GEM at $0.0425 is $2.13, which "$0.04" would not explain.
 */
export function formatRate(usdPerGem: number): string {
  const rate = Number.isFinite(usdPerGem) ? usdPerGem : 0;
  return (Math.abs(rate) < 1 ? fine : cents).format(rate);
}
