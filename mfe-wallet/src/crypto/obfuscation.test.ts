/**
 * @jest-environment node
 */
import { fromBase64, toBase64 } from './bytes';
import { deobfuscate, generateObfuscationKey, OBFUSCATION_KEY_LENGTH, obfuscate } from './obfuscation';

const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';

describe('obfuscation of the cached key', () => {
  it('makes keys of 16 random alphanumeric characters', () => {
    const keys = Array.from({ length: 50 }, generateObfuscationKey);

    expect(OBFUSCATION_KEY_LENGTH).toBe(16);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(new Set(keys).size).toBe(50);
  });

  it('gives the input back with the same key, and hides it', async () => {
    const key = generateObfuscationKey();

    const hidden = await obfuscate(KEY, key);

    expect(hidden).not.toContain(KEY.slice(2, 12));
    await expect(deobfuscate(hidden, key)).resolves.toBe(KEY);
  });

  it.each([
    ['another key', async (hidden: string) => deobfuscate(hidden, generateObfuscationKey())],
    [
      'a tampered blob',
      async (hidden: string) => {
        const bytes = fromBase64(hidden);
        bytes[bytes.length - 1]! ^= 1;
        return deobfuscate(toBase64(bytes), 'AAAAAAAAAAAAAAAA');
      },
    ],
    ['a truncated blob', async (hidden: string) => deobfuscate(hidden.slice(0, 12), 'AAAAAAAAAAAAAAAA')],
    ['not base64', async () => deobfuscate('%%%', 'AAAAAAAAAAAAAAAA')],
  ])('fails with "Deobfuscation failed." for %s', async (_case, open) => {
    const hidden = await obfuscate(KEY, 'AAAAAAAAAAAAAAAA');

    await expect(open(hidden)).rejects.toThrow(/^Deobfuscation failed\.$/);
  });

  it.each([
    ['an empty input', () => obfuscate('', 'AAAAAAAAAAAAAAAA'), 'Input is required.'],
    ['an empty key', () => obfuscate(KEY, ''), 'Key is required.'],
    ['an empty blob', () => deobfuscate('', 'AAAAAAAAAAAAAAAA'), 'Input is required.'],
    ['an empty key to reveal', () => deobfuscate('abc', ''), 'Key is required.'],
  ])('refuses %s', async (_case, call, message) => {
    await expect(call()).rejects.toThrow(message);
  });
});
