import type { StoreApi } from 'zustand/vanilla';
import { marketplaceBus, type SessionState, type SessionUserAccess, sessionStore } from '@marketplace/contracts/browser';

/**
 * A session user on a store of the test's own, changed in place as the shell changes its store when
 * asked: for a unit that takes a `SessionUserAccess` and is tested without a shell.
 */
export function sessionUserAccessOver(store: StoreApi<SessionState>): SessionUserAccess {
  return {
    user: () => store.getState().user,
    patch: (changes) => {
      const { user } = store.getState();
      if (user) store.setState({ user: { ...user, ...changes } });
    },
  };
}

/**
 * Stands in for the shell, the session store's one writer, where a remote's page is tested alone:
 * answers `session:user-patch` on the page's store as the shell does. Returns the function that stops.
 */
export function answerSessionUserPatchesAsTheShell(store: StoreApi<SessionState> = sessionStore): () => void {
  return marketplaceBus.on('session:user-patch', sessionUserAccessOver(store).patch);
}
