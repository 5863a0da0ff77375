import { fromBase64, fromUtf8, randomBytes, toBase64, utf8 } from './bytes';
import { CRYPTO_ERRORS, failingWith, requireValue } from './crypto-errors';

/** New envelopes: the OWASP floor for PBKDF2-SHA256 today, as MetaMask ships it. */
export const CURRENT_ITERATIONS = 600_000;
/** Spec §9's count: envelopes made with it (or recording no count at all) still open, and are re-wrapped. */
export const LEGACY_ITERATIONS = 100_000;

const VERSION = 2;
const KDF = 'PBKDF2-SHA256';
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BITS = 128;

/** What a current envelope records, so it can be opened with the same parameters years later. */
interface CurrentEnvelope {
  v: typeof VERSION;
  kdf: typeof KDF;
  iter: number;
  salt: string;
  iv: string;
  ct: string;
}

/** An envelope written before parameters were recorded: salt, IV and ciphertext only. */
interface LegacyEnvelope {
  salt: string;
  iv: string;
  ct: string;
}

interface ParsedEnvelope {
  version: 1 | typeof VERSION;
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  ciphertext: Uint8Array<ArrayBuffer>;
}

export interface EnvelopeContext {
  /** The owner: bound into the ciphertext, so an envelope copied to another user's vault fails to open. */
  userId: string;
}

/**
 * The additional authenticated data of a current envelope. Binding the version too means a current
 * envelope relabelled as an older kind (a downgrade) fails to open.
 */
function additionalData(version: number, userId: string): Uint8Array<ArrayBuffer> {
  return utf8(`marketplace-wallet-envelope|v${version}|${userId}`);
}

async function deriveKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', utf8(password), 'PBKDF2', false, ['deriveKey']);
  // Not extractable: the derived key can encrypt and decrypt, but no script can read it out.
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

function parseEnvelope(envelope: string): ParsedEnvelope {
  const raw = JSON.parse(envelope) as Partial<CurrentEnvelope & LegacyEnvelope>;
  const recordsParameters = raw.v !== undefined || raw.kdf !== undefined || raw.iter !== undefined;
  if (recordsParameters && (raw.v !== VERSION || raw.kdf !== KDF || !Number.isInteger(raw.iter))) throw new Error('Unknown envelope parameters');
  const iterations = recordsParameters ? (raw.iter as number) : LEGACY_ITERATIONS;
  if (iterations < LEGACY_ITERATIONS) throw new Error('Too few iterations');
  const parsed: ParsedEnvelope = {
    version: recordsParameters ? VERSION : 1,
    iterations,
    salt: fromBase64(String(raw.salt)),
    iv: fromBase64(String(raw.iv)),
    ciphertext: fromBase64(String(raw.ct)),
  };
  if (parsed.salt.length !== SALT_BYTES || parsed.iv.length !== IV_BYTES || parsed.ciphertext.length <= TAG_BITS / 8) throw new Error('Truncated envelope');
  return parsed;
}

/**
 * Wraps `plaintext` (a wallet key) under a password: PBKDF2-SHA256 over a fresh 16-byte salt, then
 * AES-GCM with a fresh 12-byte IV and a 128-bit tag, the owner and version bound as additional data.
 */
export async function encryptWithPassword(
  plaintext: string,
  password: string,
  { userId, iterations = CURRENT_ITERATIONS }: EnvelopeContext & { iterations?: number },
): Promise<string> {
  requireValue(plaintext, CRYPTO_ERRORS.inputRequired);
  requireValue(password, CRYPTO_ERRORS.keyRequired);
  return failingWith(CRYPTO_ERRORS.encryption, async () => {
    if (!Number.isInteger(iterations) || iterations < LEGACY_ITERATIONS) throw new Error('Too few iterations');
    const salt = randomBytes(SALT_BYTES);
    const iv = randomBytes(IV_BYTES);
    const key = await deriveKey(password, salt, iterations);
    const ciphertext = new Uint8Array(
      await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: additionalData(VERSION, userId), tagLength: TAG_BITS }, key, utf8(plaintext)),
    );
    const envelope: CurrentEnvelope = { v: VERSION, kdf: KDF, iter: iterations, salt: toBase64(salt), iv: toBase64(iv), ct: toBase64(ciphertext) };
    return JSON.stringify(envelope);
  });
}

/**
 * Opens an envelope with its password. A wrong password, another user's envelope, a tampered or
 * truncated one, or one below 100000 iterations all fail alike with 'Decryption failed.'.
 */
export async function decryptWithPassword(envelope: string, password: string, { userId }: EnvelopeContext): Promise<string> {
  requireValue(envelope, CRYPTO_ERRORS.inputRequired);
  requireValue(password, CRYPTO_ERRORS.keyRequired);
  return failingWith(CRYPTO_ERRORS.decryption, async () => {
    const { version, iterations, salt, iv, ciphertext } = parseEnvelope(envelope);
    const key = await deriveKey(password, salt, iterations);
    const params: AesGcmParams = {
      name: 'AES-GCM',
      iv,
      tagLength: TAG_BITS,
      ...(version === VERSION ? { additionalData: additionalData(VERSION, userId) } : {}),
    };
    return fromUtf8(new Uint8Array(await crypto.subtle.decrypt(params, key, ciphertext)));
  });
}

/** True for an envelope weaker than what is made today: it is wrapped again after the next unlock. */
export function needsRewrap(envelope: string): boolean {
  try {
    const { version, iterations } = parseEnvelope(envelope);
    return version !== VERSION || iterations < CURRENT_ITERATIONS;
  } catch {
    return false;
  }
}
