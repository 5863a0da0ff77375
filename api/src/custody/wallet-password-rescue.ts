import type { VaultKeysUpdate, VaultKeyType } from '@marketplace/contracts/wire';
import type { SessionUser } from '../auth/authenticate.js';

/**
 * Whether a vault update is the spec §4 rescue: a session that came through the rescue sign-in wraps
 * the wallet's key under a new password (`password` entry) while the vault already held the wallet.
 * That replaces what opens the wallet, so the account is told. A first wallet made in a rescue
 * session (an empty vault) rescues nothing.
 */
export function isWalletPasswordRescue(session: Pick<SessionUser, 'rescue'>, update: VaultKeysUpdate, existing: ReadonlySet<VaultKeyType>): boolean {
  return session.rescue && Boolean(update.password) && existing.size > 0;
}
