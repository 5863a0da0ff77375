import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { SignInMethod } from '@marketplace/contracts/wire';

/**
 * Where the signed-in person's wallet stands:
 * - `signed-out`: nobody is signed in;
 * - `no-wallet`: signed in, no wallet made yet (wallet-create offers one);
 * - `legacy`: the vault must be re-wrapped first (spec §4 requireWalletUpdate);
 * - `opening`: just signed in, the key is being opened from the one-hour cache or the provider's secret;
 * - `sealed`: the key is in the vault only; the next signature asks for the password;
 * - `unlocked`: the key is in this page's memory;
 * - `locked`: opening it failed (spec §4 walletLocked): the locked modal offers unlock and rescue.
 */
export type WalletStatus = 'signed-out' | 'no-wallet' | 'legacy' | 'opening' | 'sealed' | 'unlocked' | 'locked';

export interface PendingSignature {
  message: string;
  purpose: string;
}

export interface WalletState {
  status: WalletStatus;
  /** Which sign-in this state belongs to (user and token); null when signed out. */
  sessionKey: string | null;
  userId: string | null;
  address: string | null;
  /** The sign-in method of this session: the vault entry that is this person's copy of the key. */
  method: SignInMethod;
  /** Signed in through the rescue path: the rescue key is released to this session. */
  rescueSession: boolean;
  /** The `wallet:sign` request waiting for the person's answer, shown by the sign modal. */
  pendingSignature: PendingSignature | null;
}

export const WALLET_SIGNED_OUT: WalletState = {
  status: 'signed-out',
  sessionKey: null,
  userId: null,
  address: null,
  method: 'password',
  rescueSession: false,
  pendingSignature: null,
};

export function createWalletStateStore() {
  return createStore<WalletState>(() => WALLET_SIGNED_OUT);
}

export type WalletStateStore = ReturnType<typeof createWalletStateStore>;

export function useWalletState<T>(store: WalletStateStore, select: (state: WalletState) => T): T {
  return useStore(store, select);
}
