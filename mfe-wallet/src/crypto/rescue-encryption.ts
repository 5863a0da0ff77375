import { decrypt, encrypt, PrivateKey } from 'eciesjs';
import { fromBase64, fromUtf8, toBase64, utf8 } from './bytes';
import { CRYPTO_ERRORS, failingWith, requireValue } from './crypto-errors';
import { rescueEciesConfig } from './ecies-config';

const config = rescueEciesConfig();

/**
 * The rescue key pair is derived from the server's rescue secret (32 random bytes, released only to
 * a first wallet creation or a rescue sign-in): its private half is that secret's SHA-256, so it is
 * as strong as the secret and no password is involved.
 */
export async function rescueKeyPairOf(rescueSecret: string): Promise<{ privateKey: string; publicKey: string }> {
  requireValue(rescueSecret, CRYPTO_ERRORS.privateKeyRequired);
  return failingWith(CRYPTO_ERRORS.asymmetricEncryption, async () => {
    const secret = new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(rescueSecret)));
    const privateKey = new PrivateKey(secret, config.ellipticCurve);
    return { privateKey: privateKey.toHex(), publicKey: privateKey.publicKey.toHex() };
  });
}

/** ECIES (secp256k1) to the rescue public key: anyone may make a rescue copy, only the secret opens it. */
export async function encryptForRescue(plaintext: string, publicKey: string): Promise<string> {
  requireValue(plaintext, CRYPTO_ERRORS.inputRequired);
  requireValue(publicKey, CRYPTO_ERRORS.publicKeyRequired);
  return failingWith(CRYPTO_ERRORS.asymmetricEncryption, () => toBase64(encrypt(publicKey, utf8(plaintext), config)));
}

export async function decryptWithRescueKey(ciphertext: string, privateKey: string): Promise<string> {
  requireValue(ciphertext, CRYPTO_ERRORS.inputRequired);
  requireValue(privateKey, CRYPTO_ERRORS.privateKeyRequired);
  return failingWith(CRYPTO_ERRORS.asymmetricDecryption, () => fromUtf8(decrypt(privateKey, fromBase64(ciphertext), config)));
}
