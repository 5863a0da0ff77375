import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ROOT } from './apps.mjs';

/**
 * Builds the wallet's crypto module for the browser, exactly as it is in the repo, into one script
 * that sets `window.walletCrypto`: what runs in Chromium (known-answer tests, `bench:wallet`) is the
 * code the wallet remote ships, not a copy. Answers the script's path.
 */
export async function bundleWalletCrypto() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'wallet-crypto-'));
  const stats = await new Promise((resolve, reject) => {
    rspack(
      {
        mode: 'production',
        target: 'web',
        entry: path.join(ROOT, 'mfe-wallet/src/crypto/index.ts'),
        output: { path: outDir, filename: 'wallet-crypto.js', library: { type: 'window', name: 'walletCrypto' } },
        resolve: { extensions: ['.ts', '.js'] },
        module: {
          rules: [
            { test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }, type: 'javascript/auto' },
          ],
        },
        devtool: false,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  if (!stats || stats.hasErrors()) throw new Error(`The wallet crypto bundle failed: ${stats?.toString({ all: false, errors: true })}`);
  return path.join(outDir, 'wallet-crypto.js');
}
