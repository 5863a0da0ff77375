export const VAULT_KEY_TYPES = ['password', 'recoveryPassword', 'google', 'apple', 'rescue', 'privateKey'] as const;
export type VaultKeyType = (typeof VAULT_KEY_TYPES)[number];

export interface VaultEntry {
  /** Ciphertext envelope; the server never sees a key in clear. */
  value: string;
  /** ISO time. */
  time: string;
}

export type VaultKeysRecord = Partial<Record<VaultKeyType, VaultEntry>>;

/** Kinds of entry that wrap the wallet key under a sign-in method (the current vault shape). */
const WRAPPED_KEY_TYPES = ['password', 'google', 'apple', 'recoveryPassword'] as const satisfies readonly VaultKeyType[];

/**
 * Spec §4 legacy: a vault holding the key as a plain `privateKey`, or holding only a rescue key,
 * must be re-wrapped before use (requireWalletUpdate, the wallet-create modal in update mode).
 */
export function isLegacyVault(record: VaultKeysRecord): boolean {
  if (record.privateKey) return true;
  return Boolean(record.rescue) && !WRAPPED_KEY_TYPES.some((type) => record[type]);
}
