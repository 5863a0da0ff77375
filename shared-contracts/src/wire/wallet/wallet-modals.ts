import { splitLocalePath } from '../locale/locale-path';

/** The modes of the wallet-create modal (spec §2): make a wallet, link an existing one, re-wrap a legacy vault. */
export type WalletCreateMode = 'create' | 'link' | 'update';
/** The wallet-locked modal and its support variant (spec §4). */
export type WalletLockedVariant = 'locked' | 'support';

/**
 * The wallet's modals, which the wallet remote asks the shell's one queue to show (over the bus,
 * `wallet:modal`) and whose bodies it supplies. `wallet-sign` is the confirmation a signature needs.
 */
export type WalletModalRequest =
  | { kind: 'wallet-create'; mode: WalletCreateMode }
  | { kind: 'wallet-locked'; variant: WalletLockedVariant }
  | { kind: 'rescue' }
  | { kind: 'walletless-link' }
  | { kind: 'wallet-sign' };

/** Spec §2/§4: wallet creation and wallet-locked prompts are suppressed on `/rescue`. */
export function isSuppressedOnRescue(request: { kind: string }): boolean {
  return request.kind === 'wallet-create' || request.kind === 'wallet-locked';
}

/** `/rescue` in any locale: where those prompts, and the wallet's locking, are suppressed. */
export function isRescuePage(pathname: string): boolean {
  return splitLocalePath(pathname).path === '/rescue';
}
