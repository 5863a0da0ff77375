import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../wire/schemas/password-schemas';
import { judgePasswordStrength, loadPasswordScorer, type PasswordScore } from './password-strength';

const STRONG = 'Velvet-otter-canyon-1987!';
const EMAIL = 'guardian@marketplace.test';

/** The verdict of the real estimator, as a form shows it. */
async function judge(password: string, context = {}) {
  const score = await loadPasswordScorer();
  return judgePasswordStrength(password, score(password), context);
}

describe('the password scorer', () => {
  it('is loaded once and scores common passwords low and long random ones high', async () => {
    const score = await loadPasswordScorer();
    expect(await loadPasswordScorer()).toBe(score);
    expect(score('password123')).toBeLessThan(2);
    expect(score(STRONG)).toBeGreaterThanOrEqual(3);
    expect(judgePasswordStrength('password123', score('password123'))).toEqual({
      score: score('password123'),
      level: score('password123') === 0 ? 'veryWeak' : 'weak',
      refusal: null,
      strongEnough: false,
    });
  });
});

describe('judgePasswordStrength', () => {
  it('calls anything shorter than the server minimum too short, whatever it mixes', async () => {
    expect(await judge('Ab1!Ab1!')).toMatchObject({ refusal: 'tooShort', score: 0, level: 'veryWeak', strongEnough: false });
  });

  it('counts characters as a person sees them, so nine emoji are still too short and ten are not', async () => {
    expect((await judge('🔒'.repeat(PASSWORD_MIN_LENGTH - 1))).refusal).toBe('tooShort');
    expect((await judge('🔒'.repeat(PASSWORD_MIN_LENGTH))).refusal).toBeNull();
  });

  it('never calls strong what the server refuses: the address, the current password, a password too long', async () => {
    const score = await loadPasswordScorer();
    expect(score(EMAIL)).toBe(4);
    expect(await judge(EMAIL, { email: EMAIL })).toEqual({ score: 0, level: 'veryWeak', refusal: 'not-email', strongEnough: false });
    expect(await judge(` ${EMAIL.toUpperCase()} `, { email: EMAIL })).toMatchObject({ refusal: 'not-email', strongEnough: false });
    expect(await judge(STRONG, { email: EMAIL, currentPassword: STRONG })).toMatchObject({ refusal: 'not-current', strongEnough: false });
    expect(await judge(`${STRONG}x`.repeat(6).slice(0, PASSWORD_MAX_LENGTH + 1))).toMatchObject({ refusal: 'tooLong', strongEnough: false });
  });

  it('rates one repeated pair weak however long it is', async () => {
    expect(await judge('Aa'.repeat(20))).toMatchObject({ refusal: null, level: 'weak', strongEnough: false });
  });

  it.each([
    ['password123', 'veryWeak'],
    ['Password123!', 'weak'],
    ['a long passphrase of words', 'veryStrong'],
    [STRONG, 'veryStrong'],
  ])('rates %j %s', async (password, level) => {
    expect((await judge(password, { email: EMAIL })).level).toBe(level);
  });

  it('calls strong enough from a score of 3, once every rule is kept', () => {
    const verdict = (score: PasswordScore) => judgePasswordStrength(STRONG, score, { email: EMAIL }).strongEnough;
    expect([0, 1, 2, 3, 4].map((score) => verdict(score as PasswordScore))).toEqual([false, false, false, true, true]);
  });

  it('judges without an address when none is known yet, by the other rules', async () => {
    expect(await judge(STRONG)).toEqual({ score: 4, level: 'veryStrong', refusal: null, strongEnough: true });
  });
});
