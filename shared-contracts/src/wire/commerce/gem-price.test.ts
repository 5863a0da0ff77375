import { canonicalGemPrice, isValidGemPrice } from './gem-price';

describe('isValidGemPrice', () => {
  it.each(['0.01', '1', '12.5', '12.50', '99999999999.99'])('accepts %s', (price) => {
    expect(isValidGemPrice(price)).toBe(true);
  });

  it.each(['0', '0.00', '100000000000', '1.234', '-1', '1e3', '', ' 1', '.5'])('refuses %j (spec §5)', (price) => {
    expect(isValidGemPrice(price)).toBe(false);
  });
});

describe('canonicalGemPrice', () => {
  it.each([
    ['7', '7.00'],
    ['7.5', '7.50'],
    ['007.25', '7.25'],
    ['0.5', '0.50'],
  ])('spells %s as %s', (price, canonical) => {
    expect(canonicalGemPrice(price)).toBe(canonical);
  });

  it('refuses what is not a price rather than signing a guess', () => {
    expect(() => canonicalGemPrice('1.999')).toThrow(RangeError);
  });
});
