import { hashPassword } from '../auth/password-hash.js';
import { users } from '../db/schema.js';
import {
  SEED_ADMIN_USER,
  SEED_ARCHIVIST_USER,
  SEED_ASKER_USER,
  SEED_BIDDER_USER,
  SEED_CRAFTER_USER,
  SEED_CUSTOMER_USER,
  SEED_DEALER_USER,
  SEED_DEMO_USER,
  SEED_GUARDIAN_USER,
  SEED_LAPSED_USER,
  SEED_LEDGER_USER,
  SEED_NOTIFIED_USER,
  SEED_OPTOUT_USER,
  SEED_PATIENT_USER,
  SEED_PATRON_USER,
  SEED_POLYGLOT_USER,
  SEED_REFERRER_USER,
  SEED_SHOPPER_USER,
  SEED_SUBSCRIBER_USER,
  SEED_SUITOR_USER,
  SEED_TRADER_USER,
  SEED_VENDOR_USER,
  SEED_VERIFIER_USER,
} from './seed-accounts.js';
import type { SeedTransaction } from './seed-transaction.js';
import { seedBalance, seedUserRow } from './seed-user-rows.js';

/**
 * Users arrived after the first data folders were made, so they have their own marker: a database
 * seeded before them gets them once, and deleting them later does not bring them back.
 */
export const USERS_MARKER = 'seeded-users';

const SEED_USERS = [
  SEED_DEMO_USER,
  SEED_ADMIN_USER,
  SEED_SHOPPER_USER,
  SEED_TRADER_USER,
  SEED_PATRON_USER,
  SEED_CRAFTER_USER,
  SEED_REFERRER_USER,
  SEED_GUARDIAN_USER,
  SEED_NOTIFIED_USER,
  SEED_POLYGLOT_USER,
  SEED_VERIFIER_USER,
  SEED_ASKER_USER,
  SEED_SUBSCRIBER_USER,
  SEED_LEDGER_USER,
  SEED_DEALER_USER,
  SEED_BIDDER_USER,
  SEED_LAPSED_USER,
  SEED_ARCHIVIST_USER,
  SEED_VENDOR_USER,
  SEED_CUSTOMER_USER,
  SEED_OPTOUT_USER,
  SEED_SUITOR_USER,
  SEED_PATIENT_USER,
];

/**
 * The seed accounts with their starting GEM. Hashing is slow, so the passwords are hashed before the
 * seed's transaction holds any lock, and this answers the part to run in it.
 */
export async function usersSeed(): Promise<(tx: SeedTransaction) => Promise<void>> {
  const hashed = await Promise.all(SEED_USERS.map(async (user) => ({ user, hash: await hashPassword(user.password) })));
  return async (tx) => {
    for (const { user, hash } of hashed) {
      const [created] = await tx.insert(users).values(seedUserRow(user, hash)).onConflictDoNothing().returning({ id: users.id });
      if (created) await seedBalance(tx, created.id, user);
    }
  };
}
