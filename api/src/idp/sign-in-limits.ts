import { createFailedAttempts, type FailedAttempts } from '../auth/failed-attempts.js';

/**
 * Password guesses at the identity page, counted twice: per account, so nobody can guess one person's
 * password from many addresses, and per client address, so one client cannot try many accounts. A
 * success forgets the account's failures but only withdraws its own guess from the address, or an
 * attacker could clear the address's count by signing in to an account of their own between guesses.
 */
export const SIGN_IN_ATTEMPTS = {
  perAccount: { maxFailures: 5, windowMs: 15 * 60_000 },
  perAddress: { maxFailures: 20, windowMs: 15 * 60_000 },
};

export interface SignInLimits {
  /** Reserves a guess for this account from this address; a refusal answers when to come back. */
  begin(email: string, address: string): { ok: true; settle(correct: boolean): void } | { ok: false; retryAfterSeconds: number };
}

export function createSignInLimits(): SignInLimits {
  const perAccount: FailedAttempts = createFailedAttempts(SIGN_IN_ATTEMPTS.perAccount);
  const perAddress: FailedAttempts = createFailedAttempts(SIGN_IN_ATTEMPTS.perAddress);
  return {
    begin(email, address) {
      const account = email.trim().toLowerCase();
      const byAccount = perAccount.begin(account);
      const byAddress = byAccount && perAddress.begin(address);
      if (!byAccount || !byAddress) {
        byAccount?.withdrawn();
        return { ok: false, retryAfterSeconds: Math.max(perAccount.retryAfterSeconds(account), perAddress.retryAfterSeconds(address), 1) };
      }
      return {
        ok: true,
        settle(correct) {
          if (!correct) return;
          byAccount.succeeded();
          byAddress.withdrawn();
        },
      };
    },
  };
}
