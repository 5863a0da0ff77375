import type { WalletModalRequest } from '@marketplace/contracts';

/** Every modal of spec §2 and the shell-behaviour issue; the wallet's bodies come from the wallet remote. */
export type ModalRequest =
  | { kind: 'login-loader' }
  | { kind: 'login' }
  | { kind: 'login-error' }
  | { kind: 'idle-session' }
  | { kind: 'token-expired' }
  | WalletModalRequest;

export type ModalKind = ModalRequest['kind'];

/**
 * Whether Escape (or a close button) may dismiss the modal. The loader waits for the sign-in to end,
 * and a wallet that must be updated before the account can be used is not optional.
 */
export function isDismissible(request: ModalRequest): boolean {
  if (request.kind === 'login-loader') return false;
  if (request.kind === 'wallet-create') return request.mode !== 'update';
  return true;
}
