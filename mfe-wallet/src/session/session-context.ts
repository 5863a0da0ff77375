import type { WalletSignError } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import type { HumanityTokens, MarketplaceEvents } from '@marketplace/contracts/browser';
import type { KeyCache } from '../cache/key-cache';
import type { KeyCustody } from '../custody/key-custody';
import { createWalletStateStore, type WalletStateStore } from './wallet-state';

export interface WalletSessionDeps {
  api: Pick<MarketplaceApi, 'vault' | 'wallet' | 'explorer' | 'password'>;
  custody: KeyCustody;
  cache: KeyCache;
  humanity: () => HumanityTokens;
  /** The wallet's side of the bus: modals and user-state changes go to the shell through it. */
  emit: <K extends 'wallet:modal' | 'wallet:modal-done' | 'wallet:user-patch'>(name: K, payload: MarketplaceEvents[K]) => void;
  /** Spec §4: nothing is locked and no wallet prompt opens on `/rescue`. */
  isOnRescuePage: () => boolean;
  state?: WalletStateStore;
}

/** The caller of `wallet:sign` waiting for the person's answer. */
export interface SignatureWaiter {
  resolve: (answer: { signature: string; address: string }) => void;
  reject: (error: WalletSignError) => void;
}

/**
 * What every piece of the wallet session shares, handed to each explicitly: the dependencies, the
 * state store, and the two things that change over a session besides the store.
 */
export interface WalletSessionContext extends Omit<WalletSessionDeps, 'state'> {
  state: WalletStateStore;
  /**
   * Sign-ins are numbered so that the slow unlock of an old one never lands on a newer session: work
   * notes the generation it started in and checks it is still current before touching the session.
   */
  generation: number;
  /** Who waits for the answer to the signature shown in the sign modal. */
  waiter: SignatureWaiter | null;
}

export function createSessionContext({ state, ...deps }: WalletSessionDeps): WalletSessionContext {
  return { ...deps, state: state ?? createWalletStateStore(), generation: 0, waiter: null };
}
