import { isRescuePage, isSuppressedOnRescue } from '@marketplace/contracts/wire';
import type { SessionSignalDeps } from './session-signals';
import { patchSessionUser } from './session-user-patches';

export interface WalletSignalDeps extends Pick<SessionSignalDeps, 'bus' | 'store' | 'modals'> {
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
    bus.on('wallet:user-patch', (patch) => patchSessionUser(store, patch)),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
