import { eq } from 'drizzle-orm';
import { mailKeyLink } from '../mail/email-links.js';
import { users } from '../db/schema.js';
import { SEED_SUBSCRIBER_USER } from './seed-accounts.js';
import type { SeedTransaction } from './seed-transaction.js';

/**
 * The communications test's account receives communications and has been mailed its one-click
 * unsubscribe link, as a newsletter would have: the test follows the link from the outbox, signed
 * out. The key is random like any other (only its hash is stored); the link points at the shell the
 * server serves (its SHELL_ORIGIN), so a newcomer on other ports follows a link that opens.
 */
export async function seedSupportAccounts(tx: SeedTransaction, shellOrigin: string): Promise<void> {
  const [subscriber] = await tx.update(users).set({ communications: true }).where(eq(users.email, SEED_SUBSCRIBER_USER.email)).returning({ id: users.id });
  if (subscriber) await mailKeyLink(tx, { userId: subscriber.id, purpose: 'UNSUBSCRIBE_COMMUNICATIONS', shellOrigin });
}
