import { useEffect, useRef } from 'react';
import { forgetKept } from './kept-state';

let leavingForWallet = false;

/**
 * Marks the next unmount as the selling dialog making way for the wallet's signature prompt (it
 * opens again afterwards), so what was typed and how it went are kept for its return.
 */
export function leaveForWallet(): void {
  leavingForWallet = true;
}

/**
 * Forgets a collectible's kept selling state when the person leaves it (the page changes, the dialog is
 * closed), but not when the dialog only makes way for the wallet's prompt. Checked a microtask later,
 * so StrictMode's test unmount-and-remount forgets nothing.
 */
export function useForgetKeptOnLeave(collectibleId: string): void {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (mounted.current) return;
        if (leavingForWallet) {
          leavingForWallet = false;
          return;
        }
        forgetKept(`${collectibleId}:`);
      });
    };
  }, [collectibleId]);
}
