import { formatRate } from './format-rate';

describe('formatRate', () => {
  it('keeps four decimals below a dollar, so the rate is the one prices are computed with', () => {
    expect(formatRate(0.0425)).toBe('$0.0425');
    expect(formatRate(0.04256)).toBe('$0.0426');
  });

  it('shows at least cents and no trailing zeros beyond them', () => {
    expect(formatRate(0.05)).toBe('$0.05');
    expect(formatRate(0.5)).toBe('$0.50');
  });

  it('shows cents from a dollar up', () => {
    expect(formatRate(1.23456)).toBe('$1.23');
    expect(formatRate(1234.5)).toBe('$1,234.50');
  });
});
