import { asc, eq, isNull } from 'drizzle-orm';
import { NOTIFICATION_TRANSLATION_IDS } from '@marketplace/contracts/wire';
import { DEFAULT_FEES, marketplaceFeeWei } from '../commerce/fees.js';
import { gemToWei } from '../ledger/gem-amounts.js';
import { collectibles, notifications, transactions, twoFactorSecrets, users } from '../db/schema.js';
import { seedUuid } from './seed-uuid.js';
import { SEED_ARCHIVIST_USER } from './seed-accounts.js';
import { SEED_GEM_USD_PRICE } from './seed-merchants.js';
import type { SeedTransaction } from './seed-transaction.js';

/** The two store purchases in the archivist's history, oldest first. */
const PURCHASES = [
  { price: '120.00', completedAt: new Date(Date.UTC(2026, 2, 3, 14)) },
  { price: '45.50', completedAt: new Date(Date.UTC(2026, 5, 21, 9, 30)) },
] as const;

/**
 * A secret the export must never carry: a two-factor setup begun and not finished (two-factor stays off,
 * so signing in asks no code). The export's end-to-end test looks for it in the downloaded file.
 */
export const ARCHIVIST_PENDING_TWO_FACTOR_SECRET = 'ARCHIVISTPENDINGSECRETNEVEREXPORTED';

/**
 * The export test's account: a small history to find in its download — two store purchases of
 * collectibles it now owns (copies of unowned catalogue items), their notification — and a secret that
 * must stay out of it. Fixed ids, so two seeded databases hold the same history.
 */
export async function seedExportArchive(tx: SeedTransaction): Promise<void> {
  const [archivist] = await tx.select({ id: users.id }).from(users).where(eq(users.email, SEED_ARCHIVIST_USER.email));
  if (!archivist) return;
  const models = await tx.select().from(collectibles).where(isNull(collectibles.ownerId)).orderBy(asc(collectibles.id)).limit(PURCHASES.length);

  for (const [index, { price, completedAt }] of PURCHASES.entries()) {
    const model = models[index];
    if (!model) return;
    const collectibleId = seedUuid(`collectible:archivist:${index}`);
    await tx.insert(collectibles).values({
      id: collectibleId,
      merchantId: model.merchantId,
      setId: model.setId,
      name: model.name,
      rarity: model.rarity,
      imageUrl: model.imageUrl,
      properties: model.properties,
      ownerId: archivist.id,
      receivedTime: completedAt,
    });
    const priceWei = gemToWei(price);
    await tx.insert(transactions).values({
      id: seedUuid(`transaction:archivist:${index}`),
      kind: 'PURCHASE',
      fromUserId: archivist.id,
      toUserId: null,
      amountWei: priceWei.toString(),
      feeWei: marketplaceFeeWei(priceWei, DEFAULT_FEES, SEED_GEM_USD_PRICE).toString(),
      collectibleId,
      status: 'COMPLETE',
      createdAt: completedAt,
      completedAt,
    });
  }
  await tx.insert(notifications).values({
    id: seedUuid('notification:archivist:welcome'),
    userId: archivist.id,
    translationId: NOTIFICATION_TRANSLATION_IDS.welcome,
    params: {},
    read: true,
    // A fixed time, as every seeded row: two seeded databases hold the same inbox.
    createdAt: new Date(Date.UTC(2026, 2, 1, 10)),
  });
  await tx.insert(twoFactorSecrets).values({ userId: archivist.id, pendingSecret: ARCHIVIST_PENDING_TWO_FACTOR_SECRET });
}
