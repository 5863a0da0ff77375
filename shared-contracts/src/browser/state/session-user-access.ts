import type { UserState } from '../../wire/entities/user';
import { marketplaceBus, type SessionUserPatch } from '../bus/bus-events';
import { sessionStore } from './session-store';

/**
 * How code outside the shell reaches the signed-in user's state: it reads the store, and asks the
 * shell, the store's one writer (DESIGN rule 4), to change it. The shell applies a patch at once, in
 * the same tick, so an optimistic change shows before the server answers.
 */
export interface SessionUserAccess {
  /** The signed-in user's state now, null when nobody is signed in. */
  user: () => UserState | null;
  /** Asks the shell to change the signed-in user's state; nothing happens when nobody is signed in. */
  patch: (changes: SessionUserPatch) => void;
}

/** The page's session user: read from the shell's store, changed by asking the shell over the bus. */
export const sessionUserAccess: SessionUserAccess = {
  user: () => sessionStore.getState().user,
  patch: (changes) => marketplaceBus.emit('session:user-patch', changes),
};
