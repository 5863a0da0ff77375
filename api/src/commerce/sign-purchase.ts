import { and, eq, gt } from 'drizzle-orm';
import type { FailedAttempts } from '../auth/failed-attempts.js';
import { ClientError } from '../validation/client-error.js';
import type { Database } from '../db/database.js';
import { listings, mints } from '../db/schema.js';
import { checkSecondFactor, TOO_MANY_WRONG_CODES } from '../two-factor/two-factor-settings.js';
import { INVALID_SECOND_FACTOR, MINT_ALREADY_SIGNED } from './commerce-refusals.js';
import { mintOfUser, type MintRow } from './mint-records.js';
import { startTransfer } from './pending-transfer.js';
import { releaseExpiredReservations } from './reservations.js';
import { assertSignedByWallet } from './wallet-signature.js';
import type { OutcomeKeeper } from '../db/outcome-keeper.js';

export interface PurchaseSignature {
  userId: string;
  mintId: string;
  /** EIP-191 signature of the mint's `message` by the user's wallet. */
  signature: string;
  /** The authenticator code, needed when the user has 2FA on. */
  code?: string | undefined;
  /** Given the signed mint in the payment's transaction (an idempotent write keeps its answer with it). */
  keepOutcome?: OutcomeKeeper<MintRow> | undefined;
}

const REFUSAL_OF_STATUS: Partial<Record<MintRow['status'], string>> = {
  SIGNED: MINT_ALREADY_SIGNED,
  COMPLETE: MINT_ALREADY_SIGNED,
  CANCELLED: 'Mint cancelled',
  EXPIRED: 'Reservation expired',
};

/**
 * Confirms a reserved purchase: the wallet's signature of the mint's message, and the 2FA code when
 * 2FA is on (spending the user's wrong-code budget, `twoFactorAttempts`), then in one transaction the
 * buyer pays price plus fee, the listing is SOLD, the mint SIGNED and a PENDING transaction waits for
 * settlement to hand over the collectible.
 */
export async function signPurchase(
  db: Database,
  twoFactorAttempts: FailedAttempts,
  { userId, mintId, signature, code, keepOutcome }: PurchaseSignature,
  now = new Date(),
): Promise<MintRow> {
  await releaseExpiredReservations(db, now);
  const mint = await mintOfUser(db, userId, mintId);
  const refusal = REFUSAL_OF_STATUS[mint.status];
  if (refusal) throw new ClientError(409, refusal);

  await assertSignedByWallet(db, userId, signature, () => mint.message);
  const secondFactor = await checkSecondFactor(db, twoFactorAttempts, userId, code);
  if (secondFactor === 'locked') throw new ClientError(429, TOO_MANY_WRONG_CODES);
  if (secondFactor === 'wrong-code') throw new ClientError(403, INVALID_SECOND_FACTOR);

  return db.transaction(async (tx) => {
    // Conditional, so of two signatures sent at once only one finds the mint still RESERVED.
    const [signed] = await tx
      .update(mints)
      .set({ status: 'SIGNED' })
      .where(and(eq(mints.id, mintId), eq(mints.status, 'RESERVED'), gt(mints.expiresAt, now)))
      .returning();
    if (!signed) throw new ClientError(409, MINT_ALREADY_SIGNED);
    const [sold] = await tx
      .update(listings)
      .set({ status: 'SOLD' })
      .where(and(eq(listings.id, signed.listingId), eq(listings.status, 'RESERVED')))
      .returning({ sellerId: listings.sellerId });
    if (!sold) throw new ClientError(409, 'Collectible is not for sale');
    await startTransfer(tx, {
      kind: 'PURCHASE',
      buyerId: userId,
      sellerId: sold.sellerId,
      collectibleId: signed.collectibleId,
      priceWei: BigInt(signed.priceWei),
      feeWei: BigInt(signed.feeWei),
      mintId,
    });
    await keepOutcome?.(tx, signed);
    return signed;
  });
}
