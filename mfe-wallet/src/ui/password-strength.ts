/** Spec-free but enforced: a wallet password must be at least this long and this strong (zxcvbn score 0–4). */
export const MIN_PASSWORD_LENGTH = 10;
const MIN_PASSWORD_SCORE = 3;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

type Scorer = (password: string) => PasswordScore;
let scorer: Promise<Scorer> | null = null;

/**
 * zxcvbn's estimate (dictionaries of common passwords, keyboard patterns, dates, repeats), loaded on
 * first use: its dictionaries are large and only the password forms need them.
 */
export function loadPasswordScorer(): Promise<Scorer> {
  scorer ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(([{ ZxcvbnFactory }, common]) => {
    const zxcvbn = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
    return (password: string) => zxcvbn.check(password).score as PasswordScore;
  });
  return scorer;
}

export interface PasswordVerdict {
  score: PasswordScore;
  longEnough: boolean;
  strongEnough: boolean;
}

export function judgePassword(password: string, score: PasswordScore): PasswordVerdict {
  const longEnough = password.length >= MIN_PASSWORD_LENGTH;
  return { score, longEnough, strongEnough: longEnough && score >= MIN_PASSWORD_SCORE };
}
