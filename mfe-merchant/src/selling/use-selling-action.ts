import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { NoWalletToSignError, sessionStore, type WalletSignPurpose } from '@marketplace/contracts/browser';
import { keptValue, setKeptValue, useKeptState } from './kept-state';
import { isStaleStateFailure, sellingFailureKey } from './selling-failure';
import { useWalletSigner } from './wallet-signer';

/** What an action is waiting for: the person in their wallet, or the server. */
export type SellingActivity = 'signing' | 'sending' | null;

export interface SellingOutcome {
  tone: 'success' | 'error';
  /** A `selling.*` message key and its values, translated where it is shown. */
  messageKey: string;
  values?: Record<string, string>;
  /** Where the success leads (the new listing's page), localized. */
  href?: string;
}

/** The text the wallet must sign, made from the person's wallet address, and what for. */
export interface SigningStep {
  message: (walletAddress: string) => string;
  purpose: WalletSignPurpose;
}

/** An act that needs the wallet's signature sends it; one that needs none (withdraw, decline) just sends. */
type Sending<T> = { sign: SigningStep; send: (signature: string) => Promise<T> } | { sign?: undefined; send: () => Promise<T> };

export type SellingSteps<T> = Sending<T> & {
  /** How a success reads; null to say nothing (the page itself shows the change). */
  succeeded: (result: T) => SellingOutcome | null;
  /** The refusal says the listing or offer changed on the server: read it again. */
  onStale?: () => void;
};

/**
 * One selling act (list, change the price, withdraw, offer, accept, decline) under `key`: asks the
 * wallet when the act needs a signature, sends it, and keeps what it is waiting for and how it ended
 * (kept state: the selling dialog closes and reopens around the wallet's own). A failure never clears
 * what was typed; a second press while one is under way does nothing.
 */
export function useSellingAction(key: string) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const signer = useWalletSigner();
  const [activity] = useKeptState<SellingActivity>(`${key}:activity`, null);
  const [outcome, setOutcome] = useKeptState<SellingOutcome | null>(`${key}:outcome`, null);

  async function signed(step: SigningStep): Promise<string> {
    const walletAddress = sessionStore.getState().user?.walletAddress;
    if (!walletAddress) throw new NoWalletToSignError();
    setKeptValue(`${key}:activity`, 'signing');
    return (await signer(step.message(walletAddress), step.purpose)).signature;
  }

  async function run<T>(steps: SellingSteps<T>): Promise<boolean> {
    if (keptValue<SellingActivity>(`${key}:activity`, null) !== null) return false;
    setKeptValue(`${key}:outcome`, null);
    try {
      const signature = steps.sign ? await signed(steps.sign) : null;
      setKeptValue(`${key}:activity`, 'sending');
      const result = steps.sign ? await steps.send(signature as string) : await steps.send();
      setKeptValue(`${key}:outcome`, steps.succeeded(result));
      return true;
    } catch (error) {
      const messageKey = sellingFailureKey(error);
      if (messageKey) setKeptValue<SellingOutcome>(`${key}:outcome`, { tone: 'error', messageKey });
      if (isStaleStateFailure(messageKey)) steps.onStale?.();
      return false;
    } finally {
      setKeptValue(`${key}:activity`, null);
    }
  }

  /** What the person sees while the act is under way, for a `role="status"` line. */
  const progress = activity === 'signing' ? t('selling.progress.signing') : activity === 'sending' ? t('selling.progress.sending') : null;

  return { activity, busy: activity !== null, progress, outcome, clearOutcome: () => setOutcome(null), run };
}

export type SellingAction = ReturnType<typeof useSellingAction>;
