import { fromBase64, fromUtf8, randomAlphanumeric, randomBytes, toBase64, utf8 } from './bytes';
import { CRYPTO_ERRORS, failingWith, requireValue } from './crypto-errors';

/** Spec §9: the obfuscation key is 16 random alphanumeric characters (about 95 bits). */
export const OBFUSCATION_KEY_LENGTH = 16;
const IV_BYTES = 12;

export function generateObfuscationKey(): string {
  return randomAlphanumeric(OBFUSCATION_KEY_LENGTH);
}

/**
 * The key is random, not a password, so no slow derivation is needed: its SHA-256 is the AES key.
 * Imported non-extractable like every other key here.
 */
async function aesKeyOf(key: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', utf8(key));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/**
 * Hides the unlocked wallet key for its one-hour cookie cache (spec §4): AES-GCM under the
 * obfuscation key, which stays in sessionStorage, so the cookie alone is useless.
 */
export async function obfuscate(input: string, key: string): Promise<string> {
  requireValue(input, CRYPTO_ERRORS.inputRequired);
  requireValue(key, CRYPTO_ERRORS.keyRequired);
  return failingWith(CRYPTO_ERRORS.obfuscation, async () => {
    const iv = randomBytes(IV_BYTES);
    const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKeyOf(key), utf8(input)));
    const packed = new Uint8Array(IV_BYTES + ciphertext.length);
    packed.set(iv);
    packed.set(ciphertext, IV_BYTES);
    return toBase64(packed);
  });
}

export async function deobfuscate(obfuscated: string, key: string): Promise<string> {
  requireValue(obfuscated, CRYPTO_ERRORS.inputRequired);
  requireValue(key, CRYPTO_ERRORS.keyRequired);
  return failingWith(CRYPTO_ERRORS.deobfuscation, async () => {
    const packed = fromBase64(obfuscated);
    if (packed.length <= IV_BYTES + 16) throw new Error('Truncated');
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: packed.slice(0, IV_BYTES) }, await aesKeyOf(key), packed.slice(IV_BYTES));
    return fromUtf8(new Uint8Array(plain));
  });
}
