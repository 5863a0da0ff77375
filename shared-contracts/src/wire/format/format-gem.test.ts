import { formatGem, formatGemNumber, gemDecimalOf } from './format-gem';

describe('formatGem', () => {
  it.each([
    ['100.0', '100.00 GEM'],
    ['12.5', '12.50 GEM'],
    ['7', '7.00 GEM'],
    ['11.764705882352941177', '11.76 GEM'],
    ['0.999999999999999999', '0.99 GEM'],
    ['1234567.891', '1,234,567.89 GEM'],
    ['0007.25', '7.25 GEM'],
    ['0.000000000000000001', '0.00 GEM'],
  ])('shows the amount %s as %s: grouped, two decimals, truncated never rounded', (amount, shown) => {
    expect(formatGem(amount)).toBe(shown);
  });

  it.each([
    [2500, '2,500.00 GEM'],
    [12.999, '12.99 GEM'],
    [0.005, '0.00 GEM'],
    [2485.735294117647, '2,485.73 GEM'],
    [1e-7, '0.00 GEM'],
    [1e21, '1,000,000,000,000,000,000,000.00 GEM'],
  ])('shows the balance %d as %s', (balance, shown) => {
    expect(formatGem(balance)).toBe(shown);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -3, '', 'abc', '1e5', '-2', '1.2.3'])('shows %s, which is no amount, as 0.00 GEM', (value) => {
    expect(formatGem(value)).toBe('0.00 GEM');
  });
});

describe('gemDecimalOf', () => {
  it.each([
    [7.25, '7.25'],
    [1e-7, '0.0000001'],
    [2500, '2500'],
    [Number.NaN, '0'],
    [-1, '0'],
  ])('writes %d as %s, plain digits to 18 decimals', (value, digits) => {
    expect(gemDecimalOf(value)).toBe(digits);
  });
});

describe('formatGemNumber', () => {
  it('is formatGem without the unit, for texts that write it themselves', () => {
    expect(formatGemNumber('2.5')).toBe('2.50');
    expect(formatGemNumber('1234567.891')).toBe('1,234,567.89');
    expect(formatGemNumber('not an amount')).toBe('0.00');
  });
});
