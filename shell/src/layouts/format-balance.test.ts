import { formatBalance } from './format-balance';

describe('formatBalance', () => {
  it.each([
    [2500, '2,500.00 GEM'],
    [12.999, '12.99 GEM'],
    [0.005, '0.00 GEM'],
    [Number.NaN, '0.00 GEM'],
  ])('shows %d as %s', (balance, shown) => {
    expect(formatBalance(balance)).toBe(shown);
  });
});
