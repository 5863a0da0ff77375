import { useCallback, useEffect, useState } from 'react';
import { useMarketplaceApi, type MintRecord } from '@marketplace/contracts';

type MintLoad =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; mint: MintRecord };

/**
 * The mint of the page: read once per id, retried on demand, replaced by what a sign or cancel answers,
 * and re-read quietly (keeping what is on screen) when a refusal says it changed on the server.
 */
export function useMintRecord(mintId: string | null) {
  const api = useMarketplaceApi();
  const [load, setLoad] = useState<MintLoad>(mintId ? { state: 'loading' } : { state: 'missing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!mintId) {
      setLoad({ state: 'missing' });
      return;
    }
    let current = true;
    setLoad({ state: 'loading' });
    api.mints.get(mintId).then(
      (mint) => current && setLoad(mint ? { state: 'ready', mint } : { state: 'missing' }),
      () => current && setLoad({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api, mintId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback((mint: MintRecord) => setLoad({ state: 'ready', mint }), []);
  const refresh = useCallback(async () => {
    if (!mintId) return;
    try {
      const mint = await api.mints.get(mintId);
      if (mint) setLoad({ state: 'ready', mint });
    } catch {
      // The refusal that asked for this read is already on screen; a failed re-read adds nothing to it.
    }
  }, [api, mintId]);

  return { load, retry, replace, refresh };
}
