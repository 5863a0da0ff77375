import { formatGem } from '@marketplace/contracts/wire';
import { gemPrice } from './gem-price.mjs';

describe("a preview's price", () => {
  it.each(['0', '1', '2.5', '1234.5', '1000000', '0.999', '12.345678901234567890', '007.10'])('%s GEM reads as the site shows it', (amount) => {
    expect(gemPrice(amount)).toBe(formatGem(amount));
  });

  it('writes the grouping and two decimals', () => {
    expect(gemPrice('1234567.5')).toBe('1,234,567.50 GEM');
  });
});
