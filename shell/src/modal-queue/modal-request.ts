import type { SellingDialogRequest } from '@marketplace/contracts/browser';
import type { WalletModalRequest } from '@marketplace/contracts/wire';

/** Every modal of spec §2 and the shell-behaviour issue; the wallet's bodies come from the wallet remote, the selling dialog's from the merchant remote. */
export type ModalRequest =
  | { kind: 'login-loader' }
  | { kind: 'login' }
  | { kind: 'login-error' }
  | { kind: 'idle-session' }
  | { kind: 'token-expired' }
  | { kind: 'terms'; firstTime: boolean }
  | { kind: 'consent' }
  | WalletModalRequest
  | ({ kind: 'selling' } & SellingDialogRequest);

export type ModalKind = ModalRequest['kind'];

/** The request of one kind of modal, with the fields that kind carries (a mode, a variant). */
export type ModalRequestOf<K extends ModalKind> = Extract<ModalRequest, { kind: K }>;
