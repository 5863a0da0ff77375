/** Builds the wallet's crypto module for the browser (sets `window.walletCrypto`); answers the script's path. */
export function bundleWalletCrypto(): Promise<string>;
