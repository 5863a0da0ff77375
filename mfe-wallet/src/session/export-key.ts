import type { WalletSessionContext } from './session-context';
import { ownerOf, secretFor, vaultKeys, walletAddressOf } from './session-keys';

/**
 * The wallet's private key, for the person to keep (issue 24): opened afresh from their vault entry with their
 * wallet password (or what their Google / Apple sign-in releases), never from the key this page holds unlocked,
 * so whoever finds the page open still needs the password. It is answered to the wallet's own page only and
 * crosses no bus; a wrong password rejects and changes nothing (the wallet stays as it was).
 */
export async function exportKey(context: WalletSessionContext, password: string | null): Promise<string> {
  const secret = await secretFor(context, password);
  return context.custody.reveal(ownerOf(context), walletAddressOf(context), await vaultKeys(context), context.state.getState().method, secret);
}
