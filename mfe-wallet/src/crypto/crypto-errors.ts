/** Spec §5 and §8: the only messages the crypto module fails with. */
export const CRYPTO_ERRORS = {
  inputRequired: 'Input is required.',
  keyRequired: 'Key is required.',
  publicKeyRequired: 'Public key is required.',
  privateKeyRequired: 'Private key is required.',
  encryption: 'Encryption failed.',
  decryption: 'Decryption failed.',
  asymmetricEncryption: 'Asymmetric encryption failed.',
  asymmetricDecryption: 'Asymmetric decryption failed.',
  obfuscation: 'Obfuscation failed.',
  deobfuscation: 'Deobfuscation failed.',
  destruction: 'Destruction failed.',
} as const;

export type CryptoErrorMessage = (typeof CRYPTO_ERRORS)[keyof typeof CRYPTO_ERRORS];

/**
 * A failure of the crypto module. Its message is one of the spec's texts and never says more (which
 * byte was wrong, whether the password or the salt was), so it cannot help anyone guess; the cause
 * stays attached for the developer's console.
 */
export class CryptoError extends Error {
  declare readonly message: CryptoErrorMessage;

  constructor(message: CryptoErrorMessage, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CryptoError';
  }
}

/** Throws the "required" error of an empty input. */
export function requireValue(value: string | Uint8Array | null | undefined, message: CryptoErrorMessage): void {
  if (value === null || value === undefined || value.length === 0) throw new CryptoError(message);
}

/** Runs `work`, turning any failure but an input error into `message`. */
export async function failingWith<T>(message: CryptoErrorMessage, work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (cause) {
    if (cause instanceof CryptoError) throw cause;
    throw new CryptoError(message, { cause });
  }
}
