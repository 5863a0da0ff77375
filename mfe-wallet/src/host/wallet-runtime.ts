import { isRescuePage, type RuntimeConfig } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import { createHumanityTokens, type HumanityTokens, marketplaceBus } from '@marketplace/contracts/browser';
import { createKeyCache } from '../cache/key-cache';
import { createKeyCustody } from '../custody/key-custody';
import { createWalletSession, type WalletSession } from '../session/wallet-session';
import { followSession } from './follow-session';

let session: WalletSession | null = null;

/**
 * The one wallet session of the page. Every exposed module of the wallet (the host, the modal bodies,
 * the rescue page) is loaded from this remote's one container, so they all reach this same instance:
 * the key custody inside it is the only place the key exists in clear.
 */
export function walletSessionOf(api: MarketplaceApi, config: Pick<RuntimeConfig, 'captcha'>): WalletSession {
  if (session) return session;
  let humanity: HumanityTokens | null = null;
  session = createWalletSession({
    api,
    custody: createKeyCustody(),
    cache: createKeyCache(),
    humanity: () =>
      (humanity ??= createHumanityTokens({
        scriptUrl: config.captcha.scriptUrl,
        siteKey: config.captcha.siteKey,
        logError: (event, error) => api.log.error(event, error),
      })),
    emit: (name, payload) => marketplaceBus.emit(name, payload),
    isOnRescuePage: () => isRescuePage(window.location.pathname),
  });
  // For the page's whole life: whichever wallet module loads first, the session is followed from then on.
  followSession(session);
  return session;
}
