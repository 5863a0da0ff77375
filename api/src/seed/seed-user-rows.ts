import { PRODUCT, TERMS_OF_SERVICE_VERSION } from '@marketplace/contracts/wire';
import type { PasswordHash } from '../auth/password-hash.js';
import { balances, type users } from '../db/schema.js';
import { SEED_REGISTRATION_TIME, type SeedUser } from './seed-accounts.js';
import type { SeedTransaction } from './seed-transaction.js';

/** The `users` row of a seed user: a password account with the terms accepted, as after a sign-up. */
export function seedUserRow(user: SeedUser, { hash, salt }: PasswordHash): typeof users.$inferInsert {
  return {
    email: user.email,
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    roles: user.role === 'ADMIN' ? ['ADMIN'] : [],
    passwordHash: hash,
    passwordSalt: salt,
    identityProviders: { password: true, google: false, apple: false },
    acceptTerms: true,
    acceptedTermsVersion: TERMS_OF_SERVICE_VERSION,
    acceptedTermsTime: new Date(),
    registrationTime: new Date(SEED_REGISTRATION_TIME),
  };
}

/** The seed user's starting GEM; a balance the user holds already is left as it is. */
export async function seedBalance(tx: SeedTransaction, userId: string, user: SeedUser): Promise<void> {
  await tx.insert(balances).values({ userId, product: PRODUCT, amountWei: user.balanceWei }).onConflictDoNothing();
}
