import { WalletSignError } from '@marketplace/contracts/wire';
import { marketplaceBus } from '@marketplace/contracts/browser';

/**
 * Stands in for the wallet remote, which the harness does not load: `wallet:sign` is answered after a
 * plain browser confirm, with a made-up signature the harness API accepts. Never part of a real build.
 */
export function answerWalletSignInHarness(): () => void {
  return marketplaceBus.handle('wallet:sign', ({ message }) => {
    if (!window.confirm(`Harness wallet: sign this?\n\n${message}`)) throw new WalletSignError('declined');
    return { signature: `0x${'ab'.repeat(65)}`, address: '0x0000000000000000000000000000000000000001' };
  });
}
