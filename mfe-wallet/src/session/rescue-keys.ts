import { withHumanityToken } from '@marketplace/contracts/browser';
import { CUSTODY_ERRORS } from '../custody/custody-errors';
import type { RescueAccess } from '../custody/key-custody';
import type { WalletSessionContext } from './session-context';

/** The rescue secret: the server releases it to a rescue sign-in only. */
export async function rescueSecret(context: WalletSessionContext, action: string): Promise<{ secret: string }> {
  try {
    return { secret: await withHumanityToken(context.humanity(), action, (token) => context.api.wallet.rescueKey(token)) };
  } catch (cause) {
    throw new Error(CUSTODY_ERRORS.rescueKeyFailed, { cause });
  }
}

/** The rescue key pair's public half: all a new rescue copy needs, and all an ordinary session gets. */
export async function rescuePublicKey(context: WalletSessionContext, action: string): Promise<RescueAccess> {
  try {
    return { publicKey: await withHumanityToken(context.humanity(), action, (token) => context.api.wallet.rescuePublicKey(token)) };
  } catch (cause) {
    throw new Error(CUSTODY_ERRORS.rescueKeyFailed, { cause });
  }
}
