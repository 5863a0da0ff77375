import type { StoreApi } from 'zustand/vanilla';
import type { SessionState, SessionUserPatch } from '@marketplace/contracts/browser';
import type { SessionSignalDeps } from './session-signals';

/**
 * The one way the signed-in user's state changes after sign-in: the shell, its owner (DESIGN rule 4),
 * merges what it was asked into the user it holds. After a sign-out there is nobody to change.
 */
export function patchSessionUser(store: StoreApi<SessionState>, changes: SessionUserPatch): void {
  const { user } = store.getState();
  if (user) store.setState({ user: { ...user, ...changes } });
}

/**
 * `session:user-patch`: a remote or a shared mutation (a setting saved, a notification read, the
 * balance shown or hidden) asks for a change to the signed-in user; the shell makes it at once, in the
 * same tick, so the header follows before the user is read again. Returns the function that stops listening.
 */
export function listenToSessionUserPatches({ bus, store }: Pick<SessionSignalDeps, 'bus' | 'store'>): () => void {
  return bus.on('session:user-patch', (changes) => patchSessionUser(store, changes));
}
