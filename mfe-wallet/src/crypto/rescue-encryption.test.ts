/**
 * @jest-environment node
 */
import { fromBase64, toBase64 } from './bytes';
import { decryptWithRescueKey, encryptForRescue, rescueKeyPairOf } from './rescue-encryption';

const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const SECRET = 'q1Zr8m0bT0kL2v9xY3nW6pA4sD7fG5hJ8kL1zX2cV3b';

describe('rescue encryption (ECIES on secp256k1)', () => {
  it('derives the same key pair from the same secret, and another from another', async () => {
    const one = await rescueKeyPairOf(SECRET);
    const again = await rescueKeyPairOf(SECRET);
    const other = await rescueKeyPairOf(`${SECRET}x`);

    expect(again).toEqual(one);
    expect(other.privateKey).not.toBe(one.privateKey);
    expect(one.privateKey).toMatch(/^(0x)?[0-9a-f]{64}$/);
  });

  it('opens with the private key what the public key sealed', async () => {
    const { privateKey, publicKey } = await rescueKeyPairOf(SECRET);

    const sealed = await encryptForRescue(KEY, publicKey);

    expect(sealed).not.toContain(KEY.slice(2, 12));
    await expect(decryptWithRescueKey(sealed, privateKey)).resolves.toBe(KEY);
  });

  it('fails with "Asymmetric decryption failed." for another key or a tampered copy', async () => {
    const { publicKey } = await rescueKeyPairOf(SECRET);
    const stranger = await rescueKeyPairOf('another-high-entropy-secret-of-43-characters');
    const sealed = await encryptForRescue(KEY, publicKey);
    const bytes = fromBase64(sealed);
    bytes[bytes.length - 1]! ^= 1;

    await expect(decryptWithRescueKey(sealed, stranger.privateKey)).rejects.toThrow(/^Asymmetric decryption failed\.$/);
    await expect(decryptWithRescueKey(toBase64(bytes), (await rescueKeyPairOf(SECRET)).privateKey)).rejects.toThrow(/^Asymmetric decryption failed\.$/);
  });

  it('fails with "Asymmetric encryption failed." for a public key that is not one', async () => {
    await expect(encryptForRescue(KEY, '04deadbeef')).rejects.toThrow(/^Asymmetric encryption failed\.$/);
  });

  it.each([
    ['an empty input', () => encryptForRescue('', '04ab'), 'Input is required.'],
    ['an empty public key', () => encryptForRescue(KEY, ''), 'Public key is required.'],
    ['an empty private key', () => decryptWithRescueKey('abc', ''), 'Private key is required.'],
    ['an empty secret', () => rescueKeyPairOf(''), 'Private key is required.'],
  ])('refuses %s', async (_case, call, message) => {
    await expect(call()).rejects.toThrow(message);
  });
});
