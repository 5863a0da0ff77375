import { WALLET_SIGN_TIMEOUT_MS } from '@marketplace/contracts/wire';
import { marketplaceBus } from '@marketplace/contracts/browser';

/** Tells the wallet's confirmation dialog what the signature is for. */
const MINT_SIGN_PURPOSE = 'mint';

/**
 * Asks the wallet remote to sign `message` (DESIGN rule 3: the key never leaves it). The wallet shows
 * its own confirmation first, so the wait is a person's, not a machine's: `WALLET_SIGN_TIMEOUT_MS`.
 */
export function requestWalletSignature(message: string): Promise<{ signature: string; address: string }> {
  return marketplaceBus.request('wallet:sign', { message, purpose: MINT_SIGN_PURPOSE }, { timeoutMs: WALLET_SIGN_TIMEOUT_MS });
}
