const KEY = 'marketplace:wallet-prompt-closed';

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

export function createWalletPromptMemory(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): WalletPromptMemory {
  return {
    wasClosed: () => storage?.getItem(KEY) === '1',
    remember: () => storage?.setItem(KEY, '1'),
    forget: () => storage?.removeItem(KEY),
  };
}

/** The tab's sessionStorage, or none where it is refused (a privacy mode): then the offer comes on every load, as before. */
export function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
