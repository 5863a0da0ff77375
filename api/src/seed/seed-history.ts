import { and, asc, desc, eq, notExists } from 'drizzle-orm';
import { NOTIFICATION_TRANSLATION_IDS, type NotificationTranslationId } from '@marketplace/contracts/wire';
import { DEFAULT_FEES, marketplaceFeeWei } from '../commerce/fees.js';
import { gemToWei, weiToGem } from '../ledger/gem-amounts.js';
import { DEFAULT_SETTLE_AFTER_MS } from '../commerce/settlement.js';
import { collectibles, listings, notifications, transactions, users } from '../db/schema.js';
import { SEED_COLLECTOR_USER } from './seed-catalogue-stock.js';
import { seedUuid } from './seed-uuid.js';
import { SEED_DEMO_USER } from './seed-accounts.js';
import { SEED_GEM_USD_PRICE } from './seed-merchants.js';
import type { SeedTransaction } from './seed-transaction.js';

/** A seeded purchase of a set no store sells was bought at this price. */
const FALLBACK_PRICE = '5.00';
/** How many of the demo user's collectibles the history says were bought from the store. */
const PURCHASES = 3;
/** The newest notifications are left unread, so the badge has something to count. */
const UNREAD = 2;

interface HistoryEvent {
  translationId: NotificationTranslationId;
  params: Record<string, string>;
  time: Date;
}

/**
 * The demo user's past (spec issue: "a demo user with a balance and history"): a few store purchases
 * of collectibles the catalogue seed gave them, one sale to the collector, and the notifications those
 * sent, the older ones read. Every id and time is fixed, so two seeded databases hold the same history;
 * what the catalogue did not seed (no demo collectibles, no collector) is simply left out.
 */
export async function seedHistory(tx: SeedTransaction): Promise<void> {
  const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.email, SEED_DEMO_USER.email));
  if (!demo) return;
  const events: HistoryEvent[] = [{ translationId: NOTIFICATION_TRANSLATION_IDS.welcome, params: {}, time: new Date(Date.UTC(2025, 3, 1, 9)) }];

  const owned = await tx
    .select({ id: collectibles.id, name: collectibles.name, setId: collectibles.setId, receivedTime: collectibles.receivedTime })
    .from(collectibles)
    .where(eq(collectibles.ownerId, demo.id))
    .orderBy(desc(collectibles.receivedTime), asc(collectibles.id))
    .limit(PURCHASES);
  for (const collectible of owned) {
    const priceWei = gemToWei(await storePriceOfSet(tx, collectible.setId));
    const completedAt = collectible.receivedTime;
    await seedCompletedPurchase(tx, {
      id: seedUuid(`transaction:demo-purchase:${collectible.id}`),
      buyerId: demo.id,
      sellerId: null,
      collectibleId: collectible.id,
      priceWei,
      completedAt,
    });
    events.push(
      { translationId: NOTIFICATION_TRANSLATION_IDS.purchaseComplete, params: { collectible: collectible.name, price: weiToGem(priceWei) }, time: completedAt },
      { translationId: NOTIFICATION_TRANSLATION_IDS.transferReceived, params: { collectible: collectible.name }, time: completedAt },
    );
  }

  const sale = await seedSaleToCollector(tx, demo.id);
  if (sale) events.push(sale);

  // A stable sort: a purchase's two notifications keep their order.
  events.sort((a, b) => a.time.getTime() - b.time.getTime());
  await tx.insert(notifications).values(
    events.map((event, index) => ({
      id: seedUuid(`notification:demo:${index}`),
      userId: demo.id,
      translationId: event.translationId,
      params: event.params,
      read: index < events.length - UNREAD,
      createdAt: event.time,
    })),
  );
}

interface CompletedPurchase {
  id: string;
  buyerId: string;
  /** Null for the merchant's store. */
  sellerId: string | null;
  collectibleId: string;
  priceWei: bigint;
  completedAt: Date;
}

/**
 * A purchase as the live settlement leaves it: the fee the reference API's defaults charge at the
 * seeded rate, pending for the default settlement delay before it completed.
 */
async function seedCompletedPurchase(tx: SeedTransaction, { id, buyerId, sellerId, collectibleId, priceWei, completedAt }: CompletedPurchase): Promise<void> {
  await tx.insert(transactions).values({
    id,
    kind: 'PURCHASE',
    fromUserId: buyerId,
    toUserId: sellerId,
    amountWei: priceWei.toString(),
    feeWei: marketplaceFeeWei(priceWei, DEFAULT_FEES, SEED_GEM_USD_PRICE).toString(),
    collectibleId,
    status: 'COMPLETE',
    createdAt: new Date(completedAt.getTime() - DEFAULT_SETTLE_AFTER_MS),
    completedAt,
  });
}

/** What the merchant's store asks for a copy of the set, or the fallback when no store sells it. */
async function storePriceOfSet(tx: SeedTransaction, setId: string): Promise<string> {
  const [listing] = await tx
    .select({ price: listings.price })
    .from(listings)
    .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
    .where(and(eq(collectibles.setId, setId), eq(listings.kind, 'STORE')))
    .orderBy(asc(listings.createdAt))
    .limit(1);
  return listing?.price ?? FALLBACK_PRICE;
}

/**
 * The demo user once sold the collector one of the collectibles the collector now holds and does not
 * list: a completed market sale, paid to the demo user when the collector received it. Answers the
 * notification it sent the demo user.
 */
async function seedSaleToCollector(tx: SeedTransaction, demoId: string): Promise<HistoryEvent | null> {
  const [collector] = await tx.select({ id: users.id }).from(users).where(eq(users.email, SEED_COLLECTOR_USER.email));
  if (!collector) return null;
  const [sold] = await tx
    .select({ id: collectibles.id, name: collectibles.name, setId: collectibles.setId, receivedTime: collectibles.receivedTime })
    .from(collectibles)
    .where(
      and(eq(collectibles.ownerId, collector.id), notExists(tx.select({ id: listings.id }).from(listings).where(eq(listings.collectibleId, collectibles.id)))),
    )
    .orderBy(asc(collectibles.receivedTime), asc(collectibles.id))
    .limit(1);
  if (!sold) return null;
  const priceWei = gemToWei(await storePriceOfSet(tx, sold.setId));
  const completedAt = sold.receivedTime;
  await seedCompletedPurchase(tx, {
    id: seedUuid(`transaction:demo-sale:${sold.id}`),
    buyerId: collector.id,
    sellerId: demoId,
    collectibleId: sold.id,
    priceWei,
    completedAt,
  });
  return { translationId: NOTIFICATION_TRANSLATION_IDS.saleComplete, params: { collectible: sold.name, price: weiToGem(priceWei) }, time: completedAt };
}
