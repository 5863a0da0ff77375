import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const SCRYPT_OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, SCRYPT_OPTIONS, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export interface PasswordHash {
  hash: string;
  salt: string;
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  return { hash: (await derive(password, salt)).toString('base64'), salt: salt.toString('base64') };
}

/**
 * With no stored hash (unknown e-mail, or an account without a password) a throwaway hash is still
 * computed, so the answer takes as long and does not reveal which accounts exist.
 */
export async function verifyPassword(password: string, stored: Partial<PasswordHash> | null): Promise<boolean> {
  if (!stored?.hash || !stored.salt) {
    await derive(password, randomBytes(16));
    return false;
  }
  const expected = Buffer.from(stored.hash, 'base64');
  const actual = await derive(password, Buffer.from(stored.salt, 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
