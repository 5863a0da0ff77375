import { type KeyValueStorage, webStorageKey } from '@marketplace/contracts/browser';
import { WALLET_PROMPT_CLOSED_ITEM } from '@marketplace/contracts/wire';
import { storedFlag } from './stored-flag';

/**
 * Whether this tab's signed-in person already closed the start-up's offer of a new wallet (declined it, or
 * made one). A reload restores the session and would offer it again on every page; once closed, it waits for
 * the next sign-in or a new tab. A plain flag in `sessionStorage`: no user, no key, gone with the tab and at
 * sign-out (SECURITY.md §22). A wallet that must be updated is never remembered away: that prompt is not optional.
 */
export interface WalletPromptMemory {
  wasClosed(): boolean;
  remember(): void;
  forget(): void;
}

export function createWalletPromptMemory(storage: KeyValueStorage | null): WalletPromptMemory {
  const flag = storedFlag(webStorageKey(WALLET_PROMPT_CLOSED_ITEM, {}, storage));
  return { wasClosed: flag.isSet, remember: () => flag.set(true), forget: () => flag.set(false) };
}
