import { and, eq, sql } from 'drizzle-orm';
import { type CartDropReason, cartFeeWei } from '@marketplace/contracts/wire';
import type { MarketplaceFees } from './marketplace-fees.js';
import { isPlayerOf } from '../catalogue/merchant-players.js';
import { isPlayersOnlyListing } from '../catalogue/players-only-categories.js';
import type { Database } from '../db/database.js';
import { cartCheckoutItems, cartCheckouts, collectibles, listings, transactions } from '../db/schema.js';
import { insertedRow } from '../db/inserted-row.js';
import { gemToWei } from '../ledger/gem-amounts.js';
import { debitBalance } from '../ledger/ledger-moves.js';

export interface CartItemTerms {
  checkoutId: string;
  buyerId: string;
  /** The item's place in the signed list. */
  position: number;
  item: { listingId: string; name: string; price: string };
  expiresAt: Date;
  fees: MarketplaceFees;
  /** The GEM-USD rate the checkout's fee is computed at (the one it opened with). */
  rate: number | null;
}

type ListingRow = typeof listings.$inferSelect;
type Verdict = { buy: ListingRow } | { drop: CartDropReason; currentPrice?: string };

/** Thrown inside an item's savepoint when the buyer's balance does not cover it: undoes its claim, and the item is dropped. */
class BalanceShort extends Error {}

/** Whether the listing may be bought as signed, or why not; read inside the item's transaction. */
async function verdictOn(tx: Database, { buyerId, item, expiresAt }: CartItemTerms, now: Date): Promise<Verdict> {
  if (expiresAt.getTime() <= now.getTime()) return { drop: 'EXPIRED' };
  const [found] = await tx
    .select({ listing: listings, name: collectibles.name })
    .from(listings)
    .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
    .where(eq(listings.id, item.listingId));
  if (!found) return { drop: 'SOLD' };
  const { listing } = found;
  if (listing.status !== 'ACTIVE') return { drop: 'SOLD' };
  // The signer read this name beside the listing: another item under that id is not what they agreed to.
  if (found.name !== item.name) return { drop: 'CHANGED' };
  if (gemToWei(listing.price) !== gemToWei(item.price)) return { drop: 'PRICE_CHANGED', currentPrice: listing.price };
  if (listing.sellerId === buyerId) return { drop: 'OWN_LISTING' };
  if ((await isPlayersOnlyListing(tx, listing)) && !(await isPlayerOf(tx, listing.merchantId, buyerId))) return { drop: 'PLAYERS_ONLY' };
  return { buy: listing };
}

/** The price of the items of this checkout already bought: the running total the next item's fee share is computed on. */
async function boughtSoFarWei(tx: Database, checkoutId: string): Promise<bigint> {
  const [sum] = await tx
    .select({ wei: sql<string>`coalesce(sum(${cartCheckoutItems.priceWei}), 0)::text` })
    .from(cartCheckoutItems)
    .where(and(eq(cartCheckoutItems.checkoutId, checkoutId), eq(cartCheckoutItems.outcome, 'BOUGHT')));
  return BigInt(sum?.wei ?? '0');
}

/**
 * Decides one item of a checkout, all or nothing, in one database transaction that also writes its
 * outcome: the listing SOLD at the signed price, the buyer debited its price and its share of the fee, and
 * a PENDING purchase for settlement to hand over the collectible and pay the seller; or nothing moved and
 * the reason it was dropped. The checkout's row is locked first, so a retry running beside it waits, then
 * finds the item decided and leaves it: no item is bought, nor debited, twice.
 *
 * The fee share is the fee of the running total with this item less the fee without it, so the shares of
 * the items bought add up to spec §9's fee on their sum (the USD floor met once per cart, not per item).
 */
export async function settleCartItem(db: Database, terms: CartItemTerms, now: Date): Promise<void> {
  const { checkoutId, buyerId, position, item, fees, rate } = terms;
  await db.transaction(async (tx) => {
    await tx.select({ id: cartCheckouts.id }).from(cartCheckouts).where(eq(cartCheckouts.id, checkoutId)).for('update');
    const [decided] = await tx
      .select({ position: cartCheckoutItems.position })
      .from(cartCheckoutItems)
      .where(and(eq(cartCheckoutItems.checkoutId, checkoutId), eq(cartCheckoutItems.position, position)));
    if (decided) return;

    const outcomeRow = { checkoutId, position, listingId: item.listingId, name: item.name, priceWei: gemToWei(item.price).toString() };
    const drop = (reason: CartDropReason, currentPrice?: string) =>
      tx.insert(cartCheckoutItems).values({ ...outcomeRow, outcome: 'DROPPED', reason, currentPrice: currentPrice ?? null });

    const verdict = await verdictOn(tx, terms, now);
    if ('drop' in verdict) return void (await drop(verdict.drop, verdict.currentPrice));
    const { buy: listing } = verdict;

    const priceWei = gemToWei(item.price);
    const beforeWei = await boughtSoFarWei(tx, checkoutId);
    const feeWei = cartFeeWei(beforeWei + priceWei, fees, rate) - cartFeeWei(beforeWei, fees, rate);
    try {
      const transactionId = await tx.transaction(async (savepoint) => {
        // Conditional on the listing as it was read: a buyer who got there first leaves nothing to claim.
        const claimed = await savepoint
          .update(listings)
          .set({ status: 'SOLD' })
          .where(and(eq(listings.id, listing.id), eq(listings.status, 'ACTIVE'), eq(listings.price, listing.price)))
          .returning({ id: listings.id });
        if (claimed.length === 0) return null;
        if (!(await debitBalance(savepoint, buyerId, priceWei + feeWei))) throw new BalanceShort();
        const purchase = insertedRow(
          await savepoint
            .insert(transactions)
            .values({
              kind: 'PURCHASE',
              fromUserId: buyerId,
              toUserId: listing.sellerId,
              amountWei: priceWei.toString(),
              feeWei: feeWei.toString(),
              collectibleId: listing.collectibleId,
              status: 'PENDING',
            })
            .returning({ id: transactions.id }),
          'a cart purchase',
        );
        return purchase.id;
      });
      if (transactionId === null) return void (await drop('SOLD'));
      await tx.insert(cartCheckoutItems).values({
        ...outcomeRow,
        outcome: 'BOUGHT',
        feeWei: feeWei.toString(),
        collectibleId: listing.collectibleId,
        transactionId,
      });
    } catch (error) {
      if (!(error instanceof BalanceShort)) throw error;
      await drop('INSUFFICIENT_BALANCE');
    }
  });
}
