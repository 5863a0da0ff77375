import { and, asc, eq } from 'drizzle-orm';
import { buildPurchaseMessage } from '@marketplace/contracts/wire';
import type { MarketplaceFees } from './marketplace-fees.js';
import { isPlayerOf } from '../catalogue/merchant-players.js';
import { isPlayersOnlyListing } from '../catalogue/players-only-categories.js';
import { ClientError } from '../validation/client-error.js';
import type { Database } from '../db/database.js';
import { collectibles, listings, mints } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { MINT_ALREADY_SIGNED } from './commerce-refusals.js';
import { holdFundsFor } from './purchase-holds.js';
import { gemToWei, weiToGem } from '../ledger/gem-amounts.js';
import { mintOfUser, type MintRow } from './mint-records.js';
import { releaseExpiredReservations, reservationExpiry } from './reservations.js';
import { insertedRow } from '../db/inserted-row.js';
import type { OutcomeKeeper } from '../db/outcome-keeper.js';

export interface PurchaseIntent {
  userId: string;
  /** Named by the client, so repeating the call (a retry, a double click) finds the same mint. */
  mintId: string;
  collectibleId: string;
  /** Given the mint in the reservation's transaction (an idempotent write keeps its answer with it). */
  keepOutcome?: OutcomeKeeper<MintRow> | undefined;
}

const MINT_ID_TAKEN = 'Mint id already used';
const NOT_FOR_SALE = 'Collectible is not for sale';
const PLAYERS_ONLY = 'Only players of this game can buy this item: link your game account to buy it';

/**
 * Reserves the ACTIVE listing of a collectible for the buyer: the listing turns RESERVED and the mint
 * holds the price, the fee (spec §9) and the message to sign until the reservation expires. The same
 * user and mint again answers that mint as it now stands; the id used by anyone else, or for another
 * collectible, is refused.
 */
export async function reservePurchase(db: Database, fees: MarketplaceFees, intent: PurchaseIntent, now = new Date()): Promise<MintRow> {
  await releaseExpiredReservations(db, now);
  try {
    return await db.transaction(async (tx) => {
      const mint = (await existingMint(tx, intent)) ?? (await reserve(tx, fees, intent, now));
      await intent.keepOutcome?.(tx, mint);
      return mint;
    });
  } catch (error) {
    // The same id reserved by a concurrent request between our read and our insert.
    if (!isUniqueViolation(error)) throw error;
    const existing = await existingMint(db, intent);
    if (!existing) throw error;
    return existing;
  }
}

async function existingMint(db: Database, { userId, mintId, collectibleId }: PurchaseIntent): Promise<MintRow | null> {
  const [existing] = await db.select().from(mints).where(eq(mints.id, mintId));
  if (!existing) return null;
  if (existing.userId !== userId || existing.collectibleId !== collectibleId) throw new ClientError(409, MINT_ID_TAKEN);
  return existing;
}

async function reserve(tx: Database, fees: MarketplaceFees, { userId, mintId, collectibleId }: PurchaseIntent, now: Date): Promise<MintRow> {
  const [collectible] = await tx.select({ id: collectibles.id }).from(collectibles).where(eq(collectibles.id, collectibleId));
  if (!collectible) throw new ClientError(404, 'Collectible not found');
  const [listing] = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.collectibleId, collectibleId), eq(listings.status, 'ACTIVE')))
    .orderBy(asc(listings.createdAt))
    .limit(1);
  if (!listing) throw new ClientError(409, NOT_FOR_SALE);
  if (listing.sellerId === userId) throw new ClientError(409, 'Cannot buy your own listing');
  // Anyone may see a players-only item; only the merchant's players may buy it, whatever the browser showed.
  if ((await isPlayersOnlyListing(tx, listing)) && !(await isPlayerOf(tx, listing.merchantId, userId))) throw new ClientError(403, PLAYERS_ONLY);

  const priceWei = gemToWei(listing.price);
  // A hold on the buyer's spendable GEM; the signed purchase's debit checks the balance again, atomically.
  const feeWei = await holdFundsFor(tx, fees, userId, priceWei, now);

  const claimed = await tx
    .update(listings)
    .set({ status: 'RESERVED' })
    .where(and(eq(listings.id, listing.id), eq(listings.status, 'ACTIVE')))
    .returning({ id: listings.id });
  if (claimed.length === 0) throw new ClientError(409, NOT_FOR_SALE);

  const message = buildPurchaseMessage({ mintId, collectibleId, price: weiToGem(priceWei), fee: weiToGem(feeWei) });
  const inserted = await tx
    .insert(mints)
    .values({
      id: mintId,
      userId,
      listingId: listing.id,
      collectibleId,
      priceWei: priceWei.toString(),
      feeWei: feeWei.toString(),
      message,
      status: 'RESERVED',
      expiresAt: reservationExpiry(now),
      createdAt: now,
    })
    .returning();
  return insertedRow(inserted, 'a mint');
}

/**
 * Cancels a RESERVED mint and puts its listing back on sale. A mint already cancelled or expired
 * has nothing left to cancel and is answered as it is; a signed one has paid and cannot be.
 */
export async function cancelPurchase(db: Database, userId: string, mintId: string, now = new Date()): Promise<MintRow> {
  await releaseExpiredReservations(db, now);
  const mint = await mintOfUser(db, userId, mintId);
  if (mint.status === 'CANCELLED' || mint.status === 'EXPIRED') return mint;
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(mints)
      .set({ status: 'CANCELLED' })
      .where(and(eq(mints.id, mintId), eq(mints.status, 'RESERVED')))
      .returning();
    // Not RESERVED (any more): signed, here or by a request that got there first.
    if (!cancelled) throw new ClientError(409, MINT_ALREADY_SIGNED);
    await tx
      .update(listings)
      .set({ status: 'ACTIVE' })
      .where(and(eq(listings.id, cancelled.listingId), eq(listings.status, 'RESERVED')));
    return cancelled;
  });
}
