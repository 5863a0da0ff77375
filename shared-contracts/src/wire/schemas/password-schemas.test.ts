import { brokenPasswordRule, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordChangeSchema } from './password-schemas';

const EMAIL = 'ana@market.test';

describe('brokenPasswordRule', () => {
  it('accepts a password that keeps every rule', () => {
    expect(brokenPasswordRule('a-good-long-password', { email: EMAIL, currentPassword: 'the-old-password' })).toBeNull();
  });

  it.each([
    ['too short', 'x'.repeat(PASSWORD_MIN_LENGTH - 1)],
    ['too long', 'x'.repeat(PASSWORD_MAX_LENGTH + 1)],
  ])('breaks the length rule when %s', (_case, password) => {
    expect(brokenPasswordRule(password, { email: EMAIL })).toBe('length');
  });

  it('counts characters, not UTF-16 units, so ten emoji are ten characters', () => {
    expect(brokenPasswordRule('🔑'.repeat(PASSWORD_MIN_LENGTH), { email: EMAIL })).toBeNull();
    expect(brokenPasswordRule('🔑'.repeat(PASSWORD_MIN_LENGTH - 1), { email: EMAIL })).toBe('length');
  });

  it('breaks the e-mail rule for the e-mail in any case', () => {
    expect(brokenPasswordRule('ANA@Market.test', { email: EMAIL })).toBe('not-email');
  });

  it('breaks the current-password rule only where there is a current password', () => {
    expect(brokenPasswordRule('the-old-password', { email: EMAIL, currentPassword: 'the-old-password' })).toBe('not-current');
    expect(brokenPasswordRule('the-old-password', { email: EMAIL })).toBeNull();
  });
});

describe('passwordChangeSchema', () => {
  it('leaves the rules to the precondition check, so a short new password is still a well-formed body', () => {
    expect(passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: 'short' }).success).toBe(true);
  });

  it('refuses a body without both passwords', () => {
    expect(passwordChangeSchema.safeParse({ newPassword: 'a-good-long-password' }).success).toBe(false);
  });
});
