import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Wallet, type HDNodeWallet } from 'ethers';
import { generate, generateSecret } from 'otplib';
import { buildListingMessage, buildOfferAcceptanceMessage, buildOfferMessage, PRODUCT, type Rarity } from '@marketplace/contracts/wire';
import { gemToWei } from '../ledger/gem-amounts.js';
import { collectibleImagePath } from '../catalogue/collectible-images.js';
import type { Database } from '../db/database.js';
import { balances, collectibles, listings, offers, rates, twoFactorSecrets, users } from '../db/schema.js';
import { send } from './send-request.js';
import type { TestApp } from './test-app.js';

/** A seeded merchant, so fixtures need nothing of the catalogue seed. */
export const FIXTURE_MERCHANT = 'diamond-dreams';

export interface WalletUser {
  id: string;
  token: string;
  /** The user's own wallet: `users.walletAddress` is its checksummed address. */
  wallet: HDNodeWallet;
}

/** A fresh user with a wallet and `balance` GEM (a decimal string). */
export async function createWalletUser(t: TestApp, { balance = '0' }: { balance?: string } = {}): Promise<WalletUser> {
  const wallet = Wallet.createRandom();
  const user = await t.createUser({ walletAddress: wallet.address });
  await t.db.insert(balances).values({ userId: user.id, product: PRODUCT, amountWei: gemToWei(balance).toString() });
  return { ...user, wallet };
}

/**
 * Turns 2FA on for the user with a fresh authenticator secret; `codeNow` gives its current code,
 * `wrongCode` one it surely does not accept.
 */
export async function enableTwoFactor(db: Database, userId: string): Promise<{ codeNow(): Promise<string>; wrongCode(): Promise<string> }> {
  const secret = generateSecret();
  await db.insert(twoFactorSecrets).values({ userId, secret });
  await db.update(users).set({ twoFactorAuth: true }).where(eq(users.id, userId));
  return { codeNow: () => generate({ secret }), wrongCode: () => wrongCodeFor(secret) };
}

/** A code that is surely not the secret's current one (nor one step either side). */
export async function wrongCodeFor(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const valid = await Promise.all([-30, 0, 30].map((offset) => generate({ secret, epoch: now + offset })));
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code))!;
}

export interface CollectibleFixture {
  ownerId?: string | null;
  merchantId?: string;
  /** By default a set of its own, so the collectible stacks with nothing else on the market. */
  setId?: string;
  name?: string;
  rarity?: Rarity;
  properties?: Record<string, string>;
}

/**
 * A collectible of its own for the test, so it may list, cancel or sell it freely; `ownerId` null
 * (the default) is merchant-held stock.
 */
export async function createCollectible(
  db: Database,
  {
    ownerId = null,
    merchantId = FIXTURE_MERCHANT,
    name = `Gem ${randomUUID().slice(0, 8)}`,
    setId = `set-${name}`,
    rarity = 'rare',
    properties = {},
  }: CollectibleFixture = {},
): Promise<string> {
  const [collectible] = await db
    .insert(collectibles)
    .values({ merchantId, setId, name, rarity, imageUrl: collectibleImagePath(setId), properties, ownerId })
    .returning({ id: collectibles.id });
  return collectible!.id;
}

export interface ListingFixture {
  /** GEM, two decimals. */
  price: string;
  /** The seller: a MARKET listing of a collectible they own; absent, a STORE listing of merchant stock. */
  sellerId?: string;
  name?: string;
  /** The merchant it is sold under; a store listing of another merchant than the fixtures' has no category. */
  merchantId?: string;
}

/** A collectible on sale and its ACTIVE listing. */
export async function createListedCollectible(
  db: Database,
  { price, sellerId, name, merchantId = FIXTURE_MERCHANT }: ListingFixture,
): Promise<{ collectibleId: string; listingId: string }> {
  const collectibleId = await createCollectible(db, { ownerId: sellerId ?? null, merchantId, ...(name ? { name } : {}) });
  const [listing] = await db
    .insert(listings)
    .values({
      kind: sellerId ? 'MARKET' : 'STORE',
      merchantId,
      categoryId: sellerId || merchantId !== FIXTURE_MERCHANT ? null : 'gems',
      collectibleId,
      sellerId: sellerId ?? null,
      price,
    })
    .returning({ id: listings.id });
  return { collectibleId, listingId: listing!.id };
}

/** Fixes the GEM-USD price the fee floor is converted at. */
export async function setGemUsdPrice(db: Database, price: number): Promise<void> {
  await db.update(rates).set({ price }).where(eq(rates.product, PRODUCT));
}

/** Reserves and signs a purchase through the API, as the client does; answers the signed mint's id. */
export async function buyThroughApi(t: TestApp, buyer: WalletUser, collectibleId: string): Promise<string> {
  const mintId = randomUUID();
  const reserved = await send(t, 'POST', `/api/users/self/mints/${mintId}/purchases`, buyer.token, { collectibleId });
  if (reserved.statusCode !== 200) throw new Error(`reserve failed: ${reserved.body}`);
  const signature = await buyer.wallet.signMessage(reserved.json().payload.message);
  const signed = await send(t, 'POST', `/api/users/self/mints/${mintId}/sign`, buyer.token, { signature });
  if (signed.statusCode !== 200) throw new Error(`sign failed: ${signed.body}`);
  return mintId;
}

/** The bidder's wallet signature of an offer, as the client makes it. */
export function signOffer(bidder: WalletUser, collectibleId: string, price: string): Promise<string> {
  return bidder.wallet.signMessage(buildOfferMessage({ collectibleId, price, bidderAddress: bidder.wallet.address }));
}

/** Makes a signed offer through the API; answers the offer's id. */
export async function offerThroughApi(t: TestApp, bidder: WalletUser, collectibleId: string, price: string): Promise<string> {
  const signature = await signOffer(bidder, collectibleId, price);
  const response = await send(t, 'POST', `/api/collectibles/${collectibleId}/offers`, bidder.token, { price, signature });
  if (response.statusCode !== 200) throw new Error(`offer failed: ${response.body}`);
  return response.json().payload.id;
}

/** The seller's wallet signature of a listing (or of a listing's new price), as the client makes it. */
export function signListing(seller: WalletUser, collectibleId: string, price: string): Promise<string> {
  return seller.wallet.signMessage(buildListingMessage({ collectibleId, price, sellerAddress: seller.wallet.address }));
}

/** The owner's wallet signature accepting the offer as it is stored, as the client makes it from the offer it shows. */
export async function signOfferAcceptance(db: Database, owner: WalletUser, offerId: string): Promise<string> {
  const [offer] = await db.select({ collectibleId: offers.collectibleId, price: offers.price }).from(offers).where(eq(offers.id, offerId));
  if (!offer) throw new Error(`No offer ${offerId}`);
  return owner.wallet.signMessage(buildOfferAcceptanceMessage({ offerId, ...offer, sellerAddress: owner.wallet.address }));
}
