import { WALLET_SIGN_TIMEOUT_MS } from '../../wire/wallet/wallet-sign-error';
import { marketplaceBus } from './bus-events';

/** What a signature is for, as the wallet's dialog names it (`wallet.signPurposes.*`). */
export type WalletSignPurpose = 'mint' | 'listing' | 'offer' | 'offerAcceptance' | 'craft' | 'transfer' | 'cart';

/**
 * Asks the wallet remote to sign `message` (DESIGN rule 3: the key never leaves it) for `purpose`. The
 * wallet shows its own confirmation first, so the wait is a person's, not a machine's: `WALLET_SIGN_TIMEOUT_MS`
 * instead of the bus's default. Rejects with a `WalletSignError` (refused, locked, no wallet) or the bus's timeout.
 */
export function requestWalletSignature(message: string, purpose: WalletSignPurpose): Promise<{ signature: string; address: string }> {
  return marketplaceBus.request('wallet:sign', { message, purpose }, { timeoutMs: WALLET_SIGN_TIMEOUT_MS });
}
