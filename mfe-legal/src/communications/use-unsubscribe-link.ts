import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { communicationPreferencesKeys, invalidate, usersKeys } from '@marketplace/contracts/http';
import type { CommunicationCategory } from '@marketplace/contracts/wire';

export type UnsubscribeState = 'none' | 'working' | 'unsubscribed' | 'failed' | 'undoing' | 'resubscribed' | 'undoFailed';

/** The query parameter of the link the API mails (`/communications?unsubscribe=KEY`). */
export const UNSUBSCRIBE_PARAMETER = 'unsubscribe';

/**
 * Follows a one-click unsubscribe link: takes the key from the address once, takes it OUT of the
 * address at once (replacing the history entry, so it is not left in the history, a bookmark or a
 * shared screenshot), unsubscribes with it, and can undo that with the same key for a short while.
 * The key stays in this component's memory only.
 */
export function useUnsubscribeLink(): { state: UnsubscribeState; category: CommunicationCategory | null; undo: () => void } {
  const api = useMarketplaceApi();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [key] = useState(() => new URLSearchParams(search).get(UNSUBSCRIBE_PARAMETER));
  const [state, setState] = useState<UnsubscribeState>(key ? 'working' : 'none');
  // What the link turned off, as the API answered: the category of the mail it came in, null for every communication.
  const [category, setCategory] = useState<CommunicationCategory | null>(null);
  const followed = useRef(false);
  const client = useQueryClient();
  // A signed-in person on the page sees the switch follow the link (and its undo) at once.
  const reread = () => invalidate(client, communicationPreferencesKeys.all, usersKeys.self());
  const unsubscribe = useMutation({ mutationFn: (linkKey: string) => api.emailKeys.unsubscribeCommunications(linkKey), onSettled: reread });
  const resubscribe = useMutation({ mutationFn: (linkKey: string) => api.communicationPreferences.undoUnsubscribe(linkKey), onSettled: reread });

  useEffect(() => {
    if (!key || followed.current) return;
    followed.current = true;
    const rest = new URLSearchParams(search);
    rest.delete(UNSUBSCRIBE_PARAMETER);
    const query = rest.toString();
    // The router's navigate replaces the entry through history.replaceState, and keeps its own location in step.
    void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true, preventScrollReset: true });
    unsubscribe.mutate(key, {
      onSuccess: (outcome) => {
        setCategory(outcome.category);
        setState('unsubscribed');
      },
      onError: () => setState('failed'),
    });
  }, [key, navigate, pathname, search, hash, unsubscribe]);

  function undo() {
    if (!key || state !== 'unsubscribed') return;
    setState('undoing');
    resubscribe.mutate(key, { onSuccess: () => setState('resubscribed'), onError: () => setState('undoFailed') });
  }

  return { state, category, undo };
}
