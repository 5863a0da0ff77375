/**
 * A GEM amount as the site shows it ('1,234.50 GEM': `formatGem` of shared-contracts, which this server,
 * plain Node, cannot import; `gem-price.test.mjs` holds the two to the same answers).
 */
export function gemPrice(amount) {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(String(amount).trim());
  const whole = (match?.[1] ?? '0').replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(match?.[2] ?? '').padEnd(2, '0').slice(0, 2)} GEM`;
}
