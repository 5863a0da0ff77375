import { isRescuePage, isSuppressedOnRescue, type MarketplaceEvents, type SessionState } from '@marketplace/contracts';
import type { StoreApi } from 'zustand/vanilla';
import type { ModalQueue } from '../modals/modal-queue';

export interface WalletSignalDeps {
  bus: { on<K extends keyof MarketplaceEvents & string>(name: K, listener: (payload: MarketplaceEvents[K]) => void): () => void };
  store: StoreApi<SessionState>;
  modals: ModalQueue;
  /** The pathname now shown, with its locale prefix. */
  pathname: () => string;
}

/**
 * The wallet remote's requests to the shell, which owns the modal queue and the user state (DESIGN
 * rule 4): show or retire one of its modals (never a wallet prompt on `/rescue`, spec §4), and
 * change what the user state says of the wallet. Returns the function that stops listening.
 */
export function listenToWalletSignals({ bus, store, modals, pathname }: WalletSignalDeps): () => void {
  const stops = [
    bus.on('wallet:modal', (request) => {
      if (isSuppressedOnRescue(request) && isRescuePage(pathname())) return;
      modals.open(request);
    }),
    bus.on('wallet:modal-done', ({ kind }) => modals.closeKind(kind)),
    bus.on('wallet:user-patch', (patch) => {
      const { user } = store.getState();
      if (user) store.setState({ user: { ...user, ...patch } });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
