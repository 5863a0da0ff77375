import type { VaultKeysUpdate, VaultKeyType } from '@marketplace/contracts/wire';

/**
 * Whether a vault update needs a fresh re-authentication: it replaces or removes an entry the vault
 * holds (a stolen session could otherwise empty the vault or swap the person's copy for its own), or
 * it stores a key in clear (which no current client writes). Adding entries that do not exist yet — a
 * first wallet, a Google copy beside the password one — does not.
 */
export function needsReauthentication(update: VaultKeysUpdate, existing: ReadonlySet<VaultKeyType>): boolean {
  return Object.entries(update).some(([keyType, entry]) =>
    keyType === 'privateKey' ? entry !== null || existing.has(keyType) : existing.has(keyType as VaultKeyType),
  );
}
