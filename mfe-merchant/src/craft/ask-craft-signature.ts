import { WALLET_SIGN_TIMEOUT_MS } from '@marketplace/contracts/wire';
import { marketplaceBus } from '@marketplace/contracts/browser';

/** Names the signature in the wallet's dialog (`wallet.signPurposes.craft`). */
const CRAFT_SIGN_PURPOSE = 'craft';

/**
 * Asks the wallet remote to sign a craft's message (DESIGN rule 3: the key never leaves it). The wallet
 * shows its own confirmation first, so the wait is a person's, not a machine's: `WALLET_SIGN_TIMEOUT_MS`.
 */
export function askCraftSignature(message: string): Promise<{ signature: string; address: string }> {
  return marketplaceBus.request('wallet:sign', { message, purpose: CRAFT_SIGN_PURPOSE }, { timeoutMs: WALLET_SIGN_TIMEOUT_MS });
}
