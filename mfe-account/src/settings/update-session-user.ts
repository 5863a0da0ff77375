import type { UserState } from '@marketplace/contracts/wire';
import { sessionStore } from '@marketplace/contracts/browser';

/**
 * Puts a setting the server kept into the session's user state at once, so the header (name, avatar,
 * balance) follows before the signed-in user is read again. Nothing happens after a sign-out.
 */
export function updateSessionUser(changes: Partial<UserState>): void {
  const { user } = sessionStore.getState();
  if (user) sessionStore.setState({ user: { ...user, ...changes } });
}
