import { isTwoFactorCode, normalizeTwoFactorCode } from './two-factor-code';

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
