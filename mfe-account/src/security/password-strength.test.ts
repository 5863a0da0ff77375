import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('calls anything shorter than the server minimum too short, whatever it mixes', () => {
    expect(passwordStrength('Ab1!Ab1!')).toBe('too-short');
  });

  it('counts characters as a person sees them, so nine emoji are still too short', () => {
    expect(passwordStrength('🔒'.repeat(9))).toBe('too-short');
  });

  it.each([
    ['lowercaseonly', 'weak'],
    ['lowercase123', 'fair'],
    ['Lowercase123', 'good'],
    ['Lowercase123!', 'strong'],
    ['a long passphrase of words', 'strong'],
  ])('rates %j %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it('rates one repeated character weak however long it is', () => {
    expect(passwordStrength('Aa'.repeat(20))).toBe('weak');
  });
});
