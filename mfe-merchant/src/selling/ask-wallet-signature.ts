import { WALLET_SIGN_TIMEOUT_MS } from '@marketplace/contracts/wire';
import { marketplaceBus } from '@marketplace/contracts/browser';

/** What a signature is for, as the wallet's dialog names it (`wallet.signPurposes.*`). */
export type SigningPurpose = 'listing' | 'offer' | 'offerAcceptance';

/**
 * Asks the wallet remote to sign `message` (DESIGN rule 3: the key never leaves it). The wallet shows
 * its own confirmation first, so the wait is a person's, not a machine's: `WALLET_SIGN_TIMEOUT_MS`.
 */
export function askWalletSignature(message: string, purpose: SigningPurpose): Promise<{ signature: string; address: string }> {
  return marketplaceBus.request('wallet:sign', { message, purpose }, { timeoutMs: WALLET_SIGN_TIMEOUT_MS });
}
