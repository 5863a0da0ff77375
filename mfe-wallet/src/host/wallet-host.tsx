import { useEffect } from 'react';
import { marketplaceBus, sessionStore, useMarketplaceApi, useRuntimeConfig, type RemoteComponent } from '@marketplace/contracts/browser';

/**
 * Rendered once by the shell on every page, showing nothing (DESIGN rule 3). It answers `wallet:sign`
 * for every other remote, reads the balance again when one says GEM moved, and, once someone is signed in, starts the wallet session (which follows the
 * shell's session from then on). The custody code (ethers, eciesjs) is loaded only then: a visitor's
 * page never downloads it.
 */
const WalletHost: RemoteComponent<'wallet', 'WalletHost'> = () => {
  const api = useMarketplaceApi();
  const config = useRuntimeConfig();

  useEffect(() => {
    const session = () => import('./wallet-runtime').then(({ walletSessionOf }) => walletSessionOf(api, config));
    const startWhenSignedIn = () => {
      if (sessionStore.getState().token) void session();
    };
    startWhenSignedIn();
    const stopWatching = sessionStore.subscribe(startWhenSignedIn);
    const stopSigning = marketplaceBus.handle('wallet:sign', async (request) => (await session()).sign(request));
    const stopBalance = marketplaceBus.on('wallet:balance-changed', () => void session().then((wallet) => wallet.refreshBalance()));
    return () => {
      stopWatching();
      stopSigning();
      stopBalance();
    };
  }, [api, config]);

  return null;
};

export default WalletHost;
