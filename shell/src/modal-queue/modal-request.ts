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
  | ({ kind: 'selling' } & SellingDialogRequest)
  | WelcomeRequest;

/**
 * A newcomer's first questions as steps of one dialog (issue 21): the terms, the wallet offer, the cookie
 * choice. Each step is a request of a registered kind, shown by that kind's own body; `step` is the one on screen.
 */
export type WelcomeStep = { kind: 'terms'; firstTime: boolean } | { kind: 'wallet-create'; mode: 'create' } | { kind: 'consent' };
export interface WelcomeRequest {
  kind: 'welcome';
  steps: readonly WelcomeStep[];
  step: number;
}

export type ModalKind = ModalRequest['kind'];

/** The request of one kind of modal, with the fields that kind carries (a mode, a variant). */
export type ModalRequestOf<K extends ModalKind> = Extract<ModalRequest, { kind: K }>;
