import { isTwoFactorCode, normalizeTwoFactorCode, twoFactorCodeDigits } from './two-factor-code';

describe('the 2FA code a person types', () => {
  it.each(['123456', ' 123 456 ', '000000'])('accepts %j', (typed) => {
    expect(isTwoFactorCode(typed)).toBe(true);
  });

  it.each(['', '12345', '1234567', '12a456', '１２３４５６'])('refuses %j', (typed) => {
    expect(isTwoFactorCode(typed)).toBe(false);
  });

  it('drops the spaces authenticator apps show between the digits', () => {
    expect(normalizeTwoFactorCode('123 456')).toBe('123456');
  });
});

describe('what a code field keeps of what was typed', () => {
  it.each([
    ['12ab', '12'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    ['１２３４５６', '123456'],
    ['1234567', '123456'],
    ['abc', ''],
  ])('keeps %j as %j', (typed, kept) => {
    expect(twoFactorCodeDigits(typed)).toBe(kept);
  });
});
