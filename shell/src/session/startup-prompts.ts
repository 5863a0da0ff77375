import type { WalletCreateMode } from '@marketplace/contracts/wire';
import type { ModalRequest, WelcomeStep } from '../modal-queue/modal-request';
import { welcomeOf } from '../modal-queue/welcome-request';

export interface StartupAsks {
  /** The terms in force are not accepted; `firstTime`: none ever were (a new account). */
  terms: { firstTime: boolean } | null;
  /** The wallet prompt the start-up found due, if any (a create offer already declined in this tab is not). */
  wallet: WalletCreateMode | null;
  /** Whether this browser has made its cookie choice. */
  cookieChoiceMade: boolean;
}

/**
 * What a sign-in asks, in order. A newcomer (no terms ever accepted) gets one welcome: the terms, the new
 * wallet and, if not made yet, the cookie choice, as steps of one dialog (issue 21: one interruption, not
 * three). Anyone else gets what is due as before: changed terms first, then the wallet prompt (the cookie
 * banner waits behind any dialog in the queue).
 */
export function startupPrompts({ terms, wallet, cookieChoiceMade }: StartupAsks): ModalRequest[] {
  const walletPrompt: ModalRequest[] = wallet ? [{ kind: 'wallet-create', mode: wallet }] : [];
  if (!terms?.firstTime) return [...(terms ? [{ kind: 'terms', firstTime: false } as const] : []), ...walletPrompt];
  const steps: WelcomeStep[] = [{ kind: 'terms', firstTime: true }];
  if (wallet === 'create') steps.push({ kind: 'wallet-create', mode: 'create' });
  if (!cookieChoiceMade) steps.push({ kind: 'consent' });
  const welcome = welcomeOf(steps);
  // A wallet to link or update is not a newcomer's step: it follows the welcome as its own prompt.
  return [...(welcome ? [welcome] : []), ...(wallet === 'create' ? [] : walletPrompt)];
}
