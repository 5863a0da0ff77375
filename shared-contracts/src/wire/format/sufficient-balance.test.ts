import { balanceShortfall, hasSufficientBalance } from './sufficient-balance';

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

describe('balanceShortfall', () => {
  it.each([
    [0, '14.23', '14.23'],
    ['11.11', '14.23', '3.12'],
    // 3.125 short: shown as 3.13, never 3.12, so adding what the page says is enough.
    ['11.105', '14.23', '3.13'],
    // One wei short still needs a cent.
    ['99.999999999999999999', '100', '0.01'],
    ['111.76', '111.764705882352941177', '0.01'],
    ['1000', '1234.5', '234.50'],
  ])('balance %s for %s lacks %s, rounded up to the cent', (balance, amount, shortfall) => {
    expect(balanceShortfall(balance, amount)).toBe(shortfall);
  });

  it('is null when the balance covers the amount', () => {
    expect(balanceShortfall(500, '111.764705882352941177')).toBeNull();
    expect(balanceShortfall('100', '100')).toBeNull();
  });

  it('is null when either side is not an amount, so a page never names a figure it cannot judge', () => {
    expect(balanceShortfall('abc', '1')).toBeNull();
    expect(balanceShortfall(10, '-1')).toBeNull();
    expect(balanceShortfall(10, null)).toBeNull();
  });
});
