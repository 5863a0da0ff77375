import { buildListingMessage } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { assertSignedByWallet } from './wallet-signature.js';

export interface SignedListingTerms {
  collectibleId: string;
  /** A valid GEM price (spec §5), as typed. */
  price: string;
  /** EIP-191 signature of `buildListingMessage` by the seller's wallet. */
  signature: string;
}

/**
 * Refuses unless the seller's wallet signed these terms: a listing lets anyone buy the collectible at
 * its price, so, like a purchase, it takes the key and not the session alone (403 another key or
 * price, 409 no wallet).
 */
export async function assertListingSignedBySeller(db: Database, sellerId: string, { collectibleId, price, signature }: SignedListingTerms): Promise<void> {
  await assertSignedByWallet(db, sellerId, signature, (sellerAddress) => buildListingMessage({ collectibleId, price, sellerAddress }));
}
