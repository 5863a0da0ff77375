import { readSessionClaims } from '@marketplace/contracts/wire';
import { sessionStore, type SessionState } from '@marketplace/contracts/browser';
import type { WalletSession } from '../session/wallet-session';

/**
 * Follows the shell's session store: a sign-in (a new token, or another user) unlocks what it can, a
 * sign-out forgets the key. What the wallet itself changes in the user state (created, updated) is
 * the same session, and a host mounted again (a locale switch) finds the session it already follows.
 */
export function followSession(session: WalletSession, store = sessionStore): () => void {
  const follow = ({ token, user }: SessionState) => {
    const { sessionKey } = session.state.getState();
    if (!token || !user?.id) {
      if (sessionKey !== null) session.signedOut();
      return;
    }
    const key = `${user.id}|${token}`;
    if (key === sessionKey) return;
    const claims = readSessionClaims(token);
    void session.signedIn(
      { id: user.id, walletAddress: user.walletAddress, requireWalletUpdate: user.requireWalletUpdate },
      { method: claims?.method ?? 'password', rescue: claims?.rescue ?? false, sessionKey: key },
    );
  };
  follow(store.getState());
  return store.subscribe(follow);
}
