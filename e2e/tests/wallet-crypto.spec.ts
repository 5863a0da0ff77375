import { expect, type Page } from '@playwright/test';
import { test } from './support/site-test';
import * as nodeCrypto from '../../mfe-wallet/src/crypto/index';
import { bundleWalletCrypto } from '../../scripts/bundle-wallet-crypto.mjs';

type WalletCrypto = typeof nodeCrypto;

const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';
const OWNER = { userId: '5d7c1a62-4b1e-4d43-9a55-2f0d5e0e3c11' };
const RESCUE_SECRET = 'q1Zr8m0bT0kL2v9xY3nW6pA4sD7fG5hJ8kL1zX2cV3b';

let bundle: string;

test.beforeAll(async () => {
  bundle = await bundleWalletCrypto();
});

/** Where the page fetches the module: a path of the shell's own origin, which its Content-Security-Policy allows. */
const BUNDLE_PATH = '/__test__/wallet-crypto.js';

/**
 * A page of the site (a secure context, where WebCrypto lives) with the wallet's crypto module on it.
 * The module arrives as a script of the shell's origin, as the wallet's own chunks do: the site's policy
 * refuses inline script, and this test runs under that policy rather than around it.
 */
async function chromiumWithCrypto(page: Page): Promise<void> {
  await page.route(`**${BUNDLE_PATH}`, (route) => route.fulfill({ path: bundle, contentType: 'text/javascript' }));
  await page.goto('/support');
  await page.addScriptTag({ url: BUNDLE_PATH });
}

/** Runs one function of the module in Chromium. */
function inChromium<K extends keyof WalletCrypto>(page: Page, name: K, ...args: Parameters<Extract<WalletCrypto[K], (...a: never[]) => unknown>>) {
  return page.evaluate(([fn, fnArgs]) => (window as unknown as { walletCrypto: Record<string, (...a: unknown[]) => unknown> }).walletCrypto[fn]!(...fnArgs), [
    name,
    args,
  ] as const);
}

test.describe('known answers across runtimes: what Node makes, Chromium opens, and the other way round', () => {
  test("a password envelope at today's 600000 iterations", async ({ page }) => {
    await chromiumWithCrypto(page);

    const fromNode = await nodeCrypto.encryptWithPassword(KEY, 'correct horse battery', OWNER);
    const fromChromium = (await inChromium(page, 'encryptWithPassword', KEY, 'correct horse battery', OWNER)) as string;

    expect(JSON.parse(fromChromium)).toMatchObject({ v: 2, kdf: 'PBKDF2-SHA256', iter: 600_000 });
    await expect(inChromium(page, 'decryptWithPassword', fromNode, 'correct horse battery', OWNER)).resolves.toBe(KEY);
    await expect(nodeCrypto.decryptWithPassword(fromChromium, 'correct horse battery', OWNER)).resolves.toBe(KEY);
  });

  test('a wrong password fails alike in both', async ({ page }) => {
    await chromiumWithCrypto(page);
    const fromNode = await nodeCrypto.encryptWithPassword(KEY, 'correct horse battery', { ...OWNER, iterations: nodeCrypto.LEGACY_ITERATIONS });

    await expect(inChromium(page, 'decryptWithPassword', fromNode, 'wrong horse battery', OWNER)).rejects.toThrow('Decryption failed.');
  });

  test('the obfuscated cache value', async ({ page }) => {
    await chromiumWithCrypto(page);
    const key = nodeCrypto.generateObfuscationKey();

    const fromNode = await nodeCrypto.obfuscate(KEY, key);
    const fromChromium = (await inChromium(page, 'obfuscate', KEY, key)) as string;

    await expect(inChromium(page, 'deobfuscate', fromNode, key)).resolves.toBe(KEY);
    await expect(nodeCrypto.deobfuscate(fromChromium, key)).resolves.toBe(KEY);
  });

  test('the ECIES rescue copy, with the key pair both derive from the same secret', async ({ page }) => {
    await chromiumWithCrypto(page);
    const nodePair = await nodeCrypto.rescueKeyPairOf(RESCUE_SECRET);

    const chromiumPair = await inChromium(page, 'rescueKeyPairOf', RESCUE_SECRET);
    const fromNode = await nodeCrypto.encryptForRescue(KEY, nodePair.publicKey);
    const fromChromium = (await inChromium(page, 'encryptForRescue', KEY, nodePair.publicKey)) as string;

    expect(chromiumPair).toEqual(nodePair);
    await expect(inChromium(page, 'decryptWithRescueKey', fromNode, nodePair.privateKey)).resolves.toBe(KEY);
    await expect(nodeCrypto.decryptWithRescueKey(fromChromium, nodePair.privateKey)).resolves.toBe(KEY);
  });
});
