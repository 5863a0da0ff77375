import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { SEED_LAPSED_USER } from './seed-accounts.js';
import type { SeedTransaction } from './seed-transaction.js';

/** The version of the terms the lapsed account accepted: older than any in force since. */
export const LAPSED_TERMS_VERSION = '2025-06-01';

/** The terms-acceptance test's account accepted an older version of the terms, a year before the one in force. */
export async function seedLapsedTerms(tx: SeedTransaction): Promise<void> {
  await tx
    .update(users)
    .set({ acceptedTermsVersion: LAPSED_TERMS_VERSION, acceptedTermsTime: new Date('2025-06-02T09:00:00Z') })
    .where(eq(users.email, SEED_LAPSED_USER.email));
}
