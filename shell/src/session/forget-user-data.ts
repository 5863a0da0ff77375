import type { QueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand/vanilla';
import { SELF_SCOPE } from '@marketplace/contracts/http';
import { emptyCart, type SessionState } from '@marketplace/contracts/browser';

/**
 * Drops everything read for the signed-in user (their mints, offers, balance, notifications…) from the
 * page's query cache once that user is gone: signed out, expired, or replaced by someone else. The next
 * person on the same page never sees the last one's data, not even for the moment a re-read takes.
 * The cart they filled is emptied too; a visitor's cart is kept through their sign-in (nobody left),
 * which is how "sign in to check out" comes back to the same cart. Returns the function that stops watching.
 */
export function forgetUserDataOnUserChange(client: QueryClient, store: StoreApi<SessionState>): () => void {
  let userId = store.getState().user?.id ?? null;
  return store.subscribe(({ user }) => {
    const now = user?.id ?? null;
    if (now === userId) return;
    const someoneLeft = userId !== null;
    userId = now;
    if (!someoneLeft) return;
    client.removeQueries({ queryKey: SELF_SCOPE });
    emptyCart();
  });
}
