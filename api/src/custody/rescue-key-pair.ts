import { createHash } from 'node:crypto';
import { SigningKey } from 'ethers';

/**
 * The public half of a user's rescue key pair, derived from the rescue secret exactly as the wallet
 * derives the pair (private half = SHA-256 of the secret's UTF-8, on secp256k1), so every rescue copy
 * already sealed still opens with the secret. Answered as eciesjs writes it: compressed, hex, no `0x`.
 */
export function rescuePublicKeyOf(rescueSecret: string): string {
  const privateKey = createHash('sha256').update(rescueSecret, 'utf8').digest();
  return SigningKey.computePublicKey(privateKey, true).slice(2);
}
