import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { UserProfileCacheContext, useRuntimeConfig } from '@marketplace/contracts/browser';
import { type ClearedCounts, clearSiteCaches } from './clear-site-caches';

export type ClearingState = { phase: 'clearing' } | { phase: 'cleared'; counts: ClearedCounts } | { phase: 'failed' };

/**
 * Clears the site's caches once when the page opens (opening it is the request: support can send a
 * person the link), and again on `retry` after a failure.
 */
export function useClearedSite(): { state: ClearingState; retry: () => void } {
  const queryClient = useQueryClient();
  const profiles = useContext(UserProfileCacheContext);
  const { i18n } = useTranslation(LEGAL_NAMESPACE);
  const { debug } = useRuntimeConfig();
  const [state, setState] = useState<ClearingState>({ phase: 'clearing' });
  const started = useRef(false);

  const run = useCallback(() => {
    setState({ phase: 'clearing' });
    clearSiteCaches({
      queryClient,
      profiles,
      loadedLocales: Object.keys(i18n.store?.data ?? {}),
      storage: window.localStorage,
      cacheStorage: 'caches' in window ? window.caches : undefined,
      fetch: (input, init) => window.fetch(input, init),
      debug,
    }).then(
      (counts) => setState({ phase: 'cleared', counts }),
      () => setState({ phase: 'failed' }),
    );
  }, [queryClient, profiles, i18n, debug]);

  useEffect(() => {
    // Once per page, not once per mount: a development double mount must not clear twice (the counts would read 0).
    if (started.current) return;
    started.current = true;
    run();
  }, [run]);

  return { state, retry: run };
}
