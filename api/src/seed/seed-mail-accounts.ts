import { eq } from 'drizzle-orm';
import { collectibleImagePath } from '../catalogue/collectible-images.js';
import { collectibles, users } from '../db/schema.js';
import { seedUuid } from './seed-uuid.js';
import { SEED_MARKET_SETS } from './seed-market-stock.js';
import { SEED_OPTOUT_USER, SEED_PATIENT_USER, SEED_VENDOR_USER, type SeedUser } from './seed-accounts.js';
import type { SeedTransaction } from './seed-transaction.js';

/** The seller's antiphishing code, which every mail to them must show (e2e/tests/mail/sale-mail.spec.ts reads it here). */
export const VENDOR_ANTIPHISHING_CODE = 'Koi-2077';

interface MailAccount {
  user: SeedUser;
  /** What the account's mails are read in, and the code they show (null: none set). */
  locale: string;
  antiphishingCode: string | null;
  /** Market sets of which the account owns one copy, listed nowhere: what it sells or is offered for. */
  owns: string[];
}

/**
 * Every account receives offers and sales e-mails (`communications` on; the categories default to on).
 */
const MAIL_ACCOUNTS: MailAccount[] = [
  { user: SEED_VENDOR_USER, locale: 'ja', antiphishingCode: VENDOR_ANTIPHISHING_CODE, owns: ['er-frost-shortsword'] },
  { user: SEED_OPTOUT_USER, locale: 'en', antiphishingCode: null, owns: ['er-gale-feather', 'er-cinder-arrow'] },
  { user: SEED_PATIENT_USER, locale: 'en', antiphishingCode: null, owns: [] },
];

/**
 * The accounts of the mail end-to-end tests (`e2e/tests/mail/`), each signed in by one spec alone: a
 * seller who reads Japanese and set an antiphishing code, an owner who unsubscribes with one click, a
 * buyer whose purchase is mailed while the mail server is down. Their copies are made here, with fixed
 * ids and times, so two seeded databases agree and no other suite's store, market or collection moves.
 */
export async function seedMailAccounts(tx: SeedTransaction): Promise<void> {
  for (const account of MAIL_ACCOUNTS) {
    const [owner] = await tx
      .update(users)
      .set({ communications: true, preferredLocale: account.locale, antiphishingCode: account.antiphishingCode })
      .where(eq(users.email, account.user.email))
      .returning({ id: users.id });
    if (!owner) continue;
    for (const setId of account.owns) {
      const set = SEED_MARKET_SETS.find((candidate) => candidate.setId === setId);
      if (!set) throw new Error(`No market set ${setId}`);
      await tx.insert(collectibles).values({
        id: seedUuid(`collectible:mail:${account.user.username}:${setId}`),
        merchantId: set.merchantId,
        setId,
        name: set.name,
        rarity: set.rarity,
        imageUrl: collectibleImagePath(setId),
        properties: set.properties,
        ownerId: owner.id,
        receivedTime: new Date('2026-11-01T10:00:00Z'),
      });
    }
  }
}
