import { eq } from 'drizzle-orm';
import { verifyMessage } from 'ethers';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { ClientError } from '../validation/client-error.js';
import { INVALID_SIGNATURE, USER_ADDRESS_NOT_FOUND } from './commerce-refusals.js';

/** Whether `signature` is the EIP-191 signature of `message` by the wallet at `address` (any letter case). */
function isSignedBy(message: string, signature: string, address: string): boolean {
  try {
    return verifyMessage(message, signature).toLowerCase() === address.toLowerCase();
  } catch {
    // A signature that recovers no key at all is as wrong as one of another wallet.
    return false;
  }
}

/**
 * Refuses unless `signature` is the user's wallet signing the message: 409 when the user has no
 * wallet address, 403 when another key or message was signed. The message is made from the address,
 * as some messages name the signer (an offer names its bidder); answers the message signed.
 */
export async function assertSignedByWallet(db: Database, userId: string, signature: string, messageFor: (walletAddress: string) => string): Promise<string> {
  const [user] = await db.select({ walletAddress: users.walletAddress }).from(users).where(eq(users.id, userId));
  if (!user?.walletAddress) throw new ClientError(409, USER_ADDRESS_NOT_FOUND);
  const message = messageFor(user.walletAddress);
  if (!isSignedBy(message, signature, user.walletAddress)) throw new ClientError(403, INVALID_SIGNATURE);
  return message;
}
