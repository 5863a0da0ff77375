/**
 * @jest-environment node
 */
import { fromBase64, toBase64 } from './bytes';
import { CURRENT_ITERATIONS, decryptWithPassword, encryptWithPassword, LEGACY_ITERATIONS, needsRewrap } from './password-envelope';

const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const OWNER = { userId: '5d7c1a62-4b1e-4d43-9a55-2f0d5e0e3c11' };
// The spec's 100000 keeps most tests fast; one test proves the 600000 default.
const FAST = { ...OWNER, iterations: LEGACY_ITERATIONS };

type Envelope = Record<string, unknown>;
const edit = (envelope: string, change: (parsed: Envelope) => void) => {
  const parsed = JSON.parse(envelope) as Envelope;
  change(parsed);
  return JSON.stringify(parsed);
};
const flipLastByte = (base64: string) => {
  const bytes = fromBase64(base64);
  bytes[bytes.length - 1]! ^= 1;
  return toBase64(bytes);
};

describe('the password envelope', () => {
  it('opens with its password, for its owner', async () => {
    const envelope = await encryptWithPassword(KEY, 'correct horse battery', FAST);

    await expect(decryptWithPassword(envelope, 'correct horse battery', OWNER)).resolves.toBe(KEY);
  });

  it('records version, KDF, iterations, a 16-byte salt and a 12-byte IV, and makes 600000-iteration envelopes by default', async () => {
    const envelope = JSON.parse(await encryptWithPassword(KEY, 'correct horse battery', OWNER)) as Envelope;

    expect(envelope).toMatchObject({ v: 2, kdf: 'PBKDF2-SHA256', iter: CURRENT_ITERATIONS });
    expect(fromBase64(String(envelope.salt))).toHaveLength(16);
    expect(fromBase64(String(envelope.iv))).toHaveLength(12);
    expect(String(envelope.ct)).not.toContain(KEY.slice(2, 10));
  });

  it('uses a fresh salt and IV every time', async () => {
    const [one, two] = await Promise.all([encryptWithPassword(KEY, 'pw-123456789', FAST), encryptWithPassword(KEY, 'pw-123456789', FAST)]);

    expect(JSON.parse(one).salt).not.toBe(JSON.parse(two).salt);
    expect(JSON.parse(one).iv).not.toBe(JSON.parse(two).iv);
  });

  describe('fails with "Decryption failed." and never returns garbage', () => {
    let envelope: string;
    beforeAll(async () => {
      envelope = await encryptWithPassword(KEY, 'correct horse battery', FAST);
    });

    it.each([
      ['a wrong password', () => decryptWithPassword(envelope, 'wrong horse battery', OWNER)],
      ['another user', () => decryptWithPassword(envelope, 'correct horse battery', { userId: 'someone-else' })],
      [
        'tampered ciphertext',
        () =>
          decryptWithPassword(
            edit(envelope, (e) => (e.ct = flipLastByte(String(e.ct)))),
            'correct horse battery',
            OWNER,
          ),
      ],
      [
        'a wrong salt',
        () =>
          decryptWithPassword(
            edit(envelope, (e) => (e.salt = flipLastByte(String(e.salt)))),
            'correct horse battery',
            OWNER,
          ),
      ],
      [
        'a wrong IV',
        () =>
          decryptWithPassword(
            edit(envelope, (e) => (e.iv = flipLastByte(String(e.iv)))),
            'correct horse battery',
            OWNER,
          ),
      ],
      [
        'a truncated ciphertext',
        () =>
          decryptWithPassword(
            edit(envelope, (e) => (e.ct = String(e.ct).slice(0, 8))),
            'correct horse battery',
            OWNER,
          ),
      ],
      ['a truncated envelope', () => decryptWithPassword(envelope.slice(0, envelope.length / 2), 'correct horse battery', OWNER)],
      [
        'a downgrade to the unparameterised kind',
        () =>
          decryptWithPassword(
            edit(envelope, (e) => {
              delete e.v;
              delete e.kdf;
              delete e.iter;
            }),
            'correct horse battery',
            OWNER,
          ),
      ],
      [
        'a changed iteration count',
        () =>
          decryptWithPassword(
            edit(envelope, (e) => (e.iter = 200_000)),
            'correct horse battery',
            OWNER,
          ),
      ],
      [
        'fewer than 100000 iterations',
        () =>
          decryptWithPassword(
            edit(envelope, (e) => (e.iter = 99_999)),
            'correct horse battery',
            OWNER,
          ),
      ],
      [
        'an unknown KDF',
        () =>
          decryptWithPassword(
            edit(envelope, (e) => (e.kdf = 'scrypt')),
            'correct horse battery',
            OWNER,
          ),
      ],
      ['not JSON at all', () => decryptWithPassword('not an envelope', 'correct horse battery', OWNER)],
    ])('for %s', async (_case, open) => {
      await expect(open()).rejects.toThrow(/^Decryption failed\.$/);
    });
  });

  it('opens an envelope that records no parameters as 100000 iterations, and marks it for re-wrapping', async () => {
    const current = JSON.parse(await encryptWithPassword(KEY, 'old-password-1', FAST)) as Envelope;
    // The older kind had no parameters and no additional data: rebuild one the way it was made.
    const salt = fromBase64(String(current.salt));
    const iv = fromBase64(String(current.iv));
    const material = await crypto.subtle.importKey('raw', new TextEncoder().encode('old-password-1'), 'PBKDF2', false, ['deriveKey']);
    const key = await crypto.subtle.deriveKey(
      { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 100_000 },
      material,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt'],
    );
    const ct = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, tagLength: 128 }, key, new TextEncoder().encode(KEY)));
    const legacy = JSON.stringify({ salt: toBase64(salt), iv: toBase64(iv), ct: toBase64(ct) });

    await expect(decryptWithPassword(legacy, 'old-password-1', OWNER)).resolves.toBe(KEY);
    expect(needsRewrap(legacy)).toBe(true);
  });

  it('marks envelopes under 600000 iterations for re-wrapping, and current ones not', async () => {
    expect(needsRewrap(await encryptWithPassword(KEY, 'pw-123456789', FAST))).toBe(true);
    expect(needsRewrap(await encryptWithPassword(KEY, 'pw-123456789', { ...OWNER, iterations: CURRENT_ITERATIONS }))).toBe(false);
  });

  it('marks nothing for re-wrapping that is not an envelope (it will not open either)', () => {
    expect(needsRewrap('not an envelope')).toBe(false);
  });

  it('refuses to make an envelope under 100000 iterations', async () => {
    await expect(encryptWithPassword(KEY, 'pw-123456789', { ...OWNER, iterations: 1000 })).rejects.toThrow(/^Encryption failed\.$/);
  });

  it.each([
    ['an empty input', () => encryptWithPassword('', 'pw', OWNER), 'Input is required.'],
    ['an empty password', () => encryptWithPassword(KEY, '', OWNER), 'Key is required.'],
    ['an empty envelope', () => decryptWithPassword('', 'pw', OWNER), 'Input is required.'],
    ['an empty password to open', () => decryptWithPassword('{}', '', OWNER), 'Key is required.'],
  ])('refuses %s', async (_case, call, message) => {
    await expect(call()).rejects.toThrow(message);
  });
});
