import { and, eq } from 'drizzle-orm';
import { buildOfferAcceptanceMessage, buildOfferMessage, canonicalGemPrice } from '@marketplace/contracts/wire';
import type { MarketplaceFees } from './marketplace-fees.js';
import { ClientError } from '../validation/client-error.js';
import type { Database } from '../db/database.js';
import { collectibles, listings, offers, transactions } from '../db/schema.js';
import { type MailLinkOrigin, tellAccount } from '../account-events/tell-account.js';
import { assertCanPay, currentMarketplaceFeeWei } from './fees.js';
import { gemToWei } from '../ledger/gem-amounts.js';
import type { OfferRow } from './offer-records.js';
import { startTransfer } from './pending-transfer.js';
import { assertSignedByWallet } from './wallet-signature.js';
import { insertedRow } from '../db/inserted-row.js';
import type { OutcomeKeeper } from '../db/outcome-keeper.js';

export interface OfferBid {
  bidderId: string;
  collectibleId: string;
  /** A valid GEM price (spec §5), as typed. */
  price: string;
  /** EIP-191 signature of `buildOfferMessage` by the bidder's wallet. */
  signature: string;
  /** Given the offer in the transaction that makes it (an idempotent write keeps its answer with it). */
  keepOutcome?: OutcomeKeeper<OfferRow> | undefined;
}

/** What the offer desk works with: the fee rules a bidder must be able to pay, and where the mails it queues link to. */
export interface OfferDesk {
  fees: MarketplaceFees;
  shellOrigin: string;
}

const OFFER_NOT_FOUND = 'Offer not found';
const OFFER_NOT_OPEN = 'Offer is not open';

/**
 * A signed bid on another user's collectible; its owner is told (notification and mail). The bidder must be able to pay
 * price plus fee now (it is checked again when the offer is accepted).
 */
export async function makeOffer(
  db: Database,
  { fees, shellOrigin }: OfferDesk,
  { bidderId, collectibleId, price, signature, keepOutcome }: OfferBid,
): Promise<OfferRow> {
  const [collectible] = await db
    .select({ name: collectibles.name, ownerId: collectibles.ownerId })
    .from(collectibles)
    .where(eq(collectibles.id, collectibleId));
  if (!collectible) throw new ClientError(404, 'Collectible not found');
  if (collectible.ownerId === null) throw new ClientError(409, 'Collectible is held by the merchant');
  if (collectible.ownerId === bidderId) throw new ClientError(409, 'Cannot make an offer on your own collectible');
  const { ownerId } = collectible;

  const message = await assertSignedByWallet(db, bidderId, signature, (bidderAddress) => buildOfferMessage({ collectibleId, price, bidderAddress }));
  await assertCanPay(db, fees, bidderId, gemToWei(price));

  const stored = canonicalGemPrice(price);
  return db.transaction(async (tx) => {
    const offer = insertedRow(
      await tx.insert(offers).values({ collectibleId, bidderId, price: stored, message, signature, status: 'OPEN' }).returning(),
      'an offer',
    );
    await tellAccount(tx, { shellOrigin }, ownerId, 'offer-received', { collectible: collectible.name, price: stored });
    await keepOutcome?.(tx, offer);
    return offer;
  });
}

export interface OfferAcceptanceBy {
  ownerId: string;
  offerId: string;
  /** EIP-191 signature of `buildOfferAcceptanceMessage` by the owner's wallet. */
  signature: string;
  /** Given the accepted offer in the acceptance's transaction (an idempotent write keeps its answer with it). */
  keepOutcome?: OutcomeKeeper<OfferRow> | undefined;
}

/**
 * The owner accepts an OPEN offer, signed by their wallet (the collectible leaves them, so the session
 * alone is not enough, as for a listing): the bidder pays price plus fee (spec §9), as a buyer does, and
 * a PENDING OFFER transaction waits for settlement to hand over the collectible and credit the owner
 * the price, as for a sale; an ACTIVE listing of it is cancelled. Other open offers stay open until
 * settlement changes the owner.
 */
export async function acceptOffer(
  db: Database,
  { fees, shellOrigin }: OfferDesk,
  { ownerId, offerId, signature, keepOutcome }: OfferAcceptanceBy,
): Promise<OfferRow> {
  const { offer } = await offerOnCollectibleOf(db, ownerId, offerId);
  if (offer.status !== 'OPEN') throw new ClientError(409, OFFER_NOT_OPEN);
  await assertSignedByWallet(db, ownerId, signature, (sellerAddress) =>
    buildOfferAcceptanceMessage({ offerId, collectibleId: offer.collectibleId, price: offer.price, sellerAddress }),
  );

  return db.transaction(async (tx) => {
    const { offer, name } = await offerOnCollectibleOf(tx, ownerId, offerId, { lock: true });
    if (offer.status !== 'OPEN') throw new ClientError(409, OFFER_NOT_OPEN);
    await assertNotChangingHands(tx, offer.collectibleId);

    const [accepted] = await tx
      .update(offers)
      .set({ status: 'ACCEPTED', decidedAt: new Date() })
      .where(and(eq(offers.id, offerId), eq(offers.status, 'OPEN')))
      .returning();
    if (!accepted) throw new ClientError(409, OFFER_NOT_OPEN);
    await tx
      .update(listings)
      .set({ status: 'CANCELLED' })
      .where(and(eq(listings.collectibleId, offer.collectibleId), eq(listings.status, 'ACTIVE')));

    const priceWei = gemToWei(accepted.price);
    const feeWei = await currentMarketplaceFeeWei(tx, fees, priceWei);
    await startTransfer(tx, { kind: 'OFFER', buyerId: accepted.bidderId, sellerId: ownerId, collectibleId: accepted.collectibleId, priceWei, feeWei });
    await tellAccount(tx, { shellOrigin }, accepted.bidderId, 'offer-accepted', { collectible: name, price: accepted.price });
    await keepOutcome?.(tx, accepted);
    return accepted;
  });
}

/** The owner declines an OPEN offer; the bidder is told. */
export async function declineOffer(db: Database, links: MailLinkOrigin, ownerId: string, offerId: string): Promise<OfferRow> {
  return db.transaction(async (tx) => {
    const { name } = await offerOnCollectibleOf(tx, ownerId, offerId);
    const declined = await closeOpenOffer(tx, offerId, 'DECLINED');
    await tellAccount(tx, links, declined.bidderId, 'offer-declined', { collectible: name, price: declined.price });
    return declined;
  });
}

/** The bidder withdraws their OPEN offer; the collectible's owner, who may have been weighing it, is told. */
export async function withdrawOffer(db: Database, links: MailLinkOrigin, bidderId: string, offerId: string): Promise<OfferRow> {
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .select({ ownerId: collectibles.ownerId, name: collectibles.name })
      .from(offers)
      .innerJoin(collectibles, eq(collectibles.id, offers.collectibleId))
      .where(and(eq(offers.id, offerId), eq(offers.bidderId, bidderId)));
    if (!offer) throw new ClientError(404, OFFER_NOT_FOUND);
    const withdrawn = await closeOpenOffer(tx, offerId, 'CANCELLED');
    // An offer stays open only while its collectible is owned (a sale or a craft declines it), so an owner is there to tell.
    if (offer.ownerId) await tellAccount(tx, links, offer.ownerId, 'offer-withdrawn', { collectible: offer.name, price: withdrawn.price });
    return withdrawn;
  });
}

/**
 * An offer on a collectible the user owns now, and that collectible's name; any other offer answers
 * 404, so offers on others' collectibles do not leak. `lock` holds the collectible row until the
 * transaction ends, so two acceptances of offers on it cannot both pass the checks.
 */
async function offerOnCollectibleOf(tx: Database, ownerId: string, offerId: string, { lock = false } = {}) {
  const query = tx
    .select({ offer: offers, name: collectibles.name })
    .from(offers)
    .innerJoin(collectibles, eq(collectibles.id, offers.collectibleId))
    .where(and(eq(offers.id, offerId), eq(collectibles.ownerId, ownerId)));
  const [found] = lock ? await query.for('update', { of: collectibles }) : await query;
  if (!found) throw new ClientError(404, OFFER_NOT_FOUND);
  return found;
}

/** A collectible already sold (awaiting settlement) or held by a buyer's reservation cannot be sold again. */
async function assertNotChangingHands(tx: Database, collectibleId: string): Promise<void> {
  const [pending] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.collectibleId, collectibleId), eq(transactions.status, 'PENDING')))
    .limit(1);
  if (pending) throw new ClientError(409, 'Collectible is already being transferred');
  const [reserved] = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.collectibleId, collectibleId), eq(listings.status, 'RESERVED')))
    .limit(1);
  if (reserved) throw new ClientError(409, 'Collectible is being bought');
}

async function closeOpenOffer(db: Database, offerId: string, status: 'DECLINED' | 'CANCELLED'): Promise<OfferRow> {
  const [closed] = await db
    .update(offers)
    .set({ status, decidedAt: new Date() })
    .where(and(eq(offers.id, offerId), eq(offers.status, 'OPEN')))
    .returning();
  if (!closed) throw new ClientError(409, OFFER_NOT_OPEN);
  return closed;
}
