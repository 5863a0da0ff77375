export const VAULT_KEY_TYPES = [
  'password',
  'recoveryPassword',
  'google',
  'apple',
  'rescue',
  'privateKey',
] as const;
export type VaultKeyType = (typeof VAULT_KEY_TYPES)[number];

export interface VaultEntry {
  /** Ciphertext envelope; the server never sees a key in clear. */
  value: string;
  /** ISO time. */
  time: string;
}

export type VaultKeysRecord = Partial<Record<VaultKeyType, VaultEntry>>;
