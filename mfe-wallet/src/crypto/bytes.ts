export const utf8 = (text: string): Uint8Array<ArrayBuffer> => new Uint8Array(new TextEncoder().encode(text));
/** Strict: bytes that are not UTF-8 are a failure, never replacement characters. */
export const fromUtf8 = (bytes: Uint8Array): string => new TextDecoder('utf-8', { fatal: true }).decode(bytes);
/** Base64 through the platform's own btoa/atob, the same in every browser, in Node and in jsdom. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Throws on text that is not base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

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
