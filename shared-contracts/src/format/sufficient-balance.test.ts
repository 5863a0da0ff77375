import { hasSufficientBalance } from './sufficient-balance';

describe('hasSufficientBalance', () => {
  it.each([
    ['100', '100', true],
    ['100', '100.000000000000000001', false],
    ['2500', '99.99', true],
    ['0', '0', true],
    ['111.76', '111.764705882352941177', false],
    ['111.764705882352941177', '111.764705882352941177', true],
  ])('balance %s covers %s: %s (exact to the wei)', (balance, amount, sufficient) => {
    expect(hasSufficientBalance(balance, amount)).toBe(sufficient);
  });

  it('takes the user state balance as a number, small ones included', () => {
    expect(hasSufficientBalance(500, '111.764705882352941177')).toBe(true);
    expect(hasSufficientBalance(111.76, '111.764705882352941177')).toBe(false);
    // String(1e-7) is '1e-7': read as 0.0000001, not refused as malformed.
    expect(hasSufficientBalance(1e-7, '0.0000001')).toBe(true);
  });

  it('never calls a null amount sufficient, however large the balance', () => {
    expect(hasSufficientBalance(1_000_000, null)).toBe(false);
    expect(hasSufficientBalance('1000000', null)).toBe(false);
  });

  it.each([
    ['abc', '1'],
    ['10', '-1'],
    ['-5', '0'],
    ['', '0'],
    ['1e3', '1'],
  ])('never calls %s sufficient for %s when either is not an amount', (balance, amount) => {
    expect(hasSufficientBalance(balance, amount)).toBe(false);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -3])('reads the balance %s as nothing: insufficient for anything above 0', (balance) => {
    expect(hasSufficientBalance(balance, '0.01')).toBe(false);
  });
});
