import { decodeBase64, encodeBase64, toUtf8Bytes, toUtf8String } from 'ethers';

export const utf8 = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(toUtf8Bytes(text));
export const fromUtf8 = (bytes: Uint8Array): string => toUtf8String(bytes);
export const toBase64 = (bytes: Uint8Array): string => encodeBase64(bytes);
export const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(decodeBase64(text));

/** Cryptographically random bytes from WebCrypto (the browser's, or Node's in tests). */
export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Random alphanumeric characters without bias: bytes of 248 or more are drawn again, so each of the
 * 62 characters is equally likely (a plain modulo would favour the first eight).
 */
export function randomAlphanumeric(length: number): string {
  let result = '';
  while (result.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < 248 && result.length < length) result += ALPHANUMERIC[byte % 62];
    }
  }
  return result;
}
