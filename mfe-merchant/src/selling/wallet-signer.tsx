import { createContext, useContext } from 'react';
import { requestWalletSignature, type WalletSignPurpose } from '@marketplace/contracts/browser';

/** Has a message signed by the person's wallet; answers the signature. */
export type WalletSigner = (message: string, purpose: WalletSignPurpose) => Promise<{ signature: string }>;

/**
 * How the selling forms ask for a signature where they are shown. On a page the wallet's dialog opens
 * over the page; inside the shell's one modal queue (the selling dialog) the dialog must make way for
 * it first, so `SellingModal` provides a signer that does.
 */
export const WalletSignerContext = createContext<WalletSigner>(requestWalletSignature);

export function useWalletSigner(): WalletSigner {
  return useContext(WalletSignerContext);
}
