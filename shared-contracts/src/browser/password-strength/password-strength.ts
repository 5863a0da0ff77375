import { brokenPasswordRule, PASSWORD_MAX_LENGTH, type PasswordRule } from '../../wire/schemas/password-schemas';

/** zxcvbn's estimate of how many guesses a password takes, 0 (too guessable) to 4 (very unguessable). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** The words of each score, weakest first (`kit:passwordStrength.levels.<level>`). */
export const PASSWORD_STRENGTH_LEVELS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;
export type PasswordStrengthLevel = (typeof PASSWORD_STRENGTH_LEVELS)[number];

/** The score from which a password is called strong, and the least a new wallet password must reach. */
export const STRONG_PASSWORD_SCORE = 3;

/** Why the server would refuse the password (`brokenPasswordRule`), the length split into its two ends. */
export type PasswordRefusal = Exclude<PasswordRule, 'length'> | 'tooShort' | 'tooLong';

/** What the new password is compared with: the account's address, and the current password where there is one. */
export interface PasswordStrengthContext {
  email?: string;
  currentPassword?: string;
}

export interface PasswordStrength {
  /** The estimate shown: zxcvbn's, or 0 for a password the server would refuse. */
  score: PasswordScore;
  level: PasswordStrengthLevel;
  /** The server's rule it breaks, or null. */
  refusal: PasswordRefusal | null;
  /** The server takes it and it is at least strong. */
  strongEnough: boolean;
}

type Scorer = (password: string) => PasswordScore;
let scorer: Promise<Scorer> | null = null;

/**
 * zxcvbn's estimate (dictionaries of common passwords, keyboard patterns, dates, repeats), loaded on
 * first use: its dictionaries are large and only the password forms need them, so they never weigh on a
 * page's first load.
 */
export function loadPasswordScorer(): Promise<Scorer> {
  scorer ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([{ ZxcvbnFactory }, common]) => {
    const zxcvbn = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
    return (password: string) => zxcvbn.check(password).score as PasswordScore;
  });
  return scorer;
}

function refusalOf(password: string, { email, currentPassword }: PasswordStrengthContext): PasswordRefusal | null {
  // No address to compare with (a wallet password before the profile arrives): only the other rules apply.
  const rule = brokenPasswordRule(password, { email: email ?? '', currentPassword });
  if (rule !== 'length') return rule === 'not-email' && !email ? null : rule;
  return [...password].length > PASSWORD_MAX_LENGTH ? 'tooLong' : 'tooShort';
}

/**
 * The one strength verdict of the site, for the account's password and the wallet's alike. The server's
 * rules come first (`brokenPasswordRule`, the truth): a password it would refuse is scored 0 and names the
 * rule, so the meter never calls strong what the server refuses (zxcvbn alone rates an e-mail address "very
 * strong"); past the rules, zxcvbn's score.
 */
export function judgePasswordStrength(password: string, score: PasswordScore, context: PasswordStrengthContext = {}): PasswordStrength {
  const refusal = refusalOf(password, context);
  const shown: PasswordScore = refusal ? 0 : score;
  return { score: shown, level: PASSWORD_STRENGTH_LEVELS[shown], refusal, strongEnough: shown >= STRONG_PASSWORD_SCORE };
}
