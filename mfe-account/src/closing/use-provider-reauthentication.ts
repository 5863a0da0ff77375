import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { REAUTHENTICATION_PROOF_PARAMETER } from '@marketplace/contracts/wire';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { leaveForProvider } from './leave-for-provider';

/** The query parameter that brings the closing form's state back from the provider: the person had ticked "I understand". */
export const CLOSING_RETURN_PARAMETER = 'closing';
const UNDERSTOOD = 'understood';

/**
 * Where a provider-only account stands in proving who it is before closing: not yet, on its way to the provider,
 * checking the proof it came back with, confirmed (this session is re-authenticated for a few minutes), the proof
 * refused (not this session's, or too old), or the provider out of reach.
 */
export type ProviderReauthenticationStatus = 'none' | 'starting' | 'checking' | 'confirmed' | 'refused' | 'failed';

export interface ProviderReauthentication {
  status: ProviderReauthenticationStatus;
  /** The person came back from the provider having ticked "I understand" before leaving. */
  returnedUnderstood: boolean;
  /** Goes to the provider; it sends the browser back to this page's closing section with the proof. */
  start: () => Promise<void>;
  /** The API said the confirmation is missing or expired: the person must confirm again. */
  expire: () => void;
}

/**
 * A Google- or Apple-only account re-authenticates through its provider (`POST /oauth/reauthentications`), which
 * returns the browser here with a proof in the URL. The proof is handed in at once with this session, then
 * taken out of the address, so a reload or the history never carries it again.
 */
export function useProviderReauthentication(): ProviderReauthentication {
  const api = useMarketplaceApi();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const proof = search.get(REAUTHENTICATION_PROOF_PARAMETER);
  const [returnedUnderstood] = useState(() => search.get(CLOSING_RETURN_PARAMETER) === UNDERSTOOD);
  const [status, setStatus] = useState<ProviderReauthenticationStatus>(proof ? 'checking' : 'none');
  const handedIn = useRef<string | null>(null);

  useEffect(() => {
    if (!proof || handedIn.current === proof) return;
    handedIn.current = proof;
    setStatus('checking');
    api.reauthentication.redeem(proof).then(
      ({ valid }) => setStatus(valid ? 'confirmed' : 'refused'),
      () => setStatus('failed'),
    );
    setSearch(
      (was) => {
        const kept = new URLSearchParams(was);
        kept.delete(REAUTHENTICATION_PROOF_PARAMETER);
        kept.delete(CLOSING_RETURN_PARAMETER);
        return kept;
      },
      { replace: true },
    );
  }, [api, proof, setSearch]);

  const start = async () => {
    setStatus('starting');
    try {
      const redirect = `${pathname}?${CLOSING_RETURN_PARAMETER}=${UNDERSTOOD}#closing`;
      leaveForProvider(await api.reauthentication.start({ redirect }));
    } catch {
      setStatus('failed');
    }
  };

  return { status, returnedUnderstood, start, expire: () => setStatus('none') };
}
