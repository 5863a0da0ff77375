import { useRef, useState } from 'react';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { useWalletErrorText } from './use-wallet-error-text';

/**
 * A wallet form's submit: one run at a time, its failure as a translated message (spec §8 texts)
 * and an error-level log (spec §7 `POST /api/log`, scrubbed by the client), and nothing the person
 * typed cleared on failure (the values live in the form).
 */
export function useWalletAction() {
  const api = useMarketplaceApi();
  const errorText = useWalletErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  async function run(action: () => Promise<void>): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      api.log.error('wallet-action-failed', failure);
      setError(errorText(failure));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { busy, error, run };
}
