import { createFailedAttempts, type FailedAttempts } from '../auth/failed-attempts.js';
import type { CounterStore } from '../limits/counter-store.js';

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

export type SignInSettlement = { ok: true; settle(correct: boolean): Promise<void> } | { ok: false; retryAfterSeconds: number };

export interface SignInLimits {
  /** Reserves a guess for this account from this address; a refusal answers when to come back. */
  begin(email: string, address: string): Promise<SignInSettlement>;
}

/** `name` tells apart the budgets kept in the same store (the password form's, "Resend"'s). */
export function createSignInLimits(store: CounterStore, name: string): SignInLimits {
  const perAccount: FailedAttempts = createFailedAttempts(store, { name: `${name}-account`, ...SIGN_IN_ATTEMPTS.perAccount });
  const perAddress: FailedAttempts = createFailedAttempts(store, { name: `${name}-address`, ...SIGN_IN_ATTEMPTS.perAddress });
  return {
    async begin(email, address) {
      const account = email.trim().toLowerCase();
      const byAccount = await perAccount.begin(account);
      const byAddress = byAccount && (await perAddress.begin(address));
      if (!byAccount || !byAddress) {
        await byAccount?.withdrawn();
        const [accountWait, addressWait] = await Promise.all([perAccount.retryAfterSeconds(account), perAddress.retryAfterSeconds(address)]);
        return { ok: false, retryAfterSeconds: Math.max(accountWait, addressWait, 1) };
      }
      return {
        ok: true,
        async settle(correct) {
          if (!correct) return;
          await byAccount.succeeded();
          await byAddress.withdrawn();
        },
      };
    },
  };
}
