import { formatUsd } from './format-usd';

describe('USD formatting', () => {
  it('uses en-US with two decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0.0425)).toBe('$0.04');
  });

  it('shows zero for a value that is not a number', () => {
    expect(formatUsd(Number.NaN)).toBe('$0.00');
  });
});
